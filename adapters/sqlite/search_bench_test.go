package sqlite_test

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

// benchCategory is one leaf category of the generated catalogue: its share
// of the products, its brands (most popular first) with their part-number
// codes and series, and four attributes whose values are drawn skewed
// towards the first ones, as real assortments are.
type benchCategory struct {
	slug   string
	noun   string
	weight int
	brands []benchBrand
	keys   []string
	values [][]string
}

type benchBrand struct {
	name   string
	code   string
	series []string
}

var benchCategories = []benchCategory{
	{"ssds", "SSD", 24, []benchBrand{
		{"Samsung", "MZ-V", []string{"990 Pro", "980 Pro", "870 EVO", "PM9A3"}},
		{"Kingston", "SNV", []string{"NV2", "KC3000", "Fury Renegade", "DC600M"}},
		{"Crucial", "CT", []string{"P3 Plus", "T500", "MX500"}},
		{"Western Digital", "WDS", []string{"Black SN850X", "Blue SN580", "Red SA500"}},
		{"Seagate", "ZP", []string{"FireCuda 530", "IronWolf 125"}},
		{"SK hynix", "SHPP", []string{"Platinum P41", "Gold P31"}},
		{"Micron", "MTFD", []string{"7450 Pro", "5400 Max"}},
	}, []string{"capacity", "interface", "form_factor", "endurance"}, [][]string{
		{"1 TB", "2 TB", "500 GB", "4 TB", "8 TB", "250 GB"},
		{"NVMe PCIe 4.0", "SATA", "NVMe PCIe 5.0", "NVMe PCIe 3.0"},
		{"M.2 2280", "2.5 inch", "U.2", "M.2 2230"},
		{"600 TBW", "1200 TBW", "300 TBW", "2400 TBW", "1 DWPD", "3 DWPD"},
	}},
	{"memory", "Memory kit", 20, []benchBrand{
		{"Kingston", "KF", []string{"Fury Beast", "Fury Renegade", "ValueRAM", "Server Premier"}},
		{"Corsair", "CMK", []string{"Vengeance", "Vengeance RGB", "Dominator Titanium"}},
		{"Crucial", "CT", []string{"Pro", "Classic"}},
		{"G.Skill", "F5", []string{"Trident Z5", "Ripjaws S5", "Flare X5"}},
		{"Samsung", "M3", []string{"RDIMM", "UDIMM"}},
		{"TeamGroup", "FF", []string{"T-Force Delta", "Elite"}},
	}, []string{"capacity", "type", "speed", "modules"}, [][]string{
		{"32 GB", "16 GB", "64 GB", "8 GB", "128 GB"},
		{"DDR5", "DDR4"},
		{"5600 MT/s", "6000 MT/s", "3200 MT/s", "4800 MT/s", "3600 MT/s", "6400 MT/s", "7200 MT/s"},
		{"2", "1", "4", "8"},
	}},
	{"cpus", "Processor", 8, []benchBrand{
		{"AMD", "100-", []string{"Ryzen 7", "Ryzen 5", "Ryzen 9", "EPYC", "Threadripper"}},
		{"Intel", "BX", []string{"Core i5", "Core i7", "Core i9", "Core Ultra 7", "Xeon"}},
	}, []string{"socket", "cores", "tdp", "graphics"}, [][]string{
		{"AM5", "LGA1700", "AM4", "LGA1851", "SP5", "LGA4677"},
		{"8", "6", "12", "16", "24", "32", "64"},
		{"65 W", "105 W", "125 W", "170 W", "280 W"},
		{"No", "Yes"},
	}},
	{"gpus", "Graphics card", 10, []benchBrand{
		{"ASUS", "TUF", []string{"TUF Gaming", "ROG Strix", "Dual", "ProArt"}},
		{"MSI", "GV", []string{"Gaming X", "Ventus", "Suprim"}},
		{"Gigabyte", "GV-N", []string{"Windforce", "Eagle", "Aorus Master"}},
		{"Nvidia", "900-", []string{"RTX A4000", "RTX 6000 Ada", "L40S"}},
		{"Sapphire", "11", []string{"Pulse", "Nitro+"}},
		{"PNY", "VCN", []string{"XLR8", "Verto"}},
		{"Zotac", "ZT-", []string{"Twin Edge", "Trinity"}},
	}, []string{"chipset", "memory", "fans", "outputs"}, [][]string{
		{"RTX 4060", "RTX 4070", "RTX 4070 Super", "RX 7800 XT", "RTX 4090", "RX 7600", "Arc A770", "RTX 4080 Super"},
		{"8 GB", "12 GB", "16 GB", "24 GB", "48 GB"},
		{"2", "3", "1"},
		{"3x DP, 1x HDMI", "2x DP, 2x HDMI", "4x DP"},
	}},
	{"power-supplies", "Power supply", 9, []benchBrand{
		{"Corsair", "CP-", []string{"RM850x", "RM1000e", "HX1500i", "CX650"}},
		{"Seasonic", "SSR-", []string{"Focus GX", "Prime TX", "Vertex"}},
		{"be quiet!", "BN", []string{"Pure Power 12", "Straight Power 12", "Dark Power 13"}},
		{"Cooler Master", "MPE-", []string{"MWE Gold", "V SFX"}},
		{"FSP", "HG2-", []string{"Hydro G Pro"}},
	}, []string{"wattage", "efficiency", "modular", "form_factor"}, [][]string{
		{"850 W", "750 W", "650 W", "1000 W", "1200 W", "550 W", "1600 W"},
		{"80+ Gold", "80+ Platinum", "80+ Bronze", "80+ Titanium"},
		{"Full", "Semi", "No"},
		{"ATX", "SFX", "SFX-L"},
	}},
	{"monitors", "Monitor", 14, []benchBrand{
		{"Dell", "P", []string{"UltraSharp", "P Series", "Alienware"}},
		{"LG", "27", []string{"UltraGear", "UltraFine", "DualUp"}},
		{"Samsung", "LS", []string{"Odyssey G7", "ViewFinity S8", "Smart M7"}},
		{"ASUS", "PA", []string{"ProArt", "TUF Gaming", "ROG Swift"}},
		{"BenQ", "GW", []string{"GW Series", "PD Series", "Zowie"}},
		{"iiyama", "XUB", []string{"ProLite", "G-Master"}},
		{"Philips", "PH", []string{"Brilliance", "Evnia"}},
	}, []string{"size", "resolution", "panel", "refresh_rate"}, [][]string{
		{"27 inch", "24 inch", "32 inch", "34 inch", "22 inch", "49 inch"},
		{"1440p", "1080p", "4K", "5K", "UWQHD"},
		{"IPS", "VA", "OLED", "TN"},
		{"60 Hz", "75 Hz", "144 Hz", "165 Hz", "240 Hz"},
	}},
	{"networking", "Switch", 15, []benchBrand{
		{"Cisco", "C9200L-", []string{"Catalyst 9200", "Catalyst 1000", "Business 350"}},
		{"Netgear", "GS", []string{"ProSAFE", "M4250", "Smart"}},
		{"TP-Link", "TL-SG", []string{"JetStream", "Omada"}},
		{"Ubiquiti", "USW-", []string{"UniFi Pro", "UniFi Lite", "UniFi Enterprise"}},
		{"HPE Aruba", "JL", []string{"Instant On", "CX 6100"}},
		{"MikroTik", "CRS", []string{"Cloud Router Switch", "CSS"}},
	}, []string{"ports", "speed", "poe", "managed"}, [][]string{
		{"24", "48", "8", "16", "5"},
		{"1 Gbps", "2.5 Gbps", "10 Gbps", "25 Gbps"},
		{"No", "PoE+", "PoE++", "PoE"},
		{"Smart", "Managed", "Unmanaged"},
	}},
}

