package domain

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func splitProduct(stocks map[string]int64) Product {
	p := Product{ID: "p1", MinOrderQuantity: 1}
	p.setWarehouseStocks(stocks)
	return p
}

func TestSettingThePlainStockMovesMainFirst(t *testing.T) {
	p := splitProduct(map[string]int64{"main": 100, "north": 40, "east": 10})
	p.Stock = 190
	p.SettleStock()
	assert.Equal(t, map[string]int64{"main": 140, "north": 40, "east": 10}, p.StockByWarehouse, "a rise goes to main")

	p.Stock = 30
	p.SettleStock()
	assert.Equal(t, map[string]int64{"north": 30}, p.StockByWarehouse, "a fall empties main, then the others by code")
	assert.Equal(t, int64(30), p.Stock)

	p = splitProduct(map[string]int64{"main": 100})
	assert.Nil(t, p.StockByWarehouse, "all in main records no split")
	assert.Equal(t, map[string]int64{"main": 100}, p.WarehouseStocks())
}

func TestReserveTakesTheOrderGivenAndBackordersOnlyWhenAllowed(t *testing.T) {
	order := []string{"main", "east", "north"}
	p := splitProduct(map[string]int64{"main": 5, "north": 5, "east": 5})
	allocs, backordered, ok := p.Reserve(12, order)
	assert.True(t, ok)
	assert.Zero(t, backordered)
	assert.Equal(t, []Allocation{{"main", 5}, {"east", 5}, {"north", 2}}, allocs)
	assert.Equal(t, int64(3), p.Stock)

	_, _, ok = p.Reserve(4, order)
	assert.False(t, ok, "not backorderable: short")
	assert.Equal(t, int64(3), p.Stock, "nothing was taken")

	p.Backorderable = true
	allocs, backordered, ok = p.Reserve(4, order)
	assert.True(t, ok)
	assert.Equal(t, int64(1), backordered)
	assert.Equal(t, []Allocation{{"north", 3}}, allocs)

	p.GiveBack([]Allocation{{"north", 3}, {"gone", 2}}, order)
	assert.Equal(t, map[string]int64{"north": 3, "main": 2}, p.WarehouseStocks(), "a deleted warehouse's pieces go to main")
}

func TestShipmentsShipAtMostWhatIsReadyAndMoveTheStatus(t *testing.T) {
	b := Booking{Status: StatusPaid, Lines: []BookingLine{{ProductID: "a", Quantity: 10, BackorderedQuantity: 4}, {ProductID: "b", Quantity: 5}}}
	_, err := b.AddShipment(ShipmentInput{Lines: []ShipmentLine{{ProductID: "a", Quantity: 7}}}, "desk", now)
	var refused *Error
	if assert.ErrorAs(t, err, &refused) {
		assert.Equal(t, map[string]string{"lines.a": "Only 6 pieces of this line are left to ship"}, refused.Fields)
	}

	_, err = b.AddShipment(ShipmentInput{Lines: []ShipmentLine{{ProductID: "b", Quantity: 5}}, TrackingNumber: "T1"}, "desk", now)
	assert.NoError(t, err)
	assert.Equal(t, StatusPartiallyShipped, b.Status)
	assert.Equal(t, "T1", b.TrackingNumber)

	_, err = b.ShipRest("T2", "desk", now)
	assert.NoError(t, err)
	assert.Equal(t, StatusPartiallyShipped, b.Status, "the backordered 4 have not shipped")
	_, err = b.ShipRest("T3", "desk", now)
	assert.ErrorIs(t, err, ErrNothingToShip)
}
