package contracttest

import (
	"testing"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// warehouseShop is a shop with three warehouses, taken in the order main
// (lead 0), east (lead 5, position 0), north (lead 5, position 1), and
// one product split across them.
func (s suite) warehouseShop(t *testing.T, split map[string]int64, backorderable bool) shop {
	t.Helper()
	sh := s.newShop(t, 0)
	for _, w := range []domain.Warehouse{
		{Code: "north", Name: "North", LeadTimeDays: 5, Position: 1},
		{Code: "east", Name: "East", LeadTimeDays: 5, Position: 0},
	} {
		require.NoError(t, sh.store.SaveWarehouse(ctx(t), w))
	}
	p, err := sh.store.UpdateProduct(ctx(t), sh.product.ID, func(p *domain.Product) error {
		p.Backorderable, p.RestockDays = backorderable, 14
		var counts []domain.WarehouseStock
		for code, n := range split {
			counts = append(counts, domain.WarehouseStock{Code: code, Stock: n})
		}
		return p.SetStocks(counts, []domain.Warehouse{{Code: "main"}, {Code: "north"}, {Code: "east"}})
	})
	require.NoError(t, err)
	sh.product = p
	return sh
}

func (sh shop) stocks(t *testing.T) map[string]int64 {
	t.Helper()
	p, err := sh.store.GetProduct(ctx(t), sh.product.ID)
	require.NoError(t, err)
	return p.WarehouseStocks()
}

// arrive puts n pieces in north, as an admin's stock change does.
func (sh shop) arrive(t *testing.T, n int64) {
	t.Helper()
	_, err := sh.store.UpdateProduct(ctx(t), sh.product.ID, func(p *domain.Product) error {
		return p.SetStocks([]domain.WarehouseStock{{Code: "north", Stock: n}}, []domain.Warehouse{{Code: "main"}, {Code: "north"}})
	})
	require.NoError(t, err)
}

// fillBackorders offers the product's stock to the waiting bookings the
// way the app does, and returns those it changed.
func (sh shop) fillBackorders(t *testing.T) []domain.Booking {
	t.Helper()
	order := []string{"main", "east", "north"}
	changed, err := sh.store.FillBackorders(ctx(t), sh.product.ID, func(b *domain.Booking, p *domain.Product) bool {
		return b.FillBackorder(p, order, at(9)) > 0
	})
	require.NoError(t, err)
	return changed
}

func (s suite) testWarehouses(t *testing.T) {
	t.Run("a new store has main, and warehouses list by lead time then position", func(t *testing.T) {
		store := s.newStore(t)
		ws, err := store.ListWarehouses(ctx(t))
		require.NoError(t, err)
		require.Len(t, ws, 1)
		assert.Equal(t, domain.MainWarehouse, ws[0].Code)
		assert.Zero(t, ws[0].LeadTimeDays)

		require.NoError(t, store.SaveWarehouse(ctx(t), domain.Warehouse{Code: "north", Name: "North", LeadTimeDays: 5, Position: 1}))
		require.NoError(t, store.SaveWarehouse(ctx(t), domain.Warehouse{Code: "east", Name: "East", Address: "1 Quay", LeadTimeDays: 5}))
		require.NoError(t, store.SaveWarehouse(ctx(t), domain.Warehouse{Code: "north", Name: "North 2", LeadTimeDays: 2}))
		ws, err = store.ListWarehouses(ctx(t))
		require.NoError(t, err)
		assert.Equal(t, []domain.Warehouse{domain.DefaultWarehouse(), {Code: "north", Name: "North 2", LeadTimeDays: 2},
			{Code: "east", Name: "East", Address: "1 Quay", LeadTimeDays: 5}}, ws)
	})

	t.Run("a warehouse holding stock, main and the last one can't be deleted", func(t *testing.T) {
		sh := s.warehouseShop(t, map[string]int64{"main": 10, "north": 5}, false)
		assert.ErrorIs(t, sh.store.DeleteWarehouse(ctx(t), "north"), domain.ErrWarehouseHoldsStock)
		assert.ErrorIs(t, sh.store.DeleteWarehouse(ctx(t), "main"), domain.ErrMainWarehouse)
		requireCode(t, sh.store.DeleteWarehouse(ctx(t), "west"), domain.CodeNotFound)
		require.NoError(t, sh.store.DeleteWarehouse(ctx(t), "east"))
		ws, err := sh.store.ListWarehouses(ctx(t))
		require.NoError(t, err)
		assert.Len(t, ws, 2)

		lone := s.newStore(t)
		assert.ErrorIs(t, lone.DeleteWarehouse(ctx(t), "main"), domain.ErrLastWarehouse)
	})

	t.Run("stock per warehouse is kept and stock stays the sum", func(t *testing.T) {
		sh := s.warehouseShop(t, map[string]int64{"main": 120, "north": 40}, true)
		assert.Equal(t, map[string]int64{"main": 120, "north": 40}, sh.stocks(t))
		assert.Equal(t, int64(160), sh.stock(t))
		p, err := sh.store.GetProduct(ctx(t), sh.product.ID)
		require.NoError(t, err)
		assert.True(t, p.Backorderable)
		assert.Equal(t, int64(14), p.RestockDays)
	})

	t.Run("a reservation takes from the fastest warehouses first, then by position", func(t *testing.T) {
		sh := s.warehouseShop(t, map[string]int64{"main": 10, "north": 10, "east": 10}, false)
		b := sh.place(t, 25, at(1))
		got, err := sh.store.GetBooking(ctx(t), b.ID)
		require.NoError(t, err)
		assert.Equal(t, []domain.Allocation{{Warehouse: "main", Quantity: 10}, {Warehouse: "east", Quantity: 10}, {Warehouse: "north", Quantity: 5}},
			got.Lines[0].Allocations)
		assert.Equal(t, map[string]int64{"north": 5}, sh.stocks(t))
		assert.Equal(t, int64(5), sh.stock(t))
	})

	t.Run("cancelling gives each warehouse back its pieces, once", func(t *testing.T) {
		sh := s.warehouseShop(t, map[string]int64{"main": 10, "north": 10, "east": 10}, false)
		b := sh.place(t, 15, at(1))
		sh.place(t, 3, at(2))
		cancel := func(b *domain.Booking) error { return b.Cancel("buyer@example.com", at(3)) }
		_, err := sh.store.UpdateBooking(ctx(t), b.ID, cancel)
		require.NoError(t, err)
		_, err = sh.store.UpdateBooking(ctx(t), b.ID, cancel)
		requireCode(t, err, domain.CodeConflict)
		assert.Equal(t, map[string]int64{"main": 10, "north": 10, "east": 7}, sh.stocks(t), "the later order's 3 stay out of east")
	})

	t.Run("an expired order gives its warehouses back their pieces", func(t *testing.T) {
		sh := s.warehouseShop(t, map[string]int64{"main": 4, "north": 10}, false)
		b := newBooking(sh.product, sh.buyer, 8, at(1))
		b.ExpiresAt = at(10)
		require.NoError(t, sh.store.PlaceBooking(ctx(t), b, domain.OrderRules{}))
		assert.Equal(t, map[string]int64{"north": 6}, sh.stocks(t))
		n, err := sh.store.ExpireBookings(ctx(t), at(11))
		require.NoError(t, err)
		assert.Equal(t, 1, n)
		assert.Equal(t, map[string]int64{"main": 4, "north": 10}, sh.stocks(t))
	})

	t.Run("a backorderable product takes what there is and backorders the rest", func(t *testing.T) {
		sh := s.warehouseShop(t, map[string]int64{"main": 6, "north": 4}, true)
		b := sh.place(t, 15, at(1))
		got, err := sh.store.GetBooking(ctx(t), b.ID)
		require.NoError(t, err)
		assert.Equal(t, int64(5), got.Lines[0].BackorderedQuantity)
		assert.Equal(t, []domain.Allocation{{Warehouse: "main", Quantity: 6}, {Warehouse: "north", Quantity: 4}}, got.Lines[0].Allocations)
		assert.Zero(t, sh.stock(t))

		_, err = sh.store.UpdateBooking(ctx(t), b.ID, func(b *domain.Booking) error { return b.Cancel("buyer@example.com", at(2)) })
		require.NoError(t, err)
		assert.Equal(t, map[string]int64{"main": 6, "north": 4}, sh.stocks(t), "only what was reserved comes back")
	})

	t.Run("a product that is not backorderable refuses past its stock", func(t *testing.T) {
		sh := s.warehouseShop(t, map[string]int64{"main": 6, "north": 4}, false)
		err := sh.store.PlaceBooking(ctx(t), newBooking(sh.product, sh.buyer, 11, at(1)), domain.OrderRules{})
		short, ok := err.(*domain.StockShortage)
		require.True(t, ok, "a stock shortage, got %v", err)
		assert.Equal(t, map[string]int64{sh.product.ID: 10}, short.Stock)
		assert.Equal(t, map[string]int64{"main": 6, "north": 4}, sh.stocks(t))
	})

	t.Run("arriving stock fills the order paid first, whenever it was placed", func(t *testing.T) {
		sh := s.warehouseShop(t, map[string]int64{"main": 2}, true)
		paid := func(created, paidAt int, quantity int64) domain.Booking {
			b := newBooking(sh.product, sh.buyer, quantity, at(created))
			b.Status, b.PaidAt = domain.StatusPaid, at(paidAt)
			require.NoError(t, sh.store.PlaceBooking(ctx(t), b, domain.OrderRules{}))
			return b
		}
		first := paid(5, 6, 4)         // takes the 2 pieces, 2 backordered
		placedEarlier := paid(1, 8, 5) // all 5 backordered, placed first but paid later
		unpaid := sh.place(t, 3, at(0))
		sh.arrive(t, 6)

		changed := sh.fillBackorders(t)
		require.Len(t, changed, 2)
		assert.Equal(t, []string{first.ID, placedEarlier.ID}, bookingIDs(changed), "paid first fills first; the unpaid order waits")

		got := sh.get(t, first.ID)
		assert.Zero(t, got.Lines[0].BackorderedQuantity)
		assert.Equal(t, []domain.Allocation{{Warehouse: "main", Quantity: 2}, {Warehouse: "north", Quantity: 2}}, got.Lines[0].Allocations)
		got = sh.get(t, placedEarlier.ID)
		assert.Equal(t, int64(1), got.Lines[0].BackorderedQuantity)
		assert.Equal(t, []domain.Allocation{{Warehouse: "north", Quantity: 4}}, got.Lines[0].Allocations)
		assert.Equal(t, int64(3), sh.get(t, unpaid.ID).Lines[0].BackorderedQuantity)
		assert.Zero(t, sh.stock(t))
	})

	t.Run("arriving stock fills invoiced, partly shipped and partly refunded orders too", func(t *testing.T) {
		sh := s.warehouseShop(t, map[string]int64{"main": 2}, true)
		shipping := newBooking(sh.product, sh.buyer, 4, at(1))
		shipping.Status, shipping.PaidAt = domain.StatusPaid, at(3)
		require.NoError(t, sh.store.PlaceBooking(ctx(t), shipping, domain.OrderRules{}))
		sh.update(t, shipping.ID, func(b *domain.Booking) error {
			_, err := b.AddShipment(domain.ShipmentInput{Lines: []domain.ShipmentLine{{ProductID: sh.product.ID, Quantity: 2}}}, "desk@pallet.test", at(4))
			return err
		})
		refunded := newBooking(sh.product, sh.buyer, 2, at(1))
		refunded.Status, refunded.PaidAt = domain.StatusPartiallyRefunded, at(5)
		require.NoError(t, sh.store.PlaceBooking(ctx(t), refunded, domain.OrderRules{}))
		terms := newBooking(sh.product, sh.buyer, 3, at(2))
		terms.OnInvoiceTerms(30, at(2), issuedParties)
		require.NoError(t, sh.store.PlaceBooking(ctx(t), terms, domain.OrderRules{}))
		card := sh.place(t, 1, at(0))
		sh.arrive(t, 20)

		changed := sh.fillBackorders(t)
		assert.Equal(t, []string{terms.ID, shipping.ID, refunded.ID}, bookingIDs(changed),
			"invoiced at 2, paid at 3, paid at 5; the unpaid card order waits")
		for _, b := range changed {
			assert.False(t, sh.get(t, b.ID).Backordered(), "booking %s is filled", b.ID)
		}
		assert.Equal(t, domain.StatusPartiallyShipped, sh.get(t, shipping.ID).Status)
		assert.Equal(t, int64(1), sh.get(t, card.ID).Lines[0].BackorderedQuantity)
		assert.Equal(t, int64(20-3-2-2), sh.stock(t))
	})

	t.Run("shipments are kept with the booking", func(t *testing.T) {
		sh := s.newShop(t, 500)
		b := newBooking(sh.product, sh.buyer, 120, at(1))
		b.Status = domain.StatusPaid
		require.NoError(t, sh.store.PlaceBooking(ctx(t), b, domain.OrderRules{}))
		var shipment domain.Shipment
		got, err := sh.store.UpdateBooking(ctx(t), b.ID, func(b *domain.Booking) (err error) {
			shipment, err = b.AddShipment(domain.ShipmentInput{Carrier: "DHL", TrackingNumber: "TRK-1",
				Lines: []domain.ShipmentLine{{ProductID: sh.product.ID, Quantity: 20}}}, "desk@pallet.test", at(2).Add(1500*time.Microsecond))
			return err
		})
		require.NoError(t, err)
		assert.Equal(t, domain.StatusPartiallyShipped, got.Status)
		read, err := sh.store.GetBooking(ctx(t), b.ID)
		require.NoError(t, err)
		shipment.At = ms(shipment.At)
		assert.Equal(t, []domain.Shipment{shipment}, read.Shipments)
		assertUTC(t, read.Shipments[0].At)
	})
}

// testWarehouseContention races orders for one product split across three
// warehouses: none oversells any warehouse, and every piece taken is
// recorded on exactly one booking's allocations.
func (s suite) testWarehouseContention(t *testing.T) {
	s.skipUnlessAtomic(t)
	initial := map[string]int64{"main": 300, "north": 300, "east": 400}
	sh := s.warehouseShop(t, initial, false)
	var results placeResults
	startTogether(contentionWorkers, func(i int) {
		results.record(sh.store.PlaceBooking(ctx(t), newBooking(sh.product, sh.buyer, contentionQuantity, at(i)), domain.OrderRules{}))
	})
	assert.Equal(t, contentionStock/contentionQuantity, results.successes)
	for _, err := range results.failures {
		assertOutOfStock(t, err)
	}
	final := sh.stocks(t)
	taken := allocatedByWarehouse(t, sh.store, sh.buyer.ID)
	for code, n := range initial {
		assert.GreaterOrEqual(t, final[code], int64(0))
		assert.Equal(t, n-final[code], taken[code], "warehouse %s lost exactly what the bookings record", code)
	}
}

// allocatedByWarehouse sums the pieces the user's live bookings hold, per warehouse.
func allocatedByWarehouse(t *testing.T, store ports.Store, userID string) map[string]int64 {
	t.Helper()
	taken := map[string]int64{}
	for n := 1; ; n++ {
		page, err := store.ListBookings(ctx(t), domain.BookingFilter{UserID: userID, PageRequest: domain.PageRequest{Page: n, Limit: domain.MaxPageLimit}})
		require.NoError(t, err)
		for _, b := range page.Items {
			for _, l := range b.Lines {
				for _, a := range l.Reserved() {
					taken[a.Warehouse] += a.Quantity
				}
			}
		}
		if len(page.Items) < domain.MaxPageLimit {
			return taken
		}
	}
}
