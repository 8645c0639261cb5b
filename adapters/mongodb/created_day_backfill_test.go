package mongodb

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.mongodb.org/mongo-driver/v2/bson"

	"github.com/palletshop/pallet/domain"
)

// A booking saved before createdDay existed counts on the dashboard once
// the backfill has given it its UTC day.
func TestBookingsFromBeforeCreatedDayCountInSalesStats(t *testing.T) {
	s := newTestStore(t)
	ctx := t.Context()
	placed := time.Date(2026, 1, 2, 23, 30, 0, 0, time.UTC)
	insertLegacyBooking(t, s, "old", domain.NewID(), placed)
	_, err := s.bookings.UpdateOne(ctx, byID("old"), bson.D{{Key: "$set", Value: bson.D{{Key: "status", Value: string(domain.StatusPaid)}}}})
	require.NoError(t, err)

	before, err := s.SalesStats(ctx, placed, placed, 5)
	require.NoError(t, err)
	assert.Equal(t, int64(0), before.RevenueByDay[0].Cents, "without its day the booking is not counted")

	require.NoError(t, s.backfillCreatedDays(ctx))
	require.NoError(t, s.backfillCreatedDays(ctx), "a restart finds nothing to do")
	after, err := s.SalesStats(ctx, placed, placed, 5)
	require.NoError(t, err)
	assert.Equal(t, []domain.DayRevenue{{Date: "2026-01-02", Cents: 10000}}, after.RevenueByDay)
	raw, err := s.bookings.FindOne(ctx, byID("old")).Raw()
	require.NoError(t, err)
	assert.Equal(t, "2026-01-02", raw.Lookup("createdDay").StringValue())
}
