package app

import (
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/palletshop/pallet/domain"
)

// warehouseStocksFormat is what a stockByWarehouse cell that can't be read is told.
const warehouseStocksFormat = "must read like main:120;north:40 (warehouse code:pieces, separated by ;)"

// FormatWarehouseStocks writes a product's split as "main:120;north:40",
// warehouses by code, the way the catalogue CSV carries it.
func FormatWarehouseStocks(p domain.Product) string {
	stocks := p.WarehouseStocks()
	parts := make([]string, 0, len(stocks))
	for _, code := range slices.Sorted(maps.Keys(stocks)) {
		parts = append(parts, code+":"+strconv.FormatInt(stocks[code], 10))
	}
	return strings.Join(parts, ";")
}

// parseWarehouseStocks reads "main:120;north:40"; "" is no warehouse at all.
func parseWarehouseStocks(text string) ([]domain.WarehouseStock, bool) {
	out := []domain.WarehouseStock{}
	if strings.TrimSpace(text) == "" {
		return out, true
	}
	for part := range strings.SplitSeq(text, ";") {
		code, count, found := strings.Cut(strings.TrimSpace(part), ":")
		n, err := strconv.ParseInt(strings.TrimSpace(count), 10, 64)
		code = strings.TrimSpace(code)
		if !found || err != nil || !domain.ValidWarehouseCode(code) ||
			slices.ContainsFunc(out, func(w domain.WarehouseStock) bool { return w.Code == code }) {
			return nil, false
		}
		out = append(out, domain.WarehouseStock{Code: code, Stock: n})
	}
	return out, true
}

// wholeSplit is split with every other known warehouse at 0: a cell names
// the product's whole split.
func wholeSplit(split []domain.WarehouseStock, known []domain.Warehouse) []domain.WarehouseStock {
	out := slices.Clone(split)
	for _, w := range known {
		if !slices.ContainsFunc(split, func(s domain.WarehouseStock) bool { return s.Code == w.Code }) {
			out = append(out, domain.WarehouseStock{Code: w.Code})
		}
	}
	return out
}
