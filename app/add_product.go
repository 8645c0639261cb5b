package app

import (
	"context"
	"errors"
	"strings"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// skuAttempts is how many generated part numbers are tried before a
// collision is reported; with 32^8 random suffixes one retry is already rare.
const skuAttempts = 5

// AddProduct puts a new product in the catalogue (admins only; the HTTP
// layer checks the role).
type AddProduct struct {
	products   ports.ProductRepository
	categories ports.CategoryRepository
	photos     *PhotoLinks
	now        Clock
}

func NewAddProduct(products ports.ProductRepository, categories ports.CategoryRepository, photos *PhotoLinks, now Clock) *AddProduct {
	return &AddProduct{products: products, categories: categories, photos: photos, now: now}
}

func (h *AddProduct) Handle(ctx context.Context, actor domain.User, in domain.ProductInput) (domain.Product, error) {
	p, err := in.NewProduct(actor.Email, h.now())
	if err != nil {
		return domain.Product{}, err
	}
	if err := checkCategoryExists(ctx, h.categories, in.Category); err != nil {
		return domain.Product{}, err
	}
	if err := h.photos.Check("img", p.Img); err != nil {
		return domain.Product{}, err
	}
	ctx, audit := withAdminAudit(ctx, actor, h.now)
	create := func() error {
		audit.record(domain.AuditProductCreate, p.ID, nil, productAuditFields(p))
		return h.products.CreateProduct(ctx, p)
	}
	err = create()
	for attempt := 1; attempt < skuAttempts && errors.Is(err, domain.ErrSKUTaken) && !skuGiven(in); attempt++ {
		p.SKU = domain.GenerateSKU(p.Brand)
		err = create()
	}
	if err != nil {
		return domain.Product{}, err
	}
	return p, nil
}

// skuGiven reports whether the admin chose the part number; a chosen one
// that is taken is theirs to change, a generated one is ours to retry.
func skuGiven(in domain.ProductInput) bool {
	return in.SKU != nil && strings.TrimSpace(*in.SKU) != ""
}
