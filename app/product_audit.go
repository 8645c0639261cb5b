package app

import "github.com/palletshop/pallet/domain"

// productAuditFields are the product fields the audit log compares.
func productAuditFields(p domain.Product) map[string]any {
	return map[string]any{
		"name": p.Name, "brand": p.Brand, "sku": p.SKU, "priceCents": p.PriceCents, "stock": p.Stock,
		"minOrderQuantity": p.MinOrderQuantity, "priceBreaks": formatPriceBreaks(p.PriceBreaks),
		"descriptions": p.Descriptions, "img": p.Img, "lowStockThreshold": p.LowStockThreshold,
		"category": p.Category, "attributes": formatAttributes(p.Attributes),
		"stockByWarehouse": FormatWarehouseStocks(p), "backorderable": p.Backorderable, "restockDays": p.RestockDays,
	}
}
