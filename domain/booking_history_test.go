package domain

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func shippedByAdmin() Booking {
	return Booking{UserEmail: "buyer@example.com", History: []StatusChange{
		{Status: StatusUnpaid, At: now, By: "buyer@example.com"},
		{Status: StatusPaid, At: now, By: "payment-gateway"},
		{Status: StatusShipped, At: now, By: "ops@pallet.example"},
		{Status: StatusDelivered, At: now, By: "system"},
	}}
}

func byOf(history []StatusChange) []string {
	var by []string
	for _, h := range history {
		by = append(by, h.By)
	}
	return by
}

func TestCustomersSeeStaffInsteadOfAnAdminsEmail(t *testing.T) {
	b := shippedByAdmin()
	assert.Equal(t, []string{"buyer@example.com", "payment-gateway", "staff", "system"}, byOf(b.HistorySeenBy(buyer)))
	assert.Equal(t, "ops@pallet.example", b.History[2].By, "the stored history is unchanged")
}

func TestAdminsSeeWhoChangedABooking(t *testing.T) {
	admin := User{ID: NewID(), Email: "cto@pallet.example", Role: RoleAdmin}
	assert.Equal(t, []string{"buyer@example.com", "payment-gateway", "ops@pallet.example", "system"},
		byOf(shippedByAdmin().HistorySeenBy(admin)))
}

func TestTheBuyerIsRecognisedWhateverTheCase(t *testing.T) {
	b := Booking{UserEmail: "buyer@example.com", History: []StatusChange{{Status: StatusCancelled, By: "Buyer@Example.com"}}}
	assert.Equal(t, []string{"Buyer@Example.com"}, byOf(b.HistorySeenBy(buyer)))
}
