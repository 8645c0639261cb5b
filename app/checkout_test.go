package app

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/adapters/memory"
	"github.com/palletshop/pallet/domain"
)

func TestCheckoutOrdersEveryLineAndEmptiesTheCart(t *testing.T) {
	f := newCartFixture(t)
	f.set(t, f.product.ID, 100)
	f.set(t, f.other.ID, 150)

	b, err := f.checkout(dockDetails)
	require.NoError(t, err)
	require.Len(t, b.Lines, 2)
	assert.Equal(t, int64(850_000), b.SubtotalCents)
	assert.Equal(t, int64(850_000), b.TotalPriceCents)
	assert.Equal(t, "PO-7781", b.PONumber)
	assert.Equal(t, domain.PaymentCard, b.PaymentMethod)
	assert.Equal(t, fixedNow.Add(48*time.Hour), b.ExpiresAt, "a card order holds its stock until the reservation runs out")
	assert.Equal(t, int64(900), f.stockOf(t, f.product.ID))
	assert.Equal(t, int64(150), f.stockOf(t, f.other.ID))
	assert.Empty(t, f.cart(t).Lines)
	assert.Equal(t, 1, f.metrics.placed)

	stored, err := f.store.GetBooking(context.Background(), b.ID)
	require.NoError(t, err)
	assert.Equal(t, b.Lines, stored.Lines)
}

func TestCheckoutWithAShortLineReservesNothingAndKeepsTheCart(t *testing.T) {
	f := newCartFixture(t)
	f.set(t, f.product.ID, 100)
	f.set(t, f.other.ID, 301)

	_, err := f.checkout(dockDetails)
	assert.Equal(t, domain.CodeInvalid, domain.ErrorCode(err))
	assert.Equal(t, map[string]string{"lines." + f.other.ID: "Only 300 pieces in stock"}, fieldsOf(t, err))
	f.assertNothingReserved(t)
	assert.Equal(t, 1, f.metrics.outOfStock)
}

// racedOnPlacing lets another change land between pricing an order and
// reserving it, as another buyer's order or an admin's edit would.
type racedOnPlacing struct {
	*memory.Store
	race func(ctx context.Context) error
}

func (s racedOnPlacing) PlaceBooking(ctx context.Context, b domain.Booking, rules domain.OrderRules) error {
	if err := s.race(ctx); err != nil {
		return err
	}
	return s.Store.PlaceBooking(ctx, b, rules)
}

// sellDownTo is a race that leaves only stock pieces of the product.
func sellDownTo(s *memory.Store, productID string, stock int64) func(context.Context) error {
	return func(ctx context.Context) error {
		_, err := s.UpdateProduct(ctx, productID, func(p *domain.Product) error {
			p.Stock = stock
			return nil
		})
		return err
	}
}

func TestCheckoutRacingAnotherOrderReservesNothing(t *testing.T) {
	f := newCartFixture(t)
	f.bookings = racedOnPlacing{Store: f.store, race: sellDownTo(f.store, f.other.ID, 10)}
	f.set(t, f.product.ID, 100)
	f.set(t, f.other.ID, 150)

	_, err := f.checkout(dockDetails)
	assert.Equal(t, domain.CodeInvalid, domain.ErrorCode(err))
	assert.Equal(t, map[string]string{"lines." + f.other.ID: "Only 10 pieces in stock"}, fieldsOf(t, err))
	assert.Equal(t, int64(1000), f.stockOf(t, f.product.ID), "the line that had stock is not reserved either")
	assert.Len(t, f.cart(t).Lines, 2)
	assert.Equal(t, 1, f.metrics.outOfStock)
}

func (f *cartFixture) assertNothingReserved(t *testing.T) {
	t.Helper()
	assert.Equal(t, int64(1000), f.stockOf(t, f.product.ID))
	assert.Equal(t, int64(300), f.stockOf(t, f.other.ID))
	assert.Len(t, f.cart(t).Lines, 2, "the cart is kept")
	list, err := f.store.ListBookings(context.Background(), domain.BookingFilter{UserID: f.buyer.ID})
	require.NoError(t, err)
	assert.Zero(t, list.Total)
	assert.Zero(t, f.metrics.placed)
}

