package mongodb

import (
	"context"
	"errors"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo"
	"go.mongodb.org/mongo-driver/v2/mongo/options"

	"github.com/palletshop/pallet/domain"
)

// lowOnStock is domain.Product.LowOnStock as a filter.
var lowOnStock = bson.E{Key: "lowStockHeadroom", Value: bson.D{{Key: "$lte", Value: 0}}}

// setLowStockAlerted also moves the version, so an UpdateProduct that read
// the product before can't write the old mark back.
func setLowStockAlerted(alerted bool) bson.D {
	return bson.D{
		{Key: "$set", Value: bson.D{{Key: "lowStockAlerted", Value: alerted}}},
		{Key: "$inc", Value: bson.D{{Key: "version", Value: int64(1)}}},
	}
}

// ClaimLowStockAlerts unmarks the products back above their threshold, then
// marks the ones that crossed it one conditional find-and-modify each, so a
// crossing goes to exactly one caller.
func (s *Store) ClaimLowStockAlerts(ctx context.Context) ([]domain.Product, error) {
	recovered := bson.D{{Key: "lowStockAlerted", Value: true}, {Key: "lowStockHeadroom", Value: bson.D{{Key: "$gt", Value: 0}}}}
	if _, err := s.products.UpdateMany(ctx, recovered, setLowStockAlerted(false)); err != nil {
		return nil, storeErr(err)
	}
	crossed := bson.D{lowOnStock, {Key: "lowStockAlerted", Value: bson.D{{Key: "$ne", Value: true}}}}
	opts := options.FindOneAndUpdate().SetReturnDocument(options.After)
	claimed := []domain.Product{}
	for {
		var d productDoc
		err := s.products.FindOneAndUpdate(ctx, crossed, setLowStockAlerted(true), opts).Decode(&d)
		if errors.Is(err, mongo.ErrNoDocuments) {
			return claimed, nil
		}
		if err != nil {
			return nil, storeErr(err)
		}
		claimed = append(claimed, d.entity())
	}
}
