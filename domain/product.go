package domain

import (
	"strings"
	"time"
)

// DefaultMinOrderQuantity is the minimum order when a product names none.
const DefaultMinOrderQuantity int64 = 100

// Product is one catalogue entry. Money is in cents.
type Product struct {
	ID               string
	Name             string
	Brand            string
	PriceCents       int64
	Stock            int64
	Descriptions     string
	Img              string
	MinOrderQuantity int64
	SKU              string       // part number, unique across the catalogue whatever its case
	PriceBreaks      []PriceBreak // volume prices, by MinQuantity
	// ContractPriceCents is the buyer's company's agreed unit price, set
	// only on a copy priced for one member (never stored or listed); 0: none.
	ContractPriceCents int64
	// LowStockThreshold: at or below it admins are mailed, once per crossing
	// (LowStockAlerted remembers the alert until stock rises above it). 0: never.
	LowStockThreshold int64
	LowStockAlerted   bool
	Category          string            // a category slug, or "" for none
	Attributes        map[string]string // specs such as "capacity": "2 TB"; nil when none
	// StockByWarehouse: pieces per warehouse (see warehouse_stock.go).
	StockByWarehouse map[string]int64
	// Backorderable products take orders past their stock; RestockDays
	// (1..MaxRestockDays) is when the buyer can expect the rest.
	Backorderable bool
	RestockDays   int64
	AddedBy       string
	CreatedAt     time.Time
	UpdatedAt     time.Time
}

// Orderable reports whether at least one minimum order is in stock.
func (p Product) Orderable() bool { return p.Stock >= p.MinOrderQuantity }

// TakesOrders reports whether a minimum order can be placed now: in stock,
// or backorderable (the rest waits for stock). The storefront's "orderable".
func (p Product) TakesOrders() bool { return p.Orderable() || p.Backorderable }

// StockState is how the storefront names a product's stock on its card;
// the front end's lib/stockState.ts words it the same.
type StockState string

const (
	StockIn           StockState = "In stock"
	StockBackordered  StockState = "On backorder"
	StockOut          StockState = "Out of stock"
	StockBelowMinimum StockState = "Below minimum order"
)

// StockState is p's: in stock for a minimum order, else backorderable,
// else out, or short of a minimum order.
func (p Product) StockState() StockState {
	switch {
	case p.Orderable():
		return StockIn
	case p.Backorderable:
		return StockBackordered
	case p.Stock <= 0:
		return StockOut
	}
	return StockBelowMinimum
}

// LowOnStock reports whether p needs restocking: at or below its low-stock
// threshold (0 means none), or short of one minimum order, when buyers can't
// order it at all. The SQLite store's lowStock condition is this rule in SQL.
func (p Product) LowOnStock() bool { return p.Stock <= p.LowStockLevel() }

// LowStockLevel is the stock at or below which p is low: its threshold, or
// one piece short of a minimum order when that is higher.
func (p Product) LowStockLevel() int64 { return max(p.LowStockThreshold, p.MinOrderQuantity-1) }

// ProductInput is the add/edit form. Nil fields are missing (on create) or
// unchanged (on edit).
type ProductInput struct {
	Name              *string
	Brand             *string
	PriceCents        *int64
	Stock             *int64
	Descriptions      *string
	Img               *string
	MinOrderQuantity  *int64
	SKU               *string // nil or blank on create: one is generated
	PriceBreaks       *[]PriceBreak
	LowStockThreshold *int64
	Category          *string // "" clears it; the app checks that it exists
	Attributes        *map[string]string
	Backorderable     *bool
	RestockDays       *int64
}

var productFieldOrder = []string{"name", "brand", "priceCents", "stock", "descriptions", "img", "minOrderQuantity", "sku", "priceBreaks", "lowStockThreshold", "category", "attributes", "backorderable", "restockDays"}

