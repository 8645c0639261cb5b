package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"

	"github.com/palletshop/pallet/domain"
)

// returnEntry is one element of the bookings.returns JSON array.
type returnEntry struct {
	ID               string              `json:"id"`
	Number           string              `json:"number"`
	Status           domain.ReturnStatus `json:"status"`
	Lines            []returnLineEntry   `json:"lines"`
	Reason           string              `json:"reason"`
	Instructions     string              `json:"instructions,omitempty"`
	RejectionReason  string              `json:"rejectionReason,omitempty"`
	Restocked        bool                `json:"restocked,omitempty"`
	Warehouse        string              `json:"warehouse,omitempty"`
	RefundID         string              `json:"refundId,omitempty"`
	CreditNoteNumber string              `json:"creditNoteNumber,omitempty"`
	History          []returnChangeEntry `json:"history"`
	CreatedAt        int64               `json:"createdAt"`
}

type returnLineEntry struct {
	ProductID string `json:"productId"`
	Quantity  int64  `json:"quantity"`
}

type returnChangeEntry struct {
	Status domain.ReturnStatus `json:"status"`
	At     int64               `json:"at"`
	By     string              `json:"by"`
}

func encodeReturns(returns []domain.Return) (string, error) {
	entries := make([]returnEntry, len(returns))
	for i, r := range returns {
		e := returnEntry{ID: r.ID, Number: r.Number, Status: r.Status, Reason: r.Reason, Instructions: r.Instructions,
			RejectionReason: r.RejectionReason, Restocked: r.Restocked, Warehouse: r.Warehouse, RefundID: r.RefundID,
			CreditNoteNumber: r.CreditNoteNumber, CreatedAt: toMillis(r.CreatedAt)}
		for _, l := range r.Lines {
			e.Lines = append(e.Lines, returnLineEntry(l))
		}
		for _, h := range r.History {
			e.History = append(e.History, returnChangeEntry{Status: h.Status, At: toMillis(h.At), By: h.By})
		}
		entries[i] = e
	}
	data, err := json.Marshal(entries)
	return string(data), err
}

func decodeReturns(data string) ([]domain.Return, error) {
	var entries []returnEntry
	if err := json.Unmarshal([]byte(data), &entries); err != nil {
		return nil, err
	}
	if len(entries) == 0 {
		return nil, nil
	}
	returns := make([]domain.Return, len(entries))
	for i, e := range entries {
		r := domain.Return{ID: e.ID, Number: e.Number, Status: e.Status, Reason: e.Reason, Instructions: e.Instructions,
			RejectionReason: e.RejectionReason, Restocked: e.Restocked, Warehouse: e.Warehouse, RefundID: e.RefundID,
			CreditNoteNumber: e.CreditNoteNumber, CreatedAt: fromMillis(e.CreatedAt)}
		for _, l := range e.Lines {
			r.Lines = append(r.Lines, domain.ReturnLine(l))
		}
		for _, h := range e.History {
			r.History = append(r.History, domain.ReturnChange{Status: h.Status, At: fromMillis(h.At), By: h.By})
		}
		returns[i] = r
	}
	return returns, nil
}

// indexReturns rewrites b's rows of booking_returns inside the transaction
// that saves b; a booking without returns has none to write.
func indexReturns(ctx context.Context, tx *sql.Tx, b domain.Booking, hadReturns bool) error {
	if hadReturns {
		if _, err := tx.ExecContext(ctx, "DELETE FROM booking_returns WHERE booking_id = ?", b.ID); err != nil {
			return err
		}
	}
	for _, r := range b.Returns {
		_, err := tx.ExecContext(ctx, `INSERT INTO booking_returns (return_id, booking_id, return_number, return_status,
			buyer_id, buyer_company_id, requested_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
			r.ID, b.ID, r.Number, r.Status, b.UserID, b.Company.ID, toMillis(r.CreatedAt))
		if err != nil {
			return err
		}
	}
	return nil
}

// restockReturns puts back the pieces of b's returns received with restock
// since old; a product that is gone is skipped.
func restockReturns(ctx context.Context, tx *sql.Tx, old, b domain.Booking) error {
	restocks := b.RestocksSince(old)
	if len(restocks) == 0 {
		return nil
	}
	known, err := warehouseOrder(ctx, tx)
	if err != nil {
		return err
	}
	for _, r := range restocks {
		p, err := getProduct(ctx, tx, r.ProductID)
		if errors.Is(err, sql.ErrNoRows) || domain.IsCode(err, domain.CodeNotFound) {
			continue
		}
		if err != nil {
			return err
		}
		p.GiveBack([]domain.Allocation{{Warehouse: r.Warehouse, Quantity: r.Quantity}}, known)
		if err := saveStock(ctx, tx, p); err != nil {
			return err
		}
	}
	return nil
}

// FindReturn reads the booking that holds the return.
func (s *Store) FindReturn(ctx context.Context, returnID string) (domain.Booking, error) {
	b, err := scanBooking(s.reader.QueryRowContext(ctx, "SELECT "+bookingColumns+
		" FROM booking_returns JOIN bookings ON bookings.id = booking_id WHERE return_id = ?", returnID))
	if errors.Is(err, sql.ErrNoRows) {
		return domain.Booking{}, domain.NotFound("Return")
	}
	return b, storeErr("find return", err)
}

// ListReturns pages the returns f selects through booking_returns, newest first.
func (s *Store) ListReturns(ctx context.Context, f domain.ReturnFilter) (domain.Page[domain.BookingReturn], error) {
	conds, args := returnConditions(f)
	return page(ctx, s.reader, "list returns", listQuery[domain.BookingReturn]{
		from: "booking_returns JOIN bookings ON bookings.id = booking_id" + whereClause(conds), args: args,
		columns: "return_id, " + bookingColumns, orderBy: "requested_at DESC, return_id", scan: scanBookingReturn,
	}, f.PageRequest)
}

func returnConditions(f domain.ReturnFilter) (conds []string, args []any) {
	switch {
	case f.UserID != "" && f.CompanyID != "":
		conds, args = append(conds, "(buyer_id = ? OR buyer_company_id = ?)"), append(args, f.UserID, f.CompanyID)
	case f.UserID != "":
		conds, args = append(conds, "buyer_id = ?"), append(args, f.UserID)
	case f.CompanyID != "":
		conds, args = append(conds, "buyer_company_id = ?"), append(args, f.CompanyID)
	}
	if f.Status != "" {
		conds, args = append(conds, "return_status = ?"), append(args, f.Status)
	}
	if f.BookingID != "" {
		conds, args = append(conds, "booking_id = ?"), append(args, f.BookingID)
	}
	return conds, args
}

func scanBookingReturn(row rowScanner) (domain.BookingReturn, error) {
	var id string
	b, err := scanBooking(prefixedScanner{row: row, first: &id})
	if err != nil {
		return domain.BookingReturn{}, err
	}
	r, ok := b.FindReturn(id)
	if !ok {
		return domain.BookingReturn{}, errors.New("sqlite: booking_returns names a return its booking does not hold")
	}
	return domain.BookingReturn{Booking: b, Return: r}, nil
}

// prefixedScanner reads one column into first before the ones scan asks for.
type prefixedScanner struct {
	row   rowScanner
	first any
}

func (p prefixedScanner) Scan(dest ...any) error {
	return p.row.Scan(append([]any{p.first}, dest...)...)
}
