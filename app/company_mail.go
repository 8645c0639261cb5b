package app

import (
	"net/url"
	"time"

	"github.com/palletshop/pallet/domain"
)

// The mail company accounts send: the invitation, and the approval request
// and its outcome. Each goes into the company's or the booking's Outbox,
// written by the store in the same step as the change.

func (l Letters) companyInvitation(c domain.CompanyAccount, inv domain.CompanyInvitation, raw string, now time.Time) domain.Mail {
	return l.letter([]string{inv.Email}, "You are invited to buy for "+c.Name, "", []string{
		inv.InvitedBy + " invites you to join " + c.Name + " on " + l.shopName() + " as " + string(inv.Role) + ".",
		"Sign in or create an account with this email address, then accept the invitation here within 7 days:",
		l.SiteURL + "/join?token=" + url.QueryEscape(raw),
		"If you don't know " + c.Name + ", ignore this message.",
	}, now)
}

func (l Letters) orderLink(b domain.Booking) string { return l.SiteURL + "/orders/" + b.ID }

func (l Letters) approvalRequest(approver string, b domain.Booking, now time.Time) domain.Mail {
	return l.letter([]string{approver}, "Order "+b.Reference()+" by "+b.UserEmail+" needs your approval", "", []string{
		b.UserEmail + " placed order " + b.Reference() + " for " + b.Company.Name + ", above their spending limit. It totals " +
			formatCents(b.TotalPriceCents) + ":",
		orderSummary(b),
		"Approve or reject it here; until then its stock is held for it:",
		l.orderLink(b),
	}, now)
}

func (l Letters) orderApproved(b domain.Booking, by string, now time.Time) domain.Mail {
	next := "You can now pay it by card from your orders page:"
	if b.PaymentMethod == domain.PaymentInvoice {
		next = "It is on your company's invoice terms: please have it paid by bank transfer by " + dateOf(b.DueDate) + ":"
	}
	m := l.orderLetter(b, "Order "+b.Reference()+" was approved", []string{
		by + " approved your order " + b.Reference() + " of " + formatCents(b.TotalPriceCents) + ".", next, l.orderLink(b),
	}, now)
	if b.PaymentMethod == domain.PaymentInvoice {
		m.Attachments = []domain.MailAttachment{{Kind: domain.AttachInvoice, BookingID: b.ID}}
	}
	return m
}

func (l Letters) orderRejected(b domain.Booking, by string, now time.Time) domain.Mail {
	return l.orderLetter(b, "Order "+b.Reference()+" was rejected", []string{
		by + " rejected your order " + b.Reference() + " of " + formatCents(b.TotalPriceCents) + ", saying:",
		b.RejectionReason,
		"Its stock is released. You can change your cart and order again.",
	}, now)
}
