package httpapi

import (
	"github.com/palletshop/pallet/app"
	"github.com/palletshop/pallet/domain"
)

type priceBreakView struct {
	MinQuantity    int64 `json:"minQuantity"`
	UnitPriceCents int64 `json:"unitPriceCents"`
}

type cartLineView struct {
	ProductID        string          `json:"productId"`
	SKU              string          `json:"sku"`
	ProductName      string          `json:"productName"`
	Img              string          `json:"img"`
	ImgSrcset        string          `json:"imgSrcset,omitempty"`
	Quantity         int64           `json:"quantity"`
	UnitPriceCents   int64           `json:"unitPriceCents"`
	LineTotalCents   int64           `json:"lineTotalCents"`
	MinOrderQuantity int64           `json:"minOrderQuantity"`
	Stock            int64           `json:"stock"`
	NextBreak        *priceBreakView `json:"nextBreak"` // the next volume price up, or null
	Problem          *string         `json:"problem"`

	Availability  []availabilityView `json:"availability"` // the product's stock by lead time, [] when gone
	Backorderable bool               `json:"backorderable"`
	RestockDays   int64              `json:"restockDays"`
}

type cartView struct {
	Lines         []cartLineView `json:"lines"`
	SubtotalCents int64          `json:"subtotalCents"`
	TaxCents      int64          `json:"taxCents"`
	TotalCents    int64          `json:"totalCents"`

	TaxRatePercent string `json:"taxRatePercent"` // "20.5"
}

func viewCart(c domain.PricedCart, sv stockView) cartView {
	lines := make([]cartLineView, len(c.Lines))
	for i, l := range c.Lines {
		lines[i] = viewCartLine(l, sv)
	}
	return cartView{Lines: lines, SubtotalCents: c.SubtotalCents, TaxCents: c.TaxCents, TotalCents: c.TotalCents,
		TaxRatePercent: taxPercent(c.TaxRate)}
}

// viewCartLine shows a line whose product is gone with only its id,
// quantity and problem: nothing else about it is known any more.
func viewCartLine(l domain.PricedCartLine, sv stockView) cartLineView {
	v := cartLineView{ProductID: l.ProductID, Quantity: l.Quantity, UnitPriceCents: l.UnitPriceCents, LineTotalCents: l.LineTotalCents,
		Availability: []availabilityView{}}
	if p := l.Product; p != nil {
		v.Availability, v.Backorderable, v.RestockDays = sv.availability(*p), p.Backorderable, p.RestockDays
		v.SKU, v.ProductName, v.Img, v.MinOrderQuantity, v.Stock = p.SKU, p.Name, p.Img, p.MinOrderQuantity, p.Stock
		v.ImgSrcset = domain.PictureSrcset(p.Img)
		if next := p.NextBreak(l.Quantity); next != nil {
			v.NextBreak = &priceBreakView{MinQuantity: next.MinQuantity, UnitPriceCents: next.UnitPriceCents}
		}
	}
	if l.Problem != "" {
		v.Problem = &l.Problem
	}
	return v
}

type lineErrorView struct {
	ProductID   string `json:"productId"`
	ProductName string `json:"productName"`
	Message     string `json:"message"`
}

type reorderView struct {
	Cart   cartView        `json:"cart"`
	Errors []lineErrorView `json:"errors"`
}

func viewReorder(r app.Reordered, sv stockView) reorderView {
	errs := make([]lineErrorView, len(r.Errors))
	for i, e := range r.Errors {
		errs[i] = lineErrorView{ProductID: e.ProductID, ProductName: e.ProductName, Message: e.Message}
	}
	return reorderView{Cart: viewCart(r.Cart, sv), Errors: errs}
}

type quickOrderErrorView struct {
	Line    int    `json:"line"`
	SKU     string `json:"sku"`
	Message string `json:"message"`
}

type quickOrderView struct {
	Cart   cartView              `json:"cart"`
	Errors []quickOrderErrorView `json:"errors"`
}

func viewQuickOrder(r app.QuickOrdered, sv stockView) quickOrderView {
	errs := make([]quickOrderErrorView, len(r.Errors))
	for i, e := range r.Errors {
		errs[i] = quickOrderErrorView(e)
	}
	return quickOrderView{Cart: viewCart(r.Cart, sv), Errors: errs}
}
