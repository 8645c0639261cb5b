package app

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/palletshop/pallet/domain"
)

// ImportError is one problem of an imported catalogue file. Row counts the
// data rows from 1 (the row after the header); Field is the column.
type ImportError struct {
	Row     int
	Field   string
	Message string
}

// catalogueHeader is the index of each column the file has.
type catalogueHeader map[string]int

// readCatalogueHeader reads the header row: known columns in any order
// (matched whatever their case), each at most once, sku among them.
func readCatalogueHeader(record []string) (catalogueHeader, error) {
	h := catalogueHeader{}
	for i, cell := range record {
		name := strings.TrimSpace(strings.TrimPrefix(cell, "\ufeff")) // spreadsheets may start with a byte order mark
		known := slices.IndexFunc(catalogueColumns, func(c string) bool { return strings.EqualFold(c, name) })
		if known < 0 {
			return nil, domain.InvalidField("file", fmt.Sprintf("Unknown column %q: the columns are %s", name, strings.Join(catalogueColumns, ", ")))
		}
		col := catalogueColumns[known]
		if _, twice := h[col]; twice {
			return nil, domain.InvalidField("file", fmt.Sprintf("The column %q appears twice", col))
		}
		h[col] = i
	}
	if _, ok := h[colSKU]; !ok {
		return nil, domain.InvalidField("file", "The file needs a sku column: products are matched by part number")
	}
	return h, nil
}

// catalogueRow is one data row read into the product form.
type catalogueRow struct {
	row    int
	sku    string
	input  domain.ProductInput
	split  []domain.WarehouseStock // nil: the row leaves the split to stock
	errors []ImportError
	short  bool // the row's cells don't match the header, so it can't be read
}

// parseRow reads a data row's cells; a cell that can't be read leaves its
// field out of the form and adds an error.
func (h catalogueHeader) parseRow(row int, record []string) catalogueRow {
	r := catalogueRow{row: row}
	if len(record) != len(h) {
		r.fail("", fmt.Sprintf("This row has %d cells but the header has %d", len(record), len(h)))
		r.short = true
		return r
	}
	cell := func(col string) (string, bool) {
		i, ok := h[col]
		if !ok {
			return "", false
		}
		return fromSpreadsheetCell(record[i]), true
	}
	r.readText(cell, colSKU, &r.input.SKU)
	r.readText(cell, colName, &r.input.Name)
	r.readText(cell, colBrand, &r.input.Brand)
	r.readText(cell, colDescriptions, &r.input.Descriptions)
	r.readText(cell, colImg, &r.input.Img)
	r.readWhole(cell, colPriceCents, "must be a whole number of cents", &r.input.PriceCents)
	r.readWarehouseStocks(cell)
	r.readStock(cell)
	r.readWhole(cell, colMinOrderQuantity, "must be a whole number", &r.input.MinOrderQuantity)
	r.readPriceBreaks(cell)
	r.readText(cell, colCategory, &r.input.Category)
	r.readAttributes(cell)
	if r.input.SKU != nil {
		r.sku = strings.TrimSpace(*r.input.SKU)
	}
	if r.sku == "" {
		r.fail(colSKU, "A part number is needed to import a row")
	}
	return r
}

type cellReader func(col string) (string, bool)

func (r *catalogueRow) readText(cell cellReader, col string, dst **string) {
	if v, ok := cell(col); ok {
		*dst = &v
	}
}

func (r *catalogueRow) readWhole(cell cellReader, col, problem string, dst **int64) {
	v, ok := cell(col)
	if !ok {
		return
	}
	n, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
	if err != nil {
		r.fail(col, problem)
		return
	}
	*dst = &n
}

func (r *catalogueRow) readPriceBreaks(cell cellReader) {
	v, ok := cell(colPriceBreaks)
	if !ok {
		return
	}
	breaks, ok := parsePriceBreaks(v)
	if !ok {
		r.fail(colPriceBreaks, priceBreaksFormat)
		return
	}
	r.input.PriceBreaks = &breaks
}

func (r *catalogueRow) readWarehouseStocks(cell cellReader) {
	v, ok := cell(colStockByWarehouse)
	if !ok || strings.TrimSpace(v) == "" {
		return
	}
	split, ok := parseWarehouseStocks(v)
	if !ok {
		r.fail(colStockByWarehouse, warehouseStocksFormat)
		return
	}
	r.split = split
}

// stockNotSplit is told a row whose stock and stockByWarehouse disagree:
// the split sets the stock, so an edited stock would be lost unseen.
const stockNotSplit = "stock must equal the sum of stockByWarehouse; change one of them or leave stock empty"

// readStock reads the stock cell, after the split. Beside a split, stock
// may be empty or left out (the split's sum is the stock, a new product's
// too), and if given must be the split's sum.
func (r *catalogueRow) readStock(cell cellReader) {
	if v, ok := cell(colStock); r.split == nil || (ok && strings.TrimSpace(v) != "") {
		r.readWhole(cell, colStock, "must be a whole number", &r.input.Stock)
	}
	if r.split == nil {
		return
	}
	var sum int64
	for _, w := range r.split {
		sum += w.Stock
	}
	switch {
	case r.input.Stock == nil:
		r.input.Stock = &sum
	case *r.input.Stock != sum:
		r.fail(colStock, stockNotSplit)
	}
}

func (r *catalogueRow) readAttributes(cell cellReader) {
	v, ok := cell(colAttributes)
	if !ok {
		return
	}
	attrs, problem := parseAttributes(v)
	if problem != "" {
		r.fail(colAttributes, problem)
		return
	}
	r.input.Attributes = &attrs
}

func (r *catalogueRow) fail(field, message string) {
	r.errors = append(r.errors, ImportError{Row: r.row, Field: field, Message: message})
}

// failed adds a domain validation error's fields, in column order, except
// those the row already reported.
func (r *catalogueRow) failed(err error) error {
	var de *domain.Error
	if !errors.As(err, &de) || de.Code != domain.CodeInvalid {
		return err
	}
	fields := make([]string, 0, len(de.Fields))
	for f := range de.Fields {
		if !slices.ContainsFunc(r.errors, func(e ImportError) bool { return e.Field == f }) {
			fields = append(fields, f)
		}
	}
	slices.SortFunc(fields, func(a, b string) int { return columnRank(a) - columnRank(b) })
	for _, f := range fields {
		r.fail(f, de.Fields[f])
	}
	return nil
}

func columnRank(field string) int {
	if i := slices.Index(catalogueColumns, field); i >= 0 {
		return i
	}
	return len(catalogueColumns)
}

// blank reports whether every cell is empty, as in the trailing rows some
// spreadsheets save; such rows are skipped.
func blank(record []string) bool {
	return !slices.ContainsFunc(record, func(c string) bool { return strings.TrimSpace(c) != "" })
}
