package domain

import (
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var now = time.Date(2026, 11, 25, 10, 0, 0, 0, time.UTC)

func testProduct() Product {
	return Product{ID: NewID(), Name: "990 PRO 2TB", PriceCents: 15999, Stock: 500, MinOrderQuantity: 100}
}

var buyer = User{ID: NewID(), Email: "buyer@example.com", Name: "Dana Buyer"}

func TestNewBookingPricesOnTheServer(t *testing.T) {
	b, err := NewBooking(BookingInput{Quantity: 150, Address: " 1 Dock Rd ", Phone: "555"}, testProduct(), buyer, now)
	require.NoError(t, err)
	assert.Equal(t, int64(15999*150), b.TotalPriceCents)
	assert.Equal(t, int64(15999), b.UnitPriceCents)
	assert.Equal(t, "Dana Buyer", b.ClientName, "defaults to the buyer's name")
	assert.Equal(t, "1 Dock Rd", b.Address)
	assert.Equal(t, StatusUnpaid, b.Status)
	assert.Equal(t, []StatusChange{{Status: StatusUnpaid, At: now, By: "buyer@example.com"}}, b.History)
}

func TestNewBookingRules(t *testing.T) {
	p := testProduct()
	cases := []struct {
		name  string
		in    BookingInput
		code  Code
		field string
		msg   string
	}{
		{"below MOQ", BookingInput{Quantity: 99, Address: "a", Phone: "1"}, CodeInvalid, "quantity", "Minimum order is 100 pieces"},
		{"negative", BookingInput{Quantity: -5, Address: "a", Phone: "1"}, CodeInvalid, "quantity", "Minimum order is 100 pieces"},
		{"over stock", BookingInput{Quantity: 501, Address: "a", Phone: "1"}, CodeConflict, "quantity", "Only 500 pieces in stock"},
		{"no address", BookingInput{Quantity: 100, Phone: "1"}, CodeInvalid, "address", "Address is Required"},
		{"no phone", BookingInput{Quantity: 100, Address: "a"}, CodeInvalid, "phone", "Phone is Required"},
	}
	for _, tc := range cases {
		_, err := NewBooking(tc.in, p, buyer, now)
		require.Error(t, err, tc.name)
		var shortage *StockShortage
		if errors.As(err, &shortage) {
			err = shortage.OneProductError()
		}
		e := err.(*Error)
		assert.Equal(t, tc.code, e.Code, tc.name)
		assert.Equal(t, tc.msg, e.Fields[tc.field], tc.name)
	}
	_, err := NewBooking(BookingInput{Quantity: 501, Address: "a", Phone: "1"}, p, buyer, now)
	assert.True(t, IsOutOfStock(err))
}

func TestBookingLifecycle(t *testing.T) {
	b, err := NewBooking(BookingInput{Quantity: 100, Address: "a", Phone: "1"}, testProduct(), buyer, now)
	require.NoError(t, err)

	assert.Equal(t, CodeConflict, ErrorCode(b.Ship("", "admin", now)), "unpaid can't ship")
	assert.Equal(t, CodeConflict, ErrorCode(b.Refund("admin", now)), "unpaid can't refund")

	changed, err := b.MarkPaid("pi_1", "buyer", now)
	require.NoError(t, err)
	assert.True(t, changed)
	assert.True(t, b.Paid())
	changed, err = b.MarkPaid("pi_1", "webhook", now)
	require.NoError(t, err)
	assert.False(t, changed, "the same payment twice is harmless")
	_, err = b.MarkPaid("pi_2", "x", now)
	assert.Equal(t, CodeConflict, ErrorCode(err), "a second, different payment is refused")
	assert.Equal(t, CodeConflict, ErrorCode(b.Cancel("buyer", now)), "paid can't be cancelled")

	require.NoError(t, b.Ship(" 1Z999 ", "admin", now))
	assert.Equal(t, "1Z999", b.TrackingNumber)
	require.NoError(t, b.Deliver("admin", now))
	assert.Equal(t, StatusDelivered, b.Status)
	assert.Len(t, b.History, 4)
	assert.True(t, b.Status.HoldsStock())
}

func TestCancelOnlyWhileUnpaid(t *testing.T) {
	b, _ := NewBooking(BookingInput{Quantity: 100, Address: "a", Phone: "1"}, testProduct(), buyer, now)
	require.NoError(t, b.Cancel("buyer", now))
	assert.False(t, b.Status.HoldsStock())
	err := b.Cancel("buyer", now)
	assert.Equal(t, "This order is already cancelled", err.(*Error).Message)
	assert.Equal(t, CodeConflict, ErrorCode(b.CheckPayable()))
}
