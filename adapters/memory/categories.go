package memory

import (
	"cmp"
	"context"
	"maps"
	"slices"

	"github.com/palletshop/pallet/domain"
)

func storedCategory(c domain.Category) domain.Category {
	if len(c.Attributes) == 0 {
		c.Attributes = nil
	} else {
		c.Attributes = slices.Clone(c.Attributes)
	}
	return c
}

// ListCategories returns the tree by position, then slug.
func (s *Store) ListCategories(context.Context) ([]domain.Category, error) {
	s.mu.RLock()
	all := make([]domain.Category, 0, len(s.categories))
	for _, c := range s.categories {
		all = append(all, storedCategory(c))
	}
	s.mu.RUnlock()
	slices.SortFunc(all, func(a, b domain.Category) int {
		return cmp.Or(cmp.Compare(a.Position, b.Position), cmp.Compare(a.Slug, b.Slug))
	})
	return all, nil
}

// SaveCategory creates the category or replaces the one with its slug, if
// its parent fits the tree as it is under the lock.
func (s *Store) SaveCategory(ctx context.Context, c domain.Category) error {
	return auditedErr(ctx, s, func() error {
		if err := domain.CheckCategoryTree(c, slices.Collect(maps.Values(s.categories))); err != nil {
			return err
		}
		s.categories[c.Slug] = storedCategory(c)
		return nil
	})
}

// DeleteCategory removes a category that no product and no child names.
func (s *Store) DeleteCategory(ctx context.Context, slug string) error {
	return auditedErr(ctx, s, func() error {
		if _, ok := s.categories[slug]; !ok {
			return domain.NotFound("Category")
		}
		if s.categoryInUseLocked(slug) {
			return domain.ErrCategoryInUse
		}
		delete(s.categories, slug)
		return nil
	})
}

func (s *Store) categoryInUseLocked(slug string) bool {
	for _, p := range s.products {
		if p.Category == slug {
			return true
		}
	}
	for _, c := range s.categories {
		if c.Parent == slug {
			return true
		}
	}
	return false
}
