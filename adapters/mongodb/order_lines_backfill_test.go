package mongodb

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.mongodb.org/mongo-driver/v2/bson"

	"github.com/palletshop/pallet/domain"
)

// An order stored before orders had lines has only its summary fields.
func insertLegacyBooking(t *testing.T, s *Store, id, productID string, placed time.Time) {
	t.Helper()
	_, err := s.bookings.InsertOne(t.Context(), bson.D{
		{Key: "_id", Value: id}, {Key: "productId", Value: productID}, {Key: "productName", Value: "SSD"},
		{Key: "unitPriceCents", Value: int64(100)}, {Key: "totalPriceCents", Value: int64(10000)},
		{Key: "quantity", Value: int64(100)}, {Key: "userId", Value: "u1"}, {Key: "user", Value: "u@example.com"},
		{Key: "status", Value: string(domain.StatusUnpaid)}, {Key: "createdAt", Value: placed},
		{Key: "updatedAt", Value: placed}, {Key: "version", Value: int64(1)},
	})
	require.NoError(t, err)
}

func TestOrdersFromBeforeLinesBecomeOneLineOrders(t *testing.T) {
	s := newTestStore(t)
	ctx := t.Context()
	p := domain.Product{ID: domain.NewID(), Name: "SSD", Brand: "Samsung", PriceCents: 100, Stock: 900, MinOrderQuantity: 100}
	require.NoError(t, s.CreateProduct(ctx, p))
	insertLegacyBooking(t, s, "old", p.ID, time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC))

	require.NoError(t, s.backfillOrderLines(ctx))
	require.NoError(t, s.backfillOrderLines(ctx), "a restart finds nothing to do")

	old, err := s.GetBooking(ctx, "old")
	require.NoError(t, err)
	assert.Equal(t, []domain.BookingLine{{ProductID: p.ID, ProductName: "SSD", Quantity: 100, UnitPriceCents: 100,
		LineTotalCents: 10000}}, old.Lines, "one line, not two after the second run")
	assert.Equal(t, int64(10000), old.SubtotalCents)
	assert.Equal(t, domain.PaymentCard, old.PaymentMethod)

	_, err = s.UpdateBooking(ctx, "old", func(b *domain.Booking) error { return b.Cancel("u@example.com", time.Now()) })
	require.NoError(t, err)
	got, err := s.GetProduct(ctx, p.ID)
	require.NoError(t, err)
	assert.Equal(t, int64(1000), got.Stock, "the backfilled line gives its stock back")
}
