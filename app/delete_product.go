package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// DeleteProduct removes a product (admins); bookings keep their own
// snapshot of it.
type DeleteProduct struct {
	products ports.ProductRepository
	now      Clock
}

func NewDeleteProduct(products ports.ProductRepository, now Clock) *DeleteProduct {
	return &DeleteProduct{products: products, now: now}
}

func (h *DeleteProduct) Handle(ctx context.Context, actor domain.User, id string) error {
	p, err := h.products.GetProduct(ctx, id)
	if err != nil {
		return err
	}
	ctx, audit := withAdminAudit(ctx, actor, h.now)
	audit.record(domain.AuditProductDelete, id, productAuditFields(p), nil)
	return h.products.DeleteProduct(ctx, id)
}
