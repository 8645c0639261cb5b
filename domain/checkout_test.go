package domain

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func orderProduct(id, name string, priceCents, stock, moq int64) *Product {
	return &Product{ID: id, Name: name, PriceCents: priceCents, Stock: stock, MinOrderQuantity: moq}
}

func orderItem(p *Product, quantity int64) OrderItem {
	return OrderItem{ProductID: p.ID, Product: p, Quantity: quantity}
}

func TestNewOrderPricesEveryLineAndSummarisesThem(t *testing.T) {
	ssd, ram, sw := orderProduct("p-ssd", "SSD", 14900, 1000, 100), orderProduct("p-ram", "DIMM", 9900, 500, 50), orderProduct("p-sw", "Switch", 25000, 40, 10)
	details := OrderDetails{Address: " 1 Dock Road ", Phone: "555", PONumber: " PO-77 ", Note: " leave at gate "}

	b, err := NewOrder(details, []OrderItem{orderItem(ssd, 200), orderItem(ram, 100), orderItem(sw, 20)}, buyer, now)
	require.NoError(t, err)

	assert.Equal(t, []BookingLine{
		{ProductID: "p-ram", ProductName: "DIMM", Quantity: 100, UnitPriceCents: 9900, LineTotalCents: 990000},
		{ProductID: "p-ssd", ProductName: "SSD", Quantity: 200, UnitPriceCents: 14900, LineTotalCents: 2980000},
		{ProductID: "p-sw", ProductName: "Switch", Quantity: 20, UnitPriceCents: 25000, LineTotalCents: 500000},
	}, b.Lines, "lines in product-id order, the order stores reserve them in")
	assert.Equal(t, int64(4470000), b.SubtotalCents)
	assert.Equal(t, int64(0), b.TaxCents)
	assert.Equal(t, int64(4470000), b.TotalPriceCents)
	assert.Equal(t, "p-ram", b.ProductID, "one-product clients see the first line's id")
	assert.Equal(t, "DIMM, SSD, Switch", b.ProductName)
	assert.Equal(t, int64(320), b.Quantity, "and the pieces summed")
	assert.Equal(t, int64(0), b.UnitPriceCents, "several lines have no one unit price")
	assert.Equal(t, "1 Dock Road", b.Address)
	assert.Equal(t, "PO-77", b.PONumber)
	assert.Equal(t, "leave at gate", b.Note)
	assert.Equal(t, buyer.Name, b.ClientName, "the client name defaults to the buyer's")
	assert.Equal(t, PaymentCard, b.PaymentMethod)
	assert.Equal(t, StatusUnpaid, b.Status)
	assert.Equal(t, map[string]int64{"p-ram": 100, "p-ssd": 200, "p-sw": 20}, b.LineQuantities())
}

func TestNewOrderNamesEveryLineThatCantBeOrdered(t *testing.T) {
	ok, low, short := orderProduct("p-ok", "OK", 100, 1000, 10), orderProduct("p-low", "Low", 100, 1000, 100), orderProduct("p-short", "Short", 100, 30, 10)
	gone := OrderItem{ProductID: "p-gone", Quantity: 50}

	_, err := NewOrder(OrderDetails{Address: "a", Phone: "1"},
		[]OrderItem{orderItem(ok, 10), orderItem(low, 99), orderItem(short, 31), gone}, buyer, now)

	var e *Error
	require.True(t, errors.As(err, &e))
	assert.Equal(t, CodeInvalid, e.Code)
	assert.Equal(t, map[string]string{
		"lines.p-low":   "Minimum order is 100 pieces",
		"lines.p-short": "Only 30 pieces in stock",
		"lines.p-gone":  "This product is no longer available",
	}, e.Fields)
}

