package mongodb

import (
	"context"
	"maps"
	"reflect"
	"slices"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo"
	"go.mongodb.org/mongo-driver/v2/mongo/options"

	"github.com/palletshop/pallet/domain"
)

type warehouseDoc struct {
	Code         string `bson:"_id"`
	Name         string `bson:"name"`
	Address      string `bson:"address"`
	LeadTimeDays int64  `bson:"leadTimeDays"`
	Position     int64  `bson:"position"`
}

func (d warehouseDoc) entity() domain.Warehouse { return domain.Warehouse(d) }

func (s *Store) warehouseColl() *mongo.Collection { return s.db.Collection("warehouses") }

// upgradeToWarehouses gives a store from before warehouses its main
// warehouse, and every product a stockByWarehouse holding all its stock in
// main (conditional on the stock read, so an order meanwhile makes it try
// that product again).
func (s *Store) upgradeToWarehouses(ctx context.Context) error {
	main := warehouseDoc(domain.DefaultWarehouse())
	_, err := s.warehouseColl().UpdateOne(ctx, byID(main.Code), bson.D{{Key: "$setOnInsert", Value: main}}, options.UpdateOne().SetUpsert(true))
	if err != nil && !mongo.IsDuplicateKeyError(err) {
		return storeErr(err)
	}
	missing := bson.E{Key: "stockByWarehouse", Value: bson.D{{Key: "$exists", Value: false}}}
	for range maxUpdateAttempts {
		cur, err := s.products.Find(ctx, bson.D{missing}, options.Find().SetProjection(bson.D{{Key: "stock", Value: 1}}))
		if err != nil {
			return storeErr(err)
		}
		var legacy []struct {
			ID    string `bson:"_id"`
			Stock int64  `bson:"stock"`
		}
		if err := cur.All(ctx, &legacy); err != nil || len(legacy) == 0 {
			return storeErr(err)
		}
		for _, p := range legacy {
			filter := bson.D{{Key: "_id", Value: p.ID}, missing, {Key: "stock", Value: p.Stock}}
			set := bson.D{{Key: "$set", Value: bson.D{{Key: "stockByWarehouse", Value: bson.D{{Key: domain.MainWarehouse, Value: p.Stock}}}}}}
			if _, err := s.products.UpdateOne(ctx, filter, set); err != nil {
				return storeErr(err)
			}
		}
	}
	return nil
}

// ListWarehouses returns the warehouses in taking order.
func (s *Store) ListWarehouses(ctx context.Context) ([]domain.Warehouse, error) {
	cur, err := s.warehouseColl().Find(ctx, bson.D{})
	if err != nil {
		return nil, storeErr(err)
	}
	var docs []warehouseDoc
	if err := cur.All(ctx, &docs); err != nil {
		return nil, storeErr(err)
	}
	ws := make([]domain.Warehouse, len(docs))
	for i, d := range docs {
		ws[i] = d.entity()
	}
	domain.SortWarehouses(ws)
	return ws, nil
}

func (s *Store) warehouseOrder(ctx context.Context) ([]string, error) {
	ws, err := s.ListWarehouses(ctx)
	return domain.WarehouseCodes(ws), err
}

// SaveWarehouse creates or replaces the warehouse with w's code.
func (s *Store) SaveWarehouse(ctx context.Context, w domain.Warehouse) error {
	return s.audited(ctx, func(ctx context.Context) error {
		n, err := s.warehouseColl().CountDocuments(ctx, bson.D{})
		if err != nil {
			return storeErr(err)
		}
		exists, err := s.warehouseColl().CountDocuments(ctx, byID(w.Code))
		if err != nil {
			return storeErr(err)
		}
		if exists == 0 && n >= domain.MaxWarehouses {
			return domain.ErrTooManyWarehouses
		}
		_, err = s.warehouseColl().ReplaceOne(ctx, byID(w.Code), warehouseDoc(w), options.Replace().SetUpsert(true))
		return storeErr(err)
	})
}

// DeleteWarehouse checks, then deletes. Without transactions a reservation
// can't put stock into a warehouse (only orders given back do, to the
// warehouse they came from), so the window is an admin's own stock change.
func (s *Store) DeleteWarehouse(ctx context.Context, code string) error {
	return s.audited(ctx, func(ctx context.Context) error {
		ws, err := s.ListWarehouses(ctx)
		if err != nil {
			return err
		}
		held, err := s.products.CountDocuments(ctx, bson.D{{Key: "stockByWarehouse." + code, Value: bson.D{{Key: "$gt", Value: 0}}}},
			options.Count().SetLimit(1))
		if err != nil {
			return storeErr(err)
		}
		if err := domain.CheckWarehouseDelete(code, ws, held > 0); err != nil {
			return err
		}
		return deleteByID(ctx, s.warehouseColl(), code, "Warehouse")
	})
}

