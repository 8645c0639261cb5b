package mongodb

import (
	"time"

	"github.com/palletshop/pallet/domain"
)

// companyDoc and termsDoc are embedded in their user.
type companyDoc struct {
	Name           string `bson:"name"`
	VATID          string `bson:"vatId"`
	BillingAddress string `bson:"billingAddress"`
}

type termsDoc struct {
	InvoiceTerms bool `bson:"invoiceTerms"`
	NetDays      int  `bson:"netDays"`
	TaxExempt    bool `bson:"taxExempt"`
}

type addressDoc struct {
	ID        string    `bson:"_id"`
	UserID    string    `bson:"userId"`
	Label     string    `bson:"label"`
	Address   string    `bson:"address"`
	Phone     string    `bson:"phone"`
	CreatedAt time.Time `bson:"createdAt"`
}

func newAddressDoc(a domain.SavedAddress) addressDoc {
	a.CreatedAt = storedTime(a.CreatedAt)
	return addressDoc(a)
}

func (d addressDoc) entity() domain.SavedAddress {
	d.CreatedAt = d.CreatedAt.UTC()
	return domain.SavedAddress(d)
}

// accountTokenDoc is keyed by the token's hash.
type accountTokenDoc struct {
	Hash      string    `bson:"_id"`
	UserID    string    `bson:"userId"`
	Purpose   string    `bson:"purpose"`
	ExpiresAt time.Time `bson:"expiresAt"`
}

// mailDoc is one outbox message. sentAt is absent until it is sent, and
// gaveUpAt until the outbox gives up on it; claimedUntil is the zero time
// when no worker holds it. text and html are emptied once either is set.
type mailDoc struct {
	ID            string          `bson:"_id"`
	To            []string        `bson:"to"`
	Subject       string          `bson:"subject"`
	Text          string          `bson:"text"`
	HTML          string          `bson:"html"`
	Attachments   []attachmentDoc `bson:"attachments"`
	CreatedAt     time.Time       `bson:"createdAt"`
	Attempts      int             `bson:"attempts"`
	NextAttemptAt time.Time       `bson:"nextAttemptAt"`
	ClaimedUntil  time.Time       `bson:"claimedUntil"`
	SentAt        *time.Time      `bson:"sentAt,omitempty"`
	GaveUpAt      *time.Time      `bson:"gaveUpAt,omitempty"`
	LastError     string          `bson:"lastError"`
}

type attachmentDoc struct {
	Kind      string `bson:"kind"`
	BookingID string `bson:"bookingId"`
	RefundID  string `bson:"refundId,omitempty"`
}

func newMailDoc(m domain.Mail) mailDoc {
	attachments := make([]attachmentDoc, len(m.Attachments))
	for i, a := range m.Attachments {
		attachments[i] = attachmentDoc(a)
	}
	return mailDoc{
		ID: m.ID, To: m.To, Subject: m.Subject, Text: m.Text, HTML: m.HTML, Attachments: attachments,
		CreatedAt: storedTime(m.CreatedAt), Attempts: m.Attempts, NextAttemptAt: storedTime(m.NextAttemptAt),
		ClaimedUntil: storedTime(m.ClaimedUntil), SentAt: optionalTime(m.SentAt), GaveUpAt: optionalTime(m.GaveUpAt),
		LastError: m.LastError,
	}
}

func (d mailDoc) entity() domain.Mail {
	var attachments []domain.MailAttachment
	for _, a := range d.Attachments {
		attachments = append(attachments, domain.MailAttachment(a))
	}
	return domain.Mail{
		ID: d.ID, To: d.To, Subject: d.Subject, Text: d.Text, HTML: d.HTML, Attachments: attachments,
		CreatedAt: d.CreatedAt.UTC(), Attempts: d.Attempts, NextAttemptAt: zeroOrUTC(d.NextAttemptAt),
		ClaimedUntil: zeroOrUTC(d.ClaimedUntil), SentAt: timeOrZero(d.SentAt), GaveUpAt: timeOrZero(d.GaveUpAt),
		LastError: d.LastError,
	}
}

// zeroOrUTC keeps a stored zero time zero.
func zeroOrUTC(t time.Time) time.Time {
	if t.IsZero() {
		return time.Time{}
	}
	return t.UTC()
}
