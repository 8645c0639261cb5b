package app

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// cartFixture is an order fixture with a second product and every cart
// use case wired to its memory store.
type cartFixture struct {
	*orderFixture
	other    domain.Product // 4000 cents, 300 in stock
	metrics  *countingMetrics
	limits   BookingLimits
	tax      Tax
	letters  Letters
	bookings ports.BookingRepository
}

func newCartFixture(t *testing.T) *cartFixture {
	t.Helper()
	f := &cartFixture{orderFixture: newOrderFixture(t), metrics: &countingMetrics{}, limits: testLimits}
	f.bookings = f.store
	f.other = f.addProduct(t, "Test RAM", 4000, 300)
	return f
}

func (f *cartFixture) addProduct(t *testing.T, name string, price, stock int64) domain.Product {
	t.Helper()
	brand, desc, img := "Acme", "A part", "/catalogue/ram.svg"
	p, err := domain.ProductInput{Name: &name, Brand: &brand, PriceCents: &price, Stock: &stock, Descriptions: &desc, Img: &img}.NewProduct("seed", fixedNow)
	require.NoError(t, err)
	require.NoError(t, f.store.CreateProduct(context.Background(), p))
	return p
}

func (f *cartFixture) set(t *testing.T, productID string, quantity int64) domain.PricedCart {
	t.Helper()
	cart, err := f.setLine(productID, quantity)
	require.NoError(t, err)
	return cart
}

func (f *cartFixture) setLine(productID string, quantity int64) (domain.PricedCart, error) {
	return NewSetCartLine(f.store, f.store, f.tax, fixedClock()).Handle(context.Background(), f.buyer, productID, quantity)
}

func (f *cartFixture) cart(t *testing.T) domain.PricedCart {
	t.Helper()
	cart, err := NewCartQueries(f.store, f.store, f.tax).Get(context.Background(), f.buyer)
	require.NoError(t, err)
	return cart
}

func (f *cartFixture) checkout(d domain.OrderDetails) (domain.Booking, error) {
	return NewCheckout(f.store, f.store, f.bookings, f.metrics, f.limits, f.tax, f.letters, fixedClock()).
		Handle(context.Background(), f.buyer, d)
}

// invoicedOrder checks out 100 of the product on 14-day invoice terms.
func (f *cartFixture) invoicedOrder(t *testing.T) domain.Booking {
	t.Helper()
	f.buyer.Terms = domain.Terms{InvoiceTerms: true, NetDays: 14}
	f.set(t, f.product.ID, 100)
	d := dockDetails
	d.PaymentMethod = domain.PaymentInvoice
	b, err := f.checkout(d)
	require.NoError(t, err)
	return b
}

func (f *cartFixture) stockOf(t *testing.T, id string) int64 {
	t.Helper()
	p, err := f.store.GetProduct(context.Background(), id)
	require.NoError(t, err)
	return p.Stock
}

func (f *cartFixture) deleteProduct(t *testing.T, id string) {
	t.Helper()
	require.NoError(t, f.store.DeleteProduct(context.Background(), id))
}

var dockDetails = domain.OrderDetails{Address: "1 Dock Rd", Phone: "555", PONumber: "PO-7781"}

// countingMetrics counts the order events.
type countingMetrics struct {
	ports.NoMetrics
	placed, outOfStock int
}

func (m *countingMetrics) BookingPlaced()     { m.placed++ }
func (m *countingMetrics) OutOfStockRefused() { m.outOfStock++ }

// fieldsOf returns an error's fields, failing when it isn't a domain error.
func fieldsOf(t *testing.T, err error) map[string]string {
	t.Helper()
	var de *domain.Error
	require.ErrorAs(t, err, &de)
	return de.Fields
}