// FillBackorders offers the product's stock to its waiting bookings,
// longest ready to ship first (domain.FirstToFill). For each, the pieces
// are taken with a conditional update (as a reservation is), then the
// booking is saved if it is still as read; if it is not, the pieces go back.
func (s *Store) FillBackorders(ctx context.Context, productID string, fill func(*domain.Booking, *domain.Product) bool) ([]domain.Booking, error) {
	waiting, err := s.bookingsWaitingFor(ctx, productID)
	if err != nil {
		return nil, err
	}
	var changed []domain.Booking
	for _, read := range waiting {
		b, ok, err := s.fillOne(ctx, read, productID, fill)
		if err != nil {
			return changed, err
		}
		if ok {
			changed = append(changed, b)
		}
	}
	return changed, nil
}

// bookingsWaitingFor is domain.Booking.WaitsForStock of productID, in
// domain.FirstToFill order. The filter is wider (every status CanShip may
// allow; FerretDB v1 has no $elemMatch on fields, so the product and the
// backorder may be on different lines), and the domain decides.
func (s *Store) bookingsWaitingFor(ctx context.Context, productID string) ([]domain.Booking, error) {
	statuses := bson.A{string(domain.StatusPaid), string(domain.StatusPartiallyShipped),
		string(domain.StatusPartiallyRefunded), string(domain.StatusUnpaid)}
	filter := bson.D{
		{Key: "status", Value: bson.D{{Key: "$in", Value: statuses}}},
		{Key: "lines.productId", Value: productID},
		{Key: "lines.backorderedQuantity", Value: bson.D{{Key: "$gt", Value: 0}}},
	}
	cur, err := s.bookings.Find(ctx, filter)
	if err != nil {
		return nil, storeErr(err)
	}
	var docs []bookingDoc
	if err := cur.All(ctx, &docs); err != nil {
		return nil, storeErr(err)
	}
	var waiting []domain.Booking
	for _, d := range docs {
		if b := d.entity(); b.WaitsForStock(productID) {
			waiting = append(waiting, b)
		}
	}
	slices.SortFunc(waiting, domain.FirstToFill)
	return waiting, nil
}

// fillOne fills one booking from the product as it is now.
func (s *Store) fillOne(ctx context.Context, read domain.Booking, productID string, fill func(*domain.Booking, *domain.Product) bool) (domain.Booking, bool, error) {
	p, err := s.GetProduct(ctx, productID)
	if err != nil {
		return domain.Booking{}, false, err
	}
	filled, after := read, p
	filled.Lines = slices.Clone(read.Lines)
	if !fill(&filled, &after) {
		return domain.Booking{}, false, nil
	}
	taken := takenBetween(p, after)
	take := byID(productID)
	for _, a := range taken {
		take = append(take, bson.E{Key: "stockByWarehouse." + a.Warehouse, Value: bson.D{{Key: "$gte", Value: a.Quantity}}})
	}
	res, err := s.products.UpdateOne(ctx, take, warehouseStockChange(taken, -1))
	if err != nil || res.MatchedCount == 0 {
		return domain.Booking{}, false, storeErr(err)
	}
	saved, err := s.UpdateBooking(ctx, read.ID, func(b *domain.Booking) error {
		if b.Status != read.Status || !reflect.DeepEqual(b.Lines, read.Lines) {
			return errConflict
		}
		*b = filled
		return nil
	})
	if err != nil {
		return domain.Booking{}, false, s.failAfterTaking(ctx, err, []domain.BookingLine{{ProductID: productID, Allocations: taken}})
	}
	return saved, true, nil
}

// takenBetween is how many pieces each warehouse lost from before to after.
func takenBetween(before, after domain.Product) []domain.Allocation {
	was, is := before.WarehouseStocks(), after.WarehouseStocks()
	var taken []domain.Allocation
	for _, code := range slices.Sorted(maps.Keys(was)) {
		if n := was[code] - is[code]; n > 0 {
			taken = append(taken, domain.Allocation{Warehouse: code, Quantity: n})
		}
	}
	return taken
}
