package mongodb

import (
	"context"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo"
)

// maxUpdateAttempts bounds the optimistic retry loop: each attempt re-reads
// the document after another writer bumped its version.
const maxUpdateAttempts = 5

type entityDoc[T any] interface {
	entity() T
}

type versionedDoc[T any] interface {
	entityDoc[T]
	revision() int64
}

// updateVersioned loads the document, lets fn change its entity, and
// replaces it only if its version is still the one read, retrying on a lost
// race. It returns the entity before and after fn.
func updateVersioned[T any, D versionedDoc[T]](
	ctx context.Context, coll *mongo.Collection, id, what string,
	toDoc func(T, int64) D, fn func(*T) error,
) (before, after T, err error) {
	for range maxUpdateAttempts {
		var current D
		if err := coll.FindOne(ctx, byID(id)).Decode(&current); err != nil {
			return before, after, findErr(err, what)
		}
		before, after = current.entity(), current.entity()
		if err := fn(&after); err != nil {
			return before, after, err
		}
		next := toDoc(after, current.revision()+1)
		res, err := coll.ReplaceOne(ctx, bson.D{{Key: "_id", Value: id}, {Key: "version", Value: current.revision()}}, next)
		if err != nil {
			return before, after, storeErr(err)
		}
		if res.MatchedCount == 1 {
			return before, next.entity(), nil
		}
	}
	return before, after, errConflict
}

func byID(id string) bson.D { return bson.D{{Key: "_id", Value: id}} }

// getByID reads one document and converts it, or returns not_found.
func getByID[T any, D entityDoc[T]](ctx context.Context, coll *mongo.Collection, id, what string) (T, error) {
	var d D
	if err := coll.FindOne(ctx, byID(id)).Decode(&d); err != nil {
		var zero T
		return zero, findErr(err, what)
	}
	return d.entity(), nil
}

// deleteByID removes one document, or returns not_found.
func deleteByID(ctx context.Context, coll *mongo.Collection, id, what string) error {
	res, err := coll.DeleteOne(ctx, byID(id))
	if err != nil {
		return storeErr(err)
	}
	if res.DeletedCount == 0 {
		return notFound(what)
	}
	return nil
}

func notFound(what string) error { return findErr(mongo.ErrNoDocuments, what) }
