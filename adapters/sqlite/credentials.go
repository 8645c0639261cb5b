package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// SetPasswordHash sets or replaces a user's password hash.
func (s *Store) SetPasswordHash(ctx context.Context, userID, hash string) error {
	_, err := s.writer.ExecContext(ctx, `INSERT INTO passwords (user_id, hash) VALUES (?, ?)
		ON CONFLICT (user_id) DO UPDATE SET hash = excluded.hash`, userID, hash)
	return storeErr("set password", err)
}

// GetCredentials returns the user's hash and session epoch, or not_found.
func (s *Store) GetCredentials(ctx context.Context, userID string) (ports.Credentials, error) {
	var c ports.Credentials
	err := s.reader.QueryRowContext(ctx, "SELECT hash, session_epoch FROM passwords WHERE user_id = ?", userID).
		Scan(&c.PasswordHash, &c.SessionEpoch)
	if errors.Is(err, sql.ErrNoRows) {
		return ports.Credentials{}, domain.NotFound("Password")
	}
	return c, storeErr("get credentials", err)
}

// CreateSession stores a session under its token hash.
func (s *Store) CreateSession(ctx context.Context, sess ports.Session) error {
	_, err := s.writer.ExecContext(ctx, "INSERT INTO sessions (token_hash, user_id, expires_at, epoch) VALUES (?, ?, ?, ?)",
		sess.TokenHash, sess.UserID, toMillis(sess.ExpiresAt), sess.Epoch)
	return storeErr("create session", duplicateID(err, "Session"))
}

// GetSession returns a live session; expired ones are not found.
func (s *Store) GetSession(ctx context.Context, tokenHash string) (ports.Session, error) {
	sess := ports.Session{TokenHash: tokenHash}
	var expires int64
	err := s.reader.QueryRowContext(ctx, "SELECT user_id, expires_at, epoch FROM sessions WHERE token_hash = ? AND expires_at > ?",
		tokenHash, toMillis(time.Now())).Scan(&sess.UserID, &expires, &sess.Epoch)
	if errors.Is(err, sql.ErrNoRows) {
		return ports.Session{}, domain.NotFound("Session")
	}
	sess.ExpiresAt = fromMillis(expires)
	return sess, storeErr("get session", err)
}

// DeleteSession removes one session; removing a missing one is not an error.
func (s *Store) DeleteSession(ctx context.Context, tokenHash string) error {
	_, err := s.writer.ExecContext(ctx, "DELETE FROM sessions WHERE token_hash = ?", tokenHash)
	return storeErr("delete session", err)
}

// DeleteUserSessions signs a user out everywhere: it moves their session
// epoch on and deletes their sessions, in one transaction.
func (s *Store) DeleteUserSessions(ctx context.Context, userID string) error {
	return s.write(ctx, "delete user sessions", func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, "UPDATE passwords SET session_epoch = session_epoch + 1 WHERE user_id = ?", userID); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, "DELETE FROM sessions WHERE user_id = ?", userID)
		return err
	})
}
