package domain

import (
	"maps"
	"slices"
)

// ProductChange is what an import does to one product: add After (Before
// is nil), or change the fields that differ between Before, the product as
// the import read it, and After.
type ProductChange struct {
	Before *Product
	After  Product
}

// ErrImportedProductGone refuses an import when a product it changes was
// deleted while the file was read.
var ErrImportedProductGone = Errorf(CodeConflict, "A product in the file was deleted while it was imported; import the file again")

// IsNew reports whether the change adds a product.
func (c ProductChange) IsNew() bool { return c.Before == nil }

// ProductID is the id of the product the change adds or changes.
func (c ProductChange) ProductID() string {
	if c.Before != nil {
		return c.Before.ID
	}
	return c.After.ID
}

// Over is current with the change's fields set as After has them. The
// fields the change leaves alone keep current's values, so stock that an
// order took while the import was read is not put back.
func (c ProductChange) Over(current Product) Product {
	if c.Before == nil {
		return c.After
	}
	for _, f := range productFields {
		if !f.same(c.Before, &c.After) {
			f.copy(&current, &c.After)
		}
	}
	return current
}

// Undo is current with the change taken back: each field the change set
// that still holds After's value gets Before's again. A field someone else
// has changed since keeps their value.
func (c ProductChange) Undo(current Product) Product {
	if c.Before == nil {
		return current
	}
	for _, f := range productFields {
		if !f.same(c.Before, &c.After) && f.same(&current, &c.After) {
			f.copy(&current, c.Before)
		}
	}
	return current
}

// Trimmed is the change with the fields it leaves alone cleared in Before
// and After, which is all Undo needs: a smaller record of how to take an
// import back.
func (c ProductChange) Trimmed() ProductChange {
	if c.Before == nil {
		return c
	}
	before, after := Product{ID: c.Before.ID}, Product{ID: c.After.ID}
	for _, f := range productFields {
		if !f.same(c.Before, &c.After) {
			f.copy(&before, c.Before)
			f.copy(&after, &c.After)
		}
	}
	return ProductChange{Before: &before, After: after}
}

// Changed reports whether After differs from Before in any field an import
// sets (a new product always does).
func (c ProductChange) Changed() bool {
	if c.Before == nil {
		return true
	}
	for _, f := range productFields[:len(productFields)-1] { // UpdatedAt alone is no change
		if !f.same(c.Before, &c.After) {
			return true
		}
	}
	return false
}

// productField compares and copies one field an edit may change.
type productField struct {
	same func(a, b *Product) bool
	copy func(dst, src *Product)
}

func valueField[T comparable](get func(*Product) *T) productField {
	return productField{
		same: func(a, b *Product) bool { return *get(a) == *get(b) },
		copy: func(dst, src *Product) { *get(dst) = *get(src) },
	}
}

// productFields are the fields an edit may change, UpdatedAt last.
var productFields = []productField{
	valueField(func(p *Product) *string { return &p.Name }),
	valueField(func(p *Product) *string { return &p.Brand }),
	valueField(func(p *Product) *string { return &p.SKU }),
	valueField(func(p *Product) *int64 { return &p.PriceCents }),
	{ // stock and where it is, together
		same: func(a, b *Product) bool {
			return a.Stock == b.Stock && maps.Equal(a.StockByWarehouse, b.StockByWarehouse)
		},
		copy: func(dst, src *Product) { dst.Stock, dst.StockByWarehouse = src.Stock, maps.Clone(src.StockByWarehouse) },
	},
	valueField(func(p *Product) *bool { return &p.Backorderable }),
	valueField(func(p *Product) *int64 { return &p.RestockDays }),
	valueField(func(p *Product) *string { return &p.Descriptions }),
	valueField(func(p *Product) *string { return &p.Img }),
	valueField(func(p *Product) *int64 { return &p.MinOrderQuantity }),
	valueField(func(p *Product) *int64 { return &p.LowStockThreshold }),
	valueField(func(p *Product) *string { return &p.Category }),
	{
		same: func(a, b *Product) bool { return slices.Equal(a.PriceBreaks, b.PriceBreaks) },
		copy: func(dst, src *Product) { dst.PriceBreaks = slices.Clone(src.PriceBreaks) },
	},
	{
		same: func(a, b *Product) bool { return maps.Equal(a.Attributes, b.Attributes) },
		copy: func(dst, src *Product) { dst.Attributes = maps.Clone(src.Attributes) },
	},
	{
		same: func(a, b *Product) bool { return a.UpdatedAt.Equal(b.UpdatedAt) },
		copy: func(dst, src *Product) { dst.UpdatedAt = src.UpdatedAt },
	},
}

// AddedProducts are changes that add each of products.
func AddedProducts(products []Product) []ProductChange {
	changes := make([]ProductChange, len(products))
	for i, p := range products {
		changes[i] = ProductChange{After: p}
	}
	return changes
}