// skewed picks an index in [0, n) with the first ones most likely.
func skewed(rng *rand.Rand, n int) int {
	return min(int(float64(n)*rng.Float64()*rng.Float64()), n-1)
}

var benchSuffixes = []string{"", "BK", "W", "RGB", "BW", "-EU", "/A", "-B", "K2", "K4"}

// benchProducts is a catalogue of n products spread over the categories by
// weight, with skewed brands and attribute values and distinct part
// numbers shaped like real ones (brand code, digits, a model suffix).
func benchProducts(n int) []domain.Product {
	rng := rand.New(rand.NewPCG(1, 2))
	base := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	total := 0
	for _, c := range benchCategories {
		total += c.weight
	}
	out := make([]domain.Product, n)
	for i := range out {
		pick, ci := rng.IntN(total), 0
		for pick >= benchCategories[ci].weight {
			pick -= benchCategories[ci].weight
			ci++
		}
		c := benchCategories[ci]
		b := c.brands[skewed(rng, len(c.brands))]
		series := b.series[rng.IntN(len(b.series))]
		attrs := make(map[string]string, len(c.keys))
		for k, key := range c.keys {
			attrs[key] = c.values[k][skewed(rng, len(c.values[k]))]
		}
		model := strings.ToUpper(strconv.FormatInt(int64(i)*7919%2_176_782_336+46_656, 36))
		sku := b.code + strconv.Itoa(10+rng.IntN(90)) + model + benchSuffixes[rng.IntN(len(benchSuffixes))]
		name := fmt.Sprintf("%s %s %s %s %s", b.name, series, attrs[c.keys[0]], attrs[c.keys[1]], c.noun)
		out[i] = domain.Product{
			ID: domain.NewID(), Name: name, Brand: b.name, SKU: sku,
			PriceCents: int64(1000 + rng.IntN(200000)), Stock: int64(rng.IntN(2000)), MinOrderQuantity: int64(10 * (1 + rng.IntN(20))),
			Descriptions: fmt.Sprintf("%s %s for business fleets, %s, %s, sold by the pallet with volume pricing",
				b.name, c.noun, attrs[c.keys[2]], attrs[c.keys[3]]),
			Img: "/img.png", Category: c.slug, Attributes: attrs,
			CreatedAt: base.Add(time.Duration(i) * time.Minute), UpdatedAt: base,
		}
	}
	return out
}

