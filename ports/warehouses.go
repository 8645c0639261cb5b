package ports

import (
	"context"

	"github.com/palletshop/pallet/domain"
)

// WarehouseRepository keeps the warehouses that hold stock, and fills
// backorders from stock that arrives. Every store has at least the main
// warehouse (domain.MainWarehouse), from its creation or its upgrade.
type WarehouseRepository interface {
	// ListWarehouses returns every warehouse in the order stock is taken
	// from them (domain.SortWarehouses).
	ListWarehouses(ctx context.Context) ([]domain.Warehouse, error)
	// SaveWarehouse creates the warehouse or replaces the one with its code;
	// domain.ErrTooManyWarehouses past domain.MaxWarehouses.
	SaveWarehouse(ctx context.Context, w domain.Warehouse) error
	// DeleteWarehouse removes it after domain.CheckWarehouseDelete, in one
	// atomic step with the check that no product holds stock there.
	DeleteWarehouse(ctx context.Context, code string) error
	// FillBackorders offers the product's stock to the bookings waiting for
	// it (domain.Booking.WaitsForStock), in domain.FirstToFill order (the
	// one ready to ship longest first, decision 33): fill moves pieces from
	// the product to the booking and reports whether it changed the
	// booking, which is then saved with its Outbox. Each booking and the
	// product are saved together, so no piece is filled twice or lost.
	// It returns the bookings it changed.
	FillBackorders(ctx context.Context, productID string, fill func(b *domain.Booking, p *domain.Product) bool) ([]domain.Booking, error)
}
