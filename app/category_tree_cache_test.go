package app

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// countedCategories counts the tree's reads from the store.
type countedCategories struct {
	ports.CategoryRepository
	reads int
}

func (c *countedCategories) ListCategories(ctx context.Context) ([]domain.Category, error) {
	c.reads++
	return c.CategoryRepository.ListCategories(ctx)
}

// Searches read the category tree from memory while the catalogue version
// stands; a category edit on this replica shows in the very next read.
func TestTheCategoryTreeIsReadOncePerCatalogueVersion(t *testing.T) {
	ctx := context.Background()
	f := newOrderFixture(t)
	store := &countedCategories{CategoryRepository: f.store}
	categories := VersionedCategories(store, NewCatalogueVersion())
	for range 3 {
		_, err := categories.ListCategories(ctx)
		require.NoError(t, err)
	}
	assert.Equal(t, 1, store.reads)

	require.NoError(t, categories.SaveCategory(ctx, domain.Category{Slug: "tapes", Name: "Tapes"}))
	tree, err := categories.ListCategories(ctx)
	require.NoError(t, err)
	_, found := domain.FindCategory("tapes", tree)
	assert.True(t, found, "the edit shows at once")
	assert.Equal(t, 2, store.reads)
}
