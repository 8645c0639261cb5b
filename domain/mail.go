package domain

import "time"

// Mail is one message the shop sends, kept in the store's outbox until a
// worker has delivered it. Attachments are named, not embedded: the worker
// renders them when it sends, so the outbox stays small.
type Mail struct {
	ID          string
	To          []string
	Subject     string
	Text        string
	HTML        string
	Attachments []MailAttachment
	CreatedAt   time.Time

	// Delivery state, kept by the outbox.
	Attempts      int
	NextAttemptAt time.Time // not before this
	ClaimedUntil  time.Time // a worker holds it until then
	SentAt        time.Time
	GaveUpAt      time.Time // failed for good: never tried again
	LastError     string
}

// Attachment kinds: a booking's documents.
const (
	AttachInvoice    = "invoice"
	AttachCreditNote = "credit-note"
)

// MailAttachment names a document of a booking to attach.
type MailAttachment struct {
	Kind      string // AttachInvoice or AttachCreditNote
	BookingID string
	RefundID  string // a credit note: the refund's own; empty: the booking's
}

// NewMail builds an unsent message to the given addresses.
func NewMail(to []string, subject, text, html string, now time.Time) Mail {
	return Mail{ID: NewID(), To: to, Subject: subject, Text: text, HTML: html, CreatedAt: now, NextAttemptAt: now}
}

// MailLifetime is how long a message that keeps failing is retried before
// the outbox gives up on it, as a mail server gives up on its queue.
const MailLifetime = 5 * 24 * time.Hour

// GivesUp reports whether a failed attempt at now is m's last one.
func (m Mail) GivesUp(now time.Time) bool {
	return now.Sub(m.CreatedAt) >= MailLifetime
}

// RetryDelay is the backoff after the n-th failed attempt: 30 s doubling,
// at most 1 hour.
func RetryDelay(attempts int) time.Duration {
	d := 30 * time.Second
	for i := 1; i < attempts && d < time.Hour; i++ {
		d *= 2
	}
	return min(d, time.Hour)
}
