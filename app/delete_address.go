package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// DeleteAddress forgets one of the buyer's own saved addresses; anyone
// else's is not found.
type DeleteAddress struct{ addresses ports.AddressRepository }

func NewDeleteAddress(addresses ports.AddressRepository) *DeleteAddress {
	return &DeleteAddress{addresses: addresses}
}

func (h *DeleteAddress) Handle(ctx context.Context, actor domain.User, id string) error {
	return h.addresses.DeleteAddress(ctx, actor.ID, id)
}
