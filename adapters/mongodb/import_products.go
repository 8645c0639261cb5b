package mongodb

import (
	"context"
	"slices"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo"
	"go.mongodb.org/mongo-driver/v2/mongo/options"

	"github.com/palletshop/pallet/domain"
)

// lookupBatch bounds the $in lists of the import's set lookups.
const lookupBatch = 1000

// ImportProducts checks the whole file first (one part number per row, no
// new row under an id another product has), then upserts every row by
// skuKey in one bulk write, in a transaction when the server has them.
// Without transactions each upsert is idempotent: a write cut short leaves
// some rows saved, and importing the same file again completes it.
func (s *Store) ImportProducts(ctx context.Context, products []domain.Product) (created, updated int, err error) {
	if len(products) == 0 {
		return 0, 0, nil
	}
	if err := s.checkImport(ctx, products); err != nil {
		return 0, 0, err
	}
	models := make([]mongo.WriteModel, len(products))
	for i, p := range products {
		if models[i], err = importUpsert(p); err != nil {
			return 0, 0, storeErr(err)
		}
	}
	err = s.audited(ctx, func(ctx context.Context) error {
		res, err := s.products.BulkWrite(ctx, models, options.BulkWrite().SetOrdered(true))
		if err != nil {
			return storeErr(err)
		}
		created, updated = int(res.UpsertedCount), int(res.MatchedCount)
		return nil
	})
	if err != nil {
		return 0, 0, err
	}
	return created, updated, nil
}

// importUpsert saves p over the product with its part number, which keeps
// its id, creation time and low-stock mark, or inserts p.
func importUpsert(p domain.Product) (mongo.WriteModel, error) {
	raw, err := bson.Marshal(newProductDoc(p, 1))
	if err != nil {
		return nil, err
	}
	var fields bson.D
	if err := bson.Unmarshal(raw, &fields); err != nil {
		return nil, err
	}
	kept := []string{"_id", "createdAt", "version", "lowStockAlerted"}
	set := slices.DeleteFunc(fields, func(e bson.E) bool { return slices.Contains(kept, e.Key) })
	update := bson.D{
		{Key: "$set", Value: set},
		{Key: "$setOnInsert", Value: bson.D{{Key: "_id", Value: p.ID}, {Key: "createdAt", Value: storedTime(p.CreatedAt)}, {Key: "lowStockAlerted", Value: false}}},
		{Key: "$inc", Value: bson.D{{Key: "version", Value: int64(1)}}},
	}
	filter := bson.D{{Key: "skuKey", Value: domain.SKUKey(p.SKU)}}
	return mongo.NewUpdateOneModel().SetFilter(filter).SetUpdate(update).SetUpsert(true), nil
}

// checkImport refuses a file that names a part number twice, or a new part
// number under an id another product already has.
func (s *Store) checkImport(ctx context.Context, products []domain.Product) error {
	keys := make([]string, 0, len(products))
	seen := make(map[string]bool, len(products))
	for _, p := range products {
		key := domain.SKUKey(p.SKU)
		if seen[key] {
			return domain.ErrSKUTaken
		}
		seen[key] = true
		keys = append(keys, key)
	}
	existing, err := s.matchingIn(ctx, "skuKey", keys)
	if err != nil {
		return err
	}
	var newIDs []string
	idSeen := make(map[string]bool, len(products))
	for _, p := range products {
		if existing[domain.SKUKey(p.SKU)] {
			continue
		}
		if idSeen[p.ID] {
			return domain.Errorf(domain.CodeConflict, "Product already exists")
		}
		idSeen[p.ID] = true
		newIDs = append(newIDs, p.ID)
	}
	taken, err := s.matchingIn(ctx, "_id", newIDs)
	if err != nil {
		return err
	}
	if len(taken) > 0 {
		return domain.Errorf(domain.CodeConflict, "Product already exists")
	}
	return nil
}

// matchingIn is the set of values of field, among values, that some product
// has, looked up lookupBatch at a time.
func (s *Store) matchingIn(ctx context.Context, field string, values []string) (map[string]bool, error) {
	found := map[string]bool{}
	for batch := range slices.Chunk(values, lookupBatch) {
		filter := bson.D{{Key: field, Value: bson.D{{Key: "$in", Value: batch}}}}
		cur, err := s.products.Find(ctx, filter, options.Find().SetProjection(bson.D{{Key: field, Value: 1}}))
		if err != nil {
			return nil, storeErr(err)
		}
		var docs []bson.M
		if err := cur.All(ctx, &docs); err != nil {
			return nil, storeErr(err)
		}
		for _, d := range docs {
			if v, ok := d[field].(string); ok {
				found[v] = true
			}
		}
	}
	return found, nil
}
