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

// SalesStats aggregates in the server with one accumulator per $group
// (FerretDB v1 returns 0 for every accumulator after the first) and
// combines the pipelines' answers here.
func (s *Store) SalesStats(ctx context.Context, from, to time.Time, top int) (domain.SalesStats, error) {
	start, end := domain.SalesDays(from, to)
	placed := bson.E{Key: "createdAt", Value: createdRange(start, end)}
	sales := bson.D{placed, {Key: "status", Value: bson.D{{Key: "$in", Value: saleStatuses()}}}}
	stats := domain.SalesStats{}

	revenue, err := sumBy[string](ctx, s.bookings, sales, "$createdDay", "$totalPriceCents")
	if err != nil {
		return stats, err
	}
	refunded, err := s.refundedByDay(ctx, start, end)
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
	if stats.TopProducts, err = s.topProducts(ctx, sales, top); err != nil {
		return stats, err
	}
	stats.LowStock, err = s.lowStockProducts(ctx)
	return stats, err
}

// refundedByDay reads the refunds of the sales refunded in [start, end)
// and adds them up by day as the domain does.
func (s *Store) refundedByDay(ctx context.Context, start, end time.Time) (map[string]int64, error) {
	filter := bson.D{
		{Key: "status", Value: bson.D{{Key: "$in", Value: saleStatuses()}}},
		{Key: "refunds.at", Value: createdRange(start, end)},
	}
	cur, err := s.bookings.Find(ctx, filter, options.Find().SetProjection(bson.D{{Key: "status", Value: 1}, {Key: "refunds", Value: 1}}))
	if err != nil {
		return nil, storeErr(err)
	}
	var docs []struct {
		Status  string      `bson:"status"`
		Refunds []refundDoc `bson:"refunds"`
	}
	if err := cur.All(ctx, &docs); err != nil {
		return nil, storeErr(err)
	}
	refunded := map[string]int64{}
	for _, d := range docs {
		b := domain.Booking{Status: domain.BookingStatus(d.Status), Refunds: refundEntities(d.Refunds)}
		b.RefundedByDay(start, end, refunded)
	}
	return refunded, nil
}

func saleStatuses() bson.A {
	statuses := bson.A{}
	for _, st := range domain.SaleStatuses {
		statuses = append(statuses, string(st))
	}
	return statuses
}

// topProducts ranks products by their lines' revenue in the server, then
// asks for the pieces and names of the top ones only.
func (s *Store) topProducts(ctx context.Context, sales bson.D, top int) ([]domain.ProductSales, error) {
	if top <= 0 {
		return []domain.ProductSales{}, nil
	}
	ranked, err := aggregate[groupSum[string]](ctx, s.bookings, mongo.Pipeline{
		{{Key: "$match", Value: sales}},
		{{Key: "$unwind", Value: "$lines"}},
		{{Key: "$group", Value: bson.D{{Key: "_id", Value: "$lines.productId"}, {Key: "total", Value: bson.D{{Key: "$sum", Value: "$lines.lineTotalCents"}}}}}},
		{{Key: "$sort", Value: bson.D{{Key: "total", Value: -1}, {Key: "_id", Value: 1}}}},
		{{Key: "$limit", Value: int64(top)}},
	})
	if err != nil {
		return nil, err
	}
	ids := make(bson.A, len(ranked))
	for i, r := range ranked {
		ids[i] = r.Key
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
	byID := make(map[string]*domain.ProductSales, len(ranked))
	result := make([]domain.ProductSales, len(ranked))
	for i, r := range ranked {
		result[i] = domain.ProductSales{ProductID: r.Key, Cents: r.Total}
		byID[r.Key] = &result[i]
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
