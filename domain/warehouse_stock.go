package domain

import (
	"cmp"
	"maps"
	"slices"
)

// A product's StockByWarehouse holds its pieces per warehouse code, without
// zero entries; nil means every piece is in MainWarehouse, which is how
// every product of a store upgraded to warehouses reads. Stock is always
// the sum, so every reader of Stock keeps working.

// Allocation is how many pieces of a line one warehouse gave.
type Allocation struct {
	Warehouse string
	Quantity  int64
}

// Availability is how many pieces ship after this many days.
type Availability struct {
	LeadTimeDays int64
	Quantity     int64
}

// WarehouseStocks is a copy of the pieces per warehouse, main included.
func (p Product) WarehouseStocks() map[string]int64 {
	if p.StockByWarehouse == nil {
		if p.Stock == 0 {
			return map[string]int64{}
		}
		return map[string]int64{MainWarehouse: p.Stock}
	}
	return maps.Clone(p.StockByWarehouse)
}

// StockIn is how many pieces warehouse code holds.
func (p Product) StockIn(code string) int64 { return p.WarehouseStocks()[code] }

// setWarehouseStocks keeps stocks as the product's pieces per warehouse, in
// the canonical form, and Stock as their sum.
func (p *Product) setWarehouseStocks(stocks map[string]int64) {
	kept := map[string]int64{}
	for code, n := range stocks {
		if n > 0 {
			kept[code] = n
		}
	}
	p.Stock = sumOf(kept)
	if _, onlyMain := kept[MainWarehouse]; len(kept) == 0 || (len(kept) == 1 && onlyMain) {
		p.StockByWarehouse = nil
		return
	}
	p.StockByWarehouse = kept
}

// SettleStock makes the warehouses hold Stock after Stock alone was set
// (an edit or import of the plain number): what it rose by goes to main,
// what it fell by comes out of main first, then the other warehouses in
// code order.
func (p *Product) SettleStock() {
	stocks := p.WarehouseStocks()
	diff := p.Stock - sumOf(stocks)
	if diff > 0 {
		stocks[MainWarehouse] += diff
	}
	for _, code := range append([]string{MainWarehouse}, slices.Sorted(maps.Keys(stocks))...) {
		take := min(stocks[code], -diff)
		if take > 0 {
			stocks[code] -= take
			diff += take
		}
	}
	p.setWarehouseStocks(stocks)
}

func sumOf(stocks map[string]int64) int64 {
	var sum int64
	for _, n := range stocks {
		sum += n
	}
	return sum
}

// WarehouseStock is one warehouse's count in an admin's stock change.
type WarehouseStock struct {
	Code  string
	Stock int64
}

// SetStocks sets the listed warehouses' counts, leaving the others, after
// checking every code is one of known and every count is 0 to MaxStock.
func (p *Product) SetStocks(counts []WarehouseStock, known []Warehouse) error {
	errs := FieldErrors{}
	stocks := p.WarehouseStocks()
	var order []string
	for i, c := range counts {
		field := "warehouses." + itoa(int64(i))
		order = append(order, field)
		switch {
		case !slices.ContainsFunc(known, func(w Warehouse) bool { return w.Code == c.Code }):
			errs.Add(field, "There is no warehouse "+c.Code)
		case c.Stock < 0:
			errs.Add(field, "Quantity can't be negative")
		case c.Stock > MaxStock:
			errs.Add(field, "Quantity must be at most "+itoa(MaxStock))
		default:
			stocks[c.Code] = c.Stock
		}
	}
	if err := errs.Err(order...); err != nil {
		return err
	}
	if sumOf(stocks) > MaxStock {
		return InvalidField("warehouses", "Quantity must be at most "+itoa(MaxStock))
	}
	p.setWarehouseStocks(stocks)
	return nil
}

// Reserve takes quantity pieces from the warehouses in order (codes by
// lead time, then position; a code not listed comes last). A product that
// is not backorderable must have them all; a backorderable one gives what
// it has and the rest is backordered. ok is false when nothing was taken
// because the product is short.
func (p *Product) Reserve(quantity int64, order []string) (allocs []Allocation, backordered int64, ok bool) {
	if quantity > p.Stock && !p.Backorderable {
		return nil, 0, false
	}
	stocks := p.WarehouseStocks()
	rest := quantity
	for _, code := range takingOrder(order, stocks) {
		if take := min(stocks[code], rest); take > 0 {
			stocks[code] -= take
			rest -= take
			allocs = append(allocs, Allocation{Warehouse: code, Quantity: take})
		}
	}
	p.setWarehouseStocks(stocks)
	return canonicalAllocations(allocs), rest, true
}

// takingOrder is order followed by the other codes that hold stock.
func takingOrder(order []string, stocks map[string]int64) []string {
	out := slices.Clone(order)
	for _, code := range slices.Sorted(maps.Keys(stocks)) {
		if !slices.Contains(order, code) {
			out = append(out, code)
		}
	}
	return out
}

// canonicalAllocations is nil for pieces all from main (how a line placed
// before warehouses reads), allocs otherwise.
func canonicalAllocations(allocs []Allocation) []Allocation {
	if len(allocs) == 0 || (len(allocs) == 1 && allocs[0].Warehouse == MainWarehouse) {
		return nil
	}
	return allocs
}

// GiveBack returns allocs to the warehouses they came from; pieces of a
// warehouse that is no longer in known go to main.
func (p *Product) GiveBack(allocs []Allocation, known []string) {
	stocks := p.WarehouseStocks()
	for _, a := range allocs {
		code := a.Warehouse
		if !slices.Contains(known, code) {
			code = MainWarehouse
		}
		stocks[code] += a.Quantity
	}
	p.setWarehouseStocks(stocks)
}

// Availability groups the product's stock by the lead time of the
// warehouse holding it, fastest first, without naming warehouses. Stock in
// a warehouse not in ws counts as shipping at once.
//
// Every uncached catalogue page asks this of each of its products, so it
// works without maps: a product is in one warehouse or a few, and a shop
// has a few.
func (p Product) Availability(ws []Warehouse) []Availability {
	out := []Availability{}
	add := func(code string, n int64) {
		var days int64
		for _, w := range ws {
			if w.Code == code {
				days = w.LeadTimeDays
			}
		}
		at, found := slices.BinarySearchFunc(out, days, func(a Availability, d int64) int { return cmp.Compare(a.LeadTimeDays, d) })
		if found {
			out[at].Quantity += n
		} else {
			out = slices.Insert(out, at, Availability{LeadTimeDays: days, Quantity: n})
		}
	}
	if p.StockByWarehouse == nil {
		if p.Stock != 0 {
			add(MainWarehouse, p.Stock)
		}
	} else {
		for code, n := range p.StockByWarehouse {
			add(code, n)
		}
	}
	return slices.DeleteFunc(out, func(a Availability) bool { return a.Quantity <= 0 })
}

// Reserved is where the line's reserved pieces came from: its allocations,
// or, for a line that records none, every piece not backordered from main.
func (l BookingLine) Reserved() []Allocation {
	if l.Allocations != nil {
		return l.Allocations
	}
	if n := l.Quantity - l.BackorderedQuantity; n > 0 {
		return []Allocation{{Warehouse: MainWarehouse, Quantity: n}}
	}
	return nil
}
