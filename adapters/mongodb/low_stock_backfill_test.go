package mongodb

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.mongodb.org/mongo-driver/v2/bson"

	"github.com/palletshop/pallet/domain"
)

// A product stored while its low-stock headroom counted only its threshold
// gets a level that counts its minimum order at start, so one short of a
// minimum order shows as low.
func TestProductsFromBeforeTheMinimumOrderCountedAreLowWhenShortOfOne(t *testing.T) {
	s := newTestStore(t)
	ctx := t.Context()
	short, plenty := domain.NewID(), domain.NewID()
	for id, stock := range map[string]int64{short: 8, plenty: 10} {
		_, err := s.products.InsertOne(ctx, bson.D{
			{Key: "_id", Value: id}, {Key: "name", Value: "SSD"}, {Key: "brand", Value: "Samsung"},
			{Key: "priceCents", Value: int64(100)}, {Key: "stock", Value: stock}, {Key: "minOrderQuantity", Value: int64(10)},
			{Key: "sku", Value: "SSD-" + id}, {Key: "skuKey", Value: "SSD-" + id},
			{Key: "lowStockThreshold", Value: int64(0)}, {Key: "lowStockHeadroom", Value: stock},
			{Key: "createdAt", Value: time.Now()}, {Key: "updatedAt", Value: time.Now()}, {Key: "version", Value: int64(1)},
		})
		require.NoError(t, err)
	}

	require.NoError(t, s.backfillLowStockLevels(ctx))
	require.NoError(t, s.backfillLowStockLevels(ctx), "a restart finds nothing to do")

	stats, err := s.SalesStats(ctx, time.Now(), time.Now(), 0)
	require.NoError(t, err)
	require.Len(t, stats.LowStock, 1)
	assert.Equal(t, short, stats.LowStock[0].ID)
	claimed, err := s.ClaimLowStockAlerts(ctx)
	require.NoError(t, err)
	require.Len(t, claimed, 1)
	assert.Equal(t, short, claimed[0].ID)
}
