package mongodb

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.mongodb.org/mongo-driver/v2/bson"

	"github.com/palletshop/pallet/domain"
)

// Products stored before part numbers get a unique one at start, before the
// unique index that then guards them is built.
func TestProductsFromBeforePartNumbersGetUniqueOnes(t *testing.T) {
	ctx := t.Context()
	s := newStore(testClient, "pallet_test_"+domain.NewID())
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		_ = s.db.Drop(ctx)
	})
	ids := []string{domain.NewID(), domain.NewID()}
	for _, id := range ids {
		_, err := s.products.InsertOne(ctx, bson.D{
			{Key: "_id", Value: id}, {Key: "name", Value: "SSD"}, {Key: "brand", Value: "Samsung"},
			{Key: "priceCents", Value: int64(100)}, {Key: "stock", Value: int64(900)}, {Key: "minOrderQuantity", Value: int64(100)},
			{Key: "createdAt", Value: time.Now()}, {Key: "updatedAt", Value: time.Now()}, {Key: "version", Value: int64(1)},
		})
		require.NoError(t, err)
	}

	require.NoError(t, s.start(ctx))
	require.NoError(t, s.backfillSKUs(ctx), "a restart finds nothing to do")

	first, err := s.GetProduct(ctx, ids[0])
	require.NoError(t, err)
	second, err := s.GetProduct(ctx, ids[1])
	require.NoError(t, err)
	assert.Equal(t, "PLT-"+strings.ToUpper(ids[0]), first.SKU)
	assert.Equal(t, "PLT-"+strings.ToUpper(ids[1]), second.SKU)
	assert.Empty(t, first.PriceBreaks)
	found, err := s.GetProductsBySKU(ctx, []string{strings.ToLower(first.SKU)})
	require.NoError(t, err)
	require.Len(t, found, 1, "the backfilled part number is found whatever its case")

	_, err = s.UpdateProduct(ctx, second.ID, func(p *domain.Product) error {
		p.SKU = strings.ToLower(first.SKU)
		return nil
	})
	assert.ErrorIs(t, err, domain.ErrSKUTaken, "the unique index guards backfilled part numbers")
}
