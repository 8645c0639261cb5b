package contracttest

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// changesSince reads the feed as the catalogue index does, from seen less
// the store's window, and keeps the changes numbered after seen.
func changesSince(t *testing.T, store ports.Store, seen int64) []ports.ProductChange {
	t.Helper()
	all, err := store.ProductChanges(ctx(t), max(0, seen-store.ChangeWindow()), 1000)
	require.NoError(t, err)
	var out []ports.ProductChange
	for i, c := range all {
		if i > 0 {
			require.Greater(t, c.Seq, all[i-1].Seq, "changes come in sequence order")
		}
		if c.Seq > seen {
			out = append(out, c)
		}
	}
	return out
}

// lastSeq is the highest number in the feed now.
func lastSeq(t *testing.T, store ports.Store) int64 {
	t.Helper()
	all, err := store.ProductChanges(ctx(t), 0, 100000)
	require.NoError(t, err)
	var last int64
	for _, c := range all {
		last = max(last, c.Seq)
	}
	return last
}

// changeOf finds the one change to product id.
func changeOf(t *testing.T, changes []ports.ProductChange, id string) ports.ProductChange {
	t.Helper()
	var found []ports.ProductChange
	for _, c := range changes {
		if c.ID == id {
			found = append(found, c)
		}
	}
	require.Len(t, found, 1, "product %s changed once in %+v", id, changes)
	return found[0]
}

func (s suite) testChangeFeed(t *testing.T) {
	t.Run("every product write takes a higher number", func(t *testing.T) {
		store := s.newStore(t)
		a := mustCreateProduct(t, store, newProduct("Alpha", "Acme", 100, 10, at(0)))
		first := changeOf(t, changesSince(t, store, 0), a.ID)
		assert.Positive(t, first.Seq)
		assert.Equal(t, "Alpha", first.Product.Name)

		_, err := store.UpdateProduct(ctx(t), a.ID, func(p *domain.Product) error { p.Name = "Alpha 2"; return nil })
		require.NoError(t, err)
		b := mustCreateProduct(t, store, newProduct("Beta", "Acme", 100, 10, at(1)))
		since := changesSince(t, store, first.Seq)
		edited, created := changeOf(t, since, a.ID), changeOf(t, since, b.ID)
		assert.Greater(t, edited.Seq, first.Seq)
		assert.Equal(t, "Alpha 2", edited.Product.Name, "the product as it is now")
		assert.Greater(t, created.Seq, edited.Seq)

		rows := []domain.Product{newProduct("Gamma", "Acme", 100, 10, at(2)), newProduct("Delta", "Acme", 100, 10, at(3)), newProduct("Epsilon", "Acme", 100, 10, at(4))}
		for i := range rows {
			rows[i].SKU = fmt.Sprintf("IMPORT-%d", i)
		}
		err = store.ImportProducts(ctx(t), domain.AddedProducts(rows))
		require.NoError(t, err)
		imported := changesSince(t, store, created.Seq)
		require.Len(t, imported, 3, "an import numbers each of its rows, each higher") // changesSince checks the order
		assert.Equal(t, "IMPORT-0", changeOf(t, imported, rows[0].ID).Product.SKU)
		after := mustCreateProduct(t, store, newProduct("Zeta", "Acme", 100, 10, at(5)))
		assert.Greater(t, changeOf(t, changesSince(t, store, created.Seq), after.ID).Seq, imported[2].Seq, "a write after an import takes a higher number")
	})

	t.Run("a delete leaves a tombstone", func(t *testing.T) {
		store := s.newStore(t)
		a := mustCreateProduct(t, store, newProduct("Alpha", "Acme", 100, 10, at(0)))
		seen := lastSeq(t, store)
		require.NoError(t, store.DeleteProduct(ctx(t), a.ID))
		gone := changeOf(t, changesSince(t, store, seen), a.ID)
		assert.True(t, gone.Deleted)
		assert.Greater(t, gone.Seq, seen)
		whole := changesSince(t, store, 0)
		assert.True(t, changeOf(t, whole, a.ID).Deleted, "the whole feed shows the product gone, not as it was")
	})

	t.Run("stock moved by orders is a change", func(t *testing.T) {
		sh := s.newShop(t, 1000)
		seen := lastSeq(t, sh.store)
		b := sh.placeExpiring(t, 300, at(60))
		placed := changeOf(t, changesSince(t, sh.store, seen), sh.product.ID)
		assert.Equal(t, int64(700), placed.Product.Stock, "placing an order")

		sh.update(t, b.ID, func(b *domain.Booking) error { return b.Cancel("buyer", at(2)) })
		cancelled := changeOf(t, changesSince(t, sh.store, placed.Seq), sh.product.ID)
		assert.Equal(t, int64(1000), cancelled.Product.Stock, "cancelling it")

		sh.placeExpiring(t, 200, at(60))
		seen = lastSeq(t, sh.store)
		require.Equal(t, 1, sh.expire(t, at(61)))
		expired := changeOf(t, changesSince(t, sh.store, seen), sh.product.ID)
		assert.Equal(t, int64(1000), expired.Product.Stock, "its reservation expiring")
	})

	t.Run("a limit pages the feed without losing a change", func(t *testing.T) {
		store := s.newStore(t)
		want := map[string]bool{}
		for i := range 5 {
			want[mustCreateProduct(t, store, newProduct("P", "Acme", 100, 10, at(i))).ID] = true
		}
		got := map[string]bool{}
		var after int64
		for range 10 {
			page, err := store.ProductChanges(ctx(t), after, 2)
			require.NoError(t, err)
			require.LessOrEqual(t, len(page), 2)
			if len(page) == 0 {
				break
			}
			for _, c := range page {
				got[c.ID] = true
			}
			after = page[len(page)-1].Seq
		}
		assert.Equal(t, want, got)
	})

	t.Run("the index follows the feed", func(t *testing.T) {
		sh := s.newShop(t, 1000)
		inStock := domain.ProductFilter{InStock: true}
		assert.Equal(t, []string{sh.product.ID}, listIDs(t, sh.store, inStock))
		sh.place(t, 950, at(1))
		assert.Empty(t, listIDs(t, sh.store, inStock), "an order that leaves less than a minimum order")
		require.NoError(t, sh.store.DeleteProduct(ctx(t), sh.product.ID))
		assert.Empty(t, listIDs(t, sh.store, domain.ProductFilter{}))
	})
}
