package mongodb

import (
	"context"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo/options"

	"github.com/palletshop/pallet/domain"
)

// ListAddresses returns the user's saved addresses, newest first.
func (s *Store) ListAddresses(ctx context.Context, userID string) ([]domain.SavedAddress, error) {
	cur, err := s.addresses.Find(ctx, bson.D{{Key: "userId", Value: userID}}, options.Find().SetSort(newestFirst))
	if err != nil {
		return nil, storeErr(err)
	}
	var docs []addressDoc
	if err := cur.All(ctx, &docs); err != nil {
		return nil, storeErr(err)
	}
	addresses := make([]domain.SavedAddress, 0, len(docs))
	for _, d := range docs {
		addresses = append(addresses, d.entity())
	}
	return addresses, nil
}

// CreateAddress inserts a saved address under the id it carries.
func (s *Store) CreateAddress(ctx context.Context, a domain.SavedAddress) error {
	_, err := s.addresses.InsertOne(ctx, newAddressDoc(a))
	return storeErr(err)
}

// DeleteAddress removes one of the user's addresses; another user's is not found.
func (s *Store) DeleteAddress(ctx context.Context, userID, id string) error {
	res, err := s.addresses.DeleteOne(ctx, bson.D{{Key: "_id", Value: id}, {Key: "userId", Value: userID}})
	if err != nil {
		return storeErr(err)
	}
	if res.DeletedCount == 0 {
		return notFound("Address")
	}
	return nil
}
