package app

import (
	"context"
	"io"
	"log/slog"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/adapters/memory"
	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

var fixedNow = time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)

func fixedClock() Clock { return func() time.Time { return fixedNow } }

func quietLog() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

// orderFixture is a memory store holding one product and one buyer.
type orderFixture struct {
	store   *memory.Store
	product domain.Product
	buyer   domain.User
}

func newOrderFixture(t *testing.T) *orderFixture {
	t.Helper()
	s := memory.NewStore()
	name, brand, desc, img := "Test SSD", "Acme", "A drive", "/catalogue/ssd-sata.svg"
	price, stock := int64(2500), int64(1000)
	p, err := domain.ProductInput{Name: &name, Brand: &brand, PriceCents: &price, Stock: &stock, Descriptions: &desc, Img: &img}.NewProduct("seed", fixedNow)
	require.NoError(t, err)
	require.NoError(t, s.CreateProduct(context.Background(), p))
	buyer := domain.User{ID: domain.NewID(), Email: "buyer@example.com", Name: "Buyer", Role: domain.RoleCustomer, CreatedAt: fixedNow}
	require.NoError(t, s.CreateUser(context.Background(), buyer))
	return &orderFixture{store: s, product: p, buyer: buyer}
}

func (f *orderFixture) placeBooking(t *testing.T, qty int64) domain.Booking {
	t.Helper()
	b, err := NewPlaceBooking(f.store, f.store, ports.NoMetrics{}, testLimits, Tax{}, Letters{}, fixedClock()).Handle(context.Background(), f.buyer,
		domain.BookingInput{ProductID: f.product.ID, Quantity: qty, Address: "1 Dock Rd", Phone: "555"})
	require.NoError(t, err)
	return b
}

func (f *orderFixture) stock(t *testing.T) int64 {
	t.Helper()
	p, err := f.store.GetProduct(context.Background(), f.product.ID)
	require.NoError(t, err)
	return p.Stock
}
