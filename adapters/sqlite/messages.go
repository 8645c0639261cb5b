package sqlite

import (
	"context"
	"database/sql"
	"errors"

	"github.com/palletshop/pallet/domain"
)

const messageColumns = "id, email, name, subject, message, read, forwarded, created_at"

func scanMessage(row rowScanner) (domain.ContactMessage, error) {
	var m domain.ContactMessage
	var created int64
	err := row.Scan(&m.ID, &m.Email, &m.Name, &m.Subject, &m.Message, &m.Read, &m.Forwarded, &created)
	m.CreatedAt = fromMillis(created)
	return m, err
}

// CreateMessage inserts a contact message.
func (s *Store) CreateMessage(ctx context.Context, m domain.ContactMessage) error {
	_, err := s.writer.ExecContext(ctx, "INSERT INTO messages ("+messageColumns+") VALUES (?,?,?,?,?,?,?,?)",
		m.ID, m.Email, m.Name, m.Subject, m.Message, m.Read, m.Forwarded, toMillis(m.CreatedAt))
	return storeErr("create message", duplicateID(err, "Message"))
}

// ListMessages pages messages, newest first.
func (s *Store) ListMessages(ctx context.Context, req domain.PageRequest) (domain.Page[domain.ContactMessage], error) {
	return page(ctx, s.reader, "list messages", listQuery[domain.ContactMessage]{
		from: "messages", columns: messageColumns, orderBy: "created_at DESC, id", scan: scanMessage,
	}, req)
}

// GetMessage finds a message by id.
func (s *Store) GetMessage(ctx context.Context, id string) (domain.ContactMessage, error) {
	m, err := scanMessage(s.reader.QueryRowContext(ctx, "SELECT "+messageColumns+" FROM messages WHERE id = ?", id))
	if errors.Is(err, sql.ErrNoRows) {
		return domain.ContactMessage{}, domain.NotFound("Message")
	}
	return m, storeErr("get message", err)
}

// UpdateMessage loads, changes and saves a message in one write transaction.
func (s *Store) UpdateMessage(ctx context.Context, id string, fn func(*domain.ContactMessage) error) (domain.ContactMessage, error) {
	var m domain.ContactMessage
	err := s.write(ctx, "update message", func(tx *sql.Tx) error {
		var err error
		m, err = scanMessage(tx.QueryRowContext(ctx, "SELECT "+messageColumns+" FROM messages WHERE id = ?", id))
		if errors.Is(err, sql.ErrNoRows) {
			return domain.NotFound("Message")
		} else if err != nil {
			return err
		}
		if err := fn(&m); err != nil {
			return err
		}
		m.ID = id
		_, err = tx.ExecContext(ctx, "UPDATE messages SET email = ?, name = ?, subject = ?, message = ?, read = ?, forwarded = ?, created_at = ? WHERE id = ?",
			m.Email, m.Name, m.Subject, m.Message, m.Read, m.Forwarded, toMillis(m.CreatedAt), id)
		return err
	})
	if err != nil {
		return domain.ContactMessage{}, err
	}
	m.CreatedAt = fromMillis(toMillis(m.CreatedAt))
	return m, nil
}

// DeleteMessage removes a message.
func (s *Store) DeleteMessage(ctx context.Context, id string) error {
	return s.write(ctx, "delete message", func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, "DELETE FROM messages WHERE id = ?", id)
		return affectedOne(res, err, "Message")
	})
}
