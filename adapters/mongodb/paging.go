package mongodb

import (
	"context"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo"
	"go.mongodb.org/mongo-driver/v2/mongo/options"

	"github.com/palletshop/pallet/domain"
)

// newestFirst orders by creation time, ties broken by id (ascending) so
// paging is stable.
var newestFirst = bson.D{{Key: "createdAt", Value: -1}, {Key: "_id", Value: 1}}

// listPage reads one page of documents matching filter, plus the total count.
func listPage[T any, D entityDoc[T]](
	ctx context.Context, coll *mongo.Collection, filter, sort bson.D, req domain.PageRequest,
) (domain.Page[T], error) {
	req = req.Normalize()
	total, err := coll.CountDocuments(ctx, filter)
	if err != nil {
		return domain.Page[T]{}, storeErr(err)
	}
	opts := options.Find().SetSort(sort).SetSkip(int64(req.Offset())).SetLimit(int64(req.Limit))
	cur, err := coll.Find(ctx, filter, opts)
	if err != nil {
		return domain.Page[T]{}, storeErr(err)
	}
	var docs []D
	if err := cur.All(ctx, &docs); err != nil {
		return domain.Page[T]{}, storeErr(err)
	}
	items := make([]T, 0, len(docs))
	for _, d := range docs {
		items = append(items, d.entity())
	}
	return domain.NewPage(items, int(total), req), nil
}
