package app

import (
	"context"
	"strings"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// SaveCategory creates a category or replaces the one with its slug
// (admins): its name, parent, position and filterable attributes.
type SaveCategory struct {
	categories ports.CategoryRepository
	now        Clock
}

func NewSaveCategory(categories ports.CategoryRepository, now Clock) *SaveCategory {
	return &SaveCategory{categories: categories, now: now}
}

func (h *SaveCategory) Handle(ctx context.Context, actor domain.User, c domain.Category) (domain.Category, error) {
	c = trimCategory(c)
	if err := c.Validate(); err != nil {
		return domain.Category{}, err
	}
	existing, err := h.categories.ListCategories(ctx)
	if err != nil {
		return domain.Category{}, err
	}
	var before map[string]any
	if old, found := domain.FindCategory(c.Slug, existing); found {
		before = categoryAuditFields(old)
	}
	ctx, audit := withAdminAudit(ctx, actor, h.now)
	audit.record(domain.AuditCategorySave, c.Slug, before, categoryAuditFields(c))
	// The store checks the parent against the tree (domain.CheckCategoryTree)
	// in the step that writes it, so two re-parentings can't make a cycle.
	if err := h.categories.SaveCategory(ctx, c); err != nil {
		return domain.Category{}, err
	}
	return c, nil
}

func trimCategory(c domain.Category) domain.Category {
	c.Slug, c.Name, c.Parent = strings.TrimSpace(c.Slug), strings.TrimSpace(c.Name), strings.TrimSpace(c.Parent)
	attrs := make([]domain.CategoryAttribute, len(c.Attributes))
	for i, a := range c.Attributes {
		attrs[i] = domain.CategoryAttribute{Key: strings.TrimSpace(a.Key), Label: strings.TrimSpace(a.Label)}
	}
	c.Attributes = attrs
	return c
}

// categoryAuditFields are the category fields the audit log compares.
func categoryAuditFields(c domain.Category) map[string]any {
	attrs := make([]string, len(c.Attributes))
	for i, a := range c.Attributes {
		attrs[i] = a.Key + "=" + a.Label
	}
	return map[string]any{"name": c.Name, "parent": c.Parent, "position": c.Position,
		"attributes": strings.Join(attrs, "; ")}
}
