package sqlite

import (
	"context"
	"database/sql"
	"errors"

	"github.com/palletshop/pallet/domain"
)

// CreateQuote inserts q under the id it carries.
func (s *Store) CreateQuote(ctx context.Context, q domain.Quote) error {
	values, err := quoteValues(q)
	if err != nil {
		return storeErr("create quote", err)
	}
	_, err = s.writer.ExecContext(ctx, "INSERT INTO quotes ("+quoteColumns+") VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)", values...)
	return storeErr("create quote", duplicateID(err, "Quote"))
}

// CreateQuoteFromCart inserts q and deletes its products' lines from the
// buyer's cart in one write transaction.
func (s *Store) CreateQuoteFromCart(ctx context.Context, q domain.Quote) error {
	values, err := quoteValues(q)
	if err != nil {
		return storeErr("create quote from cart", err)
	}
	return s.write(ctx, "create quote from cart", func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, "INSERT INTO quotes ("+quoteColumns+") VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)", values...)
		if err != nil {
			return duplicateID(err, "Quote")
		}
		for _, id := range q.ProductIDs() {
			if _, err := tx.ExecContext(ctx, "DELETE FROM cart_lines WHERE user_id = ? AND product_id = ?", q.UserID, id); err != nil {
				return err
			}
		}
		return nil
	})
}

func getQuote(ctx context.Context, db rowQuerier, id string) (domain.Quote, error) {
	q, err := scanQuote(db.QueryRowContext(ctx, "SELECT "+quoteColumns+" FROM quotes WHERE id = ?", id))
	if errors.Is(err, sql.ErrNoRows) {
		return domain.Quote{}, domain.NotFound("Quote")
	}
	return q, err
}

// GetQuote finds a quote by id.
func (s *Store) GetQuote(ctx context.Context, id string) (domain.Quote, error) {
	q, err := getQuote(ctx, s.reader, id)
	return q, storeErr("get quote", err)
}

// ListQuotes filters by user and by the status shown at f.Now, newest first.
func (s *Store) ListQuotes(ctx context.Context, f domain.QuoteFilter) (domain.Page[domain.Quote], error) {
	var conds []string
	var args []any
	if f.UserID != "" {
		conds = append(conds, "user_id = ?")
		args = append(args, f.UserID)
	}
	if f.Status != "" {
		cond, statusArgs := quoteStatusCondition(f)
		conds = append(conds, cond)
		args = append(args, statusArgs...)
	}
	return page(ctx, s.reader, "list quotes", listQuery[domain.Quote]{
		from: "quotes" + whereClause(conds), args: args,
		columns: quoteColumns, orderBy: "created_at DESC, id", scan: scanQuote,
	}, f.PageRequest)
}

// quoteStatusCondition matches domain.Quote.StatusAt: an offer is expired
// from its valid_until on.
func quoteStatusCondition(f domain.QuoteFilter) (string, []any) {
	switch f.Status {
	case domain.QuoteOffered:
		return "status = ? AND valid_until > ?", []any{domain.QuoteOffered, toMillis(f.Now)}
	case domain.QuoteExpired:
		return "status = ? AND valid_until <= ?", []any{domain.QuoteOffered, toMillis(f.Now)}
	default:
		return "status = ?", []any{f.Status}
	}
}

// UpdateQuote loads, changes and saves a quote in one write transaction.
func (s *Store) UpdateQuote(ctx context.Context, id string, fn func(*domain.Quote) error) (domain.Quote, error) {
	var q domain.Quote
	err := s.write(ctx, "update quote", func(tx *sql.Tx) error {
		var err error
		if q, err = getQuote(ctx, tx, id); err != nil {
			return err
		}
		if err := fn(&q); err != nil {
			return err
		}
		q.ID = id
		values, err := quoteValues(q)
		if err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `UPDATE quotes SET user_id = ?, user_email = ?, status = ?, lines = ?, note = ?,
			valid_until = ?, booking_id = ?, history = ?, created_at = ?, updated_at = ?, reply = ?, lead_time_days = ?
			WHERE id = ?`, append(values[1:], id)...)
		return err
	})
	if err != nil {
		return domain.Quote{}, err
	}
	return normalizedQuote(q), nil
}

// normalizedQuote is q as it reads back from the file: milliseconds, UTC.
func normalizedQuote(q domain.Quote) domain.Quote {
	q.ValidUntil = fromOptionalMillis(toOptionalMillis(q.ValidUntil))
	q.CreatedAt, q.UpdatedAt = fromMillis(toMillis(q.CreatedAt)), fromMillis(toMillis(q.UpdatedAt))
	for i, h := range q.History {
		q.History[i].At = fromMillis(toMillis(h.At))
	}
	return q
}
