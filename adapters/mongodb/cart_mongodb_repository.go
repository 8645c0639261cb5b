package mongodb

import (
	"context"
	"slices"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo/options"

	"github.com/palletshop/pallet/domain"
)

// cartDoc is one user's cart, under their id; lines keep the order added.
// The whole line list is replaced on a version-checked save, because
// FerretDB v1 has neither the positional $ operator nor $pull by condition.
type cartDoc struct {
	UserID  string        `bson:"_id"`
	Lines   []cartLineDoc `bson:"lines"`
	Version int64         `bson:"version"`
}

type cartLineDoc struct {
	ProductID string    `bson:"productId"`
	Quantity  int64     `bson:"quantity"`
	AddedAt   time.Time `bson:"addedAt"`
}

func newCartDoc(c domain.Cart, version int64) cartDoc {
	d := cartDoc{UserID: c.UserID, Lines: make([]cartLineDoc, len(c.Lines)), Version: version}
	for i, l := range c.Lines {
		d.Lines[i] = cartLineDoc{ProductID: l.ProductID, Quantity: l.Quantity, AddedAt: storedTime(l.AddedAt)}
	}
	return d
}

func (d cartDoc) revision() int64 { return d.Version }

func (d cartDoc) entity() domain.Cart {
	c := domain.Cart{UserID: d.UserID}
	for _, l := range d.Lines {
		c.Lines = append(c.Lines, domain.CartLine{ProductID: l.ProductID, Quantity: l.Quantity, AddedAt: l.AddedAt.UTC()})
	}
	return c
}

// GetCart returns the user's cart, empty if they have none.
func (s *Store) GetCart(ctx context.Context, userID string) (domain.Cart, error) {
	c, err := getByID[domain.Cart, cartDoc](ctx, s.carts, userID, "Cart")
	if domain.IsCode(err, domain.CodeNotFound) {
		return domain.Cart{UserID: userID}, nil
	}
	return c, err
}

// SetCartLine sets the quantity of the product's line in place, keeping
// when it was added, or adds the line at the end.
func (s *Store) SetCartLine(ctx context.Context, userID string, line domain.CartLine) (domain.Cart, error) {
	if line.AddedAt.IsZero() {
		line.AddedAt = now()
	}
	return s.changeCart(ctx, userID, func(c *domain.Cart) {
		i := slices.IndexFunc(c.Lines, func(l domain.CartLine) bool { return l.ProductID == line.ProductID })
		if i >= 0 {
			c.Lines[i].Quantity = line.Quantity
			return
		}
		c.Lines = append(c.Lines, line)
	})
}

// RemoveCartLine drops the product from the cart; removing an absent line is fine.
func (s *Store) RemoveCartLine(ctx context.Context, userID, productID string) (domain.Cart, error) {
	return s.changeCart(ctx, userID, func(c *domain.Cart) {
		c.Lines = slices.DeleteFunc(c.Lines, func(l domain.CartLine) bool { return l.ProductID == productID })
	})
}

// ClearCart empties the user's cart.
func (s *Store) ClearCart(ctx context.Context, userID string) error {
	_, err := s.carts.DeleteOne(ctx, byID(userID))
	return storeErr(err)
}

// changeCart makes sure the user has a cart document, then saves change
// with the version check. A cart cleared in between is made again.
func (s *Store) changeCart(ctx context.Context, userID string, change func(*domain.Cart)) (domain.Cart, error) {
	for range maxUpdateAttempts {
		if err := s.ensureCart(ctx, userID); err != nil {
			return domain.Cart{}, err
		}
		_, after, err := updateVersioned(ctx, s.carts, userID, "Cart", newCartDoc, func(c *domain.Cart) error {
			change(c)
			return nil
		})
		if !domain.IsCode(err, domain.CodeNotFound) {
			return after, err
		}
	}
	return domain.Cart{}, errConflict
}

// ensureCart creates an empty cart document unless the user has one. Two
// creations racing leave one document, and the loser's duplicate key is fine.
func (s *Store) ensureCart(ctx context.Context, userID string) error {
	empty := bson.D{{Key: "$setOnInsert", Value: bson.D{{Key: "lines", Value: bson.A{}}, {Key: "version", Value: int64(1)}}}}
	_, err := s.carts.UpdateOne(ctx, byID(userID), empty, options.UpdateOne().SetUpsert(true))
	if duplicateKey(err) {
		return nil
	}
	return storeErr(err)
}
