package mongodb

import (
	"context"
	"errors"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo"

	"github.com/palletshop/pallet/domain"
)

// CreateAccountToken keeps a link token under its hash. Without a TTL index
// (FerretDB v1) it first deletes the expired ones, as CreateSession does.
func (s *Store) CreateAccountToken(ctx context.Context, t domain.AccountToken) error {
	if s.sweepSessions {
		expired := bson.D{{Key: "expiresAt", Value: bson.D{{Key: "$lte", Value: now()}}}}
		if _, err := s.accountTokens.DeleteMany(ctx, expired); err != nil {
			return storeErr(err)
		}
	}
	doc := accountTokenDoc{Hash: t.Hash, UserID: t.UserID, Purpose: t.Purpose, ExpiresAt: storedTime(t.ExpiresAt)}
	_, err := s.accountTokens.InsertOne(ctx, doc)
	return storeErr(err)
}

// UseAccountToken deletes an unexpired token for purpose and returns it in
// one find-and-delete, so of two uses at once only one gets it; then it
// deletes the user's other tokens for that purpose. Without transactions two
// different links used in the same instant can both work.
func (s *Store) UseAccountToken(ctx context.Context, hash, purpose string, at time.Time) (domain.AccountToken, error) {
	filter := usableToken(hash, purpose, at)
	var d accountTokenDoc
	err := s.accountTokens.FindOneAndDelete(ctx, filter).Decode(&d)
	if errors.Is(err, mongo.ErrNoDocuments) {
		return domain.AccountToken{}, domain.ErrBadAccountToken
	}
	if err != nil {
		return domain.AccountToken{}, storeErr(err)
	}
	siblings := bson.D{{Key: "userId", Value: d.UserID}, {Key: "purpose", Value: purpose}}
	if _, err := s.accountTokens.DeleteMany(ctx, siblings); err != nil {
		return domain.AccountToken{}, storeErr(err)
	}
	return d.token(), nil
}

// FindAccountToken returns an unexpired token for purpose without spending it.
func (s *Store) FindAccountToken(ctx context.Context, hash, purpose string, at time.Time) (domain.AccountToken, error) {
	filter := usableToken(hash, purpose, at)
	var d accountTokenDoc
	err := s.accountTokens.FindOne(ctx, filter).Decode(&d)
	if errors.Is(err, mongo.ErrNoDocuments) {
		return domain.AccountToken{}, domain.ErrBadAccountToken
	}
	if err != nil {
		return domain.AccountToken{}, storeErr(err)
	}
	return d.token(), nil
}

// usableToken matches the token under hash while it is good for purpose at at.
func usableToken(hash, purpose string, at time.Time) bson.D {
	return bson.D{
		{Key: "_id", Value: hash}, {Key: "purpose", Value: purpose},
		{Key: "expiresAt", Value: bson.D{{Key: "$gt", Value: at}}},
	}
}

func (d accountTokenDoc) token() domain.AccountToken {
	return domain.AccountToken{Hash: d.Hash, UserID: d.UserID, Purpose: d.Purpose, ExpiresAt: d.ExpiresAt.UTC()}
}
