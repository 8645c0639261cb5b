package app

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

func (f *cartFixture) quickOrder(t *testing.T, text string) QuickOrdered {
	t.Helper()
	r, err := NewQuickOrder(f.store, f.store, Tax{}, fixedClock()).Handle(context.Background(), f.buyer, text)
	require.NoError(t, err)
	return r
}

func cartQuantities(c domain.PricedCart) map[string]int64 {
	q := map[string]int64{}
	for _, l := range c.Lines {
		q[l.ProductID] = l.Quantity
	}
	return q
}

func TestQuickOrderAddsKnownPartNumbersAndNamesTheUnknown(t *testing.T) {
	f := newCartFixture(t)
	r := f.quickOrder(t, "sku,quantity\n"+strings.ToLower(f.product.SKU)+",150\nNOPE-1 10\n"+f.other.SKU+"\t100")

	assert.Equal(t, map[string]int64{f.product.ID: 150, f.other.ID: 100}, cartQuantities(r.Cart), "case doesn't matter")
	assert.Equal(t, []QuickOrderError{{Line: 3, SKU: "NOPE-1", Message: "Unknown part number NOPE-1"}}, r.Errors)
}

func TestQuickOrderLeavesOutWhatCheckoutWouldRefuse(t *testing.T) {
	f := newCartFixture(t)
	f.set(t, f.product.ID, 950)
	r := f.quickOrder(t, f.other.SKU+" 40\n"+f.product.SKU+" 60\n"+f.other.SKU+" 20")

	assert.Equal(t, map[string]int64{f.product.ID: 950}, cartQuantities(r.Cart), "only lines checkout would take go in")
	assert.Equal(t, []QuickOrderError{
		{Line: 1, SKU: f.other.SKU, Message: "Minimum order is 100 pieces"},
		{Line: 2, SKU: f.product.SKU, Message: "Only 1000 pieces in stock"},
		{Line: 3, SKU: f.other.SKU, Message: "Minimum order is 100 pieces"},
	}, r.Errors, "the pieces are summed with the cart's before they are checked")
}

func TestQuickOrderSumsPerPartNumberOnTopOfTheCart(t *testing.T) {
	f := newCartFixture(t)
	f.set(t, f.product.ID, 100)
	r := f.quickOrder(t, f.product.SKU+" 50\n"+strings.ToLower(f.product.SKU)+" 25\n"+f.product.SKU+" x")

	assert.Equal(t, map[string]int64{f.product.ID: 175}, cartQuantities(r.Cart))
	assert.Equal(t, []QuickOrderError{{Line: 3, SKU: f.product.SKU, Message: "Quantity must be a number, like 100"}}, r.Errors)
}

func TestQuickOrderReportsEveryLineOfAPartNumberTheCartRefuses(t *testing.T) {
	f := newCartFixture(t)
	f.set(t, f.product.ID, domain.MaxCartQuantity-10)
	r := f.quickOrder(t, f.product.SKU+" 6\nnope 1\n"+f.product.SKU+" 6")

	assert.Equal(t, map[string]int64{f.product.ID: domain.MaxCartQuantity - 10}, cartQuantities(r.Cart))
	assert.Equal(t, []QuickOrderError{
		{Line: 1, SKU: f.product.SKU, Message: "Quantity is too large"},
		{Line: 2, SKU: "nope", Message: "Unknown part number nope"},
		{Line: 3, SKU: f.product.SKU, Message: "Quantity is too large"},
	}, r.Errors, "in line order")
}

func TestQuickOrderOfTooManyLinesChangesNothing(t *testing.T) {
	f := newCartFixture(t)
	_, err := NewQuickOrder(f.store, f.store, Tax{}, fixedClock()).Handle(context.Background(), f.buyer,
		strings.Repeat(f.product.SKU+" 100\n", MaxQuickOrderLines+1))
	assert.Equal(t, domain.CodeInvalid, domain.ErrorCode(err))
	assert.Empty(t, f.cart(t).Lines)
}

func TestAnEmptyQuickOrderIsRefused(t *testing.T) {
	f := newCartFixture(t)
	_, err := NewQuickOrder(f.store, f.store, Tax{}, fixedClock()).Handle(context.Background(), f.buyer, "sku,quantity\n \n")
	assert.Equal(t, map[string]string{"text": "Paste one part number and quantity per line"}, fieldsOf(t, err))
}
