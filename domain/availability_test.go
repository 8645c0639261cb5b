package domain

import (
	"maps"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
)

// availabilityByMaps is how availability reads: the stock per lead time,
// summed per warehouse's lead time, fastest first, only what is positive.
func availabilityByMaps(p Product, ws []Warehouse) []Availability {
	lead := map[string]int64{}
	for _, w := range ws {
		lead[w.Code] = w.LeadTimeDays
	}
	byLead := map[int64]int64{}
	for code, n := range p.WarehouseStocks() {
		byLead[lead[code]] += n
	}
	out := []Availability{}
	for _, days := range slices.Sorted(maps.Keys(byLead)) {
		if byLead[days] > 0 {
			out = append(out, Availability{LeadTimeDays: days, Quantity: byLead[days]})
		}
	}
	return out
}

func TestAvailabilitySumsStockPerLeadTimeFastestFirst(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 25))
	codes := []string{MainWarehouse, "north", "south", "east", "gone"}
	for range 2000 {
		var ws []Warehouse
		for _, code := range codes[:r.IntN(len(codes))] {
			ws = append(ws, Warehouse{Code: code, LeadTimeDays: int64(r.IntN(3) * 2)})
		}
		p := Product{Stock: int64(r.IntN(5) - 1)}
		if r.IntN(2) == 0 {
			p.StockByWarehouse = map[string]int64{}
			for range r.IntN(4) {
				p.StockByWarehouse[codes[r.IntN(len(codes))]] = int64(r.IntN(20) - 3)
			}
		}
		assert.Equal(t, availabilityByMaps(p, ws), p.Availability(ws), "%+v in %+v", p, ws)
	}
	p := Product{StockByWarehouse: map[string]int64{"north": 4, "south": 3, MainWarehouse: 2}}
	ws := []Warehouse{{Code: MainWarehouse}, {Code: "north", LeadTimeDays: 2}, {Code: "south", LeadTimeDays: 2}}
	assert.Equal(t, []Availability{{LeadTimeDays: 0, Quantity: 2}, {LeadTimeDays: 2, Quantity: 7}}, p.Availability(ws))
}
