package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/palletshop/pallet/domain"
)

// CreateAccountToken keeps a link token under its hash.
func (s *Store) CreateAccountToken(ctx context.Context, t domain.AccountToken) error {
	_, err := s.writer.ExecContext(ctx, "INSERT INTO account_tokens (hash, user_id, purpose, expires_at) VALUES (?, ?, ?, ?)",
		t.Hash, t.UserID, t.Purpose, toMillis(t.ExpiresAt))
	return storeErr("create account token", duplicateID(err, "Token"))
}

// UseAccountToken deletes an unexpired token for purpose and returns it,
// with the user's other tokens for that purpose, in one transaction: of two
// uses at once only one gets the row, and an older link dies with it.
func (s *Store) UseAccountToken(ctx context.Context, hash, purpose string, now time.Time) (domain.AccountToken, error) {
	t := domain.AccountToken{Hash: hash, Purpose: purpose}
	var expires int64
	err := s.write(ctx, "use account token", func(tx *sql.Tx) error {
		err := tx.QueryRowContext(ctx, `DELETE FROM account_tokens WHERE hash = ? AND purpose = ? AND expires_at > ?
			RETURNING user_id, expires_at`, hash, purpose, toMillis(now)).Scan(&t.UserID, &expires)
		if errors.Is(err, sql.ErrNoRows) {
			return domain.ErrBadAccountToken
		}
		if err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, "DELETE FROM account_tokens WHERE user_id = ? AND purpose = ?", t.UserID, purpose)
		return err
	})
	if err != nil {
		return domain.AccountToken{}, err
	}
	t.ExpiresAt = fromMillis(expires)
	return t, nil
}

// FindAccountToken returns an unexpired token for purpose without spending it.
func (s *Store) FindAccountToken(ctx context.Context, hash, purpose string, now time.Time) (domain.AccountToken, error) {
	t := domain.AccountToken{Hash: hash, Purpose: purpose}
	var expires int64
	err := s.reader.QueryRowContext(ctx, `SELECT user_id, expires_at FROM account_tokens WHERE hash = ? AND purpose = ? AND expires_at > ?`,
		hash, purpose, toMillis(now)).Scan(&t.UserID, &expires)
	if errors.Is(err, sql.ErrNoRows) {
		return domain.AccountToken{}, domain.ErrBadAccountToken
	}
	if err != nil {
		return domain.AccountToken{}, storeErr("find account token", err)
	}
	t.ExpiresAt = fromMillis(expires)
	return t, nil
}
