package app

import (
	"time"

	"github.com/palletshop/pallet/domain"
)

// The mail an order's changes send its buyer. Each goes into the booking's
// Outbox inside the store's update, so it is written in the same step.

// orderLetter is a letter to b's buyer about b. An order with the buyer's PO
// number quotes it in the subject and the body: purchasing departments match
// confirmations by their PO.
func (l Letters) orderLetter(b domain.Booking, subject string, paragraphs []string, now time.Time) domain.Mail {
	if b.PONumber != "" {
		subject += " (PO " + b.PONumber + ")"
		paragraphs = append([]string{"Your PO number: " + b.PONumber}, paragraphs...)
	}
	return l.letter([]string{b.UserEmail}, subject, b.ClientName, paragraphs, now)
}

func (l Letters) orderPlaced(b domain.Booking, now time.Time) domain.Mail {
	next := "Please pay by card from your orders page."
	switch {
	case b.PaymentMethod == domain.PaymentInvoice:
		next = "You are buying on invoice terms: your invoice is attached. Please pay it by bank transfer by " + dateOf(b.DueDate) + "."
	case !b.ExpiresAt.IsZero():
		next = "Please pay by card from your orders page; we hold the stock for you until " + dateOf(b.ExpiresAt) + "."
	}
	m := l.orderLetter(b, "We have your order "+b.Reference(), []string{
		"Thank you for your order " + b.Reference() + ". We have reserved these pieces for you:",
		orderSummary(b), next,
	}, now)
	if b.PaymentMethod == domain.PaymentInvoice {
		m.Attachments = []domain.MailAttachment{{Kind: domain.AttachInvoice, BookingID: b.ID}}
	}
	return m
}

func (l Letters) paymentReceived(b domain.Booking, now time.Time) domain.Mail {
	m := l.orderLetter(b, "Payment received for order "+b.Reference(), []string{
		"We have received your payment of " + formatCents(b.TotalPriceCents) + " for order " + b.Reference() + ". Your invoice is attached.",
		"We will let you know as soon as the order ships.",
	}, now)
	m.Attachments = []domain.MailAttachment{{Kind: domain.AttachInvoice, BookingID: b.ID}}
	return m
}

func (l Letters) shipped(b domain.Booking, now time.Time) domain.Mail {
	tracking := "It is on its way to " + b.Address + "."
	if b.TrackingNumber != "" {
		tracking = "It is on its way to " + b.Address + ". The tracking number is " + b.TrackingNumber + "."
	}
	return l.orderLetter(b, "Order "+b.Reference()+" has shipped", []string{
		"Good news: order " + b.Reference() + " has left our warehouse.", tracking,
	}, now)
}

// refunded tells the buyer a late payment went back to their card.
func (l Letters) refunded(b domain.Booking, now time.Time) domain.Mail {
	paras := []string{"We have refunded order " + b.Reference() + ". The money goes back to the card you paid with, which can take a few days."}
	if !b.CreditedAt.IsZero() {
		paras = append(paras, "The credit note for the order's invoice is attached.")
	}
	m := l.orderLetter(b, "Order "+b.Reference()+" has been refunded", paras, now)
	if !b.CreditedAt.IsZero() {
		m.Attachments = []domain.MailAttachment{{Kind: domain.AttachCreditNote, BookingID: b.ID}}
	}
	return m
}

// refundMade tells the buyer about one refund, with its credit note.
func (l Letters) refundMade(b domain.Booking, r domain.Refund, now time.Time) domain.Mail {
	subject := "Order " + b.Reference() + " has been partly refunded"
	if b.Status == domain.StatusRefunded {
		subject = "Order " + b.Reference() + " has been refunded"
	}
	paras := []string{"We have refunded " + formatCents(r.AmountCents) + " of order " + b.Reference() + ". " + refundRoute(b)}
	if r.Reason != "" {
		paras = append(paras, "Reason: "+r.Reason)
	}
	if !r.CreditedAt.IsZero() {
		paras = append(paras, "The credit note is attached.")
	}
	m := l.orderLetter(b, subject, paras, now)
	if !r.CreditedAt.IsZero() {
		m.Attachments = []domain.MailAttachment{{Kind: domain.AttachCreditNote, BookingID: b.ID, RefundID: r.ID}}
	}
	return m
}

func refundRoute(b domain.Booking) string {
	switch {
	case b.ReturnsMoneyByCard():
		return "The money goes back to the card you paid with, which can take a few days."
	case !b.PaidAt.IsZero():
		return "We send the money back by bank transfer."
	default:
		return "The credit note reduces what you owe on the invoice."
	}
}
