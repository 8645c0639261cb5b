package app

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/adapters/memory"
	"github.com/palletshop/pallet/domain"
)

var seedNow = time.Date(2025, 3, 14, 9, 0, 0, 0, time.UTC)

func TestSeedCatalogueFillsAnEmptyStore(t *testing.T) {
	ctx := context.Background()
	store := memory.NewStore()

	added, err := SeedCatalogue(ctx, store, store, seedNow)
	require.NoError(t, err)
	assert.GreaterOrEqual(t, added, 16)
	count, err := store.CountProducts(ctx)
	require.NoError(t, err)
	assert.Equal(t, added, count)

	brands, err := caughtUpIndex(t, store).Brands(ctx)
	require.NoError(t, err)
	assert.GreaterOrEqual(t, len(brands), 8)

	again, err := SeedCatalogue(ctx, store, store, seedNow.Add(time.Hour))
	require.NoError(t, err)
	assert.Zero(t, again, "a second run adds nothing")
	count, err = store.CountProducts(ctx)
	require.NoError(t, err)
	assert.Equal(t, added, count)
}

func TestSeedCatalogueLeavesAnExistingCatalogueAlone(t *testing.T) {
	ctx := context.Background()
	store := memory.NewStore()
	name, brand, desc, img := "Own product", "Acme", "Made by the shop owner.", "/x.png"
	price, stock := int64(100), int64(5)
	p, err := domain.ProductInput{Name: &name, Brand: &brand, PriceCents: &price, Stock: &stock, Descriptions: &desc, Img: &img}.NewProduct("owner", seedNow)
	require.NoError(t, err)
	require.NoError(t, store.CreateProduct(ctx, p))

	added, err := SeedCatalogue(ctx, store, store, seedNow)
	require.NoError(t, err)
	assert.Zero(t, added)
	count, err := store.CountProducts(ctx)
	require.NoError(t, err)
	assert.Equal(t, 1, count)
}

func TestSeedCatalogueOrdersNewestDeterministically(t *testing.T) {
	ctx := context.Background()
	store := memory.NewStore()
	_, err := SeedCatalogue(ctx, store, store, seedNow)
	require.NoError(t, err)

	page, err := listCatalogue(t, store, domain.ProductFilter{Sort: domain.SortNewest, PageRequest: domain.PageRequest{Page: 1, Limit: 3}})
	require.NoError(t, err)
	require.Len(t, page.Items, 3)
	for i, p := range page.Items {
		assert.Equal(t, starterCatalogue[i].Name, p.Name)
		assert.Equal(t, seedNow.Add(-time.Duration(i)*time.Hour), p.CreatedAt)
	}
}

func TestStarterCatalogueIsRealistic(t *testing.T) {
	products, err := starterProducts(seedNow)
	require.NoError(t, err, "every entry passes the product form's validation")

	outOfStock, withBreaks, created, skus := 0, 0, map[time.Time]bool{}, map[string]bool{}
	for _, p := range products {
		assert.Regexp(t, `^[A-Z0-9][A-Z0-9./-]+$`, p.SKU, "%s has its maker's part number", p.Name)
		assert.False(t, skus[domain.SKUKey(p.SKU)], "%s shares its part number", p.Name)
		skus[domain.SKUKey(p.SKU)] = true
		if len(p.PriceBreaks) > 0 {
			withBreaks++
			assert.Less(t, p.PriceBreaks[len(p.PriceBreaks)-1].UnitPriceCents, p.PriceCents, "%s's best break is cheaper", p.Name)
		}
		assert.False(t, created[p.CreatedAt], "%s shares its CreatedAt", p.Name)
		created[p.CreatedAt] = true
		assert.Contains(t, []int64{10, 20, 50, 100}, p.MinOrderQuantity, p.Name)
		assert.True(t, p.PriceCents >= 1000 && p.PriceCents <= 100000, "%s costs %d cents", p.Name, p.PriceCents)
		sentences := strings.Count(p.Descriptions, ". ") + 1
		assert.True(t, sentences >= 2 && sentences <= 4, "%s has %d sentences", p.Name, sentences)
		if !p.Orderable() {
			outOfStock++
		}
	}
	assert.GreaterOrEqual(t, outOfStock, 1, "at least one product shows Out of stock")
	assert.Less(t, outOfStock, 4)
	assert.InDelta(t, len(products)/2, withBreaks, 3, "about half the catalogue has volume prices")
}

