package contracttest

import (
	"errors"
	"testing"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// depot is a store with a few products and one customer, for orders of
// several lines. Product ids ascend, so lines are reserved in the order the
// products were made.
type depot struct {
	shop
	products []domain.Product
}

func (s suite) newDepot(t *testing.T, stocks ...int64) depot {
	sh := s.newShop(t, 0)
	d := depot{shop: sh}
	ids := sortedIDs(len(stocks))
	for i, stock := range stocks {
		p := newProduct("Part "+string(rune('A'+i)), "Brand", int64(1000*(i+1)), stock, at(0))
		p.ID = ids[i]
		d.products = append(d.products, mustCreateProduct(t, sh.store, p))
	}
	return d
}

// stocks reads every product's stock, in the order they were made.
func (d depot) stocks(t *testing.T) []int64 {
	t.Helper()
	out := make([]int64, len(d.products))
	for i, p := range d.products {
		got, err := d.store.GetProduct(ctx(t), p.ID)
		require.NoError(t, err)
		out[i] = got.Stock
	}
	return out
}

// order builds an unpaid order of quantities[i] of product i, skipping zeros.
func (d depot) order(created time.Time, quantities ...int64) domain.Booking {
	var items []domain.OrderItem
	for i, q := range quantities {
		if q > 0 {
			items = append(items, lineOf(d.products[i], q))
		}
	}
	return newOrder(d.buyer, created, items...)
}

func requireShortage(t *testing.T, err error) *domain.StockShortage {
	t.Helper()
	var short *domain.StockShortage
	require.True(t, errors.As(err, &short), "want a stock shortage, got %v", err)
	return short
}

func (s suite) testOrderLines(t *testing.T) {
	t.Run("a tax-exempt buyer's order keeps its exemption, placed and saved again", func(t *testing.T) {
		d := s.newDepot(t, 500)
		b := d.order(at(1), 100)
		b.ApplyTax(2000, true)
		require.True(t, b.TaxExempt)
		require.NoError(t, d.store.PlaceBooking(ctx(t), b, domain.OrderRules{}))
		got := d.get(t, b.ID)
		assertSameBooking(t, b, got)
		assert.True(t, got.TaxExempt)
		assert.Equal(t, domain.TaxRate(0), got.TaxRate)

		_, err := d.store.UpdateBooking(ctx(t), b.ID, func(b *domain.Booking) error {
			b.Note = "Dock 4"
			return nil
		})
		require.NoError(t, err)
		assert.True(t, d.get(t, b.ID).TaxExempt, "a save keeps the exemption")

		taxed := d.order(at(2), 100)
		taxed.ApplyTax(2000, false)
		require.NoError(t, d.store.PlaceBooking(ctx(t), taxed, domain.OrderRules{}))
		assert.False(t, d.get(t, taxed.ID).TaxExempt)
	})

	t.Run("a three-line order reserves every line and reads back whole", func(t *testing.T) {
		d := s.newDepot(t, 500, 300, 200)
		b := d.order(at(1), 100, 150, 200)
		require.NoError(t, d.store.PlaceBooking(ctx(t), b, domain.OrderRules{}))
		assert.Equal(t, []int64{400, 150, 0}, d.stocks(t))

		got := d.get(t, b.ID)
		assertSameBooking(t, b, got)
		require.Len(t, got.Lines, 3)
		assert.Equal(t, int64(100*1000+150*2000+200*3000), got.SubtotalCents)
		assert.Equal(t, got.SubtotalCents+got.TaxCents, got.TotalPriceCents)
		assert.Equal(t, "PO-7", got.PONumber)
		assert.Equal(t, domain.PaymentCard, got.PaymentMethod)

		page, err := d.store.ListBookings(ctx(t), domain.BookingFilter{UserID: d.buyer.ID})
		require.NoError(t, err)
		require.Len(t, page.Items, 1)
		assertSameBooking(t, b, page.Items[0])
	})

	t.Run("one short line and one gone product: both named, nothing reserved", func(t *testing.T) {
		// Reserved in this order: a line that fits, the short one, the gone one.
		d := s.newDepot(t, 500, 50)
		gone := newProduct("Gone", "Nobody", 100, 1000, at(0))
		gone.ID = "ffffffffffffffffffffffff"
		b := newOrder(d.buyer, at(1), lineOf(d.products[0], 100), lineOf(d.products[1], 100), lineOf(gone, 100))
		short := requireShortage(t, d.store.PlaceBooking(ctx(t), b, domain.OrderRules{}))
		assert.Equal(t, map[string]int64{d.products[1].ID: 50}, short.Stock)
		assert.Equal(t, []string{gone.ID}, short.Missing)

		assert.Equal(t, []int64{500, 50}, d.stocks(t), "no line's stock moved")
		_, err := d.store.GetBooking(ctx(t), b.ID)
		requireCode(t, err, domain.CodeNotFound)
	})

	t.Run("cancel, refund and expiry each give every line back exactly once", s.testLinesRestockOnce)
	t.Run("get products returns those that exist", s.testGetProducts)
}

func (s suite) testLinesRestockOnce(t *testing.T) {
	cancel := func(b *domain.Booking) error { return b.Cancel("buyer", at(5)) }
	refund := func(b *domain.Booking) error {
		return errors.Join(markPaid(b), b.BeginRefund("admin", at(11)), b.Refund("admin", at(12)))
	}
	expire := func(b *domain.Booking) error { return b.Expire(domain.SystemActor, at(5)) }
	for name, end := range map[string]func(*domain.Booking) error{"cancel": cancel, "refund": refund, "expire": expire} {
		t.Run(name, func(t *testing.T) {
			d := s.newDepot(t, 500, 300, 200)
			b := d.order(at(1), 100, 150, 200)
			b.ExpiresAt = at(5)
			require.NoError(t, d.store.PlaceBooking(ctx(t), b, domain.OrderRules{}))
			d.update(t, b.ID, end)
			assert.Equal(t, []int64{500, 300, 200}, d.stocks(t), "every line is back")

			_, err := d.store.UpdateBooking(ctx(t), b.ID, cancel)
			requireCode(t, err, domain.CodeConflict)
			assert.Equal(t, []int64{500, 300, 200}, d.stocks(t), "and only once")
		})
	}

	t.Run("the expiry sweep", func(t *testing.T) {
		d := s.newDepot(t, 500, 300, 200)
		b := d.order(at(1), 100, 150, 200)
		b.ExpiresAt = at(60)
		require.NoError(t, d.store.PlaceBooking(ctx(t), b, domain.OrderRules{}))
		assert.Equal(t, 1, d.expire(t, at(60)))
		assert.Equal(t, 0, d.expire(t, at(61)), "a second sweep finds nothing")
		assert.Equal(t, []int64{500, 300, 200}, d.stocks(t))
	})

	t.Run("a deleted product's line is skipped, the others come back", func(t *testing.T) {
		d := s.newDepot(t, 500, 300)
		b := d.order(at(1), 100, 150)
		require.NoError(t, d.store.PlaceBooking(ctx(t), b, domain.OrderRules{}))
		require.NoError(t, d.store.DeleteProduct(ctx(t), d.products[1].ID))
		d.update(t, b.ID, cancel)
		got, err := d.store.GetProduct(ctx(t), d.products[0].ID)
		require.NoError(t, err)
		assert.Equal(t, int64(500), got.Stock)
	})
}

func (s suite) testGetProducts(t *testing.T) {
	d := s.newDepot(t, 1, 2, 3)
	none, err := d.store.GetProducts(ctx(t), nil)
	require.NoError(t, err)
	assert.Empty(t, none)

	// More ids than one SQL statement takes, most of them unknown.
	ids := []string{d.products[2].ID, d.products[0].ID}
	for range 600 {
		ids = append(ids, domain.NewID())
	}
	got, err := d.store.GetProducts(ctx(t), ids)
	require.NoError(t, err)
	assert.ElementsMatch(t, []string{d.products[0].ID, d.products[2].ID}, productIDs(got))
	for _, p := range got {
		if p.ID == d.products[2].ID {
			assertSameProduct(t, d.products[2], p)
		}
	}
}
