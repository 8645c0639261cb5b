package mongodb

import (
	"context"
	"slices"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo"
	"go.mongodb.org/mongo-driver/v2/mongo/options"

	"github.com/palletshop/pallet/domain"
)

// SalesStats aggregates the orders in a sale status in the server, with
// one accumulator per $group (FerretDB v1 returns 0 for every accumulator
// after the first). The refunds, and the refunded orders that were sales,
// are read and added up here by the domain's rules (Booking.TallySale,
// Booking.TallyRefunds); the answers are combined here.
func (s *Store) SalesStats(ctx context.Context, from, to time.Time, top int) (domain.SalesStats, error) {
	start, end := domain.SalesDays(from, to)
	placed := bson.E{Key: "createdAt", Value: createdRange(start, end)}
	sales := bson.D{placed, {Key: "status", Value: bson.D{{Key: "$in", Value: statuses(domain.SaleStatuses)}}}}
	stats := domain.SalesStats{}

	revenue, err := sumBy[string](ctx, s.bookings, sales, "$createdDay", "$totalPriceCents")
	if err != nil {
		return stats, err
	}
	refunded, products, err := s.refundedSales(ctx, start, end, revenue)
	if err != nil {
		return stats, err
	}
	stats.RevenueByDay = domain.RevenueByDay(start, end, domain.NetOfRefunds(revenue, refunded))
	counts, err := sumBy[string](ctx, s.bookings, bson.D{placed}, "$status", 1)
	if err != nil {
		return stats, err
	}
	stats.OrdersByStatus = make(map[domain.BookingStatus]int, len(counts))
	for status, n := range counts {
		stats.OrdersByStatus[domain.BookingStatus(status)] = int(n)
	}
	if stats.TopProducts, err = s.topProducts(ctx, sales, products, top); err != nil {
		return stats, err
	}
	stats.LowStock, err = s.lowStockProducts(ctx)
	return stats, err
}

// refundedSales reads the orders with refunds made in [start, end) and the
// refunded orders placed in it. It adds the sales among the latter to
// revenue (the server counted the orders in a sale status), and returns
// the sales' done refunds by day and the product figures of both.
func (s *Store) refundedSales(ctx context.Context, start, end time.Time, revenue map[string]int64) (map[string]int64, domain.ProductTally, error) {
	filter := bson.D{{Key: "$or", Value: bson.A{
		bson.D{{Key: "refunds.at", Value: createdRange(start, end)}},
		bson.D{{Key: "createdAt", Value: createdRange(start, end)}, {Key: "status", Value: bson.D{{Key: "$in", Value: statuses(domain.RefundStatuses)}}}},
	}}}
	cur, err := s.bookings.Find(ctx, filter)
	if err != nil {
		return nil, nil, storeErr(err)
	}
	var docs []bookingDoc
	if err := cur.All(ctx, &docs); err != nil {
		return nil, nil, storeErr(err)
	}
	refunded, products := map[string]int64{}, domain.ProductTally{}
	for _, d := range docs {
		b := d.entity()
		if !b.Status.CountsAsSale() {
			b.TallySale(start, end, revenue, products)
		}
		b.TallyRefunds(start, end, refunded, products)
	}
	return refunded, products, nil
}

func statuses(of []domain.BookingStatus) bson.A {
	list := bson.A{}
	for _, st := range of {
		list = append(list, string(st))
	}
	return list
}

// topProducts ranks products by the revenue of their lines in the server
// plus the figures read here (products), then asks the server for the
// pieces and names of the top ones only.
func (s *Store) topProducts(ctx context.Context, sales bson.D, products domain.ProductTally, top int) ([]domain.ProductSales, error) {
	if top <= 0 {
		return []domain.ProductSales{}, nil
	}
	ranked, err := aggregate[groupSum[string]](ctx, s.bookings, mongo.Pipeline{
		{{Key: "$match", Value: sales}},
		{{Key: "$unwind", Value: "$lines"}},
		{{Key: "$group", Value: bson.D{{Key: "_id", Value: "$lines.productId"}, {Key: "total", Value: bson.D{{Key: "$sum", Value: "$lines.lineTotalCents"}}}}}},
	})
	if err != nil {
		return nil, err
	}
	for _, r := range ranked {
		products.Add(r.Key, "", 0, r.Total)
	}
	result := products.Top(top)
	ids := make(bson.A, len(result))
	byID := make(map[string]*domain.ProductSales, len(result))
	for i := range result {
		ids[i], byID[result[i].ProductID] = result[i].ProductID, &result[i]
	}
	topLines := bson.D{{Key: "lines.productId", Value: bson.D{{Key: "$in", Value: ids}}}}
	type idName struct {
		ID   string `bson:"id"`
		Name string `bson:"name"`
	}
	pieces, err := aggregate[groupSum[idName]](ctx, s.bookings, mongo.Pipeline{
		{{Key: "$match", Value: append(slices.Clone(sales), topLines...)}},
		{{Key: "$unwind", Value: "$lines"}},
		{{Key: "$match", Value: topLines}},
		{{Key: "$group", Value: bson.D{
			{Key: "_id", Value: bson.D{{Key: "id", Value: "$lines.productId"}, {Key: "name", Value: "$lines.productName"}}},
			{Key: "total", Value: bson.D{{Key: "$sum", Value: "$lines.quantity"}}},
		}}},
	})
	if err != nil {
		return nil, err
	}
	for _, p := range pieces {
		ps := byID[p.Key.ID]
		ps.Pieces += p.Total
		ps.ProductName = max(ps.ProductName, p.Key.Name) // the stores agree on the greatest name
	}
	return result, nil
}

// lowStockProducts are the products low on stock, lowest stock first.
func (s *Store) lowStockProducts(ctx context.Context) ([]domain.Product, error) {
	cur, err := s.products.Find(ctx, bson.D{lowOnStock}, options.Find().SetSort(bson.D{{Key: "stock", Value: 1}, {Key: "_id", Value: 1}}))
	if err != nil {
		return nil, storeErr(err)
	}
	var docs []productDoc
	if err := cur.All(ctx, &docs); err != nil {
		return nil, storeErr(err)
	}
	products := make([]domain.Product, 0, len(docs))
	for _, d := range docs {
		products = append(products, d.entity())
	}
	return products, nil
}

// groupSum is one row of a $group with a single $sum.
type groupSum[K any] struct {
	Key   K     `bson:"_id"`
	Total int64 `bson:"total"`
}

// sumBy sums value over the documents matching filter, per key.
func sumBy[K comparable](ctx context.Context, coll *mongo.Collection, filter bson.D, key string, value any) (map[K]int64, error) {
	rows, err := aggregate[groupSum[K]](ctx, coll, mongo.Pipeline{
		{{Key: "$match", Value: filter}},
		{{Key: "$group", Value: bson.D{{Key: "_id", Value: key}, {Key: "total", Value: bson.D{{Key: "$sum", Value: value}}}}}},
	})
	sums := make(map[K]int64, len(rows))
	for _, r := range rows {
		sums[r.Key] = r.Total
	}
	return sums, err
}

func aggregate[T any](ctx context.Context, coll *mongo.Collection, pipeline mongo.Pipeline) ([]T, error) {
	cur, err := coll.Aggregate(ctx, pipeline)
	if err != nil {
		return nil, storeErr(err)
	}
	var rows []T
	if err := cur.All(ctx, &rows); err != nil {
		return nil, storeErr(err)
	}
	return rows, nil
}
