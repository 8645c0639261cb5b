package mongodb

import (
	"context"
	"slices"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo"
	"go.mongodb.org/mongo-driver/v2/mongo/options"

	"github.com/palletshop/pallet/domain"
)

const (
	// lookupBatch bounds the $in lists of the import's set lookups.
	lookupBatch = 1000
	// writeBatch bounds the statements of one write command: FerretDB v1
	// holds a connection of its pool (100) per statement of an update
	// command until the command ends, and hangs past that.
	writeBatch = 50
)

var errProductExists = domain.Errorf(domain.CodeConflict, "Product already exists")

// ImportProducts checks the whole file first (one part number per row, no
// new row under an id another product has), then writes every row in
// ordered bulk writes, in one transaction when the server has them: an insert
// for a new part number, an update by id for
// an existing one. Without transactions a write cut short leaves the rows
// before the failure saved, and importing the same file again completes it:
// those rows are then updates of the same values.
func (s *Store) ImportProducts(ctx context.Context, products []domain.Product) (created, updated int, err error) {
	if len(products) == 0 {
		return 0, 0, nil
	}
	existing, err := s.checkImport(ctx, products)
	if err != nil {
		return 0, 0, err
	}
	models := make([]mongo.WriteModel, len(products))
	for i, p := range products {
		if id, ok := existing[domain.SKUKey(p.SKU)]; ok {
			models[i], err = importUpdate(id, p)
			updated++
		} else {
			models[i] = mongo.NewInsertOneModel().SetDocument(newProductDoc(p, 1))
			created++
		}
		if err != nil {
			return 0, 0, storeErr(err)
		}
	}
	err = s.audited(ctx, func(ctx context.Context) error {
		matched := 0
		for batch := range slices.Chunk(models, writeBatch) {
			res, err := s.products.BulkWrite(ctx, batch, options.BulkWrite().SetOrdered(true))
			if err != nil {
				return storeErr(err)
			}
			matched += int(res.MatchedCount)
		}
		if matched != updated {
			return errConflict // a product was deleted meanwhile
		}
		return nil
	})
	if err != nil {
		return 0, 0, err
	}
	return created, updated, nil
}

// importUpdate saves p over product id, which keeps its id, creation time
// and low-stock mark.
func importUpdate(id string, p domain.Product) (mongo.WriteModel, error) {
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
	update := bson.D{{Key: "$set", Value: set}, {Key: "$inc", Value: bson.D{{Key: "version", Value: int64(1)}}}}
	// By id alone: FerretDB v1 finds a document fast only by a lone _id.
	return mongo.NewUpdateOneModel().SetFilter(byID(id)).SetUpdate(update), nil
}

// checkImport refuses a file that names a part number twice, or a new part
// number under an id another product already has. It returns the ids of
// the products that have the file's part numbers, by skuKey.
func (s *Store) checkImport(ctx context.Context, products []domain.Product) (map[string]string, error) {
	keys := make([]string, 0, len(products))
	seen := make(map[string]bool, len(products))
	for _, p := range products {
		key := domain.SKUKey(p.SKU)
		if seen[key] {
			return nil, domain.ErrSKUTaken
		}
		seen[key] = true
		keys = append(keys, key)
	}
	existing, err := s.productIDsWhereIn(ctx, "skuKey", keys)
	if err != nil {
		return nil, err
	}
	var newIDs []string
	idSeen := make(map[string]bool, len(products))
	for _, p := range products {
		if _, ok := existing[domain.SKUKey(p.SKU)]; ok {
			continue
		}
		if idSeen[p.ID] {
			return nil, errProductExists
		}
		idSeen[p.ID] = true
		newIDs = append(newIDs, p.ID)
	}
	taken, err := s.productIDsWhereIn(ctx, "_id", newIDs)
	if err != nil {
		return nil, err
	}
	if len(taken) > 0 {
		return nil, errProductExists
	}
	return existing, nil
}

// productIDsWhereIn maps each of values that some product has in field to
// that product's id, looking up lookupBatch values at a time.
func (s *Store) productIDsWhereIn(ctx context.Context, field string, values []string) (map[string]string, error) {
	found := map[string]string{}
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
			value, _ := d[field].(string)
			id, _ := d["_id"].(string)
			found[value] = id
		}
	}
	return found, nil
}
