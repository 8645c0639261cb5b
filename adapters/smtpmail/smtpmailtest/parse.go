// Package smtpmailtest reads back a message the mail adapters wrote, so their
// tests check what a mail client would see.
package smtpmailtest

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net/mail"
	"strings"

	"github.com/palletshop/pallet/ports"
)

// Message is a parsed message: its headers, both bodies and the attachments.
type Message struct {
	From        string
	To          []string
	Subject     string
	MessageID   string
	Text        string
	HTML        string
	Attachments []ports.Attachment
}

// Parse reads an RFC 5322 message with net/mail and its MIME parts with
// mime/multipart, decoding quoted-printable and base64 bodies.
func Parse(raw []byte) (Message, error) {
	m, err := mail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		return Message{}, err
	}
	var dec mime.WordDecoder
	subject, err := dec.DecodeHeader(m.Header.Get("Subject"))
	if err != nil {
		return Message{}, err
	}
	out := Message{Subject: subject, MessageID: m.Header.Get("Message-Id")}
	if from, err := mail.ParseAddress(m.Header.Get("From")); err == nil {
		out.From = from.String()
	}
	to, err := m.Header.AddressList("To")
	if err != nil {
		return Message{}, fmt.Errorf("the To header: %w", err)
	}
	for _, a := range to {
		out.To = append(out.To, a.Address)
	}
	return out, out.readPart(m.Header.Get("Content-Type"), m.Header.Get("Content-Transfer-Encoding"), "", m.Body)
}

func (m *Message) readPart(contentType, encoding, disposition string, body io.Reader) error {
	mediaType, params, err := mime.ParseMediaType(contentType)
	if err != nil {
		return fmt.Errorf("content type %q: %w", contentType, err)
	}
	if strings.HasPrefix(mediaType, "multipart/") {
		r := multipart.NewReader(body, params["boundary"])
		for {
			p, err := r.NextPart()
			if err == io.EOF {
				return nil
			}
			if err != nil {
				return err
			}
			h := p.Header
			if err := m.readPart(h.Get("Content-Type"), h.Get("Content-Transfer-Encoding"), h.Get("Content-Disposition"), p); err != nil {
				return err
			}
		}
	}
	switch strings.ToLower(encoding) {
	case "base64":
		body = base64.NewDecoder(base64.StdEncoding, body)
	case "quoted-printable": // a multipart part decodes this itself; a one-part message doesn't
		body = quotedprintable.NewReader(body)
	}
	data, err := io.ReadAll(body)
	if err != nil {
		return err
	}
	m.addLeaf(mediaType, disposition, data)
	return nil
}

func (m *Message) addLeaf(mediaType, disposition string, data []byte) {
	if kind, params, _ := mime.ParseMediaType(disposition); kind == "attachment" {
		m.Attachments = append(m.Attachments, ports.Attachment{Name: params["filename"], ContentType: mediaType, Data: data})
		return
	}
	switch mediaType {
	case "text/plain":
		m.Text = string(data)
	case "text/html":
		m.HTML = string(data)
	}
}
