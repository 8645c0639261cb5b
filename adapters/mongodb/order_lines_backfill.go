package mongodb

import (
	"context"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo/options"

	"github.com/palletshop/pallet/domain"
)

// backfillOrderLines turns every order placed before orders had lines into
// a one-line order built from its summary fields, so it still shows what was
// bought and gives its stock back. The update is conditional on the lines
// still being absent, and moves the version so a concurrent versioned save
// of the old document is refused; later starts find nothing to do.
func (s *Store) backfillOrderLines(ctx context.Context) error {
	noLines := bson.E{Key: "lines", Value: bson.D{{Key: "$exists", Value: false}}}
	cur, err := s.bookings.Find(ctx, bson.D{noLines}, options.Find().SetProjection(bson.D{
		{Key: "productId", Value: 1}, {Key: "productName", Value: 1}, {Key: "quantity", Value: 1},
		{Key: "unitPriceCents", Value: 1}, {Key: "totalPriceCents", Value: 1}, {Key: "paymentMethod", Value: 1},
	}))
	if err != nil {
		return storeErr(err)
	}
	var legacy []bookingDoc
	if err := cur.All(ctx, &legacy); err != nil {
		return storeErr(err)
	}
	for _, b := range legacy {
		line := bookingLineDoc{ProductID: b.ProductID, ProductName: b.ProductName, Quantity: b.Quantity,
			UnitPriceCents: b.UnitPriceCents, LineTotalCents: b.TotalPriceCents}
		set := bson.D{{Key: "lines", Value: []bookingLineDoc{line}}, {Key: "subtotalCents", Value: b.TotalPriceCents}}
		if b.PaymentMethod == "" {
			set = append(set, bson.E{Key: "paymentMethod", Value: domain.PaymentCard})
		}
		update := bson.D{{Key: "$set", Value: set}, {Key: "$inc", Value: bson.D{{Key: "version", Value: int64(1)}}}}
		if _, err := s.bookings.UpdateOne(ctx, bson.D{{Key: "_id", Value: b.ID}, noLines}, update); err != nil {
			return storeErr(err)
		}
	}
	return nil
}
