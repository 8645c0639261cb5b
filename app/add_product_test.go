package app

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/adapters/memory"
	"github.com/palletshop/pallet/domain"
)

// collidingSKUs refuses the first collisions products as if their
// part number were taken, and remembers the part numbers it was offered.
type collidingSKUs struct {
	*memory.Store
	collisions int
	offered    []string
}

func (s *collidingSKUs) CreateProduct(ctx context.Context, p domain.Product) error {
	s.offered = append(s.offered, p.SKU)
	if len(s.offered) <= s.collisions {
		return domain.ErrSKUTaken
	}
	return s.Store.CreateProduct(ctx, p)
}

func newProductInput(sku *string) domain.ProductInput {
	name, brand, desc, img := "Test SSD", "Acme", "A drive", "/catalogue/ssd-sata.svg"
	price, stock := int64(2500), int64(1000)
	return domain.ProductInput{Name: &name, Brand: &brand, PriceCents: &price, Stock: &stock, Descriptions: &desc, Img: &img, SKU: sku}
}

func addProductTo(store *collidingSKUs, in domain.ProductInput) (domain.Product, error) {
	return NewAddProduct(store, store, NewPhotoLinks(&keptImages{}), fixedClock()).Handle(context.Background(), domain.User{Email: "ops@pallet.example"}, in)
}

func TestAGeneratedSKUThatCollidesIsGeneratedAgain(t *testing.T) {
	store := &collidingSKUs{Store: memory.NewStore(), collisions: 2}
	p, err := addProductTo(store, newProductInput(nil))
	require.NoError(t, err)
	require.Len(t, store.offered, 3)
	assert.Equal(t, store.offered[2], p.SKU)
	assert.NotEqual(t, store.offered[0], store.offered[1], "each attempt is a new part number")
	stored, err := store.GetProduct(context.Background(), p.ID)
	require.NoError(t, err)
	assert.Equal(t, p.SKU, stored.SKU)
}

func TestGeneratingGivesUpAfterAFewCollisions(t *testing.T) {
	store := &collidingSKUs{Store: memory.NewStore(), collisions: 100}
	_, err := addProductTo(store, newProductInput(nil))
	assert.ErrorIs(t, err, domain.ErrSKUTaken)
	assert.Len(t, store.offered, skuAttempts)
}

func TestAnAdminsTakenSKUIsRefusedNotReplaced(t *testing.T) {
	store := &collidingSKUs{Store: memory.NewStore(), collisions: 1}
	sku := "MZ-V9P2T0BW"
	_, err := addProductTo(store, newProductInput(&sku))
	assert.ErrorIs(t, err, domain.ErrSKUTaken)
	assert.Equal(t, []string{sku}, store.offered)
	assert.Equal(t, map[string]string{"sku": "Another product has this part number"}, fieldsOf(t, err))
}
