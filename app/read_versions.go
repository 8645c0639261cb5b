package app

import "sync/atomic"

// readVersion counts changes to something readers cache. A write bumps it
// before it returns, so a cache keyed by the version never serves what was
// read before the write.
type readVersion struct{ n atomic.Uint64 }

func (v *readVersion) Current() uint64 { return v.n.Load() }
func (v *readVersion) Bump()           { v.n.Add(1) }

// CatalogueVersion changes whenever a product, a price or a stock level may
// have changed: product edits and every booking that moves stock.
type CatalogueVersion struct{ readVersion }

func NewCatalogueVersion() *CatalogueVersion { return &CatalogueVersion{} }

// ReviewsVersion changes whenever a review is added or deleted.
type ReviewsVersion struct{ readVersion }

func NewReviewsVersion() *ReviewsVersion { return &ReviewsVersion{} }
