package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"slices"
	"strings"
	"time"

	"github.com/palletshop/pallet/domain"
)

// PlaceBooking checks the rules, takes every line's quantity off stock with
// conditional updates, in b.Lines' order, inserts the booking and empties a
// checked-out cart, in one transaction. If any line is short or its product
// gone, nothing is written and the shortage names every such line.
func (s *Store) PlaceBooking(ctx context.Context, b domain.Booking, rules domain.OrderRules) error {
	return s.write(ctx, "place booking", func(tx *sql.Tx) error {
		if err := checkOrderRules(ctx, tx, b.UserID, rules); err != nil {
			return err
		}
		if err := takeStock(ctx, tx, b.Lines); err != nil {
			return err
		}
		if err := numberDocuments(ctx, tx, &b); err != nil {
			return err
		}
		values, err := bookingValues(b)
		if err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, "INSERT INTO bookings ("+bookingColumns+") VALUES ("+bookingPlaceholders+")", values...)
		if err = invoiceNumberTaken(duplicateID(err, "Booking")); err != nil {
			return err
		}
		if err := emptyOrderedCart(ctx, tx, b.UserID, rules); err != nil {
			return err
		}
		return enqueueMail(ctx, tx, b.Outbox)
	})
}

func getBooking(ctx context.Context, db rowQuerier, id string) (domain.Booking, error) {
	b, err := scanBooking(db.QueryRowContext(ctx, "SELECT "+bookingColumns+" FROM bookings WHERE id = ?", id))
	if errors.Is(err, sql.ErrNoRows) {
		return domain.Booking{}, domain.NotFound("Booking")
	}
	return b, err
}

// GetBooking finds a booking by id, with its history.
func (s *Store) GetBooking(ctx context.Context, id string) (domain.Booking, error) {
	b, err := getBooking(ctx, s.reader, id)
	return b, storeErr("get booking", err)
}

// ListBookings applies the filter (see bookingConditions), newest first.
func (s *Store) ListBookings(ctx context.Context, f domain.BookingFilter) (domain.Page[domain.Booking], error) {
	conds, args := bookingConditions(f)
	return page(ctx, s.reader, "list bookings", listQuery[domain.Booking]{
		from: "bookings" + whereClause(conds), args: args,
		columns: bookingColumns, orderBy: "created_at DESC, id", scan: scanBooking,
	}, f.PageRequest)
}

// UpdateBooking loads, changes and saves a booking in one transaction.
func (s *Store) UpdateBooking(ctx context.Context, id string, fn func(*domain.Booking) error) (domain.Booking, error) {
	var b domain.Booking
	err := s.write(ctx, "update booking", func(tx *sql.Tx) (err error) {
		b, err = updateBooking(ctx, tx, id, fn)
		return err
	})
	if err != nil {
		return domain.Booking{}, err
	}
	return asStored(b), nil
}

// updateBooking changes one booking inside tx. A move to a status that no
// longer holds stock gives back the reserved pieces that have not shipped; a
// line whose product is gone updates no row and the save still goes on.
func updateBooking(ctx context.Context, tx *sql.Tx, id string, fn func(*domain.Booking) error) (domain.Booking, error) {
	old, err := getBooking(ctx, tx, id)
	if err != nil {
		return domain.Booking{}, err
	}
	b := old
	b.History = append([]domain.StatusChange(nil), old.History...)
	b.Refunds = slices.Clone(old.Refunds)
	if err := fn(&b); err != nil {
		return domain.Booking{}, err
	}
	b.ID = id
	b.KeepIssuedParties(old)
	if old.Status.HoldsStock() && !b.Status.HoldsStock() {
		if err := restock(ctx, tx, old.UnshippedReservations()); err != nil {
			return domain.Booking{}, err
		}
	}
	if err := restockReturns(ctx, tx, old, b); err != nil {
		return domain.Booking{}, err
	}
	if err := numberDocuments(ctx, tx, &b); err != nil {
		return domain.Booking{}, err
	}
	if err := saveBooking(ctx, tx, b); err != nil {
		return domain.Booking{}, err
	}
	if len(old.Returns) > 0 || len(b.Returns) > 0 {
		if err := indexReturns(ctx, tx, b, len(old.Returns) > 0); err != nil {
			return domain.Booking{}, err
		}
	}
	return b, enqueueMail(ctx, tx, b.Outbox)
}

