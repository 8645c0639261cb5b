package mongodb

import (
	"context"
	"reflect"
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

// ImportProducts checks the whole import first (one part number and id per
// change, no new product under a taken part number or id), then writes
// every change in ordered bulk writes, in one transaction when the server
// has them: an insert for a new product, and for a changed one an update by
// id of the fields that differ between Before and After. Without
// transactions a write cut short leaves the changes before the failure
// saved; importing the same file again completes it, as those products
// then read as unchanged.
func (s *Store) ImportProducts(ctx context.Context, changes []domain.ProductChange) error {
	if err := s.checkImport(ctx, changes); err != nil {
		return err
	}
	models := make([]mongo.WriteModel, len(changes))
	updates := 0
	for i, c := range changes {
		if c.IsNew() {
			models[i] = mongo.NewInsertOneModel().SetDocument(newProductDoc(c.After, 1))
			continue
		}
		model, err := importUpdate(c)
		if err != nil {
			return storeErr(err)
		}
		models[i] = model
		updates++
	}
	return s.audited(ctx, func(ctx context.Context) error {
		matched := 0
		for batch := range slices.Chunk(models, writeBatch) {
			res, err := s.products.BulkWrite(ctx, batch, options.BulkWrite().SetOrdered(true))
			if err != nil {
				return storeErr(err)
			}
			matched += int(res.MatchedCount)
		}
		if matched != updates {
			return domain.ErrImportedProductGone
		}
		return nil
	})
}

// stockFields change together: the document keeps stock less the minimum
// order and less the low-stock threshold beside it, so a change of one of
// them sets them all as After has them.
var stockFields = []string{"stock", "minOrderQuantity", "lowStockThreshold", "lowStockLevel", "spareStock", "lowStockHeadroom", "stockByWarehouse"}

// importUpdate sets, by id, the fields that differ between c.Before and
// c.After (all of stockFields when one of them does) and counts a version.
func importUpdate(c domain.ProductChange) (mongo.WriteModel, error) {
	beforeFields, err := productFields(*c.Before)
	if err != nil {
		return nil, err
	}
	after, err := productFields(c.After)
	if err != nil {
		return nil, err
	}
	before := make(map[string]any, len(beforeFields))
	for _, e := range beforeFields {
		before[e.Key] = e.Value
	}
	kept := []string{"_id", "createdAt", "version", "lowStockAlerted", "addedBy"}
	stockChanged := false
	var set bson.D
	for _, e := range after {
		if slices.Contains(kept, e.Key) || reflect.DeepEqual(before[e.Key], e.Value) {
			continue
		}
		stockChanged = stockChanged || slices.Contains(stockFields, e.Key)
		set = append(set, e)
	}
	if stockChanged {
		set = slices.DeleteFunc(set, func(e bson.E) bool { return slices.Contains(stockFields, e.Key) })
		for _, e := range after {
			if slices.Contains(stockFields, e.Key) {
				set = append(set, e)
			}
		}
	}
	update := bson.D{{Key: "$set", Value: set}, {Key: "$inc", Value: bson.D{{Key: "version", Value: int64(1)}}}}
	// By id alone: FerretDB v1 finds a document fast only by a lone _id.
	return mongo.NewUpdateOneModel().SetFilter(byID(c.Before.ID)).SetUpdate(update), nil
}

// productFields is p's document as its fields, in order.
func productFields(p domain.Product) (bson.D, error) {
	raw, err := bson.Marshal(newProductDoc(p, 1))
	if err != nil {
		return nil, err
	}
	var fields bson.D
	if err := bson.Unmarshal(raw, &fields); err != nil {
		return nil, err
	}
	return fields, nil
}

// checkImport refuses an import that names a part number or an id twice,
// adds a product under a part number or an id another product has, or
// changes a product that is gone (checked again by the write's count).
func (s *Store) checkImport(ctx context.Context, changes []domain.ProductChange) error {
	skus := make(map[string]bool, len(changes))
	ids := make(map[string]bool, len(changes))
	var newSKUs, newIDs []string
	for _, c := range changes {
		sku, id := domain.SKUKey(c.After.SKU), c.ProductID()
		if skus[sku] {
			return domain.ErrSKUTaken
		}
		if ids[id] {
			return errProductExists
		}
		skus[sku], ids[id] = true, true
		if c.IsNew() {
			newSKUs, newIDs = append(newSKUs, sku), append(newIDs, id)
		}
	}
	taken, err := s.productIDsWhereIn(ctx, "skuKey", newSKUs)
	if err != nil {
		return err
	}
	if len(taken) > 0 {
		return domain.ErrSKUTaken
	}
	if taken, err = s.productIDsWhereIn(ctx, "_id", newIDs); err != nil {
		return err
	}
	if len(taken) > 0 {
		return errProductExists
	}
	changed := make([]string, 0, len(changes)-len(newIDs))
	for _, c := range changes {
		if !c.IsNew() {
			changed = append(changed, c.Before.ID)
		}
	}
	found, err := s.productIDsWhereIn(ctx, "_id", changed)
	if err != nil {
		return err
	}
	if len(found) != len(changed) {
		return domain.ErrImportedProductGone
	}
	return nil
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
