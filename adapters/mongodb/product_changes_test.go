package mongodb

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.mongodb.org/mongo-driver/v2/bson"

	"github.com/palletshop/pallet/domain"
)

// Products saved before the change feed get a number at start-up, so the
// catalogue index reads them; later starts leave the number alone.
func TestProductsFromBeforeTheChangeFeedAreNumbered(t *testing.T) {
	s := newTestStore(t)
	ctx := t.Context()
	p := domain.Product{ID: domain.NewID(), Name: "Vortex SSD", Brand: "Samsung", SKU: "VX-1", PriceCents: 100, Stock: 900, MinOrderQuantity: 1}
	_, err := s.products.InsertOne(ctx, bson.D{{Key: "_id", Value: p.ID}, {Key: "name", Value: p.Name}, {Key: "brand", Value: p.Brand},
		{Key: "sku", Value: p.SKU}, {Key: "skuKey", Value: "VX-1"}, {Key: "priceCents", Value: p.PriceCents}, {Key: "version", Value: int64(1)}})
	require.NoError(t, err)

	require.NoError(t, s.backfillProductSeqs(ctx))
	changes, err := s.ProductChanges(ctx, 0, 10)
	require.NoError(t, err)
	require.Len(t, changes, 1)
	assert.Equal(t, p.ID, changes[0].ID)
	numbered := changes[0].Seq
	assert.Positive(t, numbered)

	require.NoError(t, s.backfillProductSeqs(ctx))
	changes, err = s.ProductChanges(ctx, 0, 10)
	require.NoError(t, err)
	assert.Equal(t, numbered, changes[0].Seq, "a second start renumbers nothing")
}

// A store from before the catalogue index loses the indexes its sorts used
// at start-up, and keeps the ones still read.
func TestTheIndexesOfRetiredSortsAreDropped(t *testing.T) {
	s := newTestStore(t)
	ctx := t.Context()
	for _, field := range []string{"brand", "priceCents", "createdAt"} {
		_, err := s.products.Indexes().CreateOne(ctx, plain(asc(field)))
		require.NoError(t, err)
	}

	require.NoError(t, s.backfillProductSeqs(ctx))
	specs, err := s.products.Indexes().ListSpecifications(ctx)
	require.NoError(t, err)
	var names []string
	for _, spec := range specs {
		names = append(names, spec.Name)
	}
	assert.NotContains(t, names, "brand_1")
	assert.NotContains(t, names, "priceCents_1")
	assert.NotContains(t, names, "createdAt_1")
	assert.Contains(t, names, "nameKey_1", "the export reads products by name")
	assert.Contains(t, names, "skuKey_1", "part numbers stay unique")
}
