package domain

import (
	"errors"
	"slices"
	"sort"
)

// StockShortage is a store's refusal to reserve an order: some lines are
// short of stock, or their product is gone. Nothing was reserved. Unwrapped
// it reads as checkout's answer, 400 with one field per line.
type StockShortage struct {
	Stock   map[string]int64 // product id → pieces in stock, for each short line
	Missing []string         // product ids that no longer exist
}

func (e *StockShortage) Error() string { return "stock shortage: " + e.Unwrap().Error() }

// Unwrap gives the shortage in checkout's words.
func (e *StockShortage) Unwrap() error {
	errs := FieldErrors{}
	var order []string
	for _, id := range e.Missing {
		errs.Add(LineField(id), ProductUnavailableMessage)
		order = append(order, LineField(id))
	}
	for _, id := range sortedKeys(e.Stock) {
		errs.Add(LineField(id), OutOfStockMessage(e.Stock[id]))
		order = append(order, LineField(id))
	}
	return errs.Err(order...)
}

// OneProductError is the shortage as the one-product order form has always
// answered it: a gone product under productId, a short one as a conflict
// under quantity.
func (e *StockShortage) OneProductError() error {
	if len(e.Missing) > 0 {
		return InvalidField("productId", ProductUnavailableMessage)
	}
	for _, id := range sortedKeys(e.Stock) {
		return OutOfStock(e.Stock[id])
	}
	return e.Unwrap()
}

// HasStockFor reports whether p's stock can supply quantity pieces. The
// stores' conditional updates (stock >= quantity in SQL, $gte in MongoDB)
// are this rule written as a query.
// A backorderable product can always: what it lacks is backordered.
func (p Product) HasStockFor(quantity int64) bool { return p.Stock >= quantity || p.Backorderable }

// AddShort records a line whose product has only stock pieces left.
func (e *StockShortage) AddShort(productID string, stock int64) {
	if e.Stock == nil {
		e.Stock = map[string]int64{}
	}
	e.Stock[productID] = stock
}

// AddMissing records a line whose product is gone, once per product.
func (e *StockShortage) AddMissing(productID string) {
	if !slices.Contains(e.Missing, productID) {
		e.Missing = append(e.Missing, productID)
	}
}

// Err is e when some line is short or gone, otherwise nil (an untyped nil,
// so a caller's err != nil test holds).
func (e *StockShortage) Err() error {
	if len(e.Missing) == 0 && len(e.Stock) == 0 {
		return nil
	}
	return e
}

// ShortOf is the shortage of one line with this many pieces left.
func ShortOf(productID string, stock int64) *StockShortage {
	short := &StockShortage{}
	short.AddShort(productID, stock)
	return short
}

// IsOutOfStock reports whether err is a stock shortage.
func IsOutOfStock(err error) bool {
	var s *StockShortage
	return errors.As(err, &s)
}

// OutOfStock is the one-product form's stock answer: a conflict under quantity.
func OutOfStock(stock int64) *Error {
	msg := OutOfStockMessage(stock)
	return &Error{Code: CodeConflict, Message: msg, Fields: map[string]string{"quantity": msg}}
}

func sortedKeys(m map[string]int64) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
