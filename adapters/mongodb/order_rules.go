package mongodb

import (
	"context"
	"errors"
	"fmt"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo"
	"go.mongodb.org/mongo-driver/v2/mongo/options"

	"github.com/palletshop/pallet/domain"
)

// holdOrderRules takes the buyer's orders lease when rules need one, so the
// open orders counted and the cart read stay true until the order is in:
// every placement the rules cover for that buyer waits its turn. Without
// rules it holds nothing.
func (s *Store) holdOrderRules(ctx context.Context, userID string, rules domain.OrderRules) (release func(), err error) {
	if rules.Cart == nil && rules.MaxOpenOrders == 0 {
		return func() {}, nil
	}
	return s.holdLease(ctx, "orders:"+userID)
}

// checkOrderRules checks the buyer's cart and open orders, under the
// buyer's lease, and returns the cart that placing the order claims.
func (s *Store) checkOrderRules(ctx context.Context, userID string, rules domain.OrderRules) (cartClaim, error) {
	var claim cartClaim
	if rules.Cart != nil {
		err := s.carts.FindOne(ctx, byID(userID)).Decode(&claim.doc)
		if err != nil && !errors.Is(err, mongo.ErrNoDocuments) {
			return cartClaim{}, storeErr(err)
		}
		claim.found = err == nil
		if err := rules.CheckCart(claim.doc.entity()); err != nil {
			return cartClaim{}, err
		}
	}
	if rules.MaxOpenOrders == 0 {
		return claim, nil
	}
	open, err := s.bookings.CountDocuments(ctx, bson.D{{Key: "userId", Value: userID}, {Key: "status", Value: string(domain.StatusUnpaid)}})
	if err != nil {
		return cartClaim{}, storeErr(err)
	}
	return claim, rules.CheckOpenOrders(int(open))
}

// cartClaim is the checked-out cart as read, to be emptied with the order.
type cartClaim struct {
	doc   cartDoc
	found bool
}

// take deletes the cart only if it is still the version that was read, so
// a line added meanwhile makes the checkout fail instead of vanishing.
func (c cartClaim) take(ctx context.Context, carts *mongo.Collection) error {
	if !c.found {
		return nil
	}
	res, err := carts.DeleteOne(ctx, bson.D{{Key: "_id", Value: c.doc.UserID}, {Key: "version", Value: c.doc.Version}})
	if err != nil {
		return storeErr(err)
	}
	if res.DeletedCount == 0 {
		return domain.ErrCartChanged
	}
	return nil
}

// giveBack puts a taken cart back after the order failed to be inserted.
// A cart the buyer started in between is kept as it is.
func (c cartClaim) giveBack(ctx context.Context, carts *mongo.Collection) error {
	if !c.found {
		return nil
	}
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), compensationTimeout)
	defer cancel()
	restore := bson.D{{Key: "$setOnInsert", Value: bson.D{{Key: "lines", Value: c.doc.Lines}, {Key: "version", Value: c.doc.Version + 1}}}}
	_, err := carts.UpdateOne(ctx, byID(c.doc.UserID), restore, options.UpdateOne().SetUpsert(true))
	if err != nil && !duplicateKey(err) {
		return fmt.Errorf("mongodb: cart of a failed checkout not put back: %w", storeErr(err))
	}
	return nil
}

// insertClaimed empties the checked-out cart and inserts b; when the insert
// fails the cart is put back.
func (s *Store) insertClaimed(ctx context.Context, b domain.Booking, cart cartClaim) error {
	if err := cart.take(ctx, s.carts); err != nil {
		return err
	}
	err := s.insertBooking(ctx, b)
	if err != nil {
		if giveBackErr := cart.giveBack(ctx, s.carts); giveBackErr != nil {
			return errors.Join(err, giveBackErr)
		}
	}
	return err
}
