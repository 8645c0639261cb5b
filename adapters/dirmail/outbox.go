// Package dirmail is the zero-setup mailer: each message becomes an RFC 5322
// .eml file in a directory, which any mail client opens.
package dirmail

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/palletshop/pallet/adapters/smtpmail"
	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

var errUnavailable = &domain.Error{Code: domain.CodeUnavailable, Message: "The mail outbox is unavailable, please try again"}

// Outbox writes messages into a directory.
type Outbox struct {
	dir  string
	from string
}

var _ ports.Mailer = (*Outbox)(nil)

// New writes into dir, creating it, with from as every message's sender.
// The messages carry password reset and verification links, so dir is the
// shop's user's only (an existing one too) and each file is 0600, as
// os.CreateTemp makes it.
func New(dir, from string) (*Outbox, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("mail outbox %s: %w", dir, err)
	}
	if err := os.Chmod(dir, 0o700); err != nil {
		return nil, fmt.Errorf("mail outbox %s: %w", dir, err)
	}
	return &Outbox{dir: dir, from: from}, nil
}

// Send writes m as the file FileName(m), built exactly as the SMTP mailer
// would send it. The file appears whole or not at all, and sending the same
// message again replaces it.
func (o *Outbox) Send(_ context.Context, m domain.Mail, attachments []ports.Attachment) error {
	msg, err := smtpmail.Compose(o.from, m, attachments)
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp(o.dir, ".sending-*")
	if err != nil {
		return fmt.Errorf("%w: mail %s: %w", errUnavailable, m.ID, err)
	}
	defer os.Remove(tmp.Name()) // fails harmlessly once renamed
	if _, err := msg.WriteTo(tmp); err != nil {
		_ = tmp.Close()
		return fmt.Errorf("%w: mail %s: write: %w", errUnavailable, m.ID, err)
	}
	if err := closeSynced(tmp); err != nil {
		return fmt.Errorf("%w: mail %s: %w", errUnavailable, m.ID, err)
	}
	if err := os.Rename(tmp.Name(), filepath.Join(o.dir, FileName(m))); err != nil {
		return fmt.Errorf("%w: mail %s: %w", errUnavailable, m.ID, err)
	}
	return nil
}

func closeSynced(f *os.File) error {
	if err := f.Sync(); err != nil {
		_ = f.Close()
		return err
	}
	return f.Close()
}

// FileName is a message's file: when it was written to the store's outbox,
// then its id, so a listing reads in order and a message has one file.
func FileName(m domain.Mail) string {
	return m.CreatedAt.UTC().Format("20060102T150405Z") + "-" + safeName(m.ID) + ".eml"
}

// safeName keeps an id to characters that are safe in a file name.
func safeName(id string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '-', r == '_':
			return r
		}
		return '_'
	}, id)
}
