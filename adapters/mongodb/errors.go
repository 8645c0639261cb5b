package mongodb

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"go.mongodb.org/mongo-driver/v2/mongo"
	"go.mongodb.org/mongo-driver/v2/x/mongo/driver/topology"

	"github.com/palletshop/pallet/domain"
)

var errUnavailable = &domain.Error{Code: domain.CodeUnavailable, Message: "The store is unavailable, please try again shortly"}

// errConflict is a duplicate key, or an update that kept losing its race.
var errConflict = &domain.Error{Code: domain.CodeConflict, Message: "This was changed at the same time by someone else, please try again"}

// storeErr classifies a driver error. Domain errors pass through; the
// driver's error stays in the chain for the logs.
func storeErr(err error) error {
	var de *domain.Error
	switch {
	case err == nil:
		return nil
	case errors.As(err, &de):
		return err
	case unreachable(err):
		return fmt.Errorf("%w: %w", errUnavailable, err)
	case duplicateKey(err):
		return fmt.Errorf("%w: %w", errConflict, err)
	}
	return fmt.Errorf("mongodb: %w", err)
}

func unreachable(err error) bool {
	var sel topology.ServerSelectionError
	var conn topology.ConnectionError
	return mongo.IsTimeout(err) || mongo.IsNetworkError(err) ||
		errors.Is(err, mongo.ErrClientDisconnected) || errors.Is(err, context.DeadlineExceeded) ||
		errors.As(err, &sel) || errors.As(err, &conn)
}

// duplicateKey also recognises FerretDB v1, which reports a unique index
// violated by an update as InternalError code 1 instead of 11000.
func duplicateKey(err error) bool {
	if mongo.IsDuplicateKeyError(err) {
		return true
	}
	var se mongo.ServerError
	if !errors.As(err, &se) || !se.HasErrorCode(1) {
		return false
	}
	msg := strings.ToLower(err.Error())
	return strings.Contains(msg, "duplicate") || strings.Contains(msg, "unique")
}

// findErr maps "no document" to not_found for the named kind of object.
func findErr(err error, what string) error {
	if errors.Is(err, mongo.ErrNoDocuments) {
		return domain.NotFound(what)
	}
	return storeErr(err)
}
