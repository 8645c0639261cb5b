package mongodb

import (
	"context"
	"errors"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo"
	"go.mongodb.org/mongo-driver/v2/mongo/options"

	"github.com/palletshop/pallet/domain"
)

// cartDoc is one user's cart, under their id; lines keep the order added.
type cartDoc struct {
	UserID string        `bson:"_id"`
	Lines  []cartLineDoc `bson:"lines"`
}

type cartLineDoc struct {
	ProductID string    `bson:"productId"`
	Quantity  int64     `bson:"quantity"`
	AddedAt   time.Time `bson:"addedAt"`
}

func (d cartDoc) entity() domain.Cart {
	c := domain.Cart{UserID: d.UserID}
	for _, l := range d.Lines {
		c.Lines = append(c.Lines, domain.CartLine{ProductID: l.ProductID, Quantity: l.Quantity, AddedAt: l.AddedAt.UTC()})
	}
	return c
}

// GetCart returns the user's cart, empty if they have none.
func (s *Store) GetCart(ctx context.Context, userID string) (domain.Cart, error) {
	var d cartDoc
	err := s.carts.FindOne(ctx, byID(userID)).Decode(&d)
	if errors.Is(err, mongo.ErrNoDocuments) {
		return domain.Cart{UserID: userID}, nil
	}
	if err != nil {
		return domain.Cart{}, storeErr(err)
	}
	return d.entity(), nil
}

// SetCartLine sets the quantity of the product's line in place, or, if the
// cart has no such line, pushes it at the end (creating the cart). A push
// that loses a race to another push of the same product finds the line
// there on the next attempt and sets it instead.
func (s *Store) SetCartLine(ctx context.Context, userID string, line domain.CartLine) (domain.Cart, error) {
	if line.AddedAt.IsZero() {
		line.AddedAt = now()
	}
	inCart := bson.D{{Key: "_id", Value: userID}, {Key: "lines.productId", Value: line.ProductID}}
	setQuantity := bson.D{{Key: "$set", Value: bson.D{{Key: "lines.$.quantity", Value: line.Quantity}}}}
	notInCart := bson.D{{Key: "_id", Value: userID}, {Key: "lines.productId", Value: bson.D{{Key: "$ne", Value: line.ProductID}}}}
	push := bson.D{{Key: "$push", Value: bson.D{{Key: "lines", Value: cartLineDoc{
		ProductID: line.ProductID, Quantity: line.Quantity, AddedAt: storedTime(line.AddedAt)}}}}}
	for range maxUpdateAttempts {
		c, err := s.changeCart(ctx, inCart, setQuantity, false)
		if !errors.Is(err, mongo.ErrNoDocuments) {
			return c, storeErr(err)
		}
		c, err = s.changeCart(ctx, notInCart, push, true)
		if !duplicateKey(err) {
			return c, storeErr(err)
		}
	}
	return domain.Cart{}, errConflict
}

// RemoveCartLine drops the product from the cart; removing an absent line is fine.
func (s *Store) RemoveCartLine(ctx context.Context, userID, productID string) (domain.Cart, error) {
	pull := bson.D{{Key: "$pull", Value: bson.D{{Key: "lines", Value: bson.D{{Key: "productId", Value: productID}}}}}}
	c, err := s.changeCart(ctx, byID(userID), pull, false)
	if errors.Is(err, mongo.ErrNoDocuments) {
		return domain.Cart{UserID: userID}, nil
	}
	return c, storeErr(err)
}

// ClearCart empties the user's cart.
func (s *Store) ClearCart(ctx context.Context, userID string) error {
	_, err := s.carts.DeleteOne(ctx, byID(userID))
	return storeErr(err)
}

// changeCart applies update to the cart matching filter and returns the
// cart as it is after, or mongo.ErrNoDocuments when nothing matched.
func (s *Store) changeCart(ctx context.Context, filter, update bson.D, upsert bool) (domain.Cart, error) {
	opts := options.FindOneAndUpdate().SetReturnDocument(options.After).SetUpsert(upsert)
	var d cartDoc
	if err := s.carts.FindOneAndUpdate(ctx, filter, update, opts).Decode(&d); err != nil {
		return domain.Cart{}, err
	}
	return d.entity(), nil
}
