package app

import (
	"context"
	"log/slog"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// FillBackorders gives a product's arriving stock to the paid orders
// waiting for it, oldest first, and mails each buyer what was filled.
type FillBackorders struct {
	warehouses ports.WarehouseRepository
	products   ports.ProductRepository
	letters    Letters
	log        *slog.Logger
	now        Clock
}

func NewFillBackorders(warehouses ports.WarehouseRepository, products ports.ProductRepository, letters Letters, log *slog.Logger, now Clock) *FillBackorders {
	return &FillBackorders{warehouses: warehouses, products: products, letters: letters, log: log, now: now}
}

// Handle fills what it can of the product's backorders now. It is the
// shop's own doing, not an admin's change: a trail on ctx (the stock
// change's, already saved) is not saved again with it.
func (h *FillBackorders) Handle(ctx context.Context, productID string) ([]domain.Booking, error) {
	ctx, _ = ports.WithAuditTrail(ctx)
	ws, err := h.warehouses.ListWarehouses(ctx)
	if err != nil {
		return nil, err
	}
	order, now := domain.WarehouseCodes(ws), h.now()
	return h.warehouses.FillBackorders(ctx, productID, func(b *domain.Booking, p *domain.Product) bool {
		filled := b.FillBackorder(p, order, now)
		if filled == 0 {
			return false
		}
		b.Outbox = append(b.Outbox, h.letters.backorderFilled(*b, p.Name, filled, now))
		return true
	})
}

// afterStockChange fills backorders when p's stock rose from before, and
// returns the product as it is then. The stock change is already saved,
// so a failure here is logged, not returned: the next change tries again.
func (h *FillBackorders) afterStockChange(ctx context.Context, before int64, p domain.Product) (domain.Product, error) {
	if p.Stock <= before {
		return p, nil
	}
	filled, err := h.Handle(ctx, p.ID)
	if err != nil {
		h.log.ErrorContext(ctx, "filling backorders", "product", p.ID, "err", err)
		return p, nil
	}
	if len(filled) == 0 {
		return p, nil
	}
	return h.products.GetProduct(ctx, p.ID)
}

// forBooking offers the stock of b's backordered products to the orders
// waiting for it, b among them, once b may ship (it was just paid, or
// approved on invoice terms), and
// reports whether it filled any. Like afterStockChange, a failure is
// logged: the payment is already saved. A nil FillBackorders fills nothing.
func (h *FillBackorders) forBooking(ctx context.Context, b domain.Booking) bool {
	if h == nil || !b.CanShip() {
		return false
	}
	filled := false
	for _, l := range b.Lines {
		if l.BackorderedQuantity == 0 {
			continue
		}
		changed, err := h.Handle(ctx, l.ProductID)
		if err != nil {
			h.log.ErrorContext(ctx, "filling backorders", "product", l.ProductID, "err", err)
		}
		filled = filled || len(changed) > 0
	}
	return filled
}
