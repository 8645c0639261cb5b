package mongodb

import (
	"context"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo/options"

	"github.com/palletshop/pallet/domain"
)

// backfillCreatedDays gives every booking saved before createdDay existed
// its UTC day, so the sales dashboard counts it. The update is conditional
// on the day still being absent and touches no other field, so it can't
// undo a concurrent save; later starts find nothing to do.
func (s *Store) backfillCreatedDays(ctx context.Context) error {
	noDay := bson.E{Key: "createdDay", Value: bson.D{{Key: "$exists", Value: false}}}
	cur, err := s.bookings.Find(ctx, bson.D{noDay}, options.Find().SetProjection(bson.D{{Key: "createdAt", Value: 1}}))
	if err != nil {
		return storeErr(err)
	}
	var legacy []bookingDoc
	if err := cur.All(ctx, &legacy); err != nil {
		return storeErr(err)
	}
	for _, b := range legacy {
		set := bson.D{{Key: "$set", Value: bson.D{{Key: "createdDay", Value: domain.DayKey(b.CreatedAt)}}}}
		if _, err := s.bookings.UpdateOne(ctx, bson.D{{Key: "_id", Value: b.ID}, noDay}, set); err != nil {
			return storeErr(err)
		}
	}
	return nil
}
