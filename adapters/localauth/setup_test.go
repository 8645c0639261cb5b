package localauth

import (
	"context"
	"sync"
	"testing"
	"time"

	"golang.org/x/crypto/bcrypt"

	"github.com/palletshop/pallet/adapters/memory"
	"github.com/palletshop/pallet/ports"
)

// testStore is what the tests need from a store: both repositories.
type testStore interface {
	ports.UserRepository
	ports.CredentialRepository
}

// clock is a settable Now. It starts at the real time, because stores also
// compare session expiry with the real clock, cut to whole milliseconds as
// stores keep them.
type clock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

type fixture struct {
	acc   *Accounts
	store testStore
	clock *clock
	ctx   context.Context
}

const testTTL = time.Hour

func newFixture(t *testing.T, edit ...func(*Options)) fixture {
	t.Helper()
	store := memory.NewStore()
	c := &clock{now: time.Now().Truncate(time.Millisecond)}
	opts := Options{SessionTTL: testTTL, Now: c.Now, BcryptCost: bcrypt.MinCost}
	for _, e := range edit {
		e(&opts)
	}
	return fixture{acc: New(store, store, opts), store: store, clock: c, ctx: context.Background()}
}

// countComparisons swaps in a counting password comparison for one test.
func countComparisons(t *testing.T) *int {
	t.Helper()
	n := 0
	real := comparePassword
	comparePassword = func(hash []byte, password string) error {
		n++
		return real(hash, password)
	}
	t.Cleanup(func() { comparePassword = real })
	return &n
}
