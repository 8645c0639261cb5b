// Package memory is an in-memory ports.Store: fast, mutex-guarded, and held
// to the same contract suite as the real stores. It forgets everything on
// restart, so it is meant for tests and quick local runs.
package memory

import (
	"cmp"
	"context"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// Store keeps every entity in maps behind one lock. Values go in and come
// out as copies, so callers never share state with the store.
//
// The update functions passed to Update* run while the lock is held; they
// must not call back into the store.
type Store struct {
	mu          sync.RWMutex
	products    map[string]domain.Product
	categories  map[string]domain.Category
	users       map[string]domain.User
	bookings    map[string]domain.Booking
	carts       map[string][]domain.CartLine
	quotes      map[string]domain.Quote
	reviews     map[string]domain.Review
	messages    map[string]domain.ContactMessage
	passwords   map[string]ports.Credentials
	sessions    map[string]ports.Session
	addresses   map[string]domain.SavedAddress
	outbox      map[string]domain.Mail
	counters    map[documentCounter]int
	tokens      map[string]domain.AccountToken
	now         func() time.Time
	uploads     []domain.Upload     // in the order they were recorded
	audit       []domain.AuditEntry // append-only, in the order written
	feed        productFeed
	companyData companyStore
}

var _ ports.Store = (*Store)(nil)

// NewStore returns an empty store.
func NewStore() *Store {
	return &Store{
		products:    map[string]domain.Product{},
		categories:  map[string]domain.Category{},
		users:       map[string]domain.User{},
		bookings:    map[string]domain.Booking{},
		carts:       map[string][]domain.CartLine{},
		quotes:      map[string]domain.Quote{},
		reviews:     map[string]domain.Review{},
		messages:    map[string]domain.ContactMessage{},
		passwords:   map[string]ports.Credentials{},
		sessions:    map[string]ports.Session{},
		addresses:   map[string]domain.SavedAddress{},
		outbox:      map[string]domain.Mail{},
		counters:    map[documentCounter]int{},
		tokens:      map[string]domain.AccountToken{},
		now:         time.Now,
		companyData: newCompanyStore(),
	}
}

// Ping always succeeds: memory is always reachable.
func (s *Store) Ping(context.Context) error { return nil }

// stored mirrors what the real stores keep: milliseconds, in UTC.
func stored(t time.Time) time.Time { return t.UTC().Truncate(time.Millisecond) }

// pageOf cuts one page out of an already sorted list.
func pageOf[T any](all []T, req domain.PageRequest) domain.Page[T] {
	req = req.Normalize()
	start := min(req.Offset(), len(all))
	end := min(start+req.Limit, len(all))
	return domain.NewPage(append([]T{}, all[start:end]...), len(all), req)
}

func containsFold(lowerNeedle string, fields ...string) bool {
	for _, field := range fields {
		if strings.Contains(strings.ToLower(field), lowerNeedle) {
			return true
		}
	}
	return false
}

func conflictID(what string) error {
	return domain.Errorf(domain.CodeConflict, "%s already exists", what)
}

// newestFirst copies the values of m under the read lock and orders them
// newest first, ties broken by id so pages are stable.
func newestFirst[T any](s *Store, m map[string]T, key func(T) (time.Time, string)) []T {
	s.mu.RLock()
	all := make([]T, 0, len(m))
	for _, v := range m {
		all = append(all, v)
	}
	s.mu.RUnlock()
	slices.SortFunc(all, func(a, b T) int {
		at, aid := key(a)
		bt, bid := key(b)
		return cmp.Or(bt.Compare(at), cmp.Compare(aid, bid))
	})
	return all
}

// insertNew stores v under id unless the id is taken.
func insertNew[T any](s *Store, m map[string]T, id string, v T, what string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := m[id]; ok {
		return conflictID(what)
	}
	m[id] = v
	return nil
}

// deleteByIDLocked removes the entry with this id, or says what wasn't found.
func deleteByIDLocked[T any](m map[string]T, id, what string) error {
	if _, ok := m[id]; !ok {
		return domain.NotFound(what)
	}
	delete(m, id)
	return nil
}