// NewProduct validates a complete form and builds the product.
func (in ProductInput) NewProduct(addedBy string, now time.Time) (Product, error) {
	errs := FieldErrors{}
	if in.Name == nil {
		errs.Add("name", "Name is Required")
	}
	if in.Brand == nil {
		errs.Add("brand", "Brand is Required")
	}
	if in.PriceCents == nil {
		errs.Add("priceCents", "Price is Required")
	}
	if in.Stock == nil {
		errs.Add("stock", "Quantity is Required")
	}
	if in.Descriptions == nil {
		errs.Add("descriptions", "Descriptions is Required")
	}
	if in.Img == nil {
		errs.Add("img", "Photo url is Required")
	}
	in.check(errs)
	p := Product{ID: NewID(), MinOrderQuantity: DefaultMinOrderQuantity, AddedBy: addedBy, CreatedAt: now, UpdatedAt: now}
	in.apply(&p)
	if p.SKU == "" {
		p.SKU = GenerateSKU(p.Brand)
	}
	checkPriceBreaks(errs, &p)
	checkBackorders(errs, p)
	if err := errs.Err(productFieldOrder...); err != nil {
		return Product{}, err
	}
	return p, nil
}

// ApplyTo validates a partial edit and writes it onto p.
func (in ProductInput) ApplyTo(p *Product, now time.Time) error {
	errs := FieldErrors{}
	in.check(errs)
	if in.SKU != nil && strings.TrimSpace(*in.SKU) == "" {
		errs.Add("sku", "A part number has 1 to 64 characters")
	}
	edited := *p
	in.apply(&edited)
	checkPriceBreaks(errs, &edited)
	checkBackorders(errs, edited)
	if err := errs.Err(productFieldOrder...); err != nil {
		return err
	}
	edited.UpdatedAt = now
	*p = edited
	return nil
}

func (in ProductInput) check(errs FieldErrors) {
	if in.Name != nil {
		CheckText(errs, "name", *in.Name, "Name is Required", MaxShortTextLen)
	}
	if in.Brand != nil {
		CheckText(errs, "brand", *in.Brand, "Brand is Required", MaxNameLen)
	}
	if in.Descriptions != nil {
		CheckText(errs, "descriptions", *in.Descriptions, "Descriptions is Required", MaxLongTextLen)
	}
	if in.Img != nil {
		CheckImageURL(errs, "img", *in.Img, "Photo url is Required")
	}
	if in.PriceCents != nil {
		checkRange(errs, "priceCents", *in.PriceCents, 1, MaxPriceCents, "Price must be more than $0.00", "Price must be at most "+FormatUSD(MaxPriceCents))
	}
	if in.Stock != nil {
		checkRange(errs, "stock", *in.Stock, 0, MaxStock, "Quantity can't be negative", "Quantity must be at most "+itoa(MaxStock))
	}
	if in.MinOrderQuantity != nil {
		checkRange(errs, "minOrderQuantity", *in.MinOrderQuantity, 1, MaxStock, "Minimum order must be at least 1", "Minimum order must be at most "+itoa(MaxStock))
	}
	if in.SKU != nil && strings.TrimSpace(*in.SKU) != "" {
		checkSKU(errs, *in.SKU)
	}
	if in.Category != nil && strings.TrimSpace(*in.Category) != "" && !ValidSlug(strings.TrimSpace(*in.Category)) {
		errs.Add("category", ErrUnknownCategory.Message)
	}
	if in.Attributes != nil {
		CheckAttributes(errs, *in.Attributes)
	}
	if in.LowStockThreshold != nil {
		checkRange(errs, "lowStockThreshold", *in.LowStockThreshold, 0, MaxStock, "The low-stock level can't be negative", "The low-stock level must be at most "+itoa(MaxStock))
	}
}

func checkRange(errs FieldErrors, field string, v, min, max int64, lowMsg, highMsg string) {
	if v < min {
		errs.Add(field, lowMsg)
	} else if v > max {
		errs.Add(field, highMsg)
	}
}

