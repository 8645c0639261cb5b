package mongodb

import (
	"context"

	"go.mongodb.org/mongo-driver/v2/bson"
)

// backfillSearchFields gives every product saved before search its word
// arrays, attribute pairs and an empty category. The update is conditional
// on the words still being absent and moves the version, so a concurrent
// versioned save of the old document is refused and retried; later starts
// find nothing to do.
func (s *Store) backfillSearchFields(ctx context.Context) error {
	noWords := bson.E{Key: "words", Value: bson.D{{Key: "$exists", Value: false}}}
	cur, err := s.products.Find(ctx, bson.D{noWords})
	if err != nil {
		return storeErr(err)
	}
	var legacy []productDoc
	if err := cur.All(ctx, &legacy); err != nil {
		return storeErr(err)
	}
	for _, d := range legacy {
		fields := newSearchFields(d.entity())
		set := bson.D{{Key: "words", Value: fields.Words}, {Key: "titleWords", Value: fields.TitleWords},
			{Key: "attributePairs", Value: fields.AttributePairs}, {Key: "category", Value: d.Category}}
		update := bson.D{{Key: "$set", Value: set}, {Key: "$inc", Value: bson.D{{Key: "version", Value: int64(1)}}}}
		if _, err := s.products.UpdateOne(ctx, bson.D{{Key: "_id", Value: d.ID}, noWords}, update); err != nil {
			return storeErr(err)
		}
	}
	return nil
}
