package sqlite

import (
	"context"

	"github.com/palletshop/pallet/domain"
)

var productOrders = map[domain.ProductSort]string{
	domain.SortNewest:    "created_at DESC, id",
	domain.SortPriceAsc:  "price_cents, id",
	domain.SortPriceDesc: "price_cents DESC, id",
	domain.SortName:      "name COLLATE NOCASE, id",
}

// ListProducts filters, sorts and pages the catalogue. The text query is a
// case-insensitive substring match (LIKE is case-insensitive for ASCII).
func (s *Store) ListProducts(ctx context.Context, f domain.ProductFilter) (domain.Page[domain.Product], error) {
	conds, args := productConditions(f)
	order, ok := productOrders[f.Sort]
	if !ok {
		order = productOrders[domain.SortNewest]
	}
	return page(ctx, s.reader, "list products", listQuery[domain.Product]{
		from: "products" + whereClause(conds), args: args,
		columns: productColumns, orderBy: order, scan: scanProduct,
	}, f.PageRequest)
}

func productConditions(f domain.ProductFilter) (conds []string, args []any) {
	if f.Query != "" {
		pattern := "%" + escapeLike(f.Query) + "%"
		conds = append(conds, `(name LIKE ? ESCAPE '\' OR brand LIKE ? ESCAPE '\' OR descriptions LIKE ? ESCAPE '\')`)
		args = append(args, pattern, pattern, pattern)
	}
	if f.SKU != "" {
		conds = append(conds, "sku = ?") // the column compares NOCASE
		args = append(args, domain.SKUKey(f.SKU))
	}
	if f.Brand != "" {
		conds = append(conds, "brand = ? COLLATE NOCASE")
		args = append(args, f.Brand)
	}
	if f.MinPriceCents != nil {
		conds = append(conds, "price_cents >= ?")
		args = append(args, *f.MinPriceCents)
	}
	if f.MaxPriceCents != nil {
		conds = append(conds, "price_cents <= ?")
		args = append(args, *f.MaxPriceCents)
	}
	if f.InStock {
		conds = append(conds, "stock >= min_order_quantity")
	}
	return conds, args
}
