package mongodb

import (
	"context"
	"fmt"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo"
	"go.mongodb.org/mongo-driver/v2/mongo/options"
)

func asc(field string) bson.D { return bson.D{{Key: field, Value: 1}} }

func newest(field string) bson.D {
	return bson.D{{Key: field, Value: 1}, {Key: "createdAt", Value: -1}}
}

func plain(keys bson.D) mongo.IndexModel { return mongo.IndexModel{Keys: keys} }

// createIndexes is idempotent: creating an existing index is a no-op.
func (s *Store) createIndexes(ctx context.Context) error {
	byCollection := []struct {
		coll    *mongo.Collection
		indexes []mongo.IndexModel
	}{
		{s.users, []mongo.IndexModel{{Keys: asc("email"), Options: options.Index().SetUnique(true)}, plain(asc("createdAt"))}},
		{s.products, []mongo.IndexModel{
			plain(asc("brand")), plain(asc("brandKey")), plain(asc("priceCents")), plain(asc("createdAt")), plain(asc("nameKey")),
		}},
		{s.bookings, []mongo.IndexModel{plain(newest("userId")), plain(newest("status")), plain(asc("paymentIntentId"))}},
		{s.reviews, []mongo.IndexModel{plain(asc("createdAt"))}},
		{s.messages, []mongo.IndexModel{plain(asc("createdAt"))}},
		{s.sessions, []mongo.IndexModel{
			{Keys: asc("tokenHash"), Options: options.Index().SetUnique(true)},
			{Keys: asc("expiresAt"), Options: options.Index().SetExpireAfterSeconds(0)},
			plain(asc("userId")),
		}},
	}
	for _, c := range byCollection {
		if _, err := c.coll.Indexes().CreateMany(ctx, c.indexes); err != nil {
			return fmt.Errorf("mongodb: creating indexes on %s: %w", c.coll.Name(), storeErr(err))
		}
	}
	return nil
}
