package app

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/adapters/memory"
	"github.com/palletshop/pallet/domain"
)

func saveCategory(store *memory.Store, c domain.Category) (domain.Category, error) {
	return NewSaveCategory(store, fixedClock()).Handle(context.Background(), refundAdmin, c)
}

func TestSavingACategoryChecksTheTreeAndIsAudited(t *testing.T) {
	store := memory.NewStore()
	_, err := saveCategory(store, domain.Category{Slug: "ssds", Name: "SSDs", Parent: "components"})
	assert.Equal(t, map[string]string{"parent": "Choose a top-level category as the parent"}, fieldsOf(t, err), "the parent must exist")

	_, err = saveCategory(store, domain.Category{Slug: "components", Name: "  Components "})
	require.NoError(t, err)
	saved, err := saveCategory(store, domain.Category{Slug: "ssds", Name: "SSDs", Parent: "components",
		Attributes: []domain.CategoryAttribute{{Key: "capacity", Label: " Capacity "}}})
	require.NoError(t, err)
	assert.Equal(t, "Capacity", saved.Attributes[0].Label)
	all, err := store.ListCategories(context.Background())
	require.NoError(t, err)
	require.Len(t, all, 2)
	assert.Equal(t, "Components", all[0].Name, "names are trimmed")

	_, err = saveCategory(store, domain.Category{Slug: "components", Name: "Parts", Parent: "ssds"})
	assert.Equal(t, domain.CodeInvalid, domain.ErrorCode(err), "a parent can't become a child")

	page, err := store.ListAudit(context.Background(), domain.AuditFilter{Action: domain.AuditCategorySave, PageRequest: domain.PageRequest{Page: 1, Limit: 10}})
	require.NoError(t, err)
	require.Len(t, page.Items, 2, "one entry per save that passed")
	ssdsEntry := page.Items[0]
	if ssdsEntry.Target != "ssds" {
		ssdsEntry = page.Items[1]
	}
	assert.Equal(t, refundAdmin.Email, ssdsEntry.Actor)
	assert.Nil(t, ssdsEntry.Before)
	assert.Equal(t, "capacity=Capacity", ssdsEntry.After["attributes"])
}

func TestDeletingACategoryInUseIsRefusedAndADeleteIsAudited(t *testing.T) {
	f := newOrderFixture(t)
	ctx := context.Background()
	_, err := saveCategory(f.store, domain.Category{Slug: "ssds", Name: "SSDs"})
	require.NoError(t, err)
	ssds := "ssds"
	_, err = NewEditProduct(f.store, f.store, NewPhotoLinks(&keptImages{}), fixedClock()).Handle(ctx, refundAdmin, f.product.ID, domain.ProductInput{Category: &ssds})
	require.NoError(t, err)
	del := NewDeleteCategory(f.store, fixedClock())

	assert.ErrorIs(t, del.Handle(ctx, refundAdmin, "ssds"), domain.ErrCategoryInUse)
	assert.Equal(t, domain.CodeNotFound, domain.ErrorCode(del.Handle(ctx, refundAdmin, "hdds")))

	none := ""
	_, err = NewEditProduct(f.store, f.store, NewPhotoLinks(&keptImages{}), fixedClock()).Handle(ctx, refundAdmin, f.product.ID, domain.ProductInput{Category: &none})
	require.NoError(t, err)
	require.NoError(t, del.Handle(ctx, refundAdmin, "ssds"))
	e := auditOf(t, f.store, domain.AuditCategoryDelete, "ssds")
	assert.Equal(t, "SSDs", e.Before["name"])
	assert.Nil(t, e.After)
}

func TestAProductCanOnlyNameACategoryThatExists(t *testing.T) {
	f := newOrderFixture(t)
	ctx := context.Background()
	missing := "gpus"
	in := newProductInput(nil)
	in.Category = &missing
	_, err := NewAddProduct(f.store, f.store, NewPhotoLinks(&keptImages{}), fixedClock()).Handle(ctx, refundAdmin, in)
	assert.Equal(t, map[string]string{"category": "Choose a category from the list"}, fieldsOf(t, err))
	_, err = NewEditProduct(f.store, f.store, NewPhotoLinks(&keptImages{}), fixedClock()).Handle(ctx, refundAdmin, f.product.ID, domain.ProductInput{Category: &missing})
	assert.Equal(t, map[string]string{"category": "Choose a category from the list"}, fieldsOf(t, err))

	_, err = saveCategory(f.store, domain.Category{Slug: "gpus", Name: "GPUs"})
	require.NoError(t, err)
	p, err := NewAddProduct(f.store, f.store, NewPhotoLinks(&keptImages{}), fixedClock()).Handle(ctx, refundAdmin, in)
	require.NoError(t, err)
	assert.Equal(t, "gpus", p.Category)
}

func TestCategoryCountsIncludeTheirChildrensProducts(t *testing.T) {
	f := newOrderFixture(t)
	ctx := context.Background()
	for _, c := range []domain.Category{{Slug: "components", Name: "Components"},
		{Slug: "ssds", Name: "SSDs", Parent: "components"}, {Slug: "gpus", Name: "GPUs", Parent: "components"}, {Slug: "monitors", Name: "Monitors"}} {
		_, err := saveCategory(f.store, c)
		require.NoError(t, err)
	}
	addInCategory(t, f, "ssds", nil)
	addInCategory(t, f, "ssds", nil)
	addInCategory(t, f, "gpus", nil)

	list, err := NewCategoryQueries(f.store, caughtUpIndex(t, f.store)).List(ctx)
	require.NoError(t, err)
	counts := map[string]int{}
	for _, c := range list {
		counts[c.Slug] = c.Count
	}
	assert.Equal(t, map[string]int{"components": 3, "ssds": 2, "gpus": 1, "monitors": 0}, counts)
}

// addInCategory adds a product in category with these attributes.
func addInCategory(t *testing.T, f *orderFixture, category string, attrs map[string]string) domain.Product {
	t.Helper()
	in := newProductInput(nil)
	in.Category, in.Attributes = &category, &attrs
	p, err := NewAddProduct(f.store, f.store, NewPhotoLinks(&keptImages{}), fixedClock()).Handle(context.Background(), refundAdmin, in)
	require.NoError(t, err)
	return p
}