type benchSearch struct {
	filter domain.ProductFilter
	keys   []string
}

func keysOf(slug string) []string {
	for _, c := range benchCategories {
		if c.slug == slug {
			return c.keys
		}
	}
	return nil
}

func inCategory(slug string, f domain.ProductFilter) benchSearch {
	f.Categories = []string{slug}
	return benchSearch{f, keysOf(slug)}
}

func attrs(kv ...string) map[string][]string {
	m := map[string][]string{}
	for i := 0; i+1 < len(kv); i += 2 {
		m[kv[i]] = append(m[kv[i]], kv[i+1])
	}
	return m
}

// benchMixes are the storefront's searches, grouped by kind; each kind
// rotates through its variants. skus are real part numbers of the data.
func benchMixes(skus []string) []struct {
	name     string
	searches []benchSearch
} {
	newest, relevance := domain.SortNewest, domain.SortRelevance
	var skuLookups []benchSearch
	for _, sku := range skus {
		skuLookups = append(skuLookups, benchSearch{domain.ProductFilter{Query: sku, Sort: relevance}, nil})
	}
	return []struct {
		name     string
		searches []benchSearch
	}{
		{"category", []benchSearch{
			inCategory("ssds", domain.ProductFilter{Sort: newest}),
			inCategory("memory", domain.ProductFilter{Sort: domain.SortPriceAsc}),
			inCategory("monitors", domain.ProductFilter{Sort: newest}),
			inCategory("cpus", domain.ProductFilter{Sort: domain.SortPriceDesc}),
			inCategory("networking", domain.ProductFilter{Sort: newest}),
		}},
		{"category+attributes", []benchSearch{
			inCategory("ssds", domain.ProductFilter{Attributes: attrs("capacity", "2 TB")}),
			inCategory("memory", domain.ProductFilter{Attributes: attrs("type", "DDR5", "capacity", "32 GB", "capacity", "64 GB")}),
			inCategory("monitors", domain.ProductFilter{Attributes: attrs("resolution", "4K"), Sort: domain.SortPriceAsc}),
			inCategory("ssds", domain.ProductFilter{Attributes: attrs("interface", "NVMe PCIe 4.0", "form_factor", "M.2 2280")}),
			inCategory("gpus", domain.ProductFilter{Attributes: attrs("chipset", "RTX 4070"), Brand: "ASUS"}),
		}},
		{"query", []benchSearch{
			{domain.ProductFilter{Query: "kingston fury", Sort: relevance}, nil},
			{domain.ProductFilter{Query: "ddr5", Sort: relevance}, nil},
			{domain.ProductFilter{Query: "4k monitor", Sort: relevance}, nil},
			{domain.ProductFilter{Query: "rtx 4070", Sort: relevance}, nil},
			{domain.ProductFilter{Query: "ubiquiti", Sort: relevance}, nil},
		}},
		{"query in category", []benchSearch{
			inCategory("ssds", domain.ProductFilter{Query: "samsung pro", Sort: relevance}),
			inCategory("memory", domain.ProductFilter{Query: "vengeance", Sort: relevance}),
			inCategory("monitors", domain.ProductFilter{Query: "dell 27", Sort: relevance}),
			inCategory("networking", domain.ProductFilter{Query: "poe", Sort: relevance}),
		}},
		{"sku lookup", skuLookups},
		{"query+filters", []benchSearch{
			inCategory("ssds", domain.ProductFilter{Query: "ssd", InStock: true, MaxPriceCents: ptr(int64(100000)),
				Attributes: attrs("interface", "NVMe PCIe 4.0"), Sort: relevance}),
			inCategory("memory", domain.ProductFilter{Query: "ddr5", InStock: true, MinPriceCents: ptr(int64(20000)), Sort: relevance}),
		}},
		{"whole catalogue", []benchSearch{{domain.ProductFilter{}, nil}}},
	}
}

