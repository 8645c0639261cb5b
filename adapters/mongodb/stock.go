package mongodb

import (
	"context"
	"errors"
	"fmt"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"

	"github.com/palletshop/pallet/domain"
)

// compensationTimeout bounds giving stock back after a failed reservation,
// even when the caller's context is already done.
const compensationTimeout = 10 * time.Second

// placeBookingCompensated is PlaceBooking for servers without transactions
// (a standalone mongod, FerretDB). Each line's conditional decrement is one
// atomic single-document update, so stock never oversells; if a later line
// or the insert fails, what was taken is put back, and so is a reserved
// invoice number. The remaining windows: a crash before that compensation
// loses the taken stock (the product shows less than it has) until an admin
// reconciles it; one between the insert and the outbox loses the mail. A
// checked-out cart is emptied just before the insert (see insertClaimed).
func (s *Store) placeBookingCompensated(ctx context.Context, b domain.Booking, cart cartClaim) error {
	if err := s.takeLines(ctx, b.Lines); err != nil {
		return err
	}
	numbers := s.documentNumbers(ctx)
	err := numbers.assign(&b)
	if err == nil {
		err = s.insertClaimed(ctx, b, cart)
	}
	if err != nil {
		numbers.releaseUnused(domain.Booking{})
		return s.failAfterTaking(ctx, err, b.Lines)
	}
	return s.enqueueMail(ctx, b.Outbox)
}

// takeLines takes every line's quantity off stock, in order. On the first
// line that can't be taken it gives back the lines already taken and
// reports every short or missing line.
func (s *Store) takeLines(ctx context.Context, lines []domain.BookingLine) error {
	for i, l := range lines {
		taken, err := s.takeStock(ctx, l.ProductID, l.Quantity)
		if err == nil && !taken {
			err = s.shortage(ctx, l, lines[i+1:])
		}
		if err != nil {
			return s.failAfterTaking(ctx, err, lines[:i])
		}
	}
	return nil
}

// takeStock decrements stock only if at least quantity is left, and says
// whether it did. The version moves too, so a concurrent UpdateProduct
// can't write back the old stock.
func (s *Store) takeStock(ctx context.Context, productID string, quantity int64) (bool, error) {
	filter := bson.D{{Key: "_id", Value: productID}, {Key: "stock", Value: bson.D{{Key: "$gte", Value: quantity}}}}
	res, err := s.products.UpdateOne(ctx, filter, stockChange(-quantity))
	if err != nil {
		return false, storeErr(err)
	}
	return res.MatchedCount == 1, nil
}

// shortage names failed, the line that could not be taken, and each of the
// rest whose stock is short or whose product is gone now.
func (s *Store) shortage(ctx context.Context, failed domain.BookingLine, rest []domain.BookingLine) error {
	short := &domain.StockShortage{}
	for i, l := range append([]domain.BookingLine{failed}, rest...) {
		p, err := s.GetProduct(ctx, l.ProductID)
		switch {
		case domain.IsCode(err, domain.CodeNotFound):
			short.AddMissing(l.ProductID)
		case err != nil:
			return err
		case i == 0 || !p.HasStockFor(l.Quantity):
			short.AddShort(l.ProductID, p.Stock)
		}
	}
	return short
}

// failAfterTaking gives the taken lines back after a reservation failed
// with err, with its own deadline so a cancelled request still does it, and
// returns err, joined with whatever could not be given back.
func (s *Store) failAfterTaking(ctx context.Context, err error, taken []domain.BookingLine) error {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), compensationTimeout)
	defer cancel()
	if giveBackErr := s.returnLines(ctx, taken); giveBackErr != nil {
		return errors.Join(err, fmt.Errorf("mongodb: stock of a failed order not returned: %w", giveBackErr))
	}
	return err
}

// returnLines adds every line's quantity back to its product; a product
// that no longer exists is skipped. It goes on past a failed line so as
// much as possible comes back, and reports every failure.
func (s *Store) returnLines(ctx context.Context, lines []domain.BookingLine) error {
	var errs []error
	for _, l := range lines {
		if _, err := s.products.UpdateOne(ctx, byID(l.ProductID), stockChange(l.Quantity)); err != nil {
			errs = append(errs, fmt.Errorf("%d pieces of product %s: %w", l.Quantity, l.ProductID, storeErr(err)))
		}
	}
	return errors.Join(errs...)
}

// stockChange moves stock by delta and numbers the write in the change
// feed, so the catalogue index sees "in stock" change.
func stockChange(delta int64) bson.D {
	return bson.D{
		{Key: "$inc", Value: bson.D{
			{Key: "stock", Value: delta}, {Key: "lowStockHeadroom", Value: delta}, {Key: "version", Value: int64(1)},
		}},
		{Key: "$set", Value: bson.D{{Key: "seq", Value: productSeqs.next()}}},
	}
}