// ExpireBookings finds and expires the due bookings in one write
// transaction. Writers are serialised on the file (BEGIN IMMEDIATE), so a
// second sweeper, in this process or another, sees them expired already.
// The query is domain.Booking.ReservationRanOut in SQL; Expire checks again.
func (s *Store) ExpireBookings(ctx context.Context, now time.Time) (int, error) {
	var expired int
	err := s.write(ctx, "expire bookings", func(tx *sql.Tx) error {
		ids, err := queryAll(ctx, tx, "SELECT id FROM bookings WHERE status IN (?, ?) AND expires_at > 0 AND expires_at <= ?",
			[]any{domain.StatusUnpaid, domain.StatusPendingApproval, toMillis(now)}, scanID)
		if err != nil {
			return err
		}
		for _, id := range ids {
			if _, err := updateBooking(ctx, tx, id, func(b *domain.Booking) error { return b.Expire(domain.SystemActor, now) }); err != nil {
				return err
			}
		}
		expired = len(ids)
		return nil
	})
	if err != nil {
		return 0, err
	}
	return expired, nil
}

func scanID(row rowScanner) (id string, err error) {
	err = row.Scan(&id)
	return id, err
}

// asStored is b as it reads back from the file: milliseconds, UTC.
func asStored(b domain.Booking) domain.Booking {
	ms := func(t time.Time) time.Time { return fromMillis(toMillis(t)) }
	b.CreatedAt, b.UpdatedAt = ms(b.CreatedAt), ms(b.UpdatedAt)
	for _, t := range []*time.Time{&b.ExpiresAt, &b.InvoicedAt, &b.DueDate, &b.CreditedAt, &b.PaidAt} {
		*t = fromOptionalMillis(toOptionalMillis(*t))
	}
	b.Outbox = nil
	for i := range b.History {
		b.History[i].At = ms(b.History[i].At)
	}
	b.Shipments = slices.Clone(b.Shipments)
	for i := range b.Shipments {
		b.Shipments[i].At = ms(b.Shipments[i].At)
	}
	b.Returns = slices.Clone(b.Returns)
	for i := range b.Returns {
		r := &b.Returns[i]
		r.CreatedAt = ms(r.CreatedAt)
		r.History = slices.Clone(r.History)
		for j := range r.History {
			r.History[j].At = ms(r.History[j].At)
		}
	}
	b.Refunds = slices.Clone(b.Refunds)
	for i := range b.Refunds {
		b.Refunds[i].At = ms(b.Refunds[i].At)
		b.Refunds[i].CreditedAt = fromOptionalMillis(toOptionalMillis(b.Refunds[i].CreditedAt))
	}
	return b
}

func saveBooking(ctx context.Context, tx *sql.Tx, b domain.Booking) error {
	values, err := bookingValues(b)
	if err != nil {
		return err
	}
	_, err = tx.ExecContext(ctx, `UPDATE bookings SET product_id = ?, product_name = ?, unit_price_cents = ?,
		total_price_cents = ?, quantity = ?, address = ?, phone = ?, client_name = ?, user_id = ?, user_email = ?,
		status = ?, transaction_id = ?, payment_intent_id = ?, tracking_number = ?, history = ?, created_at = ?,
		updated_at = ?, expires_at = ?, lines = ?, subtotal_cents = ?, tax_cents = ?, po_number = ?, note = ?,
		payment_method = ?, quote_id = ?, tax_rate = ?, invoice_number = ?, invoiced_at = ?, due_date = ?,
		paid_reference = ?, credit_note_number = ?, credited_at = ?, parties = ?, company_id = ?, company_name = ?,
		rejection_reason = ?, shipments = ?, returns = ?, paid_at = ?, refunds = ?, tax_exempt = ? WHERE id = ?`, append(values[1:], b.ID)...)
	return invoiceNumberTaken(err)
}

// HasPaidBooking reports whether the user has a booking in one of the
// domain.PaidStatuses (an invoice order shipped on terms counts as bought).
func (s *Store) HasPaidBooking(ctx context.Context, userID string) (bool, error) {
	var has bool
	args := []any{userID}
	for _, status := range domain.PaidStatuses {
		args = append(args, status)
	}
	err := s.reader.QueryRowContext(ctx, "SELECT EXISTS (SELECT 1 FROM bookings WHERE user_id = ? AND status IN ("+
		strings.TrimSuffix(strings.Repeat("?,", len(domain.PaidStatuses)), ",")+"))", args...).Scan(&has)
	return has, storeErr("has paid booking", err)
}
