package httpapi

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/app"
	"github.com/palletshop/pallet/domain"
)

// The hand-written catalogue answer must be json.Marshal's, byte for byte,
// for any catalogue: random products with every field set or empty, text
// that json.Marshal escapes, pictures with copies, times in other zones.
func TestEncodeCatalogueIsJSONMarshalOfItsView(t *testing.T) {
	rng := rand.New(rand.NewPCG(25, 2026))
	for round := range 500 {
		r, sv := randomCatalogueResult(rng), randomStockView(rng)
		want, err := json.Marshal(viewCatalogue(r, sv))
		require.NoError(t, err)
		got, err := encodeCatalogue(r, sv)
		require.NoError(t, err)
		require.Equal(t, string(want), string(got), "round %d", round)
	}
}

func TestEncodeCatalogueFailsOnATimeJSONCannotWrite(t *testing.T) {
	r := app.CatalogueResult{Page: domain.Page[domain.Product]{Items: []domain.Product{{CreatedAt: time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC)}}}}
	_, jsonErr := json.Marshal(viewCatalogue(r, stockView{}))
	require.Error(t, jsonErr)
	_, err := encodeCatalogue(r, stockView{})
	require.Error(t, err)
}

func TestJSONStringsEscapeAsJSONMarshalDoes(t *testing.T) {
	for b := range 256 { // every byte, alone, amid text and at each place of eight read at once
		texts := []string{string([]byte{byte(b)}), "a" + string([]byte{byte(b)}) + "é"}
		for at := range 17 {
			text := []byte("Samsung 990 PRO 2TB")
			text[at] = byte(b)
			texts = append(texts, string(text))
		}
		for _, s := range texts {
			want, err := json.Marshal(s)
			require.NoError(t, err)
			require.Equal(t, string(want), string(appendJSONString(nil, s)), "byte %#x in %q", b, s)
		}
	}
	for _, s := range []string{"\u2028\u2029", "日本\xe2\x82", "\xff\xfe", "<a href=\"x\">&amp;</a>", "\U0001F600"} {
		want, err := json.Marshal(s)
		require.NoError(t, err)
		require.Equal(t, string(want), string(appendJSONString(nil, s)))
	}
}

// textPieces are what random texts are made of: plain words and what JSON
// escapes (quotes, HTML, controls, separators, invalid UTF-8).
var textPieces = []string{"SSD", "Samsung", " ", "990 PRO", "é", "日本", "<", ">", "&", `"`, `\`, "/", "\n", "\t", "\x00", "\x1f", "\x7f",
	"\u2028", "\u2029", "\xff", "\xe2\x82", "\U0001F600", "2 TB"}

func randomText(rng *rand.Rand) string {
	var b strings.Builder
	for range rng.IntN(6) {
		b.WriteString(textPieces[rng.IntN(len(textPieces))])
	}
	return b.String()
}

func randomCatalogueResult(rng *rand.Rand) app.CatalogueResult {
	items := make([]domain.Product, rng.IntN(5))
	for i := range items {
		items[i] = randomProduct(rng)
	}
	attrs := map[string][]domain.FacetCount{}
	for range rng.IntN(4) {
		attrs[randomText(rng)] = randomCounts(rng)
	}
	return app.CatalogueResult{
		Page:   domain.Page[domain.Product]{Items: items, Total: rng.IntN(100000), Page: rng.IntN(50), Limit: rng.IntN(100)},
		Facets: domain.ProductFacets{Brands: randomCounts(rng), Categories: randomCounts(rng), Attributes: attrs},
	}
}

func randomCounts(rng *rand.Rand) []domain.FacetCount {
	if rng.IntN(4) == 0 {
		return nil
	}
	out := make([]domain.FacetCount, rng.IntN(4))
	for i := range out {
		out[i] = domain.FacetCount{Value: randomText(rng), Count: rng.IntN(5000)}
	}
	return out
}

var zones = []*time.Location{time.UTC, time.FixedZone("CET", 3600), time.FixedZone("odd", -(3*3600 + 30*60)), time.Local}

func randomProduct(rng *rand.Rand) domain.Product {
	p := domain.Product{ID: domain.NewID(), Name: randomText(rng), Brand: randomText(rng), PriceCents: rng.Int64N(1e7) - 10,
		Stock: rng.Int64N(100) - 2, Descriptions: randomText(rng), Img: randomPicture(rng), MinOrderQuantity: rng.Int64N(5),
		SKU: randomText(rng), LowStockThreshold: rng.Int64N(10), Category: randomText(rng), AddedBy: randomText(rng),
		CreatedAt: randomTime(rng), UpdatedAt: randomTime(rng)}
	if n := rng.IntN(4); n > 0 {
		p.PriceBreaks = make([]domain.PriceBreak, n-1) // empty, not nil, sometimes
		for i := range p.PriceBreaks {
			p.PriceBreaks[i] = domain.PriceBreak{MinQuantity: rng.Int64N(1000), UnitPriceCents: rng.Int64N(1e6)}
		}
	}
	n := rng.IntN(5)
	if rng.IntN(20) == 0 {
		n = 30 // more than the encoder sorts on its stack
	}
	if n > 0 {
		p.Attributes = map[string]string{}
		for range n - 1 {
			p.Attributes[randomText(rng)] = randomText(rng)
		}
	}
	p.Backorderable = rng.IntN(3) == 0
	if p.Backorderable {
		p.RestockDays = 1 + rng.Int64N(180)
	}
	randomSplit(rng, &p)
	return p
}

// randomStockView is main and up to three more warehouses, seen by the public or by an admin.
func randomStockView(rng *rand.Rand) stockView {
	ws := []domain.Warehouse{domain.DefaultWarehouse()}
	for i := range rng.IntN(4) {
		ws = append(ws, domain.Warehouse{Code: "w" + string(rune('a'+i)), LeadTimeDays: rng.Int64N(3) * 5, Position: int64(i + 1)})
	}
	return stockView{warehouses: ws, admin: rng.IntN(2) == 0}
}

// randomSplit spreads a product's stock over the warehouses the stock views may have.
func randomSplit(rng *rand.Rand, p *domain.Product) {
	if rng.IntN(2) == 0 || p.Stock <= 0 {
		return
	}
	p.StockByWarehouse = map[string]int64{}
	for _, code := range []string{domain.MainWarehouse, "wa", "wb", "wc"} {
		if n := rng.Int64N(p.Stock + 1); n > 0 {
			p.StockByWarehouse[code] = n
		}
	}
	p.Stock = 0
	for _, n := range p.StockByWarehouse {
		p.Stock += n
	}
}

func randomTime(rng *rand.Rand) time.Time {
	t := time.Unix(rng.Int64N(4e9), rng.Int64N(1e9)).In(zones[rng.IntN(len(zones))])
	if rng.IntN(3) == 0 {
		t = t.Truncate(time.Second)
	}
	return t
}

func randomPicture(rng *rand.Rand) string {
	switch rng.IntN(3) {
	case 0:
		return ""
	case 1:
		return "/images/" + randomText(rng) + ".jpg"
	}
	return domain.StoredPicture{URL: "/images/a.jpg", Width: 1600,
		Copies: []domain.PictureCopy{{URL: "/images/b.jpg", Width: 640}, {URL: "/images/c<d>.jpg", Width: 320}}}.String()
}
