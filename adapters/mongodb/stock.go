package mongodb

import (
	"context"
	"errors"
	"fmt"
	"slices"
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

// takeLines reserves every line from its product's warehouses, in order,
// recording each line's allocation and backorder on it. On the first line
// that can't be taken it gives back the lines already taken and reports
// every short or missing line.
func (s *Store) takeLines(ctx context.Context, lines []domain.BookingLine) error {
	order, err := s.warehouseOrder(ctx)
	if err != nil {
		return err
	}
	for i := range lines {
		taken, err := s.reserveLine(ctx, &lines[i], order)
		if err == nil && !taken {
			err = s.shortage(ctx, lines[i], lines[i+1:])
		}
		if err != nil {
			return s.failAfterTaking(ctx, err, lines[:i])
		}
	}
	return nil
}

// reserveLine works out the line's allocation from the product as read
// (domain.Product.Reserve) and takes it with one conditional update that
// needs each warehouse to still have its share; if another order took
// some meanwhile, it reads again. taken is false when the product is short
// or gone.
func (s *Store) reserveLine(ctx context.Context, l *domain.BookingLine, order []string) (taken bool, err error) {
	for range maxUpdateAttempts * 4 {
		p, err := s.GetProduct(ctx, l.ProductID)
		if domain.IsCode(err, domain.CodeNotFound) {
			return false, nil
		}
		if err != nil {
			return false, err
		}
		allocs, backordered, ok := p.Reserve(l.Quantity, order)
		if !ok {
			return false, nil
		}
		reserved := domain.BookingLine{Quantity: l.Quantity, Allocations: allocs, BackorderedQuantity: backordered}.Reserved()
		filter := byID(l.ProductID)
		for _, a := range reserved {
			filter = append(filter, bson.E{Key: "stockByWarehouse." + a.Warehouse, Value: bson.D{{Key: "$gte", Value: a.Quantity}}})
		}
		res, err := s.products.UpdateOne(ctx, filter, warehouseStockChange(reserved, -1))
		if err != nil {
			return false, storeErr(err)
		}
		if res.MatchedCount == 1 {
			l.Allocations, l.BackorderedQuantity = allocs, backordered
			return true, nil
		}
	}
	return false, errConflict
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

// returnLines gives every line's reserved pieces back to the warehouses
// they came from (main for a warehouse deleted since); a product that no
// longer exists is skipped. It goes on past a failed line so as much as
// possible comes back, and reports every failure.
func (s *Store) returnLines(ctx context.Context, lines []domain.BookingLine) error {
	known, err := s.warehouseOrder(ctx)
	if err != nil {
		return err
	}
	var errs []error
	for _, l := range lines {
		back := make([]domain.Allocation, 0, len(l.Reserved()))
		for _, a := range l.Reserved() {
			if !slices.Contains(known, a.Warehouse) {
				a.Warehouse = domain.MainWarehouse
			}
			back = append(back, a)
		}
		if _, err := s.products.UpdateOne(ctx, byID(l.ProductID), warehouseStockChange(back, +1)); err != nil {
			errs = append(errs, fmt.Errorf("%d pieces of product %s: %w", l.Quantity, l.ProductID, storeErr(err)))
		}
	}
	return errors.Join(errs...)
}

// warehouseStockChange moves each allocation's warehouse and the stock by
// sign × its pieces, and numbers the write in the change feed, so the
// catalogue index sees "in stock" change.
func warehouseStockChange(allocs []domain.Allocation, sign int64) bson.D {
	var total int64
	inc := bson.D{}
	for _, a := range allocs {
		total += a.Quantity
		inc = append(inc, bson.E{Key: "stockByWarehouse." + a.Warehouse, Value: sign * a.Quantity})
	}
	inc = append(inc, bson.E{Key: "stock", Value: sign * total}, bson.E{Key: "lowStockHeadroom", Value: sign * total},
		bson.E{Key: "version", Value: int64(1)})
	return bson.D{
		{Key: "$inc", Value: inc},
		{Key: "$set", Value: bson.D{{Key: "seq", Value: productSeqs.next()}}},
	}
}
