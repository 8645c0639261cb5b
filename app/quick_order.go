package app

import (
	"context"
	"errors"
	"sort"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

var errEmptyQuickOrder = domain.InvalidField("text", "Paste one part number and quantity per line")

// QuickOrdered is the cart after a quick order and the lines left out of it.
type QuickOrdered struct {
	Cart   domain.PricedCart
	Errors []QuickOrderError
}

// QuickOrder adds pasted "SKU quantity" lines to the buyer's cart, on top of
// what it holds, summing the lines of one part number. Only lines checkout
// would take go in: unknown part numbers, unreadable lines, and a part number
// whose pieces (with the cart's) fall below its minimum order or beyond its
// stock are left out and reported in checkout's words (decision 28).
type QuickOrder struct {
	lines  cartLines
	pricer cartPricer
}

func NewQuickOrder(carts ports.CartRepository, products ports.ProductRepository, tax Tax, now Clock) *QuickOrder {
	return &QuickOrder{lines: cartLines{carts: carts, now: now}, pricer: cartPricer{carts: carts, products: products, tax: tax}}
}

func (h *QuickOrder) Handle(ctx context.Context, buyer domain.User, text string) (QuickOrdered, error) {
	parsed, refused, err := ParseQuickOrder(text)
	if err != nil {
		return QuickOrdered{}, err
	}
	if len(parsed)+len(refused) == 0 {
		return QuickOrdered{}, errEmptyQuickOrder
	}
	bySKU, err := h.productsBySKU(ctx, parsed)
	if err != nil {
		return QuickOrdered{}, err
	}
	cart, err := h.pricer.carts.GetCart(ctx, buyer.ID)
	if err != nil {
		return QuickOrdered{}, err
	}
	for _, group := range groupBySKU(parsed) {
		p, known := bySKU[domain.SKUKey(group.SKU)]
		if !known {
			refused = append(refused, group.each(func(sku string) string { return "Unknown part number " + sku })...)
			continue
		}
		var problem string
		if cart, problem, err = h.add(ctx, buyer.ID, cart, p, group.Quantity); err != nil {
			return QuickOrdered{}, err
		}
		if problem != "" {
			refused = append(refused, group.each(func(string) string { return problem })...)
		}
	}
	sort.SliceStable(refused, func(i, j int) bool { return refused[i].Line < refused[j].Line })
	priced, err := h.pricer.price(ctx, cart, buyer)
	return QuickOrdered{Cart: priced, Errors: refused}, err
}

func (h *QuickOrder) productsBySKU(ctx context.Context, lines []QuickOrderLine) (map[string]domain.Product, error) {
	skus := make([]string, len(lines))
	for i, l := range lines {
		skus[i] = l.SKU
	}
	found, err := h.pricer.products.GetProductsBySKU(ctx, skus)
	if err != nil {
		return nil, err
	}
	bySKU := make(map[string]domain.Product, len(found))
	for _, p := range found {
		bySKU[domain.SKUKey(p.SKU)] = p
	}
	return bySKU, nil
}

// add puts quantity more pieces of p into the cart, or says why the cart
// can't take them or checkout would refuse them.
func (h *QuickOrder) add(ctx context.Context, userID string, cart domain.Cart, p domain.Product, quantity int64) (domain.Cart, string, error) {
	inCart, _ := lineQuantity(cart, p.ID)
	total := inCart + quantity
	// a quantity the cart can't hold at all is refused by set, in the cart's words
	if domain.CheckCartQuantity(total) == nil {
		if problem := domain.LineProblem(p, total); problem != "" {
			return cart, problem, nil
		}
	}
	updated, err := h.lines.set(ctx, userID, cart, p.ID, total)
	var refused *domain.Error
	if errors.As(err, &refused) && refused.Code == domain.CodeInvalid {
		return cart, refused.Message, nil
	}
	return updated, "", err
}

// skuGroup is every line of one part number, whatever its case, summed.
type skuGroup struct {
	SKU      string // as first typed
	Quantity int64
	Lines    []QuickOrderLine
}

// each refuses every line of the group, in words about the SKU as typed there.
func (g skuGroup) each(message func(sku string) string) []QuickOrderError {
	out := make([]QuickOrderError, len(g.Lines))
	for i, l := range g.Lines {
		out[i] = QuickOrderError{Line: l.Line, SKU: l.SKU, Message: message(l.SKU)}
	}
	return out
}

// groupBySKU sums the lines per part number, in the order first seen.
// Each line is at most MaxCartQuantity, so 500 of them can't overflow.
func groupBySKU(lines []QuickOrderLine) []skuGroup {
	var groups []skuGroup
	index := map[string]int{}
	for _, l := range lines {
		key := domain.SKUKey(l.SKU)
		i, ok := index[key]
		if !ok {
			i = len(groups)
			index[key] = i
			groups = append(groups, skuGroup{SKU: l.SKU})
		}
		groups[i].Quantity += l.Quantity
		groups[i].Lines = append(groups[i].Lines, l)
	}
	return groups
}