func TestNewOrderChecksTheDetails(t *testing.T) {
	p := orderProduct("p1", "SSD", 100, 1000, 10)
	cases := map[string]struct {
		details OrderDetails
		field   string
		msg     string
	}{
		"no address":     {OrderDetails{Phone: "1"}, "address", "Address is Required"},
		"no phone":       {OrderDetails{Address: "a"}, "phone", "Phone is Required"},
		"long PO number": {OrderDetails{Address: "a", Phone: "1", PONumber: strings.Repeat("7", MaxPONumberLen+1)}, "poNumber", TooLongMessage(MaxPONumberLen)},
		"long note":      {OrderDetails{Address: "a", Phone: "1", Note: strings.Repeat("n", MaxNoteLen+1)}, "note", TooLongMessage(MaxNoteLen)},
		"unknown method": {OrderDetails{Address: "a", Phone: "1", PaymentMethod: "cash"}, "paymentMethod", "Choose card or invoice"},
	}
	for name, tc := range cases {
		_, err := NewOrder(tc.details, []OrderItem{orderItem(p, 10)}, buyer, now)
		var e *Error
		require.True(t, errors.As(err, &e), name)
		assert.Equal(t, tc.msg, e.Fields[tc.field], name)
	}
	_, err := NewOrder(OrderDetails{Address: "a", Phone: "1"}, nil, buyer, now)
	assert.Equal(t, ErrEmptyCart, err)
}

func TestStockShortageReadsAsCheckoutOrAsTheOneProductForm(t *testing.T) {
	short := &StockShortage{Stock: map[string]int64{"p2": 7, "p1": 3}, Missing: []string{"p9"}}
	var e *Error
	require.True(t, errors.As(short, &e), "unwrapped, a shortage is checkout's 400")
	assert.Equal(t, CodeInvalid, e.Code)
	assert.Equal(t, map[string]string{"lines.p1": "Only 3 pieces in stock", "lines.p2": "Only 7 pieces in stock",
		"lines.p9": "This product is no longer available"}, e.Fields)
	assert.True(t, IsOutOfStock(short))

	assert.Equal(t, InvalidField("productId", "This product is no longer available"), short.OneProductError())
	one := ShortOf("p1", 3).OneProductError()
	assert.Equal(t, OutOfStock(3), one, "the one-product form's 409 under quantity")
	assert.False(t, IsOutOfStock(one), "translated, it is an ordinary answer")
}

func TestCartIsPricedWithTodaysPricesAndItsProblems(t *testing.T) {
	cart := Cart{Lines: []CartLine{{ProductID: "p-ok", Quantity: 20}, {ProductID: "p-low", Quantity: 5}, {ProductID: "p-gone", Quantity: 9}}}
	products := map[string]Product{"p-ok": *orderProduct("p-ok", "OK", 250, 100, 10), "p-low": *orderProduct("p-low", "Low", 100, 100, 10)}

	priced := cart.Price(products)

	require.Len(t, priced.Lines, 3)
	assert.Equal(t, "", priced.Lines[0].Problem)
	assert.Equal(t, int64(5000), priced.Lines[0].LineTotalCents)
	assert.Equal(t, "Minimum order is 10 pieces", priced.Lines[1].Problem)
	assert.Equal(t, "This product is no longer available", priced.Lines[2].Problem)
	assert.Nil(t, priced.Lines[2].Product)
	assert.Equal(t, int64(5500), priced.SubtotalCents, "a gone product adds nothing")
	assert.Equal(t, priced.SubtotalCents, priced.TotalCents)
	assert.Equal(t, []string{"p-ok", "p-low", "p-gone"}, cart.ProductIDs(), "lines keep the order they were added in")
	assert.Len(t, priced.Items(), 3)
}

func TestCartQuantities(t *testing.T) {
	assert.NoError(t, CheckCartQuantity(1))
	assert.Equal(t, "Quantity must be at least 1", CheckCartQuantity(0).(*Error).Message)
	assert.Equal(t, "Quantity is too large", CheckCartQuantity(MaxCartQuantity+1).(*Error).Message)
}

func TestCancellingAnInvoicedOrderCreditsItsInvoice(t *testing.T) {
	p := orderProduct("p1", "SSD", 100, 1000, 10)
	b, err := NewOrder(OrderDetails{Address: "a", Phone: "1"}, []OrderItem{orderItem(p, 10)}, buyer, now)
	require.NoError(t, err)
	b.OnInvoiceTerms(30, now, PartiesOf(ShopDetails{Name: "Pallet"}, buyer, b))
	later := now.Add(time.Hour)

	require.NoError(t, b.Cancel("buyer@example.com", later))

	assert.Equal(t, later, b.CreditedAt, "the store numbers the credit note with the cancellation")

	card, err := NewOrder(OrderDetails{Address: "a", Phone: "1"}, []OrderItem{orderItem(p, 10)}, buyer, now)
	require.NoError(t, err)
	require.NoError(t, card.Cancel("buyer@example.com", later))
	assert.True(t, card.CreditedAt.IsZero(), "nothing was invoiced, so nothing is credited")
}
