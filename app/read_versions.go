package app

import (
	"context"
	"sync"
	"sync/atomic"
)

// readVersion counts changes to something readers cache. A write bumps it
// before it returns, so a cache keyed by the version never serves what was
// read before the write.
type readVersion struct{ n atomic.Uint64 }

func (v *readVersion) Current() uint64 { return v.n.Load() }
func (v *readVersion) Bump()           { v.n.Add(1) }

// CatalogueVersion changes whenever a product, a price or a stock level may
// have changed: product edits and every booking that moves stock on this
// replica, and changes the catalogue index reads from other replicas.
type CatalogueVersion struct {
	readVersion
	mu        sync.Mutex
	followers []func(context.Context) error
}

func NewCatalogueVersion() *CatalogueVersion { return &CatalogueVersion{} }

// Follow makes every catalogue write on this replica wait for fn (the
// catalogue index catching up) before the version moves and the write
// returns, so a buyer's next search shows the write, and no search cached
// under the new version was answered before it.
func (v *CatalogueVersion) Follow(fn func(context.Context) error) {
	v.mu.Lock()
	defer v.mu.Unlock()
	v.followers = append(v.followers, fn)
}

// written runs the followers, then moves the version. A follower that
// fails is not fatal to the write: the index's own polling catches up.
func (v *CatalogueVersion) written(ctx context.Context) {
	v.mu.Lock()
	followers := v.followers
	v.mu.Unlock()
	for _, fn := range followers {
		_ = fn(context.WithoutCancel(ctx))
	}
	v.Bump()
}

// ReviewsVersion changes whenever a review is added or deleted.
type ReviewsVersion struct{ readVersion }

func NewReviewsVersion() *ReviewsVersion { return &ReviewsVersion{} }
