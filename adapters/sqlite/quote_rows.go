package sqlite

import (
	"database/sql"
	"encoding/json"

	"github.com/palletshop/pallet/domain"
)

const quoteColumns = "id, user_id, user_email, status, lines, note, valid_until, booking_id, history, created_at, updated_at, reply, lead_time_days"

// quoteLineEntry is one element of the quotes.lines JSON array.
type quoteLineEntry struct {
	ProductID             string `json:"productId"`
	SKU                   string `json:"sku"`
	ProductName           string `json:"productName"`
	Quantity              int64  `json:"quantity"`
	ListUnitPriceCents    int64  `json:"listUnitPriceCents"`
	OfferedUnitPriceCents int64  `json:"offeredUnitPriceCents"`
	OfferedQuantity       int64  `json:"offeredQuantity,omitempty"`
}

// quoteChangeEntry is one element of the quotes.history JSON array.
type quoteChangeEntry struct {
	Status domain.QuoteStatus `json:"status"`
	At     int64              `json:"at"`
	By     string             `json:"by"`
}

func scanQuote(row rowScanner) (domain.Quote, error) {
	var q domain.Quote
	var lines, history string
	var validUntil, created, updated int64
	var leadTime sql.NullInt64
	err := row.Scan(&q.ID, &q.UserID, &q.UserEmail, &q.Status, &lines, &q.Note, &validUntil,
		&q.BookingID, &history, &created, &updated, &q.Reply, &leadTime)
	if err != nil {
		return domain.Quote{}, err
	}
	if leadTime.Valid {
		days := int(leadTime.Int64)
		q.LeadTimeDays = &days
	}
	q.ValidUntil, q.CreatedAt, q.UpdatedAt = fromOptionalMillis(validUntil), fromMillis(created), fromMillis(updated)
	if q.Lines, err = decodeQuoteLines(lines); err != nil {
		return domain.Quote{}, err
	}
	q.History, err = decodeQuoteHistory(history)
	return q, err
}

// quoteValues lists q's columns in quoteColumns order.
func quoteValues(q domain.Quote) ([]any, error) {
	lines := make([]quoteLineEntry, len(q.Lines))
	for i, l := range q.Lines {
		lines[i] = quoteLineEntry(l)
	}
	linesJSON, err := json.Marshal(lines)
	if err != nil {
		return nil, err
	}
	history := make([]quoteChangeEntry, len(q.History))
	for i, h := range q.History {
		history[i] = quoteChangeEntry{Status: h.Status, At: toMillis(h.At), By: h.By}
	}
	historyJSON, err := json.Marshal(history)
	if err != nil {
		return nil, err
	}
	return []any{q.ID, q.UserID, q.UserEmail, q.Status, string(linesJSON), q.Note, toOptionalMillis(q.ValidUntil),
		q.BookingID, string(historyJSON), toMillis(q.CreatedAt), toMillis(q.UpdatedAt), q.Reply, q.LeadTimeDays}, nil
}

func decodeQuoteLines(data string) ([]domain.QuoteLine, error) {
	var entries []quoteLineEntry
	if err := json.Unmarshal([]byte(data), &entries); err != nil {
		return nil, err
	}
	lines := make([]domain.QuoteLine, len(entries))
	for i, e := range entries {
		lines[i] = domain.QuoteLine(e)
	}
	return lines, nil
}

func decodeQuoteHistory(data string) ([]domain.QuoteChange, error) {
	var entries []quoteChangeEntry
	if err := json.Unmarshal([]byte(data), &entries); err != nil {
		return nil, err
	}
	history := make([]domain.QuoteChange, len(entries))
	for i, e := range entries {
		history[i] = domain.QuoteChange{Status: e.Status, At: fromMillis(e.At), By: e.By}
	}
	return history, nil
}
