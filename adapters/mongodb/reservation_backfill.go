package mongodb

import (
	"context"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo/options"

	"github.com/palletshop/pallet/domain"
)

// legacyReservation is the default reservation (PALLET_RESERVATION_TTL),
// given to unpaid orders placed before reservations existed; the SQLite
// migration 00002 gives them the same.
const legacyReservation = 48 * time.Hour

// backfillReservations makes sure no unpaid order holds its stock forever:
// one without expiresAt expires 48 hours after it was placed. Later starts
// find nothing to do.
func (s *Store) backfillReservations(ctx context.Context) error {
	noExpiry := bson.E{Key: "expiresAt", Value: bson.D{{Key: "$exists", Value: false}}}
	cur, err := s.bookings.Find(ctx, bson.D{{Key: "status", Value: string(domain.StatusUnpaid)}, noExpiry},
		options.Find().SetProjection(bson.D{{Key: "createdAt", Value: 1}}))
	if err != nil {
		return storeErr(err)
	}
	var legacy []struct {
		ID        string    `bson:"_id"`
		CreatedAt time.Time `bson:"createdAt"`
	}
	if err := cur.All(ctx, &legacy); err != nil {
		return storeErr(err)
	}
	for _, b := range legacy {
		expires := storedTime(b.CreatedAt.Add(legacyReservation))
		_, err := s.bookings.UpdateOne(ctx, bson.D{{Key: "_id", Value: b.ID}, noExpiry},
			bson.D{{Key: "$set", Value: bson.D{{Key: "expiresAt", Value: expires}}}})
		if err != nil {
			return storeErr(err)
		}
	}
	return nil
}
