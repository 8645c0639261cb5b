package mongodb

import (
	"context"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo/options"
)

// backfillLowStockLevels gives the products written before the low-stock
// level counted the minimum order their level, and the headroom under it.
// Each update is conditional on the version read, so a concurrent stock
// change or save wins and the product is read again; later starts find
// nothing to do.
func (s *Store) backfillLowStockLevels(ctx context.Context) error {
	noLevel := bson.E{Key: "lowStockLevel", Value: bson.D{{Key: "$exists", Value: false}}}
	for {
		cur, err := s.products.Find(ctx, bson.D{noLevel}, options.Find().SetLimit(500))
		if err != nil {
			return storeErr(err)
		}
		var docs []productDoc
		if err := cur.All(ctx, &docs); err != nil {
			return storeErr(err)
		}
		if len(docs) == 0 {
			return nil
		}
		for _, d := range docs {
			level := d.entity().LowStockLevel()
			set := bson.D{{Key: "lowStockLevel", Value: level}, {Key: "lowStockHeadroom", Value: d.Stock - level}}
			update := bson.D{{Key: "$set", Value: set}, {Key: "$inc", Value: bson.D{{Key: "version", Value: int64(1)}}}}
			if _, err := s.products.UpdateOne(ctx, bson.D{{Key: "_id", Value: d.ID}, {Key: "version", Value: d.Version}, noLevel}, update); err != nil {
				return storeErr(err)
			}
		}
	}
}
