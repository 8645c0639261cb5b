package memory

import (
	"cmp"
	"context"
	"maps"
	"reflect"
	"slices"
	"strings"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// productFeed numbers the catalogue's changes for ProductChanges. Every
// write path changes the products map under the store's lock, so rather
// than each one numbering its own writes, the feed compares the map with
// what it saw last time: each product that is new or different takes the
// next number, each one gone leaves a tombstone. A test store holds a few
// products, so the comparison is cheap.
type productFeed struct {
	seq   int64
	seen  map[string]feedEntry
	tombs map[string]int64
}

type feedEntry struct {
	seq     int64
	product domain.Product
}

// observe numbers what changed in products since the last call.
func (f *productFeed) observe(products map[string]domain.Product) {
	if f.seen == nil {
		f.seen, f.tombs = map[string]feedEntry{}, map[string]int64{}
	}
	for _, id := range slices.Sorted(maps.Keys(products)) {
		p := products[id]
		if e, ok := f.seen[id]; !ok || !reflect.DeepEqual(e.product, p) {
			f.seq++
			f.seen[id] = feedEntry{seq: f.seq, product: p}
			delete(f.tombs, id)
		}
	}
	for _, id := range slices.Sorted(maps.Keys(f.seen)) {
		if _, ok := products[id]; !ok {
			f.seq++
			f.tombs[id] = f.seq
			delete(f.seen, id)
		}
	}
}

// productWrite runs a product write so that its changes take higher
// numbers than every change before it: what changed before is numbered
// first, then what the write changed. Writes elsewhere (stock moved by
// orders) are numbered at the next product write or read of the feed.
func productWrite[T any](s *Store, write func() (T, error)) func() (T, error) {
	return func() (T, error) {
		s.feed.observe(s.products)
		defer s.feed.observe(s.products)
		return write()
	}
}

// ProductChanges numbers the changes since the last call, then returns
// those after after.
func (s *Store) ProductChanges(_ context.Context, after int64, limit int) ([]ports.ProductChange, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.feed.observe(s.products)
	var out []ports.ProductChange
	for id, e := range s.feed.seen {
		if e.seq > after {
			out = append(out, ports.ProductChange{Seq: e.seq, ID: id, Product: storedProduct(e.product)})
		}
	}
	for id, seq := range s.feed.tombs {
		if seq > after {
			out = append(out, ports.ProductChange{Seq: seq, ID: id, Deleted: true})
		}
	}
	slices.SortFunc(out, func(a, b ports.ProductChange) int { return cmp.Compare(a.Seq, b.Seq) })
	return out[:min(limit, len(out))], nil
}

// ChangeWindow is 0: numbers are given under the store's lock, in order.
func (s *Store) ChangeWindow() int64 { return 0 }

// EachProduct hands a copy of every product to fn by name, then id.
func (s *Store) EachProduct(_ context.Context, fn func(domain.Product) error) error {
	s.mu.RLock()
	all := make([]domain.Product, 0, len(s.products))
	for _, p := range s.products {
		all = append(all, storedProduct(p))
	}
	s.mu.RUnlock()
	slices.SortFunc(all, func(a, b domain.Product) int {
		return cmp.Or(cmp.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name)), cmp.Compare(a.ID, b.ID))
	})
	for _, p := range all {
		if err := fn(p); err != nil {
			return err
		}
	}
	return nil
}
