package contracttest

import (
	"testing"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// day is hour o'clock UTC on the n-th day after base's day.
func day(n int, hour int) time.Time {
	return time.Date(2024, 5, 1+n, hour, 0, 0, 0, time.UTC)
}

func (s suite) testStats(t *testing.T) {
	store := s.newStore(t)
	buyer := mustCreateUser(t, store, newUser("buyer@example.com", domain.RoleCustomer, at(0)))
	ssd := mustCreateProduct(t, store, newProduct("SSD 1TB", "Samsung", 1000, 10000, at(0)))
	fan := mustCreateProduct(t, store, newProduct("Fan", "Noctua", 300, 10000, at(0)))
	ram := mustCreateProduct(t, store, newProduct("RAM", "Kingston", 50, 10000, at(0)))
	place := func(status domain.BookingStatus, when time.Time, items ...domain.OrderItem) domain.Booking {
		b := newOrder(buyer, when, items...)
		b.ApplyTax(domain.TaxRate(2000), false) // 20%: revenue counts tax, product sales don't
		b.Status = status
		require.NoError(t, store.PlaceBooking(ctx(t), b, domain.OrderRules{}))
		return b
	}
	place(domain.StatusPaid, day(-1, 23), lineOf(ssd, 100))                    // before the range
	place(domain.StatusPaid, day(0, 0), lineOf(ssd, 2))                        // 2000 + 400 tax
	place(domain.StatusShipped, day(0, 23), lineOf(ssd, 1), lineOf(fan, 10))   // 4000 + 800
	place(domain.StatusUnpaid, day(0, 12), lineOf(ram, 1000))                  // not a sale
	place(domain.StatusCancelled, day(2, 9), lineOf(ram, 1000))                // not a sale
	place(domain.StatusRefunded, day(2, 9), lineOf(ssd, 50))                   // not a sale
	place(domain.StatusRefunding, day(2, 10), lineOf(ssd, 50))                 // not a sale
	place(domain.StatusDelivered, day(2, 10), lineOf(fan, 1), lineOf(ram, 10)) // 800 + 160
	place(domain.StatusDelivered, day(3, 0), lineOf(fan, 100))                 // after the range
	refund := func(when time.Time, cents int64, status domain.RefundStatus, lines ...domain.RefundLine) domain.Refund {
		return domain.Refund{ID: domain.NewID(), At: when, AmountCents: cents, Status: status, Lines: lines, Reason: "Test"}
	}
	placeRefunded := func(status domain.BookingStatus, when, paid time.Time, shipped bool, item domain.OrderItem, refunds ...domain.Refund) {
		b := newOrder(buyer, when, item)
		b.ApplyTax(domain.TaxRate(2000), false)
		b.Status, b.PaidAt, b.Refunds = status, paid, refunds
		if shipped {
			b.History = append(b.History, domain.StatusChange{Status: domain.StatusShipped, At: when, By: "admin"})
		}
		require.NoError(t, store.PlaceBooking(ctx(t), b, domain.OrderRules{}))
	}
	// paid, a sale on the 1st (1000 + 200); 5 pieces (250 + 50) refunded on the 2nd
	placeRefunded(domain.StatusPartiallyRefunded, day(0, 16), day(0, 16), false, lineOf(ram, 20),
		refund(day(1, 9), 300, domain.RefundDone, domain.RefundLine{ProductID: ram.ID, Quantity: 5, AmountCents: 250}),
		refund(day(1, 10), 50, domain.RefundPending), // not yet made
		refund(day(3, 9), 1000, domain.RefundDone),   // after the range
		refund(day(-1, 9), 1000, domain.RefundDone))  // before it
	// sold before the range, refunded in full in it: 12000 off the 2nd, its 10 pieces off the SSD's sales
	placeRefunded(domain.StatusRefunded, day(-1, 12), day(-1, 12), false, lineOf(ssd, 10),
		refund(day(1, 11), 12000, domain.RefundDone, domain.RefundLine{ProductID: ssd.ID, Quantity: 10, AmountCents: 10000}))
	// sold on the 2nd (6000 + 1200), refunded in full on the 3rd: on and off
	placeRefunded(domain.StatusRefunded, day(1, 12), day(1, 12), false, lineOf(fan, 20),
		refund(day(2, 9), 7200, domain.RefundDone, domain.RefundLine{ProductID: fan.ID, Quantity: 20, AmountCents: 6000}))
	// an invoice credited before it was paid or shipped: never a sale, its credit takes nothing off
	placeRefunded(domain.StatusPartiallyRefunded, day(0, 20), time.Time{}, false, lineOf(ram, 100), refund(day(1, 8), 600, domain.RefundDone))
	// an invoice shipped unpaid, then credited: a sale on the 1st (600 + 120), 120 off the 2nd
	placeRefunded(domain.StatusPartiallyRefunded, day(0, 21), time.Time{}, true, lineOf(fan, 2), refund(day(1, 13), 120, domain.RefundDone))
	lowA := mustCreateProduct(t, store, withMinimum(withThreshold(newProduct("Low A", "X", 1, 5, at(0)), 5), 1))
	lowB := mustCreateProduct(t, store, withMinimum(withThreshold(newProduct("Low B", "X", 1, 2, at(0)), 10), 1))
	mustCreateProduct(t, store, withMinimum(withThreshold(newProduct("Plenty", "X", 1, 6, at(0)), 5), 1))
	short := mustCreateProduct(t, store, withMinimum(newProduct("Short of a minimum, no threshold", "X", 1, 8, at(0)), 10))
	mustCreateProduct(t, store, withMinimum(newProduct("One minimum, no threshold", "X", 1, 10, at(0)), 10))

	stats, err := store.SalesStats(ctx(t), day(0, 15), day(2, 8), 2)
	require.NoError(t, err)
	assert.Equal(t, []domain.DayRevenue{
		{Date: "2024-05-01", Cents: 2400 + 4800 + 1200 + 720},
		{Date: "2024-05-02", Cents: 7200 - 300 - 12000 - 120},
		{Date: "2024-05-03", Cents: 960 - 7200},
	}, stats.RevenueByDay, "a sale counts on its day, refunded or not; its done refunds come off the days they were made")
	assert.Equal(t, map[domain.BookingStatus]int{
		domain.StatusPaid: 1, domain.StatusShipped: 1, domain.StatusUnpaid: 1, domain.StatusCancelled: 1,
		domain.StatusRefunded: 2, domain.StatusRefunding: 1, domain.StatusDelivered: 1, domain.StatusPartiallyRefunded: 3,
	}, stats.OrdersByStatus)
	assert.Equal(t, []domain.ProductSales{
		{ProductID: fan.ID, ProductName: "Fan", Pieces: 11 + 20 - 20 + 2, Cents: 3300 + 6000 - 6000 + 600},
		{ProductID: ram.ID, ProductName: "RAM", Pieces: 10 + 20 - 5, Cents: 500 + 1000 - 250},
	}, stats.TopProducts, "net of the pieces refunded in the range, by revenue, highest first, cut at top")
	assert.Equal(t, []string{lowB.ID, lowA.ID, short.ID}, productIDs(stats.LowStock),
		"lowest stock first; a product short of one minimum order is low without a threshold")

	t.Run("a range with no bookings has zero days", func(t *testing.T) {
		stats, err := store.SalesStats(ctx(t), day(10, 0), day(11, 23), 5)
		require.NoError(t, err)
		assert.Equal(t, []domain.DayRevenue{{Date: "2024-05-11", Cents: 0}, {Date: "2024-05-12", Cents: 0}}, stats.RevenueByDay)
		assert.Empty(t, stats.OrdersByStatus)
		assert.Empty(t, stats.TopProducts)
	})
	t.Run("top products beyond the first few", func(t *testing.T) {
		stats, err := store.SalesStats(ctx(t), day(0, 0), day(2, 0), 10)
		require.NoError(t, err)
		require.Len(t, stats.TopProducts, 3)
		assert.Equal(t, domain.ProductSales{ProductID: ssd.ID, ProductName: "SSD 1TB", Pieces: 3 - 10, Cents: 3000 - 10000}, stats.TopProducts[2],
			"an SSD order placed before the range and refunded in it takes its pieces off")
	})
}

func withMinimum(p domain.Product, moq int64) domain.Product {
	p.MinOrderQuantity = moq
	return p
}

func withThreshold(p domain.Product, threshold int64) domain.Product {
	p.LowStockThreshold = threshold
	return p
}