// BenchmarkSearch100k is one storefront search at 100k products: a page of
// results with its total, and the brand, category and attribute facets.
// Each sub-benchmark is a kind of search and rotates through its variants.
// Run it with: go test -run '^$' -bench Search100k ./adapters/sqlite/
func BenchmarkSearch100k(b *testing.B) {
	if testing.Short() {
		b.Skip("loads 100k products")
	}
	store := openTemp(b)
	products := benchProducts(100_000)
	start := time.Now()
	require.NoError(b, store.ImportProducts(b.Context(), domain.AddedProducts(products)))
	b.Logf("imported 100k products in %s", time.Since(start))
	skus := []string{products[4242].SKU, strings.ToLower(products[77_777].SKU), products[123].SKU, products[99_000].SKU}

	for _, mix := range benchMixes(skus) {
		b.Run(mix.name, func(b *testing.B) {
			for _, tc := range mix.searches { // warm the page caches, as a serving store is
				_, err := store.ListProducts(b.Context(), tc.filter)
				require.NoError(b, err)
				_, err = store.ProductFacets(b.Context(), tc.filter, tc.keys)
				require.NoError(b, err)
			}
			b.ReportAllocs()
			b.ResetTimer()
			var next atomic.Int64
			b.RunParallel(func(pb *testing.PB) {
				for pb.Next() {
					tc := mix.searches[int(next.Add(1))%len(mix.searches)]
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
