package app

import (
	"context"
	"strings"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// checkCategoryExists refuses a product form naming a category the shop
// doesn't have; leaving the category out or clearing it ("") passes.
func checkCategoryExists(ctx context.Context, categories ports.CategoryRepository, slug *string) error {
	if slug == nil || strings.TrimSpace(*slug) == "" {
		return nil
	}
	all, err := categories.ListCategories(ctx)
	if err != nil {
		return err
	}
	if _, ok := domain.FindCategory(strings.TrimSpace(*slug), all); !ok {
		return domain.ErrUnknownCategory
	}
	return nil
}
