package httpapi

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/app"
	"github.com/palletshop/pallet/domain"
)

const firstViewIndex = `<!doctype html><head><link rel="stylesheet" href="/assets/app.css"></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body>`

// appFirstView is the copy the app itself ships, so the tests hold the server to the real file.
func appFirstView(t *testing.T) []byte {
	data, err := os.ReadFile("../../frontend/src/config/firstView.json")
	require.NoError(t, err)
	return data
}

type catalogueStub struct {
	products []domain.Product
	calls    int
	err      error
}

func (s *catalogueStub) search(_ context.Context, q app.CatalogueSearch) (app.CatalogueResult, error) {
	s.calls++
	if s.err != nil {
		return app.CatalogueResult{}, s.err
	}
	items := s.products[:min(len(s.products), q.Filter.Limit)]
	return app.CatalogueResult{Page: domain.Page[domain.Product]{Items: items, Total: 1234, Page: 1, Limit: q.Filter.Limit}}, nil
}

func firstViewServer(t *testing.T, stub *catalogueStub) *gin.Engine {
	fv, err := newFirstView(appFirstView(t), stub.search, time.Hour)
	require.NoError(t, err)
	e := gin.New()
	site := newSiteFiles(fstest.MapFS{"index.html": {Data: []byte(firstViewIndex)}, "assets/app.css": {Data: []byte(".hero{color:red}")}})
	site.firstView = newFirstViewPages(fv, site.file)
	e.NoRoute(func(c *gin.Context) { site.serve(c, c.Request.URL.Path) })
	return e
}

func TestTheCatalogueIsPaintedBeforeTheScriptLoads(t *testing.T) {
	stub := &catalogueStub{products: []domain.Product{
		{ID: "p1", Name: "Crucial P3 1TB", Brand: "Crucial", SKU: "CT1000P3SSD8", PriceCents: 4390, Stock: 12000, MinOrderQuantity: 10, Img: "/images/p1.webp"},
		{ID: "p2", Name: `<script>alert("x")</script>`, Brand: "Evil", PriceCents: 100, Stock: 5, MinOrderQuantity: 10},
		{ID: "p3", Name: "Exos 20TB", Brand: "Seagate", PriceCents: 30000, MinOrderQuantity: 10, Backorderable: true, RestockDays: 14},
	}}
	page := get(firstViewServer(t, stub), "/products", nil)
	require.Equal(t, 200, page.Code)
	body := page.Body.String()

	root := body[strings.Index(body, `<div id="root">`):strings.Index(body, `<script type="module"`)]
	assert.Contains(t, root, "data-first-view")
	assert.Contains(t, root, "Crucial P3 1TB")
	assert.Contains(t, root, "CT1000P3SSD8")
	assert.Contains(t, root, "$43.90")
	assert.Contains(t, root, "12,000 pcs")
	assert.Contains(t, root, "1,234 products")
	assert.Contains(t, root, `href="/purchase/p1"`)
	assert.Contains(t, root, `Hardware by the pallet. Prices are per piece`, "the lead comes from the app's own copy")
	assert.Contains(t, root, `class="topnav__link active" href="/products"`)
	assert.Contains(t, root, `Know your part numbers? <a href="/quick-order">Quick order by part number</a>`)
	assert.NotContains(t, root, `<script>alert`, "names are escaped")
	assert.Contains(t, root, "&lt;script&gt;")
	assert.Contains(t, root, `<button type="button" class="btn btn--primary btn--md" disabled>Order Now</button>`, "below its minimum: no order link")
	assert.Equal(t, []string{"In stock", "Below minimum order", "On backorder"}, badges(root), "the app's words for each card's stock")
	assert.Contains(t, root, `<span class="badge badge--warning">On backorder</span>`)
	assert.Contains(t, root, `href="/purchase/p3"`, "a backorderable product with no stock takes orders")
	assert.Contains(t, body, `<script type="module" src="/assets/app.js"></script>`, "the app still starts")
	assert.Contains(t, body, `<style>.hero{color:red}</style>`, "the stylesheet comes with the page")
	assert.NotContains(t, body, `href="/assets/app.css"`)

	get(firstViewServer(t, stub), "/products", nil)
	assert.Equal(t, 2, stub.calls, "each server asks once")
	e := firstViewServer(t, stub)
	get(e, "/products", nil)
	get(e, "/products", nil)
	assert.Equal(t, 3, stub.calls, "within the ttl the painted page is reused")
}

// badges are the texts of the page's badges, in order.
func badges(html string) []string {
	var out []string
	for _, part := range strings.Split(html, `<span class="badge badge--`)[1:] {
		text := part[strings.Index(part, ">")+1:]
		out = append(out, text[:strings.Index(text, "<")])
	}
	return out
}

func TestTheHomePagePaintsTheHeroAndOtherPagesTheNavigation(t *testing.T) {
	stub := &catalogueStub{}
	e := firstViewServer(t, stub)

	home := get(e, "/", nil).Body.String()
	assert.Contains(t, home, "Computer hardware by the pallet, at trade prices.")
	assert.Contains(t, home, `class="topnav__link active" href="/"`)

	about := get(e, "/about", nil).Body.String()
	assert.Contains(t, about, `class="topnav__link active" href="/about"`)
	assert.Contains(t, about, `href="/myPortfolio"`)
	assert.NotContains(t, about, "hero__title")

	filtered := get(e, "/products?category=ssds", nil).Body.String()
	assert.Contains(t, filtered, "data-first-view")
	assert.NotContains(t, filtered, "product-card", "a filtered catalogue isn't painted with the unfiltered first page")
	assert.Zero(t, stub.calls)
}

func TestAFailedSearchServesTheBareShell(t *testing.T) {
	page := get(firstViewServer(t, &catalogueStub{err: errors.New("store down")}), "/products", nil)
	assert.Equal(t, 200, page.Code)
	assert.Contains(t, page.Body.String(), `<div id="root"></div>`)
}

func TestAStylesheetThatCouldEndItsElementStaysALink(t *testing.T) {
	page := []byte(`<link rel="stylesheet" crossorigin href="/assets/a.css"><link rel="stylesheet" href="/assets/missing.css">`)
	got := inlineStylesheets(page, func(name string) ([]byte, bool) {
		if name == "assets/a.css" {
			return []byte(`p{}</STYLE><script>alert(1)</script>`), true
		}
		return nil, false
	})
	assert.Equal(t, string(page), string(got))
}
