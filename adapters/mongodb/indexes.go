package mongodb

import (
	"context"
	"errors"
	"fmt"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo"
	"go.mongodb.org/mongo-driver/v2/mongo/options"
)

// codeNotImplemented is the server's NotImplemented error code.
const codeNotImplemented = 238

func asc(field string) bson.D { return bson.D{{Key: field, Value: 1}} }

func newest(field string) bson.D {
	return bson.D{{Key: field, Value: 1}, {Key: "createdAt", Value: -1}}
}

// uploadsOf indexes uploads by field, then time: the quotas sum one user's
// or one client address's recent uploads, the sweep looks up one URL's
// latest upload.
func uploadsOf(field string) bson.D {
	return bson.D{{Key: field, Value: 1}, {Key: "createdAt", Value: 1}}
}

func plain(keys bson.D) mongo.IndexModel { return mongo.IndexModel{Keys: keys} }

// createIndexes is idempotent: creating an existing index is a no-op.
func (s *Store) createIndexes(ctx context.Context) error {
	byCollection := []struct {
		coll    *mongo.Collection
		indexes []mongo.IndexModel
	}{
		{s.users, []mongo.IndexModel{{Keys: asc("email"), Options: options.Index().SetUnique(true)}, plain(asc("createdAt"))}},
		{s.products, []mongo.IndexModel{plain(asc("nameKey"))}}, // the export's order
		{s.bookings, []mongo.IndexModel{plain(newest("userId")), plain(newest("status")), plain(asc("paymentIntentId"))}},
		{s.bookings, []mongo.IndexModel{plain(bson.D{{Key: "status", Value: 1}, {Key: "expiresAt", Value: 1}})}},
		{s.reviews, []mongo.IndexModel{plain(asc("createdAt"))}},
		{s.messages, []mongo.IndexModel{plain(asc("createdAt"))}},
		{s.sessions, []mongo.IndexModel{
			{Keys: asc("tokenHash"), Options: options.Index().SetUnique(true)},
			plain(asc("userId")),
		}},
		{s.uploads, []mongo.IndexModel{plain(uploadsOf("userId")), plain(uploadsOf("url"))}},
		{s.uploads, []mongo.IndexModel{plain(uploadsOf("clientAddress"))}},
		{s.products, []mongo.IndexModel{plain(asc("img"))}},
		{s.reviews, []mongo.IndexModel{plain(asc("img"))}},
		{s.users, []mongo.IndexModel{plain(asc("photoUrl"))}},
		{s.products, []mongo.IndexModel{{Keys: asc("skuKey"), Options: options.Index().SetUnique(true)}}},
		{s.quotes, []mongo.IndexModel{plain(newest("userId")), plain(newest("status")), plain(asc("createdAt"))}},
		{s.audit, auditIndexes()},
		{s.bookings, []mongo.IndexModel{plain(asc("createdAt")), plain(asc("createdDay"))}},
		{s.products, []mongo.IndexModel{plain(asc("seq")), plain(asc("category"))}},
		{s.productTombstones, []mongo.IndexModel{plain(asc("seq"))}},
		{s.bookings, []mongo.IndexModel{plain(asc("returns.id"))}},
	}
	// One at a time: FerretDB v1 drops the connection when CreateMany names
	// several indexes that all exist already (a restart).
	for _, c := range byCollection {
		for _, index := range c.indexes {
			if _, err := c.coll.Indexes().CreateOne(ctx, index); err != nil {
				return fmt.Errorf("mongodb: creating indexes on %s: %w", c.coll.Name(), storeErr(err))
			}
		}
	}
	return s.createSessionTTL(ctx)
}

// createSessionTTL lets the server delete expired sessions. FerretDB v1 has
// no TTL indexes; there CreateSession sweeps expired sessions instead.
func (s *Store) createSessionTTL(ctx context.Context) error {
	ttl := mongo.IndexModel{Keys: asc("expiresAt"), Options: options.Index().SetExpireAfterSeconds(0)}
	_, err := s.sessions.Indexes().CreateOne(ctx, ttl)
	var se mongo.ServerError
	if errors.As(err, &se) && se.HasErrorCode(codeNotImplemented) {
		s.sweepSessions = true
		_, err = s.sessions.Indexes().CreateOne(ctx, plain(asc("expiresAt")))
	}
	if err != nil {
		return fmt.Errorf("mongodb: creating the session expiry index: %w", storeErr(err))
	}
	return nil
}

// createAuthSubjectIndex makes linked auth subjects unique. Accounts without
// one leave the field out, and the partial filter keeps them out of the
// index; FerretDB v1 has no partial indexes, and there a plain unique index
// already ignores documents without the field.
func (s *Store) createAuthSubjectIndex(ctx context.Context) error {
	partial := options.Index().SetUnique(true).
		SetPartialFilterExpression(bson.D{{Key: "authSubject", Value: bson.D{{Key: "$type", Value: "string"}}}})
	_, err := s.users.Indexes().CreateOne(ctx, mongo.IndexModel{Keys: asc("authSubject"), Options: partial})
	var se mongo.ServerError
	if errors.As(err, &se) && se.HasErrorCode(codeNotImplemented) {
		_, err = s.users.Indexes().CreateOne(ctx, mongo.IndexModel{Keys: asc("authSubject"), Options: options.Index().SetUnique(true)})
	}
	if err != nil {
		return fmt.Errorf("mongodb: creating the auth subject index: %w", storeErr(err))
	}
	return nil
}
