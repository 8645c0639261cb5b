package domain

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var dock = OrderDetails{Address: "1 Dock Rd", Phone: "555"}

func TestNewOrderPricesEachLineByItsBreak(t *testing.T) {
	p := tieredProduct()
	p.SKU = "DDR5-32"
	for quantity, unit := range map[int64]int64{499: 1000, 500: 900, 1000: 800} {
		b, err := NewOrder(dock, []OrderItem{{ProductID: p.ID, Product: &p, Quantity: quantity}}, buyer, now)
		require.NoError(t, err)
		assert.Equal(t, []BookingLine{{ProductID: p.ID, SKU: "DDR5-32", ProductName: p.Name, Quantity: quantity,
			UnitPriceCents: unit, LineTotalCents: unit * quantity}}, b.Lines, "%d pieces", quantity)
		assert.Equal(t, unit*quantity, b.TotalPriceCents)
	}
}

func TestNewBookingPricesTheOneProductFormByBreaksToo(t *testing.T) {
	b, err := NewBooking(BookingInput{Quantity: 500, Address: "a", Phone: "1"}, tieredProduct(), buyer, now)
	require.NoError(t, err)
	assert.Equal(t, int64(900), b.UnitPriceCents)
	assert.Equal(t, int64(450_000), b.TotalPriceCents)
}

func TestNewOrderAtQuotedPrices(t *testing.T) {
	p := tieredProduct()
	quoted := OrderItem{ProductID: p.ID, Product: &p, Quantity: 2000, QuotedUnitPriceCents: 650}
	b, err := NewOrder(dock, []OrderItem{quoted}, buyer, now)
	require.NoError(t, err)
	assert.Equal(t, int64(650), b.Lines[0].UnitPriceCents, "the quoted price replaces the break price")
	assert.Equal(t, int64(1_300_000), b.TotalPriceCents)

	p.MinOrderQuantity = 5000
	_, err = NewOrder(dock, []OrderItem{quoted}, buyer, now)
	assert.NoError(t, err, "the MOQ was checked when quoted; a later change doesn't void the offer")

	p.Stock = 1999
	_, err = NewOrder(dock, []OrderItem{quoted}, buyer, now)
	assert.Equal(t, map[string]string{LineField(p.ID): "Only 1999 pieces in stock"}, err.(*Error).Fields, "stock still applies")

	_, err = NewOrder(dock, []OrderItem{{ProductID: "gone", Quantity: 2000, QuotedUnitPriceCents: 650}}, buyer, now)
	assert.Equal(t, map[string]string{LineField("gone"): ProductUnavailableMessage}, err.(*Error).Fields)
}

func TestQuoteOrderItemsCarryTheOfferedPrices(t *testing.T) {
	q, p := offeredQuote(t)
	items := q.OrderItems(map[string]Product{p.ID: p})
	require.Len(t, items, 1)
	assert.Equal(t, int64(700), items[0].QuotedUnitPriceCents)
	assert.Equal(t, int64(2000), items[0].Quantity)
	assert.Equal(t, p.ID, items[0].Product.ID)

	assert.Nil(t, q.OrderItems(map[string]Product{})[0].Product, "a product that is gone is nil")
}

func TestTheCartPricesEachLineByItsBreak(t *testing.T) {
	p := tieredProduct()
	cart := Cart{Lines: []CartLine{{ProductID: p.ID, Quantity: 500}}}.Price(map[string]Product{p.ID: p})
	assert.Equal(t, int64(900), cart.Lines[0].UnitPriceCents)
	assert.Equal(t, int64(450_000), cart.SubtotalCents)
}
