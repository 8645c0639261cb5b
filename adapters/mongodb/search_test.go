package mongodb

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo"

	"github.com/palletshop/pallet/domain"
)

// Why search is word arrays and one aggregation per facet: the test server
// (FerretDB v1) has no $text, no $facet and no $cond. When this fails, the
// server has grown them and deploy/mongodb-search.md's plan can be revisited.
func TestTheTestServerLacksTextSearchAndFacetStages(t *testing.T) {
	if realMongo {
		t.Skip("MongoDB has $text and $facet; this documents FerretDB v1")
	}
	s := newTestStore(t)
	ctx := t.Context()
	require.NoError(t, s.CreateProduct(ctx, domain.Product{ID: domain.NewID(), Name: "SSD", Brand: "Acme", SKU: "A-1"}))
	_, err := s.products.CountDocuments(ctx, bson.D{{Key: "$text", Value: bson.D{{Key: "$search", Value: "ssd"}}}})
	assert.Error(t, err, "$text")
	count := bson.A{bson.D{{Key: "$count", Value: "n"}}}
	_, err = s.products.Aggregate(ctx, mongo.Pipeline{{{Key: "$facet", Value: bson.D{{Key: "n", Value: count}}}}})
	assert.Error(t, err, "$facet")
	_, err = s.products.Aggregate(ctx, mongo.Pipeline{{{Key: "$addFields", Value: bson.D{{Key: "tier",
		Value: bson.D{{Key: "$cond", Value: bson.A{true, 1, 0}}}}}}}})
	assert.Error(t, err, "$cond")
}

// Products saved before search get their words and attribute pairs at
// start-up, and are found afterwards.
func TestProductsFromBeforeSearchAreBackfilled(t *testing.T) {
	s := newTestStore(t)
	ctx := t.Context()
	p := domain.Product{ID: domain.NewID(), Name: "Vortex SSD", Brand: "Samsung", SKU: "VX-1", Descriptions: "Fast drive",
		PriceCents: 100, Stock: 900, MinOrderQuantity: 1}
	doc := newProductDoc(p, 1)
	raw, err := bson.Marshal(doc)
	require.NoError(t, err)
	var legacy bson.D
	require.NoError(t, bson.Unmarshal(raw, &legacy))
	legacy = dropFields(legacy, "words", "titleWords", "attributePairs", "category", "attributes")
	_, err = s.products.InsertOne(ctx, legacy)
	require.NoError(t, err)

	require.NoError(t, s.backfillSearchFields(ctx))
	page, err := s.ListProducts(ctx, domain.ProductFilter{Query: "vort driv"})
	require.NoError(t, err)
	require.Len(t, page.Items, 1)
	assert.Equal(t, "", page.Items[0].Category)
	assert.Nil(t, page.Items[0].Attributes)
	facets, err := s.ProductFacets(ctx, domain.ProductFilter{}, nil)
	require.NoError(t, err)
	assert.Empty(t, facets.Categories, "a product in no category is in no category's count")

	again, err := s.GetProduct(ctx, p.ID)
	require.NoError(t, err)
	var stored productDoc
	require.NoError(t, s.products.FindOne(ctx, byID(p.ID)).Decode(&stored))
	assert.Equal(t, int64(2), stored.Version, "the backfill moves the version")
	assert.Equal(t, []string{"1", "drive", "fast", "samsung", "ssd", "vortex", "vx"}, stored.Search.Words)
	assert.Equal(t, p.Name, again.Name)
}

func dropFields(d bson.D, names ...string) bson.D {
	out := bson.D{}
	for _, e := range d {
		keep := true
		for _, n := range names {
			keep = keep && e.Key != n
		}
		if keep {
			out = append(out, e)
		}
	}
	return out
}