func (in ProductInput) apply(p *Product) {
	if in.Name != nil {
		p.Name = strings.TrimSpace(*in.Name)
	}
	if in.Brand != nil {
		p.Brand = strings.TrimSpace(*in.Brand)
	}
	if in.PriceCents != nil {
		p.PriceCents = *in.PriceCents
	}
	if in.Stock != nil {
		p.Stock = *in.Stock
		p.SettleStock()
	}
	if in.Descriptions != nil {
		p.Descriptions = strings.TrimSpace(*in.Descriptions)
	}
	if in.Img != nil {
		p.Img = strings.TrimSpace(*in.Img)
	}
	if in.MinOrderQuantity != nil {
		p.MinOrderQuantity = *in.MinOrderQuantity
	}
	if in.SKU != nil {
		p.SKU = strings.TrimSpace(*in.SKU)
	}
	if in.PriceBreaks != nil {
		p.PriceBreaks = append([]PriceBreak(nil), (*in.PriceBreaks)...)
	}
	if in.LowStockThreshold != nil {
		p.LowStockThreshold = *in.LowStockThreshold
	}
	if in.Category != nil {
		p.Category = strings.TrimSpace(*in.Category)
	}
	if in.Attributes != nil {
		p.Attributes = trimAttributes(*in.Attributes)
	}
	if in.Backorderable != nil {
		p.Backorderable = *in.Backorderable
	}
	if in.RestockDays != nil {
		p.RestockDays = *in.RestockDays
	}
}

func trimAttributes(in map[string]string) map[string]string {
	if len(in) == 0 {
		return nil
	}
	out := make(map[string]string, len(in))
	for k, v := range in {
		out[k] = strings.TrimSpace(v)
	}
	return out
}

// ProductSort orders a catalogue listing.
type ProductSort string

const (
	SortNewest    ProductSort = "newest"
	SortPriceAsc  ProductSort = "price_asc"
	SortPriceDesc ProductSort = "price_desc"
	SortName      ProductSort = "name"
	// SortRelevance ranks by search tier (see search.go), then newest; without
	// a query it is SortNewest.
	SortRelevance ProductSort = "relevance"
)

// ParseProductSort accepts the known sorts. Empty means relevance when
// there is a query and newest otherwise; relevance without a query is newest.
func ParseProductSort(s, query string) (ProductSort, bool) {
	switch ProductSort(s) {
	case "", SortRelevance:
		if strings.TrimSpace(query) != "" {
			return SortRelevance, true
		}
		return SortNewest, true
	case SortNewest, SortPriceAsc, SortPriceDesc, SortName:
		return ProductSort(s), true
	}
	return "", false
}

// ProductFilter selects and orders a catalogue page. Query follows the
// search rules in search.go. Brand matches exactly, case-insensitively.
// Categories, when not nil, keeps products in one of these slugs (the app
// expands a parent to its children). Attributes keeps products whose value
// for each key is one of the listed values (values of one key are
// alternatives; keys combine). InStock keeps products with at least one
// minimum order in stock. Ties in any sort are broken by id so paging is
// stable. Matches is the reference implementation.
type ProductFilter struct {
	Query         string
	SKU           string // one part number, whatever its case
	Brand         string
	Categories    []string
	Attributes    map[string][]string
	MinPriceCents *int64
	MaxPriceCents *int64
	InStock       bool
	Sort          ProductSort
	PageRequest
}

// BrandCount is a brand and how many products carry it.
type BrandCount struct {
	Brand string
	Count int
}

// LessProducts orders a and b as sort asks, for a filter with this query:
// the order stores produce with ORDER BY.
func LessProducts(a, b Product, sort ProductSort, query string) bool {
	switch sort {
	case SortRelevance:
		if ta, tb := SearchTier(a, query), SearchTier(b, query); ta != tb {
			return ta > tb
		}
	case SortPriceAsc:
		if a.PriceCents != b.PriceCents {
			return a.PriceCents < b.PriceCents
		}
		return a.ID < b.ID
	case SortPriceDesc:
		if a.PriceCents != b.PriceCents {
			return a.PriceCents > b.PriceCents
		}
		return a.ID < b.ID
	case SortName:
		if la, lb := strings.ToLower(a.Name), strings.ToLower(b.Name); la != lb {
			return la < lb
		}
		return a.ID < b.ID
	}
	if !a.CreatedAt.Equal(b.CreatedAt) {
		return a.CreatedAt.After(b.CreatedAt)
	}
	return a.ID < b.ID
}