func TestCheckoutRefusals(t *testing.T) {
	f := newCartFixture(t)
	_, err := f.checkout(dockDetails)
	assert.Equal(t, map[string]string{"lines": "Your cart is empty"}, fieldsOf(t, err))

	f.set(t, f.product.ID, 100)
	f.set(t, f.other.ID, 100)
	invoice := dockDetails
	invoice.PaymentMethod = domain.PaymentInvoice
	_, err = f.checkout(invoice)
	assert.Equal(t, domain.CodeForbidden, domain.ErrorCode(err))
	assert.EqualError(t, err, "forbidden: Invoice terms are not enabled for this account")

	_, err = f.checkout(domain.OrderDetails{Phone: "555"})
	assert.Equal(t, map[string]string{"address": "Address is Required"}, fieldsOf(t, err))
	f.assertNothingReserved(t)
}

func TestCheckoutCountsTowardsTheOpenOrderCap(t *testing.T) {
	f := newCartFixture(t)
	f.limits.MaxOpenOrders = 1
	f.placeBooking(t, 100)
	f.set(t, f.other.ID, 100)

	_, err := f.checkout(dockDetails)
	assert.Equal(t, domain.CodeConflict, domain.ErrorCode(err))
	assert.EqualError(t, err, "conflict: Pay or cancel an open order first")
	assert.Equal(t, int64(300), f.stockOf(t, f.other.ID))
}

func TestCheckoutOfACartChangedWhileCheckingOutOrdersNothing(t *testing.T) {
	for name, race := range map[string]func(f *cartFixture) func(context.Context) error{
		"another checkout ordered it": func(f *cartFixture) func(context.Context) error {
			return func(ctx context.Context) error { return f.store.ClearCart(ctx, f.buyer.ID) }
		},
		"the buyer added a line": func(f *cartFixture) func(context.Context) error {
			return func(ctx context.Context) error {
				_, err := f.store.SetCartLine(ctx, f.buyer.ID, domain.CartLine{ProductID: f.other.ID, Quantity: 50})
				return err
			}
		},
	} {
		t.Run(name, func(t *testing.T) {
			f := newCartFixture(t)
			f.bookings = racedOnPlacing{Store: f.store, race: race(f)}
			f.set(t, f.product.ID, 100)

			_, err := f.checkout(dockDetails)
			assert.ErrorIs(t, err, domain.ErrCartChanged)
			assert.Equal(t, int64(1000), f.stockOf(t, f.product.ID), "nothing is reserved")
			list, err := f.store.ListBookings(context.Background(), domain.BookingFilter{UserID: f.buyer.ID})
			require.NoError(t, err)
			assert.Zero(t, list.Total, "nothing is ordered")
			assert.Zero(t, f.metrics.placed)
		})
	}
}

func TestAnOrderPlacedWhileCheckingOutCountsTowardsTheCap(t *testing.T) {
	f := newCartFixture(t)
	f.limits.MaxOpenOrders = 1
	f.bookings = racedOnPlacing{Store: f.store, race: func(ctx context.Context) error { // another tab's order
		in := domain.BookingInput{ProductID: f.product.ID, Quantity: 100, Address: "1 Dock Rd", Phone: "555"}
		b, err := domain.NewBooking(in, f.product, f.buyer, fixedNow)
		if err != nil {
			return err
		}
		return f.store.PlaceBooking(ctx, b, domain.OrderRules{})
	}}
	f.set(t, f.other.ID, 100)

	_, err := f.checkout(dockDetails)
	assert.ErrorIs(t, err, domain.ErrTooManyOpenOrders)
	assert.Equal(t, int64(300), f.stockOf(t, f.other.ID), "the refused order took no stock")
	assert.Len(t, f.cart(t).Lines, 1, "the cart is kept")
}
