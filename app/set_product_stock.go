package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// SetProductStock sets a product's count in some warehouses (admins),
// audited with the split before and after; stock that arrives goes to
// the product's backorders first.
type SetProductStock struct {
	products   ports.ProductRepository
	warehouses ports.WarehouseRepository
	backorders *FillBackorders
	now        Clock
}

func NewSetProductStock(products ports.ProductRepository, warehouses ports.WarehouseRepository, backorders *FillBackorders, now Clock) *SetProductStock {
	return &SetProductStock{products: products, warehouses: warehouses, backorders: backorders, now: now}
}

func (h *SetProductStock) Handle(ctx context.Context, actor domain.User, id string, counts []domain.WarehouseStock) (domain.Product, error) {
	if len(counts) == 0 {
		return domain.Product{}, domain.InvalidField("warehouses", "Name at least one warehouse")
	}
	ws, err := h.warehouses.ListWarehouses(ctx)
	if err != nil {
		return domain.Product{}, err
	}
	ctx, audit := withAdminAudit(ctx, actor, h.now)
	var before int64
	p, err := h.products.UpdateProduct(ctx, id, func(p *domain.Product) error {
		was := stockAuditFields(*p)
		before = p.Stock
		if err := p.SetStocks(counts, ws); err != nil {
			return err
		}
		p.UpdatedAt = h.now()
		audit.record(domain.AuditProductStock, id, was, stockAuditFields(*p))
		return nil
	})
	if err != nil {
		return domain.Product{}, err
	}
	return h.backorders.afterStockChange(ctx, before, p)
}

// stockAuditFields are the stock fields the audit log compares: the total
// and the split as "main:120;north:40".
func stockAuditFields(p domain.Product) map[string]any {
	return map[string]any{"stock": p.Stock, "stockByWarehouse": FormatWarehouseStocks(p)}
}
