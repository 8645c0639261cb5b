package domain

import (
	"fmt"
	"slices"
	"strings"
	"time"
)

// Document kinds and the prefixes of their numbers.
const (
	InvoicePrefix    = "INV"
	CreditNotePrefix = "CN"
)

// DocumentNumber formats the n-th document of a kind in a year: INV-2026-000042.
func DocumentNumber(prefix string, year, n int) string {
	return fmt.Sprintf("%s-%d-%06d", prefix, year, n)
}

// DocumentToNumber is a document a booking asks for that has no number yet:
// its store takes the next number of Prefix in Year and writes it to *Number
// as it saves the booking.
type DocumentToNumber struct {
	Prefix string
	Year   int // the UTC year it was asked for in: numbers restart each year
	Number *string
}

// NeedsInvoiceNumber reports whether b asks for an invoice not numbered yet.
func (b Booking) NeedsInvoiceNumber() bool { return !b.InvoicedAt.IsZero() && b.InvoiceNumber == "" }

// DocumentsToNumber lists b's newly asked-for documents: the invoice, the
// credit note, each new return's RMA number, then each refund's credit note.
func (b *Booking) DocumentsToNumber() []DocumentToNumber {
	var docs []DocumentToNumber
	if b.NeedsInvoiceNumber() {
		docs = append(docs, DocumentToNumber{InvoicePrefix, b.InvoicedAt.UTC().Year(), &b.InvoiceNumber})
	}
	if !b.CreditedAt.IsZero() && b.CreditNoteNumber == "" {
		docs = append(docs, DocumentToNumber{CreditNotePrefix, b.CreditedAt.UTC().Year(), &b.CreditNoteNumber})
	}
	for i := range b.Returns {
		if r := &b.Returns[i]; r.Number == "" {
			docs = append(docs, DocumentToNumber{ReturnPrefix, r.CreatedAt.UTC().Year(), &r.Number})
		}
	}
	for i := range b.Refunds {
		if r := &b.Refunds[i]; !r.CreditedAt.IsZero() && r.CreditNoteNumber == "" {
			docs = append(docs, DocumentToNumber{CreditNotePrefix, r.CreditedAt.UTC().Year(), &r.CreditNoteNumber})
		}
	}
	return docs
}

// CarriesDocumentNumber reports whether number is one of b's documents'.
func (b Booking) CarriesDocumentNumber(number string) bool {
	if number == b.InvoiceNumber || number == b.CreditNoteNumber {
		return true
	}
	return slices.ContainsFunc(b.Returns, func(r Return) bool { return r.Number == number }) ||
		slices.ContainsFunc(b.Refunds, func(r Refund) bool { return r.CreditNoteNumber == number })
}

// Invoice asks for the booking's invoice, to be printed with parties: the
// store numbers it when it saves the booking, with the parties, in one step.
// An invoice is issued once; asking again changes nothing.
func (b *Booking) Invoice(now time.Time, parties DocumentParties) {
	if b.InvoicedAt.IsZero() {
		b.InvoicedAt = now
		b.Parties = parties
	}
}

// IssueCreditNote asks for a credit note of a refunded, invoiced booking.
// It prints the parties of the invoice it cancels.
func (b *Booking) IssueCreditNote(now time.Time) {
	if !b.InvoicedAt.IsZero() && b.CreditedAt.IsZero() {
		b.CreditedAt = now
	}
}

// OnInvoiceTerms places the booking on the buyer's terms: invoiced at once,
// due after netDays, and holding its stock without expiry.
func (b *Booking) OnInvoiceTerms(netDays int, now time.Time, parties DocumentParties) {
	b.PaymentMethod = PaymentInvoice
	b.ExpiresAt = time.Time{}
	b.Invoice(now, parties)
	b.DueDate = now.AddDate(0, 0, netDays)
}

// Overdue reports whether an invoice-terms booking is unpaid past its due
// date. It may have shipped meanwhile: PaidAt, not the status, says paid.
func (b Booking) Overdue(now time.Time) bool {
	return b.owesTransfer() && !b.DueDate.IsZero() && now.After(b.DueDate)
}

// owesTransfer reports an invoice-terms order still to be paid: not
// paid, and neither called off nor awaiting approval.
func (b Booking) owesTransfer() bool {
	return b.PaymentMethod == PaymentInvoice && b.PaidAt.IsZero() && b.Status.HoldsStock() &&
		b.Status != StatusPendingApproval && b.Status != StatusRefunding
}

// MaxReferenceLen bounds a bank transfer's reference.
const MaxReferenceLen = 100

// MarkPaidByTransfer records the bank transfer that paid an invoice-terms booking.
func (b *Booking) MarkPaidByTransfer(reference, by string, now time.Time) error {
	if b.PaymentMethod != PaymentInvoice {
		return Errorf(CodeConflict, "Only orders on invoice terms are paid by transfer")
	}
	errs := FieldErrors{}
	CheckText(errs, "reference", reference, "The transfer's reference is Required", MaxReferenceLen)
	if err := errs.Err("reference"); err != nil {
		return err
	}
	if b.Status != StatusUnpaid && b.owesTransfer() {
		// shipped (or delivered, or partly credited) on terms: paid now, the goods' status stays
		b.PaidReference, b.PaidAt, b.UpdatedAt = strings.TrimSpace(reference), now, now
		return nil
	}
	if err := b.CheckPayable(); err != nil {
		return err
	}
	b.PaidReference, b.PaidAt = strings.TrimSpace(reference), now
	b.moveTo(StatusPaid, by, now)
	return nil
}
