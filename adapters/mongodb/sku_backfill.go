package mongodb

import (
	"context"
	"strings"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo/options"
)

// backfillSKUs gives every product from before part numbers one: 'PLT-'
// and its upper-cased id, unique because ids are (the SQLite migration
// 00006 does the same), and no price breaks. The update is conditional on
// the part number still being absent and moves the version, so a
// concurrent versioned save of the old document is refused; later starts
// find nothing to do.
func (s *Store) backfillSKUs(ctx context.Context) error {
	noSKU := bson.E{Key: "skuKey", Value: bson.D{{Key: "$exists", Value: false}}}
	cur, err := s.products.Find(ctx, bson.D{noSKU}, options.Find().SetProjection(bson.D{{Key: "_id", Value: 1}}))
	if err != nil {
		return storeErr(err)
	}
	var legacy []struct {
		ID string `bson:"_id"`
	}
	if err := cur.All(ctx, &legacy); err != nil {
		return storeErr(err)
	}
	for _, p := range legacy {
		sku := "PLT-" + strings.ToUpper(p.ID)
		set := bson.D{{Key: "sku", Value: sku}, {Key: "skuKey", Value: sku}, {Key: "priceBreaks", Value: bson.A{}}}
		update := bson.D{{Key: "$set", Value: set}, {Key: "$inc", Value: bson.D{{Key: "version", Value: int64(1)}}}}
		if _, err := s.products.UpdateOne(ctx, bson.D{{Key: "_id", Value: p.ID}, noSKU}, update); err != nil {
			return storeErr(err)
		}
	}
	return nil
}
