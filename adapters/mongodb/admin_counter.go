package mongodb

import (
	"context"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo/options"

	"github.com/palletshop/pallet/domain"
)

// The last-admin rule can't be a count followed by a write here: FerretDB
// and standalone MongoDB servers have no transactions. Instead one counter
// document holds the number of admins, and every change that loses an admin
// first takes one off it with a conditional update that only matches while
// more than one is left. Each step that can fail halfway leaves the counter
// at or below the real number, which only makes the rule stricter.

const adminCounterID = "admins"

func adminCounter() bson.D { return byID(adminCounterID) }

// initAdminCounter counts the admins into the counter the first time a store
// starts on this database; later starts leave the running counter alone.
func (s *Store) initAdminCounter(ctx context.Context) error {
	n, err := s.users.CountDocuments(ctx, bson.D{{Key: "role", Value: string(domain.RoleAdmin)}})
	if err != nil {
		return storeErr(err)
	}
	_, err = s.counters.UpdateOne(ctx, adminCounter(),
		bson.D{{Key: "$setOnInsert", Value: bson.D{{Key: "count", Value: n}}}}, options.UpdateOne().SetUpsert(true))
	if err != nil && duplicateKey(err) { // another replica inserted it first
		return nil
	}
	return storeErr(err)
}

// takeAdminSlot counts one admin less, or refuses when it is the last one.
func (s *Store) takeAdminSlot(ctx context.Context) error {
	res, err := s.counters.UpdateOne(ctx,
		bson.D{{Key: "_id", Value: adminCounterID}, {Key: "count", Value: bson.D{{Key: "$gt", Value: 1}}}},
		incCount(-1))
	if err != nil {
		return storeErr(err)
	}
	if res.MatchedCount == 0 {
		return domain.ErrLastAdmin
	}
	return nil
}

// addAdminSlot counts one admin more: after a promotion or an admin's
// creation, or to give back a slot taken for a change that did not happen.
func (s *Store) addAdminSlot(ctx context.Context) error {
	_, err := s.counters.UpdateOne(context.WithoutCancel(ctx), adminCounter(), incCount(1), options.UpdateOne().SetUpsert(true))
	return storeErr(err)
}

func incCount(by int) bson.D {
	return bson.D{{Key: "$inc", Value: bson.D{{Key: "count", Value: by}}}}
}