func TestSeededVolumePricesFollowTheirTiers(t *testing.T) {
	products, err := starterProducts(seedNow)
	require.NoError(t, err)
	ssd := products[1]
	require.Equal(t, "MZ-V9P2T0BW", ssd.SKU)
	assert.Equal(t, []domain.PriceBreak{{MinQuantity: 500, UnitPriceCents: 15359}, {MinQuantity: 1000, UnitPriceCents: 14719}}, ssd.PriceBreaks,
		"4 % off from 500 pieces, 8 % off from 1000, in whole cents")
}

// The artwork a product names must ship with the front end, and every brand
// needs its wordmark's type for the carousel.
func TestStarterCatalogueArtworkExists(t *testing.T) {
	public := filepath.Join("..", "frontend", "public")
	wordmarks, err := os.ReadFile(filepath.Join("..", "frontend", "src", "features", "catalogue", "components", "brandWordmarks.ts"))
	require.NoError(t, err)
	for _, e := range starterCatalogue {
		assert.Regexp(t, `^/catalogue/[a-z0-9-]+\.svg$`, e.Img)
		assert.FileExists(t, filepath.Join(public, filepath.FromSlash(e.Img)))
		brand := strings.ToLower(e.Brand) // the front end looks wordmarks up by the lowercased name
		assert.Regexp(t, `(?m)^\s+'?`+regexp.QuoteMeta(brand)+`'?: \{`, string(wordmarks), "a wordmark for %s", e.Brand)
	}
	_, err = os.Stat(filepath.Join(public, "logo.svg"))
	assert.NoError(t, err)
}

func TestSeedProductsEachHaveACategoryAndItsSpecs(t *testing.T) {
	ctx := context.Background()
	store := memory.NewStore()
	_, err := SeedCatalogue(ctx, store, store, seedNow)
	require.NoError(t, err)
	tree, err := store.ListCategories(ctx)
	require.NoError(t, err)
	require.Len(t, tree, len(starterCategories))
	page, err := listCatalogue(t, store, domain.ProductFilter{PageRequest: domain.PageRequest{Page: 1, Limit: 100}})
	require.NoError(t, err)
	for _, p := range page.Items {
		c, found := domain.FindCategory(p.Category, tree)
		require.True(t, found, "%s is in a category of the tree", p.Name)
		assert.NotEmpty(t, c.Parent+c.Slug)
		assert.GreaterOrEqual(t, len(p.Attributes), 3, p.Name)
		declared := map[string]bool{}
		for _, a := range c.Attributes {
			declared[a.Key] = true
		}
		for key := range p.Attributes {
			assert.True(t, declared[key], "%s: %s is a filter of %s", p.Name, key, c.Slug)
		}
	}
}

func TestSeedKeepsACategoryTreeTheShopAlreadyHas(t *testing.T) {
	ctx := context.Background()
	store := memory.NewStore()
	require.NoError(t, store.SaveCategory(ctx, domain.Category{Slug: "own", Name: "Own"}))
	_, err := SeedCatalogue(ctx, store, store, seedNow)
	require.NoError(t, err)
	tree, err := store.ListCategories(ctx)
	require.NoError(t, err)
	assert.Len(t, tree, 1)
	page, err := listCatalogue(t, store, domain.ProductFilter{PageRequest: domain.PageRequest{Page: 1, Limit: 100}})
	require.NoError(t, err)
	require.NotEmpty(t, page.Items)
	for _, p := range page.Items {
		assert.Empty(t, p.Category, "%s names no category this shop lacks", p.Name)
	}
}
