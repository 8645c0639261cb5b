package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// EditProduct changes some fields of a product (admins).
type EditProduct struct {
	products   ports.ProductRepository
	categories ports.CategoryRepository
	photos     *PhotoLinks
	now        Clock
	backorders *FillBackorders // nil: stock that arrives fills no backorders
}

func NewEditProduct(products ports.ProductRepository, categories ports.CategoryRepository, photos *PhotoLinks, now Clock) *EditProduct {
	return &EditProduct{products: products, categories: categories, photos: photos, now: now}
}

func (h *EditProduct) Handle(ctx context.Context, actor domain.User, id string, in domain.ProductInput) (domain.Product, error) {
	if err := checkCategoryExists(ctx, h.categories, in.Category); err != nil {
		return domain.Product{}, err
	}
	ctx, audit := withAdminAudit(ctx, actor, h.now)
	var stockBefore int64
	p, err := h.products.UpdateProduct(ctx, id, func(p *domain.Product) error {
		before := productAuditFields(*p)
		stockBefore = p.Stock
		oldImg := p.Img
		if err := in.ApplyTo(p, h.now()); err != nil {
			return err
		}
		if err := h.photos.CheckChange("img", oldImg, p.Img); err != nil {
			return err
		}
		audit.record(domain.AuditProductEdit, id, before, productAuditFields(*p))
		return nil
	})
	if err != nil || h.backorders == nil {
		return p, err
	}
	return h.backorders.afterStockChange(ctx, stockBefore, p)
}

// FillBackordersWith makes stock that an edit adds go to backorders first.
func (h *EditProduct) FillBackordersWith(f *FillBackorders) { h.backorders = f }
