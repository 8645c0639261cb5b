package smtpmail

import (
	"context"
	"crypto/tls"
	"net"
	"testing"
	"time"

	"github.com/emersion/go-smtp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/adapters/config"
	"github.com/palletshop/pallet/adapters/smtpmail/smtpmailtest"
	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

const testFrom = "Pallet <no-reply@pallet.test>"

func orderMail() domain.Mail {
	m := domain.NewMail([]string{"buyer@acme.example", "accounts@acme.example"}, "Payment received for order 7F3A",
		"Thank you, we received $1,234.50.", "<p>Thank you, we received <b>$1,234.50</b>.</p>",
		time.Date(2026, 3, 4, 10, 30, 0, 0, time.UTC))
	m.ID = "mail-0001"
	return m
}

var invoicePDF = ports.Attachment{Name: "INV-2026-000042.pdf", ContentType: "application/pdf", Data: []byte("%PDF-1.3 not really\x00\x01\xff")}

func TestSendDeliversBothBodiesAndTheAttachment(t *testing.T) {
	server := startServer(t, plainText, tls.Certificate{}, nil)
	mailer := New(Options{Host: server.host, Port: server.port, From: testFrom})

	require.NoError(t, mailer.Send(context.Background(), orderMail(), []ports.Attachment{invoicePDF}))

	got := server.received()
	require.Len(t, got, 1)
	assert.Equal(t, "no-reply@pallet.test", got[0].from, "envelope sender")
	assert.Equal(t, []string{"buyer@acme.example", "accounts@acme.example"}, got[0].to, "envelope recipients")
	msg, err := smtpmailtest.Parse(got[0].data)
	require.NoError(t, err)
	assert.Equal(t, `"Pallet" <no-reply@pallet.test>`, msg.From)
	assert.Equal(t, []string{"buyer@acme.example", "accounts@acme.example"}, msg.To)
	assert.Equal(t, "Payment received for order 7F3A", msg.Subject)
	assert.Equal(t, "<mail-0001@pallet.test>", msg.MessageID, "retries of one outbox message carry one Message-ID")
	assert.Equal(t, "Thank you, we received $1,234.50.", msg.Text)
	assert.Equal(t, "<p>Thank you, we received <b>$1,234.50</b>.</p>", msg.HTML)
	assert.Equal(t, []ports.Attachment{invoicePDF}, msg.Attachments)
}

func TestSendAuthenticatesAfterSTARTTLS(t *testing.T) {
	cert, trust := selfSigned(t)
	server := startServer(t, startTLS, cert, func(s *testServer) { s.password = "s3cret" })
	mailer := New(Options{Host: server.host, Port: server.port, Username: "shop", Password: "s3cret", From: testFrom, TLSConfig: trust})

	require.NoError(t, mailer.Send(context.Background(), orderMail(), nil))

	got := server.received()
	require.Len(t, got, 1)
	assert.True(t, got[0].tls, "upgraded with STARTTLS before sending")
	assert.Equal(t, "shop", got[0].username)
}

func TestSendSpeaksImplicitTLS(t *testing.T) {
	cert, trust := selfSigned(t)
	server := startServer(t, implicitTLS, cert, nil)
	mailer := New(Options{Host: server.host, Port: server.port, ImplicitTLS: true, From: testFrom, TLSConfig: trust})

	require.NoError(t, mailer.Send(context.Background(), orderMail(), nil))

	got := server.received()
	require.Len(t, got, 1)
	assert.True(t, got[0].tls)
}

func TestWrongPasswordIsUnavailableSoTheWorkerRetries(t *testing.T) {
	cert, trust := selfSigned(t)
	server := startServer(t, startTLS, cert, func(s *testServer) { s.password = "right" })
	mailer := New(Options{Host: server.host, Port: server.port, Username: "shop", Password: "wrong", From: testFrom, TLSConfig: trust})

	err := mailer.Send(context.Background(), orderMail(), nil)

	assert.True(t, domain.IsCode(err, domain.CodeUnavailable), "%v", err)
	assert.Contains(t, err.Error(), "invalid username or password", "the server's refusal is logged")
	assert.Empty(t, server.received())
}

func TestThePasswordIsNeverSentUnencrypted(t *testing.T) {
	server := startServer(t, plainText, tls.Certificate{}, func(s *testServer) { s.password = "pw" })
	mailer := New(Options{Host: server.host, Port: server.port, Username: "shop", Password: "pw", From: testFrom})

	err := mailer.Send(context.Background(), orderMail(), nil)

	require.Error(t, err, "a server without STARTTLS gets no password")
	assert.Empty(t, server.received())
}

func TestRefusedMessageIsUnavailableSoTheWorkerRetries(t *testing.T) {
	server := startServer(t, plainText, tls.Certificate{}, func(s *testServer) {
		s.refuse = &smtp.SMTPError{Code: 451, EnhancedCode: smtp.EnhancedCode{4, 3, 0}, Message: "Try again later"}
	})
	mailer := New(Options{Host: server.host, Port: server.port, From: testFrom})

	err := mailer.Send(context.Background(), orderMail(), nil)

	require.Error(t, err)
	assert.True(t, domain.IsCode(err, domain.CodeUnavailable), "%v", err)
	assert.Contains(t, err.Error(), "mail-0001", "the log names the message")
}

func TestNoServerListeningIsUnavailable(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	port := ln.Addr().(*net.TCPAddr).Port
	require.NoError(t, ln.Close())
	mailer := New(Options{Host: "127.0.0.1", Port: port, From: testFrom})

	err = mailer.Send(context.Background(), orderMail(), nil)

	assert.True(t, domain.IsCode(err, domain.CodeUnavailable), "%v", err)
}

func TestABadRecipientIsNotSentAnywhere(t *testing.T) {
	server := startServer(t, plainText, tls.Certificate{}, nil)
	mailer := New(Options{Host: server.host, Port: server.port, From: testFrom})
	m := orderMail()
	m.To = []string{"not an address"}

	err := mailer.Send(context.Background(), m, nil)

	require.Error(t, err)
	assert.False(t, domain.IsCode(err, domain.CodeUnavailable), "retrying can't fix an address")
	assert.Empty(t, server.received())
}

func TestNewFromConfigSendsThroughTheConfiguredServerAsTheConfiguredSender(t *testing.T) {
	server := startServer(t, plainText, tls.Certificate{}, nil)
	cfg := config.Config{MailFrom: "Acme Sales <sales@acme.example>", SMTP: config.SMTPServer{Host: server.host, Port: server.port}}

	require.NoError(t, NewFromConfig(cfg).Send(context.Background(), orderMail(), nil))

	got := server.received()
	require.Len(t, got, 1)
	assert.Equal(t, "sales@acme.example", got[0].from)
}
