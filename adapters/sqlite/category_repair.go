package sqlite

import (
	"context"
	"database/sql"

	"github.com/palletshop/pallet/domain"
)

// liftMisplacedCategories makes top-level every category whose parent is
// not a top-level category (domain.MisplacedCategories), such as the two
// halves of a cycle that saves racing on an older version could leave; a
// cycle hides both from the tree and stops either being deleted. Migrate
// runs it on every start; a sound tree changes nothing.
func (s *Store) liftMisplacedCategories(ctx context.Context) error {
	return s.write(ctx, "repair category tree", func(tx *sql.Tx) error {
		all, err := listCategories(ctx, tx)
		if err != nil {
			return err
		}
		for _, c := range domain.MisplacedCategories(all) {
			if _, err := tx.ExecContext(ctx, "UPDATE categories SET parent = '' WHERE slug = ?", c.Slug); err != nil {
				return err
			}
		}
		return nil
	})
}
