package app

import (
	"context"
	"slices"
	"sync"
	"time"

	"github.com/palletshop/pallet/domain"
)

// categoryTreeMaxAge bounds how long another replica's category edit can
// go unseen here (this replica's own edits move the version at once).
const categoryTreeMaxAge = time.Second

// categoryTreeCache keeps the category tree read under one catalogue
// version: every search reads the tree to expand a parent category and
// name its facets, and it changes only when an admin edits it.
type categoryTreeCache = versionCache[domain.Category]

// versionCache keeps a small list read under one catalogue version (the
// category tree, the warehouses), which only admins change.
type versionCache[T any] struct {
	mu      sync.Mutex
	tree    []T
	version uint64
	readAt  time.Time
	loaded  bool
}

// get returns a copy of the list for version, reading it with read when
// the one kept is from another version or older than categoryTreeMaxAge.
func (c *versionCache[T]) get(ctx context.Context, version uint64, read func(context.Context) ([]T, error)) ([]T, error) {
	c.mu.Lock()
	if c.loaded && c.version == version && time.Since(c.readAt) < categoryTreeMaxAge {
		tree := slices.Clone(c.tree)
		c.mu.Unlock()
		return tree, nil
	}
	c.mu.Unlock()
	began := time.Now()
	tree, err := read(ctx)
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	c.tree, c.version, c.readAt, c.loaded = tree, version, began, true
	c.mu.Unlock()
	return slices.Clone(tree), nil
}
