package sqlite

import (
	"context"
	"database/sql"
	"slices"
	"strings"
	"time"

	"github.com/palletshop/pallet/domain"
)

// isSale is the WHERE of the bookings that are sales (domain.Booking.IsSale):
// in a sale status, or refunded in part or whole after being paid or shipped.
var isSale = "(status IN (" + quotedStatuses(domain.SaleStatuses) + ") OR (status IN (" + quotedStatuses(domain.RefundStatuses) + `)
	AND json_array_length(bookings.refunds) > 0 AND (bookings.paid_at > 0 OR EXISTS (SELECT 1 FROM json_each(bookings.history) AS h
		WHERE json_extract(h.value, '$.status') IN (` + quotedStatuses(domain.ShippedStatuses) + ")))))"

// sale is the WHERE of the bookings that are sales placed in [?, ?).
var sale = "created_at >= ? AND created_at < ? AND " + isSale

// refundDone is the WHERE of a sale's done refunds r made in [?, ?).
var refundDone = isSale + ` AND json_extract(r.value, '$.status') = 'done'
	AND json_extract(r.value, '$.at') >= ? AND json_extract(r.value, '$.at') < ?`

func quotedStatuses(statuses []domain.BookingStatus) string {
	quoted := make([]string, len(statuses))
	for i, st := range statuses {
		quoted[i] = "'" + string(st) + "'"
	}
	return strings.Join(quoted, ", ")
}

// SalesStats aggregates with GROUP BY in one read transaction, so the
// figures agree with each other.
func (s *Store) SalesStats(ctx context.Context, from, to time.Time, top int) (domain.SalesStats, error) {
	start, end := domain.SalesDays(from, to)
	span := []any{toMillis(start), toMillis(end)}
	tx, err := s.reader.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return domain.SalesStats{}, storeErr("sales stats", err)
	}
	defer func() { _ = tx.Rollback() }()
	stats := domain.SalesStats{}
	revenue, err := revenueByDay(ctx, tx, span)
	if err == nil {
		stats.RevenueByDay = domain.RevenueByDay(start, end, revenue)
		stats.OrdersByStatus, err = ordersByStatus(ctx, tx, span)
	}
	if err == nil {
		stats.TopProducts, err = topProducts(ctx, tx, span, top)
	}
	if err == nil {
		stats.LowStock, err = queryAll(ctx, tx, "SELECT "+productColumns+" FROM products WHERE "+lowStock+" ORDER BY stock, id", nil, scanProduct)
	}
	return stats, storeErr("sales stats", err)
}

func revenueByDay(ctx context.Context, tx *sql.Tx, span []any) (map[string]int64, error) {
	type day struct {
		date  string
		cents int64
	}
	scan := func(row rowScanner) (d day, err error) { return d, row.Scan(&d.date, &d.cents) }
	days, err := queryAll(ctx, tx, `SELECT date(created_at / 1000, 'unixepoch') AS day, SUM(total_price_cents)
		FROM bookings WHERE `+sale+` GROUP BY day`, span, scan)
	if err != nil {
		return nil, err
	}
	// a sale's done refunds come off the days they were made (domain.Booking.TallyRefunds)
	refunds, err := queryAll(ctx, tx, `SELECT date(json_extract(r.value, '$.at') / 1000, 'unixepoch') AS day,
		SUM(json_extract(r.value, '$.amountCents')) FROM bookings, json_each(bookings.refunds) AS r
		WHERE `+refundDone+` GROUP BY day`, span, scan)
	revenue, refunded := make(map[string]int64, len(days)), make(map[string]int64, len(refunds))
	for _, d := range days {
		revenue[d.date] = d.cents
	}
	for _, d := range refunds {
		refunded[d.date] = d.cents
	}
	return domain.NetOfRefunds(revenue, refunded), err
}

// topProducts adds up the lines of the sales placed in the span, less the
// lines refunded in it (domain.Booking.TallyRefunds), and ranks them.
func topProducts(ctx context.Context, tx *sql.Tx, span []any, top int) ([]domain.ProductSales, error) {
	return queryAll(ctx, tx, `SELECT pid, COALESCE(MAX(name), ''), SUM(pieces), SUM(cents) AS total FROM (
			SELECT json_extract(l.value, '$.productId') AS pid, json_extract(l.value, '$.productName') AS name,
				json_extract(l.value, '$.quantity') AS pieces, json_extract(l.value, '$.lineTotalCents') AS cents
			FROM bookings, json_each(bookings.lines) AS l WHERE `+sale+`
			UNION ALL
			SELECT json_extract(rl.value, '$.productId'),
				(SELECT MAX(json_extract(bl.value, '$.productName')) FROM json_each(bookings.lines) AS bl
					WHERE json_extract(bl.value, '$.productId') = json_extract(rl.value, '$.productId')),
				-json_extract(rl.value, '$.quantity'), -json_extract(rl.value, '$.amountCents')
			FROM bookings, json_each(bookings.refunds) AS r, json_each(r.value, '$.lines') AS rl
			WHERE json_type(r.value, '$.lines') = 'array' AND `+refundDone+`
		) GROUP BY pid ORDER BY total DESC, pid LIMIT ?`, append(append(slices.Clone(span), span...), max(top, 0)), scanProductSales)
}

func ordersByStatus(ctx context.Context, tx *sql.Tx, span []any) (map[domain.BookingStatus]int, error) {
	type count struct {
		status domain.BookingStatus
		n      int
	}
	counts, err := queryAll(ctx, tx, "SELECT status, COUNT(*) FROM bookings WHERE created_at >= ? AND created_at < ? GROUP BY status", span,
		func(row rowScanner) (c count, err error) { return c, row.Scan(&c.status, &c.n) })
	byStatus := make(map[domain.BookingStatus]int, len(counts))
	for _, c := range counts {
		byStatus[c.status] = c.n
	}
	return byStatus, err
}

func scanProductSales(row rowScanner) (domain.ProductSales, error) {
	var ps domain.ProductSales
	return ps, row.Scan(&ps.ProductID, &ps.ProductName, &ps.Pieces, &ps.Cents)
}
