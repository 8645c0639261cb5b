package sqlite

import (
	"context"
	"embed"
	"fmt"
	"io/fs"

	"github.com/pressly/goose/v3"
)

//go:embed migrations/*.sql
var migrationFiles embed.FS

// Migrate applies every embedded migration not yet applied, then repairs
// the category tree. Open calls it.
func (s *Store) Migrate(ctx context.Context) error {
	migrations, err := fs.Sub(migrationFiles, "migrations")
	if err != nil {
		return fmt.Errorf("sqlite: migrations: %w", err)
	}
	provider, err := goose.NewProvider(goose.DialectSQLite3, s.writer, migrations)
	if err != nil {
		return fmt.Errorf("sqlite: migrations: %w", err)
	}
	if _, err := provider.Up(ctx); err != nil {
		return storeErr("migrate", err)
	}
	return s.liftMisplacedCategories(ctx)
}
