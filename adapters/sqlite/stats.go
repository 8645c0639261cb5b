package sqlite

import (
	"context"
	"database/sql"
	"time"

	"github.com/palletshop/pallet/domain"
)

// sale is the WHERE of the bookings that count as sales in [?, ?).
const sale = "created_at >= ? AND created_at < ? AND status IN ('paid', 'shipped', 'delivered')"

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
		stats.TopProducts, err = queryAll(ctx, tx, `SELECT json_extract(l.value, '$.productId') AS pid,
			MAX(json_extract(l.value, '$.productName')), SUM(json_extract(l.value, '$.quantity')),
			SUM(json_extract(l.value, '$.lineTotalCents')) AS cents
			FROM bookings, json_each(bookings.lines) AS l WHERE `+sale+`
			GROUP BY pid ORDER BY cents DESC, pid LIMIT ?`, append(span, max(top, 0)), scanProductSales)
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
	days, err := queryAll(ctx, tx, `SELECT date(created_at / 1000, 'unixepoch') AS day, SUM(total_price_cents)
		FROM bookings WHERE `+sale+` GROUP BY day`, span,
		func(row rowScanner) (d day, err error) { return d, row.Scan(&d.date, &d.cents) })
	revenue := make(map[string]int64, len(days))
	for _, d := range days {
		revenue[d.date] = d.cents
	}
	return revenue, err
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
