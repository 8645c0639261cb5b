package app

import (
	"context"
	"encoding/csv"
	"io"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// The catalogue CSV's columns, as exported and imported. Category is a
// category's slug; attributes are name=value pairs (attribute_text.go).
const (
	colSKU              = "sku"
	colName             = "name"
	colBrand            = "brand"
	colCategory         = "category"
	colPriceCents       = "priceCents"
	colStock            = "stock"
	colStockByWarehouse = "stockByWarehouse" // "main:120;north:40"; sets stock, which must be empty or its sum
	colMinOrderQuantity = "minOrderQuantity"
	colPriceBreaks      = "priceBreaks"
	colAttributes       = "attributes"
	colDescriptions     = "descriptions"
	colImg              = "img"
)

var catalogueColumns = []string{colSKU, colName, colBrand, colCategory, colPriceCents, colStock, colStockByWarehouse,
	colMinOrderQuantity, colPriceBreaks, colAttributes, colDescriptions, colImg}

// ExportProducts writes the whole catalogue as CSV by name, streamed from
// one store cursor, in the columns ImportProducts reads (admins).
type ExportProducts struct{ products ports.ProductRepository }

func NewExportProducts(products ports.ProductRepository) *ExportProducts {
	return &ExportProducts{products: products}
}

// exportFlushRows is how many rows are written between flushes.
const exportFlushRows = 500

func (h *ExportProducts) Handle(ctx context.Context, out io.Writer) error {
	w := csv.NewWriter(out)
	if err := w.Write(catalogueColumns); err != nil {
		return err
	}
	rows := 0
	err := h.products.EachProduct(ctx, func(p domain.Product) error {
		err := writeSafeRow(w, p.SKU, p.Name, p.Brand, p.Category, formatInt(p.PriceCents), formatInt(p.Stock),
			FormatWarehouseStocks(p), formatInt(p.MinOrderQuantity), formatPriceBreaks(p.PriceBreaks), formatAttributes(p.Attributes), p.Descriptions, p.Img)
		if rows++; err == nil && rows%exportFlushRows == 0 {
			err = flushed(w)
		}
		return err
	})
	if err != nil {
		return err
	}
	return flushed(w)
}
