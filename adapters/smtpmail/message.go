package smtpmail

import (
	"bytes"
	"fmt"
	"net/mail"
	"strings"

	gomail "github.com/wneessen/go-mail"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// Compose builds the RFC 5322 message for m: text and HTML as alternatives,
// then the attachments. Its Message-ID comes from m.ID and its Date from
// m.CreatedAt, so every retry of one outbox message builds the same message.
// The SMTP mailer sends it; the .eml outbox writes it to a file.
func Compose(from string, m domain.Mail, attachments []ports.Attachment) (*gomail.Msg, error) {
	msg := gomail.NewMsg(gomail.WithNoDefaultUserAgent())
	if err := msg.From(from); err != nil {
		return nil, fmt.Errorf("mail %s: sender %q: %w", m.ID, from, err)
	}
	if err := msg.To(m.To...); err != nil {
		return nil, fmt.Errorf("mail %s: recipients: %w", m.ID, err)
	}
	msg.Subject(m.Subject)
	msg.SetMessageIDWithValue(m.ID + "@" + senderDomain(from))
	if !m.CreatedAt.IsZero() {
		msg.SetDateWithValue(m.CreatedAt)
	} else {
		msg.SetDate()
	}
	setBody(msg, m.Text, m.HTML)
	for _, a := range attachments {
		msg.AttachReadSeeker(a.Name, bytes.NewReader(a.Data), gomail.WithFileContentType(gomail.ContentType(a.ContentType)))
	}
	return msg, nil
}

// setBody sends text and HTML as alternatives, or whichever one there is.
func setBody(msg *gomail.Msg, text, html string) {
	switch {
	case text != "" && html != "":
		msg.SetBodyString(gomail.TypeTextPlain, text)
		msg.AddAlternativeString(gomail.TypeTextHTML, html)
	case html != "":
		msg.SetBodyString(gomail.TypeTextHTML, html)
	default:
		msg.SetBodyString(gomail.TypeTextPlain, text)
	}
}

// senderDomain is the right-hand side of Message-IDs: the sender's domain.
func senderDomain(from string) string {
	if a, err := mail.ParseAddress(from); err == nil {
		if _, domain, ok := strings.Cut(a.Address, "@"); ok {
			return domain
		}
	}
	return "pallet.invalid"
}
