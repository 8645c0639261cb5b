package contracttest

import (
	"testing"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func categoryTree() []domain.Category {
	return []domain.Category{
		{Slug: "components", Name: "Components", Position: 10},
		{Slug: "ssds", Name: "SSDs", Parent: "components", Position: 14, Attributes: []domain.CategoryAttribute{
			{Key: "capacity", Label: "Capacity"}, {Key: "interface", Label: "Interface"}}},
		{Slug: "memory", Name: "Memory", Parent: "components", Position: 13},
		{Slug: "cables", Name: "Cables", Parent: "components", Position: 13},
		{Slug: "monitors", Name: "Monitors", Position: 20, Attributes: []domain.CategoryAttribute{{Key: "size", Label: "Screen size"}}},
	}
}

func saveCategories(t *testing.T, store ports.Store, cs ...domain.Category) {
	t.Helper()
	for _, c := range cs {
		require.NoError(t, store.SaveCategory(ctx(t), c))
	}
}

func listCategories(t *testing.T, store ports.Store) []domain.Category {
	t.Helper()
	cs, err := store.ListCategories(ctx(t))
	require.NoError(t, err)
	return cs
}

func (s suite) testCategories(t *testing.T) {
	t.Run("a new store has none", func(t *testing.T) {
		assert.Empty(t, listCategories(t, s.newStore(t)))
	})
	t.Run("listed by position, then slug, with every field", func(t *testing.T) {
		store := s.newStore(t)
		tree := categoryTree()
		saveCategories(t, store, tree...)
		assert.Equal(t, []domain.Category{tree[0], tree[3], tree[2], tree[1], tree[4]}, listCategories(t, store))
	})
	t.Run("saving a slug again replaces it", func(t *testing.T) {
		store := s.newStore(t)
		tree := categoryTree()
		saveCategories(t, store, tree...)
		ssds := tree[1]
		ssds.Name, ssds.Position, ssds.Attributes = "Solid-state drives", 1, []domain.CategoryAttribute{{Key: "nand", Label: "NAND"}}
		monitors := tree[4]
		monitors.Attributes = nil
		saveCategories(t, store, ssds, monitors)
		assert.Equal(t, []domain.Category{ssds, tree[0], tree[3], tree[2], monitors}, listCategories(t, store))
	})
	t.Run("the parent must fit the tree as stored", s.testCategoryTreeChecks)
	t.Run("delete", s.testDeleteCategory)
}

// testCategoryTreeChecks holds the store itself to the tree's rules: a
// parent is an existing top-level category, and a parent stays top-level.
func (s suite) testCategoryTreeChecks(t *testing.T) {
	store := s.newStore(t)
	tree := categoryTree()
	saveCategories(t, store, tree...)
	components, ssds, monitors := tree[0], tree[1], tree[4]

	missing := domain.Category{Slug: "gpus", Name: "GPUs", Parent: "nope"}
	assertParentRefused(t, store.SaveCategory(ctx(t), missing), "the parent must exist")
	components.Parent = "monitors"
	assertParentRefused(t, store.SaveCategory(ctx(t), components), "a category with children stays top-level")
	monitors.Parent = "ssds"
	assertParentRefused(t, store.SaveCategory(ctx(t), monitors), "a child can't be a parent")
	assert.ElementsMatch(t, tree, listCategories(t, store), "a refused save changes nothing")

	ssds.Parent = "monitors"
	saveCategories(t, store, ssds)
	ssds.Parent = ""
	saveCategories(t, store, ssds)
	assertSoundTree(t, store)
}

func (s suite) testDeleteCategory(t *testing.T) {
	store := s.newStore(t)
	tree := categoryTree()
	saveCategories(t, store, tree...)
	p := newProduct("SSD 1TB", "Samsung", 6999, 100, at(1))
	p.Category = "ssds"
	mustCreateProduct(t, store, p)

	requireCode(t, store.DeleteCategory(ctx(t), "nope"), domain.CodeNotFound)
	require.ErrorIs(t, store.DeleteCategory(ctx(t), "ssds"), domain.ErrCategoryInUse, "a product names it")
	require.ErrorIs(t, store.DeleteCategory(ctx(t), "components"), domain.ErrCategoryInUse, "children name it")
	assert.Len(t, listCategories(t, store), 5, "a refused delete removes nothing")

	_, err := store.UpdateProduct(ctx(t), p.ID, func(p *domain.Product) error { p.Category = ""; return nil })
	require.NoError(t, err)
	for _, slug := range []string{"ssds", "memory", "cables", "components"} {
		require.NoError(t, store.DeleteCategory(ctx(t), slug), slug)
	}
	assert.Equal(t, []domain.Category{tree[4]}, listCategories(t, store))
	requireCode(t, store.DeleteCategory(ctx(t), "ssds"), domain.CodeNotFound)
}
