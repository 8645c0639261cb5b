package sqlite_test

import (
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

// benchCategories are the seed tree's leaf categories with the attribute
// values generated products draw from.
var benchCategories = []struct {
	slug   string
	noun   string
	brands []string
	attrs  map[string][]string
}{
	{"cpus", "Processor", []string{"AMD", "Intel"}, map[string][]string{
		"socket": {"AM5", "AM4", "LGA1700", "LGA1851"}, "cores": {"6", "8", "12", "16", "24"}, "tdp": {"65 W", "105 W", "125 W"}}},
	{"gpus", "Graphics card", []string{"Nvidia", "AMD", "Intel", "ASUS", "MSI", "Gigabyte"}, map[string][]string{
		"chipset": {"RTX 4060", "RTX 4070", "RTX 4090", "RX 7800 XT", "Arc A770"}, "memory": {"8 GB", "12 GB", "16 GB", "24 GB"}, "fans": {"2", "3"}}},
	{"memory", "Memory kit", []string{"Kingston", "Corsair", "Crucial", "G.Skill", "Samsung"}, map[string][]string{
		"capacity": {"8 GB", "16 GB", "32 GB", "64 GB"}, "type": {"DDR4", "DDR5"}, "speed": {"3200", "4800", "5600", "6000"}}},
	{"ssds", "SSD", []string{"Samsung", "Crucial", "Western Digital", "Kingston", "Seagate", "SK hynix"}, map[string][]string{
		"capacity": {"500 GB", "1 TB", "2 TB", "4 TB"}, "interface": {"NVMe", "SATA"}, "form_factor": {"M.2 2280", "2.5 inch"}}},
	{"power-supplies", "Power supply", []string{"Corsair", "Seasonic", "be quiet!", "Cooler Master"}, map[string][]string{
		"wattage": {"550 W", "650 W", "750 W", "850 W", "1000 W"}, "efficiency": {"80+ Gold", "80+ Platinum"}, "modular": {"Full", "Semi", "No"}}},
	{"monitors", "Monitor", []string{"Dell", "LG", "Samsung", "ASUS", "BenQ"}, map[string][]string{
		"size": {"24 inch", "27 inch", "32 inch", "34 inch"}, "resolution": {"1080p", "1440p", "4K"}, "panel": {"IPS", "VA", "OLED"}}},
	{"networking", "Switch", []string{"Cisco", "Netgear", "TP-Link", "Ubiquiti"}, map[string][]string{
		"ports": {"8", "16", "24", "48"}, "speed": {"1 Gbps", "2.5 Gbps", "10 Gbps"}, "poe": {"Yes", "No"}}},
}

var benchSeries = []string{"Pro", "Plus", "Ultra", "Elite", "Max", "Prime", "Vector", "Titan", "Nova", "Apex", "Zen", "Core", "Edge", "Fury", "Quantum"}

func benchProducts(n int) []domain.Product {
	rng := rand.New(rand.NewPCG(1, 2))
	base := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	out := make([]domain.Product, n)
	for i := range out {
		c := benchCategories[i%len(benchCategories)]
		brand := c.brands[rng.IntN(len(c.brands))]
		attrs := map[string]string{}
		for k, values := range c.attrs {
			attrs[k] = values[rng.IntN(len(values))]
		}
		series := benchSeries[rng.IntN(len(benchSeries))]
		name := fmt.Sprintf("%s %s %s %d", brand, series, c.noun, 100+rng.IntN(900))
		out[i] = domain.Product{
			ID: domain.NewID(), Name: name, Brand: brand, SKU: fmt.Sprintf("BN-%06d-%s", i, series),
			PriceCents: int64(1000 + rng.IntN(200000)), Stock: int64(rng.IntN(2000)), MinOrderQuantity: 100,
			Descriptions: fmt.Sprintf("%s for business fleets, %s series, sold by the pallet", c.noun, series),
			Img:          "/img.png", Category: c.slug, Attributes: attrs,
			CreatedAt: base.Add(time.Duration(i) * time.Minute), UpdatedAt: base,
		}
	}
	return out
}

type benchSearch struct {
	name   string
	filter domain.ProductFilter
	keys   []string
}

func benchSearches() []benchSearch {
	ssdKeys := []string{"capacity", "interface", "form_factor"}
	return []benchSearch{
		{"category+attribute", domain.ProductFilter{Categories: []string{"ssds"}, Attributes: map[string][]string{"capacity": {"2 TB"}}}, ssdKeys},
		{"query+category relevance", domain.ProductFilter{Query: "samsung pro", Categories: []string{"ssds"}, Sort: domain.SortRelevance}, ssdKeys},
		{"query+attribute+stock+price", domain.ProductFilter{Query: "ssd", InStock: true, MaxPriceCents: ptr(int64(100000)),
			Attributes: map[string][]string{"interface": {"NVMe"}}, Sort: domain.SortRelevance}, ssdKeys},
		{"query relevance", domain.ProductFilter{Query: "kingston fury", Sort: domain.SortRelevance}, nil},
		{"sku", domain.ProductFilter{Query: "BN-004242-Titan", Sort: domain.SortRelevance}, nil},
		{"whole catalogue", domain.ProductFilter{}, nil},
	}
}

// BenchmarkSearch100k is one storefront search at 100k products: a page of
// results with its total, and the brand, category and attribute facets.
// Run it with: go test -run '^$' -bench Search100k ./adapters/sqlite/
func BenchmarkSearch100k(b *testing.B) {
	if testing.Short() {
		b.Skip("loads 100k products")
	}
	store := openTemp(b)
	start := time.Now()
	_, _, err := store.ImportProducts(b.Context(), benchProducts(100_000))
	require.NoError(b, err)
	b.Logf("imported 100k products in %s", time.Since(start))

	for _, tc := range benchSearches() {
		b.Run(tc.name, func(b *testing.B) {
			b.ReportAllocs()
			b.RunParallel(func(pb *testing.PB) {
				for pb.Next() {
					if _, err := store.ListProducts(b.Context(), tc.filter); err != nil {
						b.Error(err)
						return
					}
					if _, err := store.ProductFacets(b.Context(), tc.filter, tc.keys); err != nil {
						b.Error(err)
						return
					}
				}
			})
		})
	}
}

func ptr[T any](v T) *T { return &v }
