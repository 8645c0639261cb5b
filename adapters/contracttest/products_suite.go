package contracttest

import (
	"errors"
	"testing"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func (s suite) testProducts(t *testing.T) {
	t.Run("create then get returns every field", func(t *testing.T) {
		store := s.newStore(t)
		p := newProduct("Ryzen 7", "AMD", 31999, 500, at(0))
		p.MinOrderQuantity = 150
		// Sub-millisecond parts are dropped: stores keep milliseconds.
		p.CreatedAt = p.CreatedAt.Add(123456789 * time.Nanosecond)
		mustCreateProduct(t, store, p)

		got, err := store.GetProduct(ctx(t), p.ID)
		require.NoError(t, err)
		assertSameProduct(t, p, got)
	})

	t.Run("times given in another zone come back as the same instant in UTC", func(t *testing.T) {
		store := s.newStore(t)
		p := newProduct("Xeon", "Intel", 100, 1, at(0).In(time.FixedZone("UTC+5", 5*3600)))
		mustCreateProduct(t, store, p)
		got, err := store.GetProduct(ctx(t), p.ID)
		require.NoError(t, err)
		assert.True(t, got.CreatedAt.Equal(at(0)), "got %v", got.CreatedAt)
		assertUTC(t, got.CreatedAt)
	})

	t.Run("unknown and malformed ids are not found", func(t *testing.T) {
		store := s.newStore(t)
		for _, id := range []string{domain.NewID(), "not-an-id", ""} {
			_, err := store.GetProduct(ctx(t), id)
			requireCode(t, err, domain.CodeNotFound)
			requireCode(t, store.DeleteProduct(ctx(t), id), domain.CodeNotFound)
			_, err = store.UpdateProduct(ctx(t), id, func(*domain.Product) error {
				t.Errorf("fn called for missing product %q", id)
				return nil
			})
			requireCode(t, err, domain.CodeNotFound)
		}
	})

	t.Run("update saves what fn changed", func(t *testing.T) {
		store := s.newStore(t)
		p := mustCreateProduct(t, store, newProduct("RTX 4090", "Nvidia", 159999, 40, at(0)))
		updated, err := store.UpdateProduct(ctx(t), p.ID, func(q *domain.Product) error {
			assertSameProduct(t, p, *q)
			q.Name, q.PriceCents, q.Stock, q.MinOrderQuantity = "RTX 4090 Ti", 179999, 35, 10
			q.UpdatedAt = at(5)
			return nil
		})
		require.NoError(t, err)
		want := p
		want.Name, want.PriceCents, want.Stock, want.MinOrderQuantity, want.UpdatedAt = "RTX 4090 Ti", 179999, 35, 10, at(5)
		assertSameProduct(t, want, updated)

		got, err := store.GetProduct(ctx(t), p.ID)
		require.NoError(t, err)
		assertSameProduct(t, want, got)
	})

	t.Run("an error from fn aborts the update", func(t *testing.T) {
		store := s.newStore(t)
		p := mustCreateProduct(t, store, newProduct("Arc A770", "Intel", 32900, 80, at(0)))
		refuse := domain.Errorf(domain.CodeInvalid, "no")
		_, err := store.UpdateProduct(ctx(t), p.ID, func(q *domain.Product) error {
			q.Stock = 0
			q.Name = "changed"
			return refuse
		})
		require.True(t, errors.Is(err, refuse), "fn's error is returned, got %v", err)

		got, err := store.GetProduct(ctx(t), p.ID)
		require.NoError(t, err)
		assertSameProduct(t, p, got)
	})

	t.Run("delete removes only that product", func(t *testing.T) {
		store := s.newStore(t)
		gone := mustCreateProduct(t, store, newProduct("Old", "AMD", 100, 1, at(0)))
		kept := mustCreateProduct(t, store, newProduct("New", "AMD", 100, 1, at(1)))
		require.NoError(t, store.DeleteProduct(ctx(t), gone.ID))

		_, err := store.GetProduct(ctx(t), gone.ID)
		requireCode(t, err, domain.CodeNotFound)
		requireCode(t, store.DeleteProduct(ctx(t), gone.ID), domain.CodeNotFound)
		_, err = store.GetProduct(ctx(t), kept.ID)
		require.NoError(t, err)
	})

	t.Run("count products", func(t *testing.T) {
		store := s.newStore(t)
		n, err := store.CountProducts(ctx(t))
		require.NoError(t, err)
		assert.Equal(t, 0, n)
		for i := range 3 {
			mustCreateProduct(t, store, newProduct("P", "B", 100, 1, at(i)))
		}
		n, err = store.CountProducts(ctx(t))
		require.NoError(t, err)
		assert.Equal(t, 3, n)
	})

	t.Run("brands with counts, sorted by brand", func(t *testing.T) {
		store := s.newStore(t)
		brands, err := listBrands(t, store)
		require.NoError(t, err)
		assert.Empty(t, brands)
		for i, b := range []string{"Nvidia", "Intel", "AMD", "Intel", "Nvidia", "Intel"} {
			mustCreateProduct(t, store, newProduct("P", b, 100, 1, at(i)))
		}
		brands, err = listBrands(t, store)
		require.NoError(t, err)
		assert.Equal(t, []domain.BrandCount{{Brand: "AMD", Count: 1}, {Brand: "Intel", Count: 3}, {Brand: "Nvidia", Count: 2}}, brands)
	})
}
