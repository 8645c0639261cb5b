package httpapi

import (
	"bytes"
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"html/template"
	"strings"
	"sync"
	"time"

	"github.com/palletshop/pallet/app"
	"github.com/palletshop/pallet/domain"
)

// The storefront's first view is painted by the server into index.html's
// empty root: the navigation on every page, the hero on the home page and
// the first products on the catalogue. A browser on a slow line paints it
// as soon as the HTML and the stylesheet arrive, without waiting for the
// script bundle; React replaces it when it starts (docs/decisions.md 27).

//go:embed first_view.html
var firstViewHTML string

const rootElement = `<div id="root"></div>`

// firstViewCopy is frontend/src/config/firstView.json: the words the app and
// the server share, so the first view can't drift from the page it stands for.
type firstViewCopy struct {
	Hero struct {
		Eyebrow string `json:"eyebrow"`
		Title   string `json:"title"`
		Lead    string `json:"lead"`
	} `json:"hero"`
	CatalogueLead string `json:"catalogueLead"`
	QuickOrder    struct {
		Prompt string `json:"prompt"`
		Link   string `json:"link"`
	} `json:"quickOrder"`
	Links     []firstViewNav `json:"links"`
	MoreLinks []firstViewNav `json:"moreLinks"`
}

type firstViewNav struct {
	To     string `json:"to"`
	Label  string `json:"label"`
	End    bool   `json:"end"`
	Active bool   `json:"-"`
}

type firstViewCard struct {
	ID, Name, Brand, SKU, Img, Srcset, Price, Stock, MinOrder string
	Orderable, Eager                                          bool
	StockState                                                domain.StockState
	StockTone                                                 string // the badge's tone, as the app's Badge names it
}

// stockTones are the badge tones of the stock states, as the app's StockBadge shows them.
var stockTones = map[domain.StockState]string{domain.StockIn: "success", domain.StockBackordered: "warning",
	domain.StockOut: "danger", domain.StockBelowMinimum: "warning"}

type firstViewCatalogue struct {
	Total    string
	Products []firstViewCard
}

type firstViewPage struct {
	Links     []firstViewNav
	Hero      bool
	Catalogue *firstViewCatalogue
}

// firstViewKind is what a page's first view shows below the navigation.
type firstViewKind string

const (
	plainFirstView     firstViewKind = ""
	homeFirstView      firstViewKind = "hero"
	catalogueFirstView firstViewKind = "catalogue"
)

// firstViewKindOf is the first view of path p asked with query; a filtered
// catalogue gets only the navigation, not someone else's first products.
func firstViewKindOf(p, query string) firstViewKind {
	switch {
	case p == "/" || strings.EqualFold(p, "/home"):
		return homeFirstView
	case strings.EqualFold(p, "/products") && query == "":
		return catalogueFirstView
	}
	return plainFirstView
}

// firstProducts is the catalogue's first page as the app asks for it
// (newest first, PRODUCTS_PAGE_SIZE in frontend/src/config/constants.ts).
const firstProductsLimit = 12

type firstView struct {
	copy     firstViewCopy
	tmpl     *template.Template
	search   func(context.Context, app.CatalogueSearch) (app.CatalogueResult, error)
	ttl      time.Duration
	mu       sync.Mutex
	products *firstViewCatalogue
	fetched  time.Time
}

func newFirstView(copyJSON []byte, search func(context.Context, app.CatalogueSearch) (app.CatalogueResult, error), ttl time.Duration) (*firstView, error) {
	v := &firstView{search: search, ttl: ttl}
	if err := json.Unmarshal(copyJSON, &v.copy); err != nil {
		return nil, fmt.Errorf("first view copy: %w", err)
	}
	c := v.copy
	funcs := template.FuncMap{
		"heroEyebrow": func() string { return c.Hero.Eyebrow }, "heroTitle": func() string { return c.Hero.Title },
		"heroLead": func() string { return c.Hero.Lead }, "catalogueLead": func() string { return c.CatalogueLead },
		"quickOrderPrompt": func() string { return c.QuickOrder.Prompt }, "quickOrderLink": func() string { return c.QuickOrder.Link },
	}
	var err error
	v.tmpl, err = template.New("").Funcs(funcs).Parse(firstViewHTML)
	return v, err
}

// page fills index.html's root for the page at path p (a cleaned path the
// app routes) showing kind; without a root element in index, index comes back as it is.
func (v *firstView) page(ctx context.Context, index []byte, p string, kind firstViewKind) ([]byte, error) {
	at := bytes.Index(index, []byte(rootElement))
	if at < 0 {
		return index, nil
	}
	page := firstViewPage{Links: v.links(p), Hero: kind == homeFirstView}
	if kind == catalogueFirstView {
		cat, err := v.catalogue(ctx)
		if err != nil {
			return nil, err
		}
		page.Catalogue = cat
	}
	var out bytes.Buffer
	out.Write(index[:at])
	out.WriteString(`<div id="root">`)
	if err := v.tmpl.ExecuteTemplate(&out, "firstView", page); err != nil {
		return nil, err
	}
	out.WriteString(`</div>`)
	out.Write(index[at+len(rootElement):])
	return out.Bytes(), nil
}

func (v *firstView) links(p string) []firstViewNav {
	all := append(append([]firstViewNav{}, v.copy.Links...), v.copy.MoreLinks...)
	for i, l := range all {
		all[i].Active = strings.EqualFold(l.To, p) || (!l.End && strings.HasPrefix(strings.ToLower(p), strings.ToLower(l.To)+"/"))
	}
	return all
}

// catalogue is the first page of products, fetched at most once per ttl.
func (v *firstView) catalogue(ctx context.Context) (*firstViewCatalogue, error) {
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.products != nil && time.Since(v.fetched) < v.ttl {
		return v.products, nil
	}
	f := domain.ProductFilter{Sort: domain.SortNewest, PageRequest: domain.PageRequest{Page: 1, Limit: firstProductsLimit}}
	result, err := v.search(ctx, app.CatalogueSearch{Filter: f})
	if err != nil {
		return nil, err
	}
	v.products, v.fetched = viewFirstCatalogue(result.Page), time.Now()
	return v.products, nil
}

func viewFirstCatalogue(page domain.Page[domain.Product]) *firstViewCatalogue {
	noun := "products"
	if page.Total == 1 {
		noun = "product"
	}
	cat := &firstViewCatalogue{Total: domain.FormatCount(int64(page.Total)) + " " + noun}
	for i, p := range page.Items {
		cat.Products = append(cat.Products, firstViewCard{ID: p.ID, Name: p.Name, Brand: p.Brand, SKU: p.SKU,
			Img: p.Img, Srcset: domain.PictureSrcset(p.Img), Price: domain.FormatUSD(p.PriceCents),
			Stock: domain.FormatCount(p.Stock), MinOrder: domain.FormatCount(p.MinOrderQuantity),
			Orderable: p.TakesOrders(), Eager: i < 3, StockState: p.StockState(), StockTone: stockTones[p.StockState()]})
	}
	return cat
}
