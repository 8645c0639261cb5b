package contracttest

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/stretchr/testify/require"
)

// base is the fixtures' clock: whole milliseconds, UTC.
var base = time.Date(2024, 5, 1, 12, 0, 0, 0, time.UTC)

func at(minutes int) time.Time { return base.Add(time.Duration(minutes) * time.Minute) }

func ctx(t *testing.T) context.Context { return t.Context() }

func newProduct(name, brand string, priceCents, stock int64, created time.Time) domain.Product {
	return domain.Product{
		ID: domain.NewID(), Name: name, Brand: brand, PriceCents: priceCents, Stock: stock,
		Descriptions: "About " + name, Img: "https://img.example/" + name + ".png",
		MinOrderQuantity: domain.DefaultMinOrderQuantity, SKU: domain.GenerateSKU(brand), AddedBy: "admin@pallet.test",
		CreatedAt: created, UpdatedAt: created.Add(time.Second),
	}
}

func newUser(email string, role domain.Role, created time.Time) domain.User {
	return domain.User{
		ID: domain.NewID(), Email: email, Name: "Name of " + email, PhotoURL: "https://img.example/me.png",
		Role: role, CreatedAt: created, UpdatedAt: created,
	}
}

// newBooking builds an unpaid one-line order the way checkout does, so every
// store sees real lines. The store, not this fixture, decides about stock.
func newBooking(p domain.Product, u domain.User, quantity int64, created time.Time) domain.Booking {
	return newOrder(u, created, lineOf(p, quantity))
}

// lineOf is quantity of p as an order item, with the MOQ and stock lifted so
// the domain builds it whatever the store holds.
func lineOf(p domain.Product, quantity int64) domain.OrderItem {
	p.MinOrderQuantity, p.Stock = 1, max(p.Stock, quantity)
	return domain.OrderItem{ProductID: p.ID, Product: &p, Quantity: quantity}
}

// newOrder builds an unpaid order of these items through domain.NewOrder.
func newOrder(u domain.User, created time.Time, items ...domain.OrderItem) domain.Booking {
	d := domain.OrderDetails{Address: "1 Dock Road", Phone: "+1 555 0100", PONumber: "PO-7", Note: "Dock 3"}
	b, err := domain.NewOrder(d, items, u, created)
	if err != nil {
		panic("fixture order does not pass the domain's rules: " + err.Error())
	}
	return b
}

// sortedIDs returns n fresh ids in ascending order, so tests can decide how
// ties between equal sort keys must come out.
func sortedIDs(n int) []string {
	ids := make([]string, n)
	for i := range ids {
		ids[i] = domain.NewID()
	}
	slices.Sort(ids)
	return ids
}

func mustCreateProduct(t *testing.T, s productCreator, p domain.Product) domain.Product {
	t.Helper()
	require.NoError(t, s.CreateProduct(ctx(t), p))
	return p
}

type productCreator interface {
	CreateProduct(context.Context, domain.Product) error
}

// UnpaidOrder is an unpaid one-line order of p, built as checkout builds it
// (domain.NewBooking checks p's minimum order and stock), for a store's own tests.
func UnpaidOrder(t testing.TB, p domain.Product, quantity int64) domain.Booking {
	t.Helper()
	buyer := domain.User{ID: domain.NewID(), Email: "me@example.com", Name: "Me"}
	in := domain.BookingInput{ProductID: p.ID, Quantity: quantity, Address: "1 Dock Road", Phone: "+1 555 0100"}
	b, err := domain.NewBooking(in, p, buyer, time.Now())
	require.NoError(t, err)
	return b
}
