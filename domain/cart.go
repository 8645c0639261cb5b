package domain

import "time"

// CartLine is a product and quantity a buyer means to order.
type CartLine struct {
	ProductID string
	Quantity  int64
	AddedAt   time.Time
}

// Cart is a signed-in buyer's cart, kept by the shop so it follows them
// across devices. Lines are in the order they were added.
type Cart struct {
	UserID string
	Lines  []CartLine
}

// CheckCartQuantity refuses a quantity that can't be a cart line.
func CheckCartQuantity(q int64) error {
	if q < 1 {
		return InvalidField("quantity", "Quantity must be at least 1")
	}
	if q > MaxCartQuantity {
		return InvalidField("quantity", "Quantity is too large")
	}
	return nil
}

// MaxCartQuantity keeps line totals far from overflowing.
const MaxCartQuantity = 10_000_000

// PricedCartLine is a cart line as it would be ordered now.
type PricedCartLine struct {
	CartLine
	Product        *Product // nil when the product no longer exists
	UnitPriceCents int64
	LineTotalCents int64
	Problem        string // what stops checkout, in checkout's words; "" when nothing
}

// PricedCart is the cart priced by the server with today's prices.
type PricedCart struct {
	Lines         []PricedCartLine
	SubtotalCents int64
	TaxCents      int64
	TotalCents    int64
	TaxRate       TaxRate // the rate TaxCents is priced at
}

// Price prices every line against products (by id) and finds its problem.
func (c Cart) Price(products map[string]Product) PricedCart {
	var out PricedCart
	for _, l := range c.Lines {
		pl := PricedCartLine{CartLine: l, Problem: ProductUnavailableMessage}
		if p, ok := products[l.ProductID]; ok {
			pl.Product = &p
			pl.Problem = LineProblem(p, l.Quantity)
			pl.UnitPriceCents = p.UnitPriceFor(l.Quantity)
			pl.LineTotalCents, _ = MulCents(pl.UnitPriceCents, l.Quantity)
			out.SubtotalCents += pl.LineTotalCents
		}
		out.Lines = append(out.Lines, pl)
	}
	out.TotalCents = out.SubtotalCents + out.TaxCents
	return out
}

// Items are the cart's lines as an order to check out.
func (c PricedCart) Items() []OrderItem {
	items := make([]OrderItem, len(c.Lines))
	for i, l := range c.Lines {
		items[i] = OrderItem{ProductID: l.ProductID, Product: l.Product, Quantity: l.Quantity}
	}
	return items
}

// ProductIDs lists the products a cart or order refers to.
func (c Cart) ProductIDs() []string {
	ids := make([]string, len(c.Lines))
	for i, l := range c.Lines {
		ids[i] = l.ProductID
	}
	return ids
}
