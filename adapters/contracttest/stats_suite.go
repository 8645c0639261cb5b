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
	partly := newOrder(buyer, day(0, 16), lineOf(ram, 20))                     // 1000 + 200, a sale
	partly.ApplyTax(domain.TaxRate(2000), false)
	partly.Status = domain.StatusPartiallyRefunded
	partly.Refunds = []domain.Refund{
		{ID: domain.NewID(), At: day(1, 9), AmountCents: 300, Status: domain.RefundDone},    // off the 2nd
		{ID: domain.NewID(), At: day(1, 10), AmountCents: 50, Status: domain.RefundPending}, // not yet made
		{ID: domain.NewID(), At: day(3, 9), AmountCents: 1000, Status: domain.RefundDone},   // after the range
		{ID: domain.NewID(), At: day(-1, 9), AmountCents: 1000, Status: domain.RefundDone},  // before it
	}
	require.NoError(t, store.PlaceBooking(ctx(t), partly, domain.OrderRules{}))
	lowA := mustCreateProduct(t, store, withMinimum(withThreshold(newProduct("Low A", "X", 1, 5, at(0)), 5), 1))
	lowB := mustCreateProduct(t, store, withMinimum(withThreshold(newProduct("Low B", "X", 1, 2, at(0)), 10), 1))
	mustCreateProduct(t, store, withMinimum(withThreshold(newProduct("Plenty", "X", 1, 6, at(0)), 5), 1))
	short := mustCreateProduct(t, store, withMinimum(newProduct("Short of a minimum, no threshold", "X", 1, 8, at(0)), 10))
	mustCreateProduct(t, store, withMinimum(newProduct("One minimum, no threshold", "X", 1, 10, at(0)), 10))

	stats, err := store.SalesStats(ctx(t), day(0, 15), day(2, 8), 2)
	require.NoError(t, err)
	assert.Equal(t, []domain.DayRevenue{
		{Date: "2024-05-01", Cents: 2400 + 4800 + 1200}, {Date: "2024-05-02", Cents: -300}, {Date: "2024-05-03", Cents: 960},
	}, stats.RevenueByDay, "a partly refunded order is a sale; its done refunds come off the days they were made")
	assert.Equal(t, map[domain.BookingStatus]int{
		domain.StatusPaid: 1, domain.StatusShipped: 1, domain.StatusUnpaid: 1, domain.StatusCancelled: 1,
		domain.StatusRefunded: 1, domain.StatusRefunding: 1, domain.StatusDelivered: 1, domain.StatusPartiallyRefunded: 1,
	}, stats.OrdersByStatus)
	assert.Equal(t, []domain.ProductSales{
		{ProductID: fan.ID, ProductName: "Fan", Pieces: 11, Cents: 3300},
		{ProductID: ssd.ID, ProductName: "SSD 1TB", Pieces: 3, Cents: 3000},
	}, stats.TopProducts, "by revenue, highest first, cut at top")
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
		assert.Equal(t, domain.ProductSales{ProductID: ram.ID, ProductName: "RAM", Pieces: 30, Cents: 1500}, stats.TopProducts[2])
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
