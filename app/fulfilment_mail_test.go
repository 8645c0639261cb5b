package app

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/palletshop/pallet/domain"
)

func TestAShipmentLetterSaysWhetherItIsPartTheRestOrTheWholeOrder(t *testing.T) {
	b := domain.Booking{ID: "bk-7f3a00000000000000000000", Address: "1 Dock Rd",
		Lines: []domain.BookingLine{{ProductID: "p", ProductName: "Test SSD", Quantity: 10}}}
	first := domain.Shipment{Lines: []domain.ShipmentLine{{ProductID: "p", Quantity: 4}}, TrackingNumber: "TRK-1"}
	rest := domain.Shipment{Lines: []domain.ShipmentLine{{ProductID: "p", Quantity: 6}}, TrackingNumber: "TRK-2"}
	ref := b.Reference()

	b.Status, b.Shipments = domain.StatusPartiallyShipped, []domain.Shipment{first}
	part := testLetters.shipmentSent(b, first, fixedNow)
	assert.Equal(t, "Part of order "+ref+" has shipped", part.Subject)
	assert.Contains(t, part.Text, "Part of order "+ref+" has left our warehouse for 1 Dock Rd:")
	assert.Contains(t, part.Text, "4 × Test SSD")

	b.Status, b.Shipments = domain.StatusShipped, []domain.Shipment{first, rest}
	last := testLetters.shipmentSent(b, rest, fixedNow)
	assert.Equal(t, "Order "+ref+" has shipped", last.Subject)
	assert.Contains(t, last.Text, "The rest of order "+ref+" has left our warehouse")
	assert.NotContains(t, last.Text, "Part of order")

	b.Shipments = []domain.Shipment{rest}
	whole := testLetters.shipmentSent(b, rest, fixedNow)
	assert.Contains(t, whole.Text, "Order "+ref+" has left our warehouse")
	assert.NotContains(t, whole.Text, "rest of")
}
