package main

import (
	"context"
	"net/url"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"
	"go.uber.org/fx"

	"github.com/palletshop/pallet/app"
	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// sentMail is a mailer that keeps every message it is given.
type sentMail struct {
	mu    sync.Mutex
	mails []domain.Mail
	files map[string][]ports.Attachment // by message id
}

func (m *sentMail) Send(_ context.Context, mail domain.Mail, files []ports.Attachment) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.mails = append(m.mails, mail)
	m.files[mail.ID] = files
	return nil
}

// mailShop is a shop whose outbox a test can deliver at will and read.
type mailShop struct {
	*shop
	sent    *sentMail
	deliver *app.DeliverMail
}

func newMailShop(t *testing.T, env map[string]string, extra ...fx.Option) *mailShop {
	s := &mailShop{sent: &sentMail{files: map[string][]ports.Attachment{}}}
	opts := append([]fx.Option{
		fx.Decorate(func(ports.Mailer) ports.Mailer { return s.sent }),
		fx.Populate(&s.deliver),
	}, extra...)
	s.shop = newShop(t, env, opts...)
	return s
}

// mailTo delivers the outbox and returns what addr has received whose
// subject starts with prefix.
func (s *mailShop) mailTo(addr, prefix string) []domain.Mail {
	s.t.Helper()
	_, err := s.deliver.Handle(context.Background())
	require.NoError(s.t, err)
	s.sent.mu.Lock()
	defer s.sent.mu.Unlock()
	var out []domain.Mail
	for _, m := range s.sent.mails {
		if strings.EqualFold(strings.Join(m.To, ","), addr) && strings.HasPrefix(m.Subject, prefix) {
			out = append(out, m)
		}
	}
	return out
}

// oneMailTo is the single message to addr whose subject starts with prefix.
func (s *mailShop) oneMailTo(addr, prefix string) domain.Mail {
	s.t.Helper()
	mails := s.mailTo(addr, prefix)
	require.Len(s.t, mails, 1, "one %q mail to %s", prefix, addr)
	return mails[0]
}

func (s *mailShop) filesOf(m domain.Mail) []ports.Attachment {
	s.sent.mu.Lock()
	defer s.sent.mu.Unlock()
	return s.sent.files[m.ID]
}

// linkToken reads the token of the link to path in a message.
func linkToken(t *testing.T, m domain.Mail, path string) string {
	t.Helper()
	for _, word := range strings.Fields(m.Text) {
		if u, err := url.Parse(word); err == nil && u.Path == path && u.Query().Get("token") != "" {
			return u.Query().Get("token")
		}
	}
	t.Fatalf("no %s link in %q", path, m.Text)
	return ""
}
