// Package searchindex answers catalogue searches in process: a read model
// of the store's products held as roaring bitmaps (a bitmap of products per
// word and word prefix, brand, category, spec value, price band and in
// stock) and sorted arrays for the sort orders, kept current by the store's
// change feed. Searching is intersecting and counting bitmaps, so it costs
// the same at any catalogue size that fits in memory.
package searchindex

import (
	"context"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/RoaringBitmap/roaring/v2"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// feedBatch is how many changes one read of the feed asks for.
const feedBatch = 2000

// Index implements ports.CatalogueIndex.
type Index struct {
	feed ports.ProductChangeFeed

	mu    sync.RWMutex // guards state
	state *state

	pulling sync.Mutex // one catch-up at a time; guards what follows
	asked   atomic.Uint64
	served  uint64
	built   bool
	seen    int64 // the highest sequence applied
}

var _ ports.CatalogueIndex = (*Index)(nil)

// New returns an empty index over feed; CatchUp fills it.
func New(feed ports.ProductChangeFeed) *Index {
	return &Index{feed: feed, state: newState()}
}

// CatchUp applies every change the store committed before the call.
func (ix *Index) CatchUp(ctx context.Context) error {
	_, err := ix.catchUp(ctx)
	return err
}

// catchUp reads the feed from the last sequence applied (less the feed's
// window) and applies what it finds, and says whether searches changed.
// Callers that arrive while a catch-up runs are served by the next one,
// which starts after they asked: one read of the feed for all of them.
func (ix *Index) catchUp(ctx context.Context) (bool, error) {
	ticket := ix.asked.Add(1)
	ix.pulling.Lock()
	defer ix.pulling.Unlock()
	if ix.served >= ticket {
		return false, nil
	}
	upTo := ix.asked.Load()
	changed, err := ix.pull(ctx)
	if err == nil {
		ix.served = upTo
	}
	return changed, err
}

func (ix *Index) pull(ctx context.Context) (bool, error) {
	if !ix.built {
		return ix.build(ctx)
	}
	from := max(0, ix.seen-ix.feed.ChangeWindow())
	changed := false
	for {
		batch, err := ix.feed.ProductChanges(ctx, from, feedBatch)
		if err != nil {
			return changed, err
		}
		if len(batch) > 0 {
			ix.mu.Lock()
			if ix.state.apply(batch, nil) {
				ix.state.settle()
				changed = true
			}
			ix.mu.Unlock()
			from = batch[len(batch)-1].Seq
			ix.seen = max(ix.seen, from)
		}
		if len(batch) < feedBatch {
			return changed, nil
		}
	}
}

// build reads the whole catalogue into a new state and swaps it in, so
// searches meanwhile see the old one whole. One goroutine reads the feed
// while this one indexes what it has read.
func (ix *Index) build(ctx context.Context) (bool, error) {
	fresh := newState()
	fresh.bulk = true
	type read struct {
		changes []ports.ProductChange
		words   *batchWords
	}
	batches := make(chan read, 2)
	var readErr error
	go func() {
		defer close(batches)
		var from int64
		for {
			batch, err := ix.feed.ProductChanges(ctx, from, feedBatch)
			if err != nil {
				readErr = err
				return
			}
			batches <- read{batch, splitWords(fresh.vocab.seed, batch)}
			if len(batch) < feedBatch {
				return
			}
			from = batch[len(batch)-1].Seq
		}
	}()
	var seen int64
	for r := range batches {
		batch := r.changes
		fresh.apply(batch, r.words)
		if len(batch) > 0 {
			seen = batch[len(batch)-1].Seq
		}
	}
	if readErr != nil {
		return false, readErr
	}
	fresh.settle()
	ix.mu.Lock()
	ix.state = fresh
	ix.mu.Unlock()
	ix.seen, ix.built = seen, true
	return true, nil
}

// Search pages f's matches and counts the facets.
func (ix *Index) Search(_ context.Context, f domain.ProductFilter, attributeKeys []string) (ports.CatalogueHits, error) {
	req := f.PageRequest.Normalize()
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	s := ix.state
	parts := s.parts(f)
	hits := parts.without("")
	parts.hits = hits
	var slots []uint32
	if words := domain.QueryWords(f.Query); f.Sort == domain.SortRelevance && len(words) > 0 {
		slots = s.orders.pageAcross(byNewest, s.tiers(hits, f.Query, words), req.Offset(), req.Limit)
	} else {
		slots = s.orders.page(orderOf(f.Sort), hits, req.Offset(), req.Limit)
	}
	products := make([]domain.Product, len(slots))
	for i, slot := range slots {
		products[i] = s.product(slot)
	}
	return ports.CatalogueHits{
		Page:   domain.NewPage(products, int(hits.GetCardinality()), req),
		Facets: s.facets(parts, attributeKeys),
	}, nil
}

// tiers splits hits by domain.SearchTier, best first: the whole query is
// the part number; every word starts a word of the title; the rest. The
// rest is worked out only if the page reaches it: most pages end in the
// title's tier, and the rest was a bitmap per search for the collector.
func (s *state) tiers(hits *roaring.Bitmap, query string, words []string) []tier {
	sku := roaring.And(hits, s.skus.bitmap(domain.SKUKey(query), s.docs))
	title := roaring.And(hits, matching(words, func(w string) *roaring.Bitmap { return s.title.startingWith(w, &s.vocab, &s.all) }))
	if !sku.IsEmpty() {
		title.AndNot(sku)
	}
	nSKU, nTitle := int(sku.GetCardinality()), int(title.GetCardinality())
	return []tier{
		{n: nSKU, hits: func() *roaring.Bitmap { return sku }},
		{n: nTitle, hits: func() *roaring.Bitmap { return title }},
		{n: int(hits.GetCardinality()) - nSKU - nTitle, hits: func() *roaring.Bitmap {
			text := roaring.AndNot(hits, title)
			if !sku.IsEmpty() {
				text.AndNot(sku)
			}
			return text
		}},
	}
}

// Brands counts products per brand, by brand whatever its case, then as written.
func (ix *Index) Brands(context.Context) ([]domain.BrandCount, error) {
	ix.mu.RLock()
	s := ix.state
	out := []domain.BrandCount{}
	for id, brand := range s.brands.values {
		if n := s.brands.postings[id].GetCardinality(); n > 0 {
			out = append(out, domain.BrandCount{Brand: brand, Count: int(n)})
		}
	}
	ix.mu.RUnlock()
	slices.SortFunc(out, func(a, b domain.BrandCount) int {
		if c := strings.Compare(strings.ToLower(a.Brand), strings.ToLower(b.Brand)); c != 0 {
			return c
		}
		return strings.Compare(a.Brand, b.Brand)
	})
	return out, nil
}

// Poll catches up every interval until ctx ends: how writes by other
// processes on the same store reach this one. changed runs after a
// catch-up that changed what searches answer, failed after one that
// failed (the next tick tries again).
func (ix *Index) Poll(ctx context.Context, interval time.Duration, changed func(), failed func(error)) {
	ticker := time.NewTicker(interval)
	defer ticker.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
		}
		moved, err := ix.catchUp(ctx)
		switch {
		case err != nil && ctx.Err() == nil:
			failed(err)
		case moved:
			changed()
		}
	}
}
