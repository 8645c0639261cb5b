package mongodb

import (
	"context"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo/options"

	"github.com/palletshop/pallet/domain"
)

// A rule that spans documents (one buyer's open orders, the category tree)
// can't be a read followed by a write here: without transactions nothing
// stops two writers between the two, and with them snapshot isolation lets
// both commit. So the writers of such a rule take turns: each holds a lease,
// one document in leases that a conditional update gives to one holder at a
// time, across every replica. A holder that dies frees it when it runs out.
const (
	leaseTTL     = 30 * time.Second // longer than any one write under it takes
	leaseWait    = 10 * time.Second // how long a writer queues before giving up
	leaseBackoff = 5 * time.Millisecond
)

// errLeaseBusy answers a writer that waited its turn too long.
var errLeaseBusy = &domain.Error{Code: domain.CodeConflict, Message: "Another change is being saved, please try again"}

// holdLease waits until it holds the lease called name and returns the
// function that gives it back.
func (s *Store) holdLease(ctx context.Context, name string) (release func(), err error) {
	holder := domain.NewID()
	wait, cancel := context.WithTimeout(ctx, leaseWait)
	defer cancel()
	for backoff := leaseBackoff; ; backoff = min(backoff*2, 100*time.Millisecond) {
		took, err := s.takeLease(wait, name, holder)
		if err != nil || took {
			return func() { s.releaseLease(ctx, name, holder) }, err
		}
		select {
		case <-wait.Done():
			if ctx.Err() != nil {
				return nil, storeErr(ctx.Err())
			}
			return nil, errLeaseBusy
		case <-time.After(backoff):
		}
	}
}

// takeLease makes sure the lease's document exists (free when new), then
// takes it only if it is free: released, or its time has run out.
func (s *Store) takeLease(ctx context.Context, name, holder string) (bool, error) {
	free := bson.D{{Key: "$setOnInsert", Value: bson.D{{Key: "holder", Value: ""}, {Key: "until", Value: time.UnixMilli(0).UTC()}}}}
	if _, err := s.leases.UpdateOne(ctx, byID(name), free, options.UpdateOne().SetUpsert(true)); err != nil && !duplicateKey(err) {
		return false, storeErr(err)
	}
	at := now()
	res, err := s.leases.UpdateOne(ctx,
		bson.D{{Key: "_id", Value: name}, {Key: "until", Value: bson.D{{Key: "$lte", Value: at}}}},
		bson.D{{Key: "$set", Value: bson.D{{Key: "holder", Value: holder}, {Key: "until", Value: at.Add(leaseTTL)}}}})
	if err != nil {
		return false, storeErr(err)
	}
	return res.MatchedCount == 1, nil
}

// releaseLease frees the lease if this holder still has it, even when the
// caller's context is done, by deleting its document: leases left free
// don't pile up, one per buyer. Failing to only delays the next holder
// until the lease runs out.
func (s *Store) releaseLease(ctx context.Context, name, holder string) {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), compensationTimeout)
	defer cancel()
	_, _ = s.leases.DeleteOne(ctx, bson.D{{Key: "_id", Value: name}, {Key: "holder", Value: holder}})
}
