package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// DeleteCategory removes a category no product and no child category names
// (admins); the store refuses one in use with domain.ErrCategoryInUse.
type DeleteCategory struct {
	categories ports.CategoryRepository
	now        Clock
}

func NewDeleteCategory(categories ports.CategoryRepository, now Clock) *DeleteCategory {
	return &DeleteCategory{categories: categories, now: now}
}

func (h *DeleteCategory) Handle(ctx context.Context, actor domain.User, slug string) error {
	all, err := h.categories.ListCategories(ctx)
	if err != nil {
		return err
	}
	c, found := domain.FindCategory(slug, all)
	if !found {
		return domain.NotFound("Category")
	}
	ctx, audit := withAdminAudit(ctx, actor, h.now)
	audit.record(domain.AuditCategoryDelete, slug, categoryAuditFields(c), nil)
	return h.categories.DeleteCategory(ctx, slug)
}
