package mongodb

import (
	"context"
	"errors"
	"fmt"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"

	"github.com/palletshop/pallet/domain"
)

// compensationTimeout bounds giving stock back after a failed insert, even
// when the caller's context is already done.
const compensationTimeout = 10 * time.Second

// placeBookingCompensated is PlaceBooking for servers without transactions
// (a standalone mongod, FerretDB). The conditional decrement is one atomic
// single-document update, so stock never oversells; if the insert then
// fails, the quantity is put back. The one remaining window: a crash between
// the decrement and that compensation loses the reservation's stock (the
// product shows less than it has) until an admin reconciles it.
func (s *Store) placeBookingCompensated(ctx context.Context, b domain.Booking) error {
	if err := s.takeStock(ctx, b.ProductID, b.Quantity); err != nil {
		return err
	}
	insertErr := s.insertBooking(ctx, b)
	if insertErr == nil {
		return nil
	}
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), compensationTimeout)
	defer cancel()
	if err := s.returnStock(ctx, b.ProductID, b.Quantity); err != nil {
		return errors.Join(insertErr, fmt.Errorf("mongodb: %d pieces of product %s not returned to stock: %w", b.Quantity, b.ProductID, err))
	}
	return insertErr
}

// takeStock decrements stock only if at least quantity is left. The version
// moves too, so a concurrent UpdateProduct can't write back the old stock.
func (s *Store) takeStock(ctx context.Context, productID string, quantity int64) error {
	filter := bson.D{{Key: "_id", Value: productID}, {Key: "stock", Value: bson.D{{Key: "$gte", Value: quantity}}}}
	res, err := s.products.UpdateOne(ctx, filter, stockChange(-quantity))
	if err != nil {
		return storeErr(err)
	}
	if res.MatchedCount == 1 {
		return nil
	}
	p, err := s.GetProduct(ctx, productID)
	if err != nil {
		return err
	}
	return domain.OutOfStock(p.Stock)
}

// returnStock adds quantity back; a product that no longer exists is skipped.
func (s *Store) returnStock(ctx context.Context, productID string, quantity int64) error {
	_, err := s.products.UpdateOne(ctx, byID(productID), stockChange(quantity))
	return storeErr(err)
}

func stockChange(delta int64) bson.D {
	return bson.D{{Key: "$inc", Value: bson.D{
		{Key: "stock", Value: delta}, {Key: "spareStock", Value: delta}, {Key: "version", Value: int64(1)},
	}}}
}
