package sqlite

import "github.com/palletshop/pallet/domain"

// deskQuery matches the buyer's email, PO number, id or any line's product
// name; LIKE is case-insensitive for ASCII.
const deskQuery = `(user_email LIKE ? ESCAPE '\' OR po_number LIKE ? ESCAPE '\' OR id LIKE ? ESCAPE '\'
	OR EXISTS (SELECT 1 FROM json_each(bookings.lines) WHERE json_extract(value, '$.productName') LIKE ? ESCAPE '\'))`

// bookingConditions is the WHERE of a booking filter.
func bookingConditions(f domain.BookingFilter) (conds []string, args []any) {
	if f.CompanyID != "" {
		conds, args = append(conds, "company_id = ?"), append(args, f.CompanyID)
	}
	if f.UserID != "" {
		conds, args = append(conds, "user_id = ?"), append(args, f.UserID)
	}
	if f.Status != "" {
		conds, args = append(conds, "status = ?"), append(args, f.Status)
	}
	if !f.From.IsZero() {
		conds, args = append(conds, "created_at >= ?"), append(args, toMillis(f.From))
	}
	if !f.To.IsZero() {
		conds, args = append(conds, "created_at < ?"), append(args, toMillis(f.To))
	}
	if f.Query != "" {
		pattern := "%" + escapeLike(f.Query) + "%"
		conds, args = append(conds, deskQuery), append(args, pattern, pattern, pattern, pattern)
	}
	return conds, args
}
