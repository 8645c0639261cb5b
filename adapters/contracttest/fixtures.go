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
		MinOrderQuantity: domain.DefaultMinOrderQuantity, AddedBy: "admin@pallet.test",
		CreatedAt: created, UpdatedAt: created.Add(time.Second),
	}
}

func newUser(email string, role domain.Role, created time.Time) domain.User {
	return domain.User{
		ID: domain.NewID(), Email: email, Name: "Name of " + email, PhotoURL: "https://img.example/me.png",
		Role: role, CreatedAt: created, UpdatedAt: created,
	}
}

func newBooking(p domain.Product, u domain.User, quantity int64, created time.Time) domain.Booking {
	return domain.Booking{
		ID: domain.NewID(), ProductID: p.ID, ProductName: p.Name,
		UnitPriceCents: p.PriceCents, TotalPriceCents: p.PriceCents * quantity, Quantity: quantity,
		Address: "1 Dock Road", Phone: "+1 555 0100", ClientName: u.Name,
		UserID: u.ID, User: u.Email, Status: domain.StatusUnpaid,
		History:   []domain.StatusChange{{Status: domain.StatusUnpaid, At: created, By: u.Email}},
		CreatedAt: created, UpdatedAt: created,
	}
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
