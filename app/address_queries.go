package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// AddressQueries lists the buyer's own saved shipping addresses, newest first.
type AddressQueries struct{ addresses ports.AddressRepository }

func NewAddressQueries(addresses ports.AddressRepository) *AddressQueries {
	return &AddressQueries{addresses: addresses}
}

func (q *AddressQueries) Mine(ctx context.Context, actor domain.User) ([]domain.SavedAddress, error) {
	return q.addresses.ListAddresses(ctx, actor.ID)
}
