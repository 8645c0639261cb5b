package app

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/palletshop/pallet/domain"
)

// orderLetters is every mail the shop sends a buyer about one order.
func orderLetters(b domain.Booking) map[string]domain.Mail {
	return map[string]domain.Mail{
		"placed":   testLetters.orderPlaced(b, fixedNow),
		"paid":     testLetters.paymentReceived(b, fixedNow),
		"shipped":  testLetters.shipped(b, fixedNow),
		"refunded": testLetters.refunded(b, fixedNow),
	}
}

func poOrder(po string) domain.Booking {
	return domain.Booking{ID: "order-with-po-k7q2m9", UserEmail: "buyer@example.com", ClientName: "Bob",
		Address: "1 Dock Rd", PONumber: po, PaymentMethod: domain.PaymentCard, ExpiresAt: fixedNow.Add(48 * time.Hour),
		Lines: []domain.BookingLine{{ProductName: "Test SSD", SKU: "SSD-1", Quantity: 100, LineTotalCents: 250000}}}
}

func TestEveryOrderMailQuotesTheBuyersPONumber(t *testing.T) {
	for kind, m := range orderLetters(poOrder("4500-778")) {
		assert.Contains(t, m.Subject, "PO 4500-778", kind)
		assert.Contains(t, m.Text, "Your PO number: 4500-778", kind)
		assert.Contains(t, m.HTML, "Your PO number: 4500-778", kind)
	}
}

func TestAnOrderWithoutAPONumberMailsNoPOLine(t *testing.T) {
	for kind, m := range orderLetters(poOrder("")) {
		assert.NotContains(t, m.Subject, "PO", kind)
		assert.NotContains(t, m.Text, "PO number", kind)
	}
}
