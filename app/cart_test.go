package app

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

func TestCartIsPricedWithTodaysPrices(t *testing.T) {
	f := newCartFixture(t)
	f.set(t, f.product.ID, 100)
	cart := f.set(t, f.other.ID, 150)

	require.Len(t, cart.Lines, 2)
	assert.Equal(t, f.product.ID, cart.Lines[0].ProductID, "lines keep the order they were added in")
	assert.Equal(t, int64(2500), cart.Lines[0].UnitPriceCents)
	assert.Equal(t, int64(250_000), cart.Lines[0].LineTotalCents)
	assert.Equal(t, int64(600_000), cart.Lines[1].LineTotalCents)
	assert.Equal(t, int64(850_000), cart.SubtotalCents)
	assert.Equal(t, int64(0), cart.TaxCents)
	assert.Equal(t, int64(850_000), cart.TotalCents)

	_, err := f.store.UpdateProduct(context.Background(), f.other.ID, func(p *domain.Product) error {
		p.PriceCents = 3000
		return nil
	})
	require.NoError(t, err)
	assert.Equal(t, int64(700_000), f.cart(t).TotalCents, "a price change shows at once")
}

func TestSetCartLineReplacesTheQuantity(t *testing.T) {
	f := newCartFixture(t)
	f.set(t, f.product.ID, 100)
	cart := f.set(t, f.product.ID, 40)
	require.Len(t, cart.Lines, 1)
	assert.Equal(t, int64(40), cart.Lines[0].Quantity)
	assert.Equal(t, domain.MinimumOrderMessage(100), cart.Lines[0].Problem, "the cart keeps the line and says what checkout would")
}

func TestSetCartLineRefusesAGoneProductAndABadQuantity(t *testing.T) {
	f := newCartFixture(t)
	_, err := f.setLine(domain.NewID(), 100)
	assert.Equal(t, domain.CodeNotFound, domain.ErrorCode(err))
	assert.Equal(t, map[string]string{"productId": "This product is no longer available"}, fieldsOf(t, err))

	_, err = f.setLine(f.product.ID, 0)
	assert.Equal(t, map[string]string{"quantity": "Quantity must be at least 1"}, fieldsOf(t, err))
	assert.Empty(t, f.cart(t).Lines)
}

func TestCartHoldsNoMoreLinesThanOneOrder(t *testing.T) {
	f := newCartFixture(t)
	for range domain.MaxOrderLines - 1 {
		_, err := f.store.SetCartLine(context.Background(), f.buyer.ID, domain.CartLine{ProductID: domain.NewID(), Quantity: 1})
		require.NoError(t, err)
	}
	f.set(t, f.product.ID, 100)

	_, err := f.setLine(f.other.ID, 100)
	assert.Equal(t, map[string]string{"lines": "A cart can have at most 500 lines"}, fieldsOf(t, err))
	f.set(t, f.product.ID, 200) // changing a line already there is fine
}

func TestCartShowsAGoneProductAsAProblem(t *testing.T) {
	f := newCartFixture(t)
	f.set(t, f.product.ID, 100)
	f.set(t, f.other.ID, 100)
	f.deleteProduct(t, f.other.ID)

	cart := f.cart(t)
	require.Len(t, cart.Lines, 2)
	assert.Nil(t, cart.Lines[1].Product)
	assert.Equal(t, "This product is no longer available", cart.Lines[1].Problem)
	assert.Equal(t, int64(250_000), cart.TotalCents, "a gone product costs nothing")
}

func TestRemoveCartLineAndEmptyCart(t *testing.T) {
	f := newCartFixture(t)
	f.set(t, f.product.ID, 100)
	f.set(t, f.other.ID, 100)

	cart, err := NewRemoveCartLine(f.store, f.store, Tax{}).Handle(context.Background(), f.buyer, f.product.ID)
	require.NoError(t, err)
	require.Len(t, cart.Lines, 1)
	assert.Equal(t, f.other.ID, cart.Lines[0].ProductID)
	assert.Equal(t, int64(400_000), cart.TotalCents)

	require.NoError(t, NewEmptyCart(f.store).Handle(context.Background(), f.buyer))
	assert.Empty(t, f.cart(t).Lines)
}
