package app

import (
	"context"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// ReceiveReturn records an approved return's pieces as arrived (admins).
// With restock the store puts them back into the named warehouse's stock
// (main when none is named) in the same step as it saves the booking.
type ReceiveReturn struct {
	step       returnStep
	warehouses ports.WarehouseRepository
}

func NewReceiveReturn(bookings ports.BookingRepository, returns ports.ReturnRepository, warehouses ports.WarehouseRepository,
	letters Letters, now Clock) *ReceiveReturn {
	return &ReceiveReturn{step: returnStep{bookings: bookings, returns: returns, letters: letters, now: now}, warehouses: warehouses}
}

func (h *ReceiveReturn) Handle(ctx context.Context, actor domain.User, id string, restock bool, warehouse string) (domain.BookingReturn, error) {
	known, err := h.warehouses.ListWarehouses(ctx)
	if err != nil {
		return domain.BookingReturn{}, err
	}
	return h.step.apply(ctx, actor, id, domain.AuditReturnReceive, always(func(r *domain.Return, now time.Time) error {
		return r.Receive(restock, warehouse, known, actor.Email, now)
	}), h.step.letters.returnReceived)
}
