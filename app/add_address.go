package app

import (
	"context"
	"strconv"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

var errTooManyAddresses = domain.Errorf(domain.CodeConflict,
	"You can keep at most %s addresses. Please delete one you no longer use first.", strconv.Itoa(domain.MaxSavedAddresses))

// AddAddress keeps a shipping address for the buyer's next checkouts. The
// count is checked before the insert, so two adds at the same instant may
// pass it together; it keeps the picker short, it is not a hard quota.
type AddAddress struct {
	addresses ports.AddressRepository
	now       Clock
}

func NewAddAddress(addresses ports.AddressRepository, now Clock) *AddAddress {
	return &AddAddress{addresses: addresses, now: now}
}

func (h *AddAddress) Handle(ctx context.Context, actor domain.User, label, address, phone string) (domain.SavedAddress, error) {
	a, err := domain.NewSavedAddress(actor.ID, label, address, phone, h.now())
	if err != nil {
		return domain.SavedAddress{}, err
	}
	saved, err := h.addresses.ListAddresses(ctx, actor.ID)
	if err != nil {
		return domain.SavedAddress{}, err
	}
	if len(saved) >= domain.MaxSavedAddresses {
		return domain.SavedAddress{}, errTooManyAddresses
	}
	return a, h.addresses.CreateAddress(ctx, a)
}
