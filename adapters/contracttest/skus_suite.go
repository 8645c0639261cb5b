package contracttest

import (
	"errors"
	"slices"
	"testing"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func withSKU(p domain.Product, sku string) domain.Product {
	p.SKU = sku
	return p
}

func requireSKUTaken(t *testing.T, err error) {
	t.Helper()
	require.Error(t, err)
	require.True(t, errors.Is(err, domain.ErrSKUTaken), "want ErrSKUTaken, got %v", err)
}

func skusOf(ps []domain.Product) []string {
	skus := make([]string, len(ps))
	for i, p := range ps {
		skus[i] = p.SKU
	}
	slices.Sort(skus)
	return skus
}

func bySKU(t *testing.T, store ports.Store, sku string) domain.Page[domain.Product] {
	t.Helper()
	page, err := listProducts(t, store, domain.ProductFilter{SKU: sku})
	require.NoError(t, err)
	return page
}

func (s suite) testSKUs(t *testing.T) {
	t.Run("a part number is unique whatever its case on create", func(t *testing.T) {
		store := s.newStore(t)
		first := mustCreateProduct(t, store, withSKU(newProduct("990 PRO", "Samsung", 15999, 10, at(0)), "MZ-V8P2T0BW"))
		err := store.CreateProduct(ctx(t), withSKU(newProduct("Copy", "Samsung", 100, 1, at(1)), "mz-v8p2t0bw"))
		requireSKUTaken(t, err)

		n, err := store.CountProducts(ctx(t))
		require.NoError(t, err)
		assert.Equal(t, 1, n, "the second product was not written")
		got, err := store.GetProduct(ctx(t), first.ID)
		require.NoError(t, err)
		assertSameProduct(t, first, got)
	})

	t.Run("a part number is unique whatever its case on update", func(t *testing.T) {
		store := s.newStore(t)
		mustCreateProduct(t, store, withSKU(newProduct("A", "Kingston", 100, 1, at(0)), "KF560C36BBE-32"))
		b := mustCreateProduct(t, store, withSKU(newProduct("B", "Kingston", 100, 1, at(1)), "KF432C16BB/16"))
		_, err := store.UpdateProduct(ctx(t), b.ID, func(p *domain.Product) error {
			p.SKU, p.Name = "kf560c36bbe-32", "changed"
			return nil
		})
		requireSKUTaken(t, err)

		got, err := store.GetProduct(ctx(t), b.ID)
		require.NoError(t, err)
		assertSameProduct(t, b, got)
	})

	t.Run("a product may keep or recase its own part number", func(t *testing.T) {
		store := s.newStore(t)
		p := mustCreateProduct(t, store, withSKU(newProduct("A", "Crucial", 100, 1, at(0)), "CT2000P3PSSD8"))
		_, err := store.UpdateProduct(ctx(t), p.ID, func(q *domain.Product) error { q.Stock = 5; return nil })
		require.NoError(t, err)
		updated, err := store.UpdateProduct(ctx(t), p.ID, func(q *domain.Product) error { q.SKU = "ct2000p3pssd8"; return nil })
		require.NoError(t, err)
		assert.Equal(t, "ct2000p3pssd8", updated.SKU)
	})

	t.Run("a part number given up or deleted is free again", func(t *testing.T) {
		store := s.newStore(t)
		renamed := mustCreateProduct(t, store, withSKU(newProduct("A", "WD", 100, 1, at(0)), "WDS200T2X0E"))
		deleted := mustCreateProduct(t, store, withSKU(newProduct("B", "WD", 100, 1, at(1)), "WDS100T2X0E"))
		_, err := store.UpdateProduct(ctx(t), renamed.ID, func(q *domain.Product) error { q.SKU = "WDS200T2X0E-2"; return nil })
		require.NoError(t, err)
		require.NoError(t, store.DeleteProduct(ctx(t), deleted.ID))

		mustCreateProduct(t, store, withSKU(newProduct("C", "WD", 100, 1, at(2)), "wds200t2x0e"))
		mustCreateProduct(t, store, withSKU(newProduct("D", "WD", 100, 1, at(3)), "WDS100T2X0E"))
	})

	t.Run("of many products created at once with one part number, one is kept", func(t *testing.T) {
		s.skipUnlessAtomic(t)
		store := s.newStore(t)
		var results placeResults
		startTogether(20, func(i int) {
			sku := "MZ-V9P2T0BW"
			if i%2 == 1 {
				sku = "mz-v9p2t0bw"
			}
			results.record(store.CreateProduct(ctx(t), withSKU(newProduct("P", "Samsung", 100, 1, at(i)), sku)))
		})
		assert.Equal(t, 1, results.successes)
		for _, err := range results.failures {
			requireSKUTaken(t, err)
		}
		assert.Len(t, bySKU(t, store, "MZ-V9P2T0BW").Items, 1)
	})

	t.Run("the sku filter finds exactly one part number whatever its case", func(t *testing.T) {
		store := s.newStore(t)
		want := mustCreateProduct(t, store, withSKU(newProduct("i9", "Intel", 100, 1, at(0)), "BX8071513900K"))
		mustCreateProduct(t, store, withSKU(newProduct("i9 KF", "Intel", 100, 1, at(1)), "BX8071513900KF"))
		mustCreateProduct(t, store, withSKU(newProduct("i5", "Intel", 100, 1, at(2)), "BX8071513600K"))

		page := bySKU(t, store, "bx8071513900k")
		assert.Equal(t, []string{want.ID}, productIDs(page.Items))
		assert.Equal(t, 1, page.Total)
		assert.Empty(t, bySKU(t, store, "BX80715").Items, "a part of a part number matches nothing")
		assert.Empty(t, bySKU(t, store, "100-100000514WOF").Items)
	})

	t.Run("products by part number, whatever the case", func(t *testing.T) {
		store := s.newStore(t)
		for i, sku := range []string{"CMK32GX5M2B5600C36", "100-100000514WOF", "BX8071513900K"} {
			mustCreateProduct(t, store, withSKU(newProduct("P", "B", 100, 1, at(i)), sku))
		}
		got, err := store.GetProductsBySKU(ctx(t), []string{"cmk32gx5m2b5600c36", "100-100000514wof", "100-100000514WOF", "NOPE-1"})
		require.NoError(t, err)
		assert.Equal(t, []string{"100-100000514WOF", "CMK32GX5M2B5600C36"}, skusOf(got), "each product once, unknown ones left out")

		got, err = store.GetProductsBySKU(ctx(t), nil)
		require.NoError(t, err)
		assert.Empty(t, got)
	})

	t.Run("many part numbers at once", func(t *testing.T) {
		store := s.newStore(t)
		var asked []string
		for i := range 1200 {
			asked = append(asked, domain.GenerateSKU("Many"))
			if i%400 == 0 {
				mustCreateProduct(t, store, withSKU(newProduct("P", "B", 100, 1, at(i)), asked[i]))
			}
		}
		got, err := store.GetProductsBySKU(ctx(t), asked)
		require.NoError(t, err)
		assert.Len(t, got, 3)
	})

	t.Run("price breaks round-trip sorted by quantity and can be replaced or removed", func(t *testing.T) {
		store := s.newStore(t)
		name, brand, desc, img := "990 PRO", "Samsung", "Fast", "https://img.example/p.png"
		price, stock, moq := int64(15999), int64(5000), int64(100)
		breaks := []domain.PriceBreak{{MinQuantity: 1000, UnitPriceCents: 14719}, {MinQuantity: 500, UnitPriceCents: 15359}}
		in := domain.ProductInput{Name: &name, Brand: &brand, PriceCents: &price, Stock: &stock,
			Descriptions: &desc, Img: &img, MinOrderQuantity: &moq, PriceBreaks: &breaks}
		p, err := in.NewProduct("admin@pallet.test", at(0))
		require.NoError(t, err)
		mustCreateProduct(t, store, p)

		got, err := store.GetProduct(ctx(t), p.ID)
		require.NoError(t, err)
		assert.Equal(t, []domain.PriceBreak{{MinQuantity: 500, UnitPriceCents: 15359}, {MinQuantity: 1000, UnitPriceCents: 14719}}, got.PriceBreaks)
		assertSameProduct(t, p, got)

		one := []domain.PriceBreak{{MinQuantity: 2000, UnitPriceCents: 13999}}
		updated, err := store.UpdateProduct(ctx(t), p.ID, func(q *domain.Product) error { q.PriceBreaks = one; return nil })
		require.NoError(t, err)
		assert.Equal(t, one, updated.PriceBreaks)
		page := bySKU(t, store, p.SKU)
		require.Len(t, page.Items, 1)
		assert.Equal(t, one, page.Items[0].PriceBreaks, "listings carry the breaks too")
		byID, err := store.GetProducts(ctx(t), []string{p.ID})
		require.NoError(t, err)
		require.Len(t, byID, 1)
		assert.Equal(t, one, byID[0].PriceBreaks, "so do products fetched by id")

		_, err = store.UpdateProduct(ctx(t), p.ID, func(q *domain.Product) error { q.PriceBreaks = nil; return nil })
		require.NoError(t, err)
		got, err = store.GetProduct(ctx(t), p.ID)
		require.NoError(t, err)
		assert.Empty(t, got.PriceBreaks)
	})
}
