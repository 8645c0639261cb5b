package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"

	"github.com/palletshop/pallet/domain"
)

// categoryAttributeEntry is one element of the categories.attributes JSON array.
type categoryAttributeEntry struct {
	Key   string `json:"key"`
	Label string `json:"label"`
}

// ListCategories returns every category by position, then slug.
func (s *Store) ListCategories(ctx context.Context) ([]domain.Category, error) {
	cs, err := listCategories(ctx, s.reader)
	return cs, storeErr("list categories", err)
}

func listCategories(ctx context.Context, db querier) ([]domain.Category, error) {
	return queryAll(ctx, db, "SELECT slug, name, parent, position, attributes FROM categories ORDER BY position, slug", nil, scanCategory)
}

func scanCategory(row rowScanner) (domain.Category, error) {
	var c domain.Category
	var attrs string
	if err := row.Scan(&c.Slug, &c.Name, &c.Parent, &c.Position, &attrs); err != nil {
		return c, err
	}
	var entries []categoryAttributeEntry
	if err := json.Unmarshal([]byte(attrs), &entries); err != nil {
		return c, err
	}
	for _, e := range entries {
		c.Attributes = append(c.Attributes, domain.CategoryAttribute(e))
	}
	return c, nil
}

// SaveCategory creates the category or replaces the one with its slug, if
// its parent fits the tree as read in the same write transaction.
func (s *Store) SaveCategory(ctx context.Context, c domain.Category) error {
	entries := make([]categoryAttributeEntry, len(c.Attributes))
	for i, a := range c.Attributes {
		entries[i] = categoryAttributeEntry(a)
	}
	attrs, err := json.Marshal(entries)
	if err != nil {
		return storeErr("save category", err)
	}
	return s.write(ctx, "save category", func(tx *sql.Tx) error {
		existing, err := listCategories(ctx, tx)
		if err != nil {
			return err
		}
		if err := domain.CheckCategoryTree(c, existing); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `INSERT INTO categories (slug, name, parent, position, attributes) VALUES (?, ?, ?, ?, ?)
			ON CONFLICT (slug) DO UPDATE SET name = excluded.name, parent = excluded.parent,
			position = excluded.position, attributes = excluded.attributes`,
			c.Slug, c.Name, c.Parent, c.Position, string(attrs))
		return err
	})
}

// DeleteCategory removes a category that no product and no child names, in
// one write transaction so none can start naming it in between.
func (s *Store) DeleteCategory(ctx context.Context, slug string) error {
	return s.write(ctx, "delete category", func(tx *sql.Tx) error {
		var exists, inUse bool
		err := tx.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM categories WHERE slug = ?),
			EXISTS (SELECT 1 FROM products WHERE category = ?) OR EXISTS (SELECT 1 FROM categories WHERE parent = ?)`,
			slug, slug, slug).Scan(&exists, &inUse)
		switch {
		case err != nil:
			return err
		case !exists:
			return domain.NotFound("Category")
		case inUse:
			return domain.ErrCategoryInUse
		}
		_, err = tx.ExecContext(ctx, "DELETE FROM categories WHERE slug = ?", slug)
		return err
	})
}
