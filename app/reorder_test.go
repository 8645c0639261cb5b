package app

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

// orderedBefore checks out 100 of each fixture product and returns the order.
func (f *cartFixture) orderedBefore(t *testing.T) domain.Booking {
	t.Helper()
	f.set(t, f.product.ID, 100)
	f.set(t, f.other.ID, 100)
	b, err := f.checkout(dockDetails)
	require.NoError(t, err)
	return b
}

func (f *cartFixture) reorder(buyer domain.User, bookingID string) (Reordered, error) {
	return NewReorder(f.store, f.store, f.store, Tax{}, fixedClock()).Handle(context.Background(), buyer, bookingID)
}

func TestReorderAddsTheLinesOnTopOfTheCartAtTodaysPrices(t *testing.T) {
	f := newCartFixture(t)
	b := f.orderedBefore(t)
	f.set(t, f.product.ID, 50)
	_, err := f.store.UpdateProduct(context.Background(), f.other.ID, func(p *domain.Product) error {
		p.PriceCents = 3500
		return nil
	})
	require.NoError(t, err)

	got, err := f.reorder(f.buyer, b.ID)
	require.NoError(t, err)
	assert.Empty(t, got.Errors)
	require.Len(t, got.Cart.Lines, 2)
	assert.Equal(t, int64(150), got.Cart.Lines[0].Quantity, "added to the 50 already in the cart")
	assert.Equal(t, int64(3500), got.Cart.Lines[1].UnitPriceCents)
	assert.Equal(t, int64(150*2500+100*3500), got.Cart.TotalCents)
	assert.Equal(t, int64(900), f.stockOf(t, f.product.ID), "a reorder reserves nothing")
}

func TestReorderLeavesOutGoneAndShortLines(t *testing.T) {
	f := newCartFixture(t)
	b := f.orderedBefore(t)
	f.deleteProduct(t, f.other.ID)
	require.NoError(t, sellDownTo(f.store, f.product.ID, 99)(context.Background()))

	got, err := f.reorder(f.buyer, b.ID)
	require.NoError(t, err)
	assert.Empty(t, got.Cart.Lines)
	assert.ElementsMatch(t, []LineError{
		{ProductID: f.product.ID, ProductName: "Test SSD", Message: "Only 99 pieces in stock"},
		{ProductID: f.other.ID, ProductName: "Test RAM", Message: "This product is no longer available"},
	}, got.Errors)
}

func TestReorderOfAnotherCustomersOrderIsNotFound(t *testing.T) {
	f := newCartFixture(t)
	b := f.orderedBefore(t)
	stranger := domain.User{ID: domain.NewID(), Email: "other@example.com", Role: domain.RoleCustomer}
	_, err := f.reorder(stranger, b.ID)
	assert.Equal(t, domain.CodeNotFound, domain.ErrorCode(err))
	admin := domain.User{ID: domain.NewID(), Email: "admin@example.com", Role: domain.RoleAdmin}
	_, err = f.reorder(admin, b.ID)
	assert.Equal(t, domain.CodeNotFound, domain.ErrorCode(err), "only the owner reorders, into their own cart")
}
