package sqlite

import (
	"cmp"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"slices"
	"time"

	"github.com/palletshop/pallet/domain"
)

const mailColumns = `id, recipients, subject, text_body, html_body, attachments, created_at, attempts,
	next_attempt_at, claimed_until, sent_at, last_error, gave_up_at`

// attachmentEntry is one element of the outbox.attachments JSON array.
type attachmentEntry struct {
	Kind      string `json:"kind"`
	BookingID string `json:"bookingId"`
	RefundID  string `json:"refundId,omitempty"`
}

func mailValues(m domain.Mail) ([]any, error) {
	to, err := json.Marshal(append([]string{}, m.To...))
	if err != nil {
		return nil, err
	}
	entries := make([]attachmentEntry, len(m.Attachments))
	for i, a := range m.Attachments {
		entries[i] = attachmentEntry(a)
	}
	attachments, err := json.Marshal(entries)
	if err != nil {
		return nil, err
	}
	return []any{m.ID, string(to), m.Subject, m.Text, m.HTML, string(attachments), toMillis(m.CreatedAt), m.Attempts,
		toOptionalMillis(m.NextAttemptAt), toOptionalMillis(m.ClaimedUntil), toOptionalMillis(m.SentAt), m.LastError,
		toOptionalMillis(m.GaveUpAt)}, nil
}

func scanMail(row rowScanner) (domain.Mail, error) {
	var m domain.Mail
	var to, attachments string
	var created, next, claimed, sent, gaveUp int64
	err := row.Scan(&m.ID, &to, &m.Subject, &m.Text, &m.HTML, &attachments, &created, &m.Attempts,
		&next, &claimed, &sent, &m.LastError, &gaveUp)
	if err != nil {
		return domain.Mail{}, err
	}
	m.CreatedAt, m.NextAttemptAt = fromMillis(created), fromOptionalMillis(next)
	m.ClaimedUntil, m.SentAt = fromOptionalMillis(claimed), fromOptionalMillis(sent)
	m.GaveUpAt = fromOptionalMillis(gaveUp)
	if err := json.Unmarshal([]byte(to), &m.To); err != nil {
		return domain.Mail{}, err
	}
	var entries []attachmentEntry
	if err := json.Unmarshal([]byte(attachments), &entries); err != nil {
		return domain.Mail{}, err
	}
	for _, e := range entries {
		m.Attachments = append(m.Attachments, domain.MailAttachment(e))
	}
	return m, nil
}

// enqueueMail inserts mails inside tx, with the change that caused them.
func enqueueMail(ctx context.Context, tx *sql.Tx, mails []domain.Mail) error {
	for _, m := range mails {
		values, err := mailValues(m)
		if err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, "INSERT INTO outbox ("+mailColumns+") VALUES ("+placeholdersFor(mailColumns)+")", values...)
		if err != nil {
			return duplicateID(err, "Mail")
		}
	}
	return nil
}

// EnqueueMail adds messages to the outbox in one transaction.
func (s *Store) EnqueueMail(ctx context.Context, mails ...domain.Mail) error {
	return s.write(ctx, "enqueue mail", func(tx *sql.Tx) error { return enqueueMail(ctx, tx, mails) })
}

// ClaimMail holds up to limit due messages, oldest first, until now+lease,
// in one statement of one IMMEDIATE transaction: another claimer, in this
// process or another, waits and then sees them held.
func (s *Store) ClaimMail(ctx context.Context, now time.Time, lease time.Duration, limit int) ([]domain.Mail, error) {
	var claimed []domain.Mail
	err := s.write(ctx, "claim mail", func(tx *sql.Tx) (err error) {
		nowMS := toMillis(now)
		claimed, err = queryAll(ctx, tx, `UPDATE outbox SET claimed_until = ? WHERE id IN (
				SELECT id FROM outbox WHERE sent_at = 0 AND gave_up_at = 0 AND next_attempt_at <= ? AND claimed_until <= ?
				ORDER BY created_at, id LIMIT ?)
			RETURNING `+mailColumns, []any{toMillis(now.Add(lease)), nowMS, nowMS, max(limit, 0)}, scanMail)
		return err
	})
	if err != nil {
		return nil, err
	}
	slices.SortFunc(claimed, func(a, b domain.Mail) int {
		return cmp.Or(a.CreatedAt.Compare(b.CreatedAt), cmp.Compare(a.ID, b.ID))
	})
	return claimed, nil
}

// MarkMailSent records that a message was delivered and erases its body;
// secure_delete (writerParams) zeroes the old text in the file too.
func (s *Store) MarkMailSent(ctx context.Context, id string, at time.Time) error {
	res, err := s.writer.ExecContext(ctx, `UPDATE outbox SET sent_at = ?, claimed_until = 0, text_body = '', html_body = ''
		WHERE id = ?`, toMillis(at), id)
	return storeErr("mark mail sent", affectedOne(res, err, "Mail"))
}

// GiveUpMail counts a last failed attempt, erases the body and never offers
// the message again.
func (s *Store) GiveUpMail(ctx context.Context, id string, at time.Time, lastErr string) error {
	res, err := s.writer.ExecContext(ctx, `UPDATE outbox SET attempts = attempts + 1, last_error = ?, gave_up_at = ?,
		claimed_until = 0, text_body = '', html_body = '' WHERE id = ?`, lastErr, toMillis(at), id)
	return storeErr("give up mail", affectedOne(res, err, "Mail"))
}

// GetMail reads one message as the outbox keeps it.
func (s *Store) GetMail(ctx context.Context, id string) (domain.Mail, error) {
	m, err := scanMail(s.reader.QueryRowContext(ctx, "SELECT "+mailColumns+" FROM outbox WHERE id = ?", id))
	if errors.Is(err, sql.ErrNoRows) {
		return domain.Mail{}, domain.NotFound("Mail")
	}
	return m, storeErr("get mail", err)
}

// RetryMail counts a failed attempt and releases the message until next.
func (s *Store) RetryMail(ctx context.Context, id string, next time.Time, lastErr string) error {
	res, err := s.writer.ExecContext(ctx, `UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?,
		claimed_until = 0 WHERE id = ?`, lastErr, toMillis(next), id)
	return storeErr("retry mail", affectedOne(res, err, "Mail"))
}
