package app

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

var testLetters = Letters{Shop: ports.ShopDetails{Name: "Pallet Trade", Email: "sales@pallet.test"}}

// queuedMail lists the unsent messages in the outbox due within a day of
// fixedNow; a zero lease leaves them claimable, so it can look again.
func queuedMail(t *testing.T, outbox ports.OutboxRepository) []domain.Mail {
	t.Helper()
	mails, err := outbox.ClaimMail(context.Background(), fixedNow.Add(24*time.Hour), 0, 1000)
	require.NoError(t, err)
	return mails
}

// mailTo returns the one queued message to addr whose subject starts with prefix.
func mailTo(t *testing.T, outbox ports.OutboxRepository, addr, prefix string) domain.Mail {
	t.Helper()
	var found []domain.Mail
	for _, m := range queuedMail(t, outbox) {
		if len(m.To) == 1 && m.To[0] == addr && len(m.Subject) >= len(prefix) && m.Subject[:len(prefix)] == prefix {
			found = append(found, m)
		}
	}
	require.Len(t, found, 1, "one %q mail to %s", prefix, addr)
	return found[0]
}
