package mongodb

import (
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.mongodb.org/mongo-driver/v2/bson"

	"github.com/palletshop/pallet/adapters/contracttest"
	"github.com/palletshop/pallet/domain"
)

// Without transactions a number is reserved before the booking's save; when
// a racing writer makes the save retry and the retry fails, the number goes
// back to the counter instead of leaving a gap.
func TestAnInvoiceNumberReservedForASaveThatFailsIsGivenBack(t *testing.T) {
	s := newTestStore(t)
	if s.transactions {
		t.Skip("with transactions the reservation rolls back with the save")
	}
	ctx := t.Context()
	p := domain.Product{ID: domain.NewID(), Name: "SSD", Brand: "Samsung", PriceCents: 100, Stock: 500, MinOrderQuantity: 100}
	require.NoError(t, s.CreateProduct(ctx, p))
	b := contracttest.UnpaidOrder(t, p, 100)
	require.NoError(t, s.PlaceBooking(ctx, b, domain.OrderRules{}))
	paidAt := time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)

	parties := domain.DocumentParties{Buyer: domain.BillTo{Name: "Acme"}}
	calls := 0
	refuse := errors.New("refused on the second look")
	_, err := s.UpdateBooking(ctx, b.ID, func(v *domain.Booking) error {
		calls++
		if calls > 1 {
			return refuse
		}
		bump := bson.D{{Key: "$inc", Value: bson.D{{Key: "version", Value: int64(1)}}}}
		_, err := s.bookings.UpdateOne(ctx, byID(b.ID), bump) // a racing writer moves the version
		require.NoError(t, err)
		v.Invoice(paidAt, parties)
		return nil
	})
	require.ErrorIs(t, err, refuse)
	require.Equal(t, 2, calls, "the first save lost its race and fn ran again")

	invoiced, err := s.UpdateBooking(ctx, b.ID, func(v *domain.Booking) error {
		v.Invoice(paidAt, parties)
		return nil
	})
	require.NoError(t, err)
	assert.Equal(t, "INV-2026-000001", invoiced.InvoiceNumber, "the first reservation was given back")
}
