package httpapi

import (
	"maps"
	"slices"

	"github.com/palletshop/pallet/app"
	"github.com/palletshop/pallet/domain"
)

// encodeCatalogue is json.Marshal(viewCatalogue(r, sv)), written by hand: a
// search's answer is the one encoded on every uncached request.
func encodeCatalogue(r app.CatalogueResult, sv stockView) (encoded[catalogueView], error) {
	return appendAnswer(func(b []byte) ([]byte, error) { return appendCatalogue(b, r, sv) })
}

func appendCatalogue(b []byte, r app.CatalogueResult, sv stockView) ([]byte, error) {
	b = append(appendJSONKey(append(b, '{'), "items"), '[')
	for i, p := range r.Page.Items {
		if i > 0 {
			b = append(b, ',')
		}
		var err error
		if b, err = appendProduct(b, p, sv); err != nil {
			return b, err
		}
	}
	b = appendJSONInt(appendJSONKey(append(b, "],"...), "total"), int64(r.Page.Total))
	b = appendJSONInt(appendJSONKey(append(b, ','), "page"), int64(r.Page.Page))
	b = appendJSONInt(appendJSONKey(append(b, ','), "limit"), int64(r.Page.Limit))
	b = appendJSONKey(append(appendJSONKey(append(b, ','), "facets"), '{'), "brands")
	b = appendFacetCounts(b, r.Facets.Brands)
	b = appendFacetCounts(appendJSONKey(append(b, ','), "categories"), r.Facets.Categories)
	b = append(appendJSONKey(append(b, ','), "attributes"), '{')
	for i, key := range slices.Sorted(maps.Keys(r.Facets.Attributes)) {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendFacetCounts(append(appendJSONString(b, key), ':'), r.Facets.Attributes[key])
	}
	return append(b, "}}}"...), nil
}

func appendFacetCounts(b []byte, counts []domain.FacetCount) []byte {
	b = append(b, '[')
	for i, c := range counts {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendJSONString(appendJSONKey(append(b, '{'), "value"), c.Value)
		b = append(appendJSONInt(appendJSONKey(append(b, ','), "count"), int64(c.Count)), '}')
	}
	return append(b, ']')
}

// appendProduct is json.Marshal(viewProduct(p, sv)).
func appendProduct(b []byte, p domain.Product, sv stockView) ([]byte, error) {
	b = appendJSONString(appendJSONKey(append(b, '{'), "id"), p.ID)
	b = appendJSONString(appendJSONKey(append(b, ','), "name"), p.Name)
	b = appendJSONString(appendJSONKey(append(b, ','), "brand"), p.Brand)
	b = appendJSONInt(appendJSONKey(append(b, ','), "priceCents"), p.PriceCents)
	b = appendJSONInt(appendJSONKey(append(b, ','), "stock"), p.Stock)
	b = appendJSONString(appendJSONKey(append(b, ','), "descriptions"), p.Descriptions)
	b = appendJSONString(appendJSONKey(append(b, ','), "img"), p.Img)
	if srcset := domain.PictureSrcset(p.Img); srcset != "" {
		b = appendJSONString(appendJSONKey(append(b, ','), "imgSrcset"), srcset)
	}
	b = appendJSONInt(appendJSONKey(append(b, ','), "minOrderQuantity"), p.MinOrderQuantity)
	b = appendJSONBool(appendJSONKey(append(b, ','), "orderable"), p.TakesOrders())
	var err error
	if b, err = appendJSONTime(appendJSONKey(append(b, ','), "createdAt"), p.CreatedAt); err != nil {
		return b, err
	}
	if b, err = appendJSONTime(appendJSONKey(append(b, ','), "updatedAt"), p.UpdatedAt); err != nil {
		return b, err
	}
	b = appendJSONString(appendJSONKey(append(b, ','), "sku"), p.SKU)
	b = appendArray(b, "priceBreaks", p.PriceBreaks, func(b []byte, pb domain.PriceBreak) []byte {
		b = appendJSONInt(appendJSONKey(append(b, '{'), "minQuantity"), pb.MinQuantity)
		return append(appendJSONInt(appendJSONKey(append(b, ','), "unitPriceCents"), pb.UnitPriceCents), '}')
	})
	b = appendJSONInt(appendJSONKey(append(b, ','), "lowStockThreshold"), p.LowStockThreshold)
	b = appendJSONString(appendJSONKey(append(b, ','), "category"), p.Category)
	b = appendSpecs(appendJSONKey(append(b, ','), "attributes"), p.Attributes)
	return append(appendStockFields(b, sv.of(p)), '}'), nil
}

// appendStockFields writes the stockFields productView embeds, after its own fields.
func appendStockFields(b []byte, f stockFields) []byte {
	b = appendArray(b, "availability", f.Availability, func(b []byte, a availabilityView) []byte {
		b = appendJSONInt(appendJSONKey(append(b, '{'), "leadTimeDays"), a.LeadTimeDays)
		return append(appendJSONInt(appendJSONKey(append(b, ','), "quantity"), a.Quantity), '}')
	})
	if len(f.StockByWarehouse) > 0 { // omitempty
		b = appendArray(b, "stockByWarehouse", f.StockByWarehouse, func(b []byte, w warehouseStockView) []byte {
			b = appendJSONString(appendJSONKey(append(b, '{'), "code"), w.Code)
			return append(appendJSONInt(appendJSONKey(append(b, ','), "stock"), w.Stock), '}')
		})
	}
	b = appendJSONBool(appendJSONKey(append(b, ','), "backorderable"), f.Backorderable)
	return appendJSONInt(appendJSONKey(append(b, ','), "restockDays"), f.RestockDays)
}

// appendSpecs writes a product's attributes in key order, as json.Marshal
// writes a map; {} for none. A product has a few, sorted on the stack.
func appendSpecs(b []byte, specs map[string]string) []byte {
	var room [16]string
	keys := room[:0]
	if len(specs) > len(room) {
		keys = make([]string, 0, len(specs))
	}
	for key := range specs {
		keys = append(keys, key)
	}
	slices.Sort(keys)
	b = append(b, '{')
	for i, key := range keys {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendJSONString(append(appendJSONString(b, key), ':'), specs[key])
	}
	return append(b, '}')
}

// appendArray writes ,"key":[…] with each item written by appendItem.
func appendArray[T any](b []byte, key string, items []T, appendItem func([]byte, T) []byte) []byte {
	b = append(appendJSONKey(append(b, ','), key), '[')
	for i, item := range items {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendItem(b, item)
	}
	return append(b, ']')
}
