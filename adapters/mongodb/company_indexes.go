package mongodb

import (
	"context"
	"errors"
	"fmt"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo"
	"go.mongodb.org/mongo-driver/v2/mongo/options"
)

// createCompanyIndexes adds the indexes of addresses, the outbox, account
// tokens, low-stock claims and document numbers. Like createIndexes it is
// idempotent and goes one index at a time.
func (s *Store) createCompanyIndexes(ctx context.Context) error {
	byCollection := []struct {
		coll    *mongo.Collection
		indexes []mongo.IndexModel
	}{
		{s.addresses, []mongo.IndexModel{plain(newest("userId"))}},
		{s.outbox, []mongo.IndexModel{plain(bson.D{{Key: "sentAt", Value: 1}, {Key: "createdAt", Value: 1}, {Key: "_id", Value: 1}})}},
		{s.products, []mongo.IndexModel{plain(bson.D{{Key: "lowStockAlerted", Value: 1}, {Key: "lowStockThreshold", Value: 1}})}},
		{s.accountTokens, []mongo.IndexModel{plain(asc("userId"))}}, // a used link spends its siblings
		{s.companies, []mongo.IndexModel{plain(asc("members.userId")), plain(asc("invitations.tokenHash")),
			plain(bson.D{{Key: "nameKey", Value: 1}, {Key: "_id", Value: 1}})}},
		{s.companyMembers, []mongo.IndexModel{plain(asc("companyId"))}},
		{s.contractPrices, []mongo.IndexModel{plain(bson.D{{Key: "companyId", Value: 1}, {Key: "sku", Value: 1}})}},
		{s.bookings, []mongo.IndexModel{plain(bson.D{{Key: "company.id", Value: 1}, {Key: "createdAt", Value: -1}})}},
	}
	for _, c := range byCollection {
		for _, index := range c.indexes {
			if _, err := c.coll.Indexes().CreateOne(ctx, index); err != nil {
				return fmt.Errorf("mongodb: creating indexes on %s: %w", c.coll.Name(), storeErr(err))
			}
		}
	}
	if err := s.createUniqueWhenSet(ctx, s.bookings, "invoiceNumber"); err != nil {
		return err
	}
	return s.createTokenExpiryIndex(ctx)
}

// createUniqueWhenSet makes field unique among the documents that have it,
// like the auth subject's index: partial where the server has partial
// indexes, plain where it doesn't (FerretDB v1, whose unique index already
// ignores documents without the field).
func (s *Store) createUniqueWhenSet(ctx context.Context, coll *mongo.Collection, field string) error {
	partial := options.Index().SetUnique(true).
		SetPartialFilterExpression(bson.D{{Key: field, Value: bson.D{{Key: "$type", Value: "string"}}}})
	err := createOrFallBack(ctx, coll,
		mongo.IndexModel{Keys: asc(field), Options: partial},
		mongo.IndexModel{Keys: asc(field), Options: options.Index().SetUnique(true)})
	if err != nil {
		return fmt.Errorf("mongodb: creating the unique index on %s.%s: %w", coll.Name(), field, storeErr(err))
	}
	return nil
}

// createTokenExpiryIndex lets the server delete expired account tokens;
// without TTL indexes CreateAccountToken sweeps them.
func (s *Store) createTokenExpiryIndex(ctx context.Context) error {
	err := createOrFallBack(ctx, s.accountTokens,
		mongo.IndexModel{Keys: asc("expiresAt"), Options: options.Index().SetExpireAfterSeconds(0)},
		plain(asc("expiresAt")))
	if err != nil {
		return fmt.Errorf("mongodb: creating the account token expiry index: %w", storeErr(err))
	}
	return nil
}

// createOrFallBack creates want, or fallback when the server does not
// implement want's kind of index.
func createOrFallBack(ctx context.Context, coll *mongo.Collection, want, fallback mongo.IndexModel) error {
	_, err := coll.Indexes().CreateOne(ctx, want)
	var se mongo.ServerError
	if errors.As(err, &se) && se.HasErrorCode(codeNotImplemented) {
		_, err = coll.Indexes().CreateOne(ctx, fallback)
	}
	return err
}
