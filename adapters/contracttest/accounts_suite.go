package contracttest

import (
	"fmt"
	"sync/atomic"
	"testing"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func companyBuyer(email string) domain.User {
	u := newUser(email, domain.RoleCustomer, at(0))
	u.EmailVerified = true
	u.Company = domain.Company{Name: "Acme Ltd", VATID: "GB123456789", BillingAddress: "1 Ledger Lane\nLondon"}
	u.Terms = domain.Terms{InvoiceTerms: true, NetDays: 30, TaxExempt: true}
	return u
}

func (s suite) testAccounts(t *testing.T) {
	t.Run("company, terms and verification are kept", func(t *testing.T) {
		store := s.newStore(t)
		u := mustCreateUser(t, store, companyBuyer("ap@acme.example"))
		got, err := store.GetUserByEmail(ctx(t), u.Email)
		require.NoError(t, err)
		assertSameUser(t, u, got)

		updated, err := store.UpdateUser(ctx(t), u.ID, func(v *domain.User) error {
			v.EmailVerified = false
			v.Company = domain.Company{Name: "Acme Group"}
			v.Terms = domain.Terms{NetDays: 0}
			return nil
		})
		require.NoError(t, err)
		want := u
		want.EmailVerified, want.Company, want.Terms = false, domain.Company{Name: "Acme Group"}, domain.Terms{}
		assertSameUser(t, want, updated)
		got, err = store.GetUser(ctx(t), u.ID)
		require.NoError(t, err)
		assertSameUser(t, want, got)
	})

	t.Run("a product's low-stock level is kept", func(t *testing.T) {
		store := s.newStore(t)
		p := newProduct("RAM 32GB", "Kingston", 9900, 500, at(0))
		p.LowStockThreshold, p.LowStockAlerted = 120, true
		mustCreateProduct(t, store, p)
		got, err := store.GetProduct(ctx(t), p.ID)
		require.NoError(t, err)
		assertSameProduct(t, p, got)
	})

	t.Run("saved addresses are the owner's, newest first", s.testAddresses)
	t.Run("account tokens are spent once, for their purpose, before they expire", s.testAccountTokens)
	t.Run("concurrent uses of a token: exactly one wins", s.testConcurrentTokenUse)
	t.Run("using a token spends the user's other tokens for that purpose", s.testSpendingSiblingTokens)
	t.Run("concurrent uses of a user's tokens: exactly one wins", s.testConcurrentSiblingTokenUse)
	t.Run("a low-stock crossing is claimed once", s.testLowStockClaims)
	t.Run("concurrent low-stock claims: exactly one gets the crossing", s.testConcurrentLowStockClaims)
}

func (s suite) testAddresses(t *testing.T) {
	store := s.newStore(t)
	alice, bob := domain.NewID(), domain.NewID()
	var made []domain.SavedAddress
	for i, label := range []string{"Warehouse", "Office", "Lab"} {
		a, err := domain.NewSavedAddress(alice, label, label+" Road 1", "+1 555 0100", at(i))
		require.NoError(t, err)
		require.NoError(t, store.CreateAddress(ctx(t), a))
		made = append(made, a)
	}
	bobs, err := domain.NewSavedAddress(bob, "", "Bob Street 2", "+1 555 0199", at(5))
	require.NoError(t, err)
	require.NoError(t, store.CreateAddress(ctx(t), bobs))

	got, err := store.ListAddresses(ctx(t), alice)
	require.NoError(t, err)
	assert.Equal(t, []domain.SavedAddress{made[2], made[1], made[0]}, got)

	requireCode(t, store.DeleteAddress(ctx(t), bob, made[0].ID), domain.CodeNotFound)
	require.NoError(t, store.DeleteAddress(ctx(t), alice, made[0].ID))
	requireCode(t, store.DeleteAddress(ctx(t), alice, made[0].ID), domain.CodeNotFound)
	got, err = store.ListAddresses(ctx(t), alice)
	require.NoError(t, err)
	assert.Equal(t, []domain.SavedAddress{made[2], made[1]}, got)

	got, err = store.ListAddresses(ctx(t), domain.NewID())
	require.NoError(t, err)
	assert.Empty(t, got)
}

func newToken(hash, purpose string, expires time.Time) domain.AccountToken {
	return domain.AccountToken{Hash: hash, UserID: domain.NewID(), Purpose: purpose, ExpiresAt: expires}
}

// tokenClock is the account token tests' clock: an hour from now, as a store
// may delete tokens that are expired by the wall clock.
func tokenClock(minutes int) time.Time {
	return ms(time.Now()).Add(time.Hour + time.Duration(minutes)*time.Minute)
}

func (s suite) testAccountTokens(t *testing.T) {
	store := s.newStore(t)
	clock := tokenClock(0)
	later := func(minutes int) time.Time { return clock.Add(time.Duration(minutes) * time.Minute) }
	reset := newToken("reset-hash", domain.TokenPasswordReset, later(60))
	require.NoError(t, store.CreateAccountToken(ctx(t), reset))
	require.NoError(t, store.CreateAccountToken(ctx(t), newToken("old-hash", domain.TokenVerifyEmail, later(10))))

	_, err := store.UseAccountToken(ctx(t), "reset-hash", domain.TokenVerifyEmail, later(1))
	assert.ErrorIs(t, err, domain.ErrBadAccountToken, "a token is only good for its purpose")
	found, err := store.FindAccountToken(ctx(t), "reset-hash", domain.TokenPasswordReset, later(1))
	require.NoError(t, err)
	assert.Equal(t, reset, found)
	_, err = store.FindAccountToken(ctx(t), "reset-hash", domain.TokenVerifyEmail, later(1))
	assert.ErrorIs(t, err, domain.ErrBadAccountToken, "finding a token checks its purpose")
	_, err = store.FindAccountToken(ctx(t), "reset-hash", domain.TokenPasswordReset, later(60))
	assert.ErrorIs(t, err, domain.ErrBadAccountToken, "finding a token checks its expiry")
	got, err := store.UseAccountToken(ctx(t), "reset-hash", domain.TokenPasswordReset, later(1))
	require.NoError(t, err)
	assert.Equal(t, reset, got)
	assertUTC(t, got.ExpiresAt)
	_, err = store.UseAccountToken(ctx(t), "reset-hash", domain.TokenPasswordReset, later(2))
	assert.ErrorIs(t, err, domain.ErrBadAccountToken, "a token is spent once")
	_, err = store.FindAccountToken(ctx(t), "reset-hash", domain.TokenPasswordReset, later(2))
	assert.ErrorIs(t, err, domain.ErrBadAccountToken, "a spent token is not found")

	_, err = store.UseAccountToken(ctx(t), "old-hash", domain.TokenVerifyEmail, later(10))
	assert.ErrorIs(t, err, domain.ErrBadAccountToken, "a token is dead from its expiry")
	_, err = store.UseAccountToken(ctx(t), "never-made", domain.TokenVerifyEmail, later(1))
	assert.ErrorIs(t, err, domain.ErrBadAccountToken)
}

func (s suite) testSpendingSiblingTokens(t *testing.T) {
	store := s.newStore(t)
	expires := tokenClock(60)
	older := newToken("older-reset", domain.TokenPasswordReset, expires)
	used, newer := older, older
	used.Hash, newer.Hash = "used-reset", "newer-reset"
	verify := older
	verify.Hash, verify.Purpose = "verify", domain.TokenVerifyEmail
	someoneElses := newToken("other-user-reset", domain.TokenPasswordReset, expires)
	for _, tok := range []domain.AccountToken{older, used, newer, verify, someoneElses} {
		require.NoError(t, store.CreateAccountToken(ctx(t), tok))
	}

	got, err := store.UseAccountToken(ctx(t), "used-reset", domain.TokenPasswordReset, tokenClock(1))
	require.NoError(t, err)
	assert.Equal(t, used, got)
	for _, hash := range []string{"older-reset", "newer-reset"} {
		_, err = store.UseAccountToken(ctx(t), hash, domain.TokenPasswordReset, tokenClock(2))
		assert.ErrorIs(t, err, domain.ErrBadAccountToken, "%s was spent with the one used", hash)
	}
	_, err = store.UseAccountToken(ctx(t), "verify", domain.TokenVerifyEmail, tokenClock(2))
	assert.NoError(t, err, "a token for another purpose stays")
	_, err = store.UseAccountToken(ctx(t), "other-user-reset", domain.TokenPasswordReset, tokenClock(2))
	assert.NoError(t, err, "another user's token stays")
}

func (s suite) testConcurrentTokenUse(t *testing.T) {
	s.skipUnlessAtomic(t)
	store := s.newStore(t)
	require.NoError(t, store.CreateAccountToken(ctx(t), newToken("once", domain.TokenPasswordReset, tokenClock(60))))
	var wins atomic.Int32
	startTogether(20, func(int) {
		_, err := store.UseAccountToken(ctx(t), "once", domain.TokenPasswordReset, tokenClock(1))
		if err == nil {
			wins.Add(1)
			return
		}
		assert.ErrorIs(t, err, domain.ErrBadAccountToken)
	})
	assert.Equal(t, int32(1), wins.Load())
}

func (s suite) testConcurrentSiblingTokenUse(t *testing.T) {
	s.skipUnlessAtomic(t)
	store := s.newStore(t)
	userID := domain.NewID()
	const links = 10
	for i := range links {
		tok := newToken(fmt.Sprint("link-", i), domain.TokenPasswordReset, tokenClock(60))
		tok.UserID = userID
		require.NoError(t, store.CreateAccountToken(ctx(t), tok))
	}
	var wins atomic.Int32
	startTogether(links, func(i int) {
		_, err := store.UseAccountToken(ctx(t), fmt.Sprint("link-", i), domain.TokenPasswordReset, tokenClock(1))
		if err == nil {
			wins.Add(1)
			return
		}
		assert.ErrorIs(t, err, domain.ErrBadAccountToken)
	})
	assert.Equal(t, int32(1), wins.Load())
}

// lowStockShop has a product with 500 in stock and a low-stock level of 100,
// and one without a level, 1000 in stock for a minimum order of 100.
func (s suite) lowStockShop(t *testing.T) (store ports.Store, watched, unwatched domain.Product) {
	store = s.newStore(t)
	watched = newProduct("GPU 16GB", "Nvidia", 59900, 500, at(0))
	watched.LowStockThreshold = 100
	mustCreateProduct(t, store, watched)
	unwatched = mustCreateProduct(t, store, newProduct("Cable", "Generic", 100, 1000, at(0)))
	return store, watched, unwatched
}

func claimLowStock(t *testing.T, store ports.Store) []string {
	t.Helper()
	got, err := store.ClaimLowStockAlerts(ctx(t))
	require.NoError(t, err)
	for _, p := range got {
		assert.True(t, p.LowStockAlerted, "a claimed product comes back marked")
	}
	return productIDs(got)
}

func setStock(t *testing.T, store ports.Store, id string, stock int64) {
	t.Helper()
	_, err := store.UpdateProduct(ctx(t), id, func(p *domain.Product) error {
		p.Stock = stock
		return nil
	})
	require.NoError(t, err)
}

func (s suite) testLowStockClaims(t *testing.T) {
	store, watched, unwatched := s.lowStockShop(t)
	assert.Empty(t, claimLowStock(t, store), "above its level; a product without a level while one minimum order is in stock")

	setStock(t, store, watched.ID, 100)
	assert.Equal(t, []string{watched.ID}, claimLowStock(t, store), "at its level")
	setStock(t, store, watched.ID, 40)
	assert.Empty(t, claimLowStock(t, store), "one alert per crossing")

	setStock(t, store, watched.ID, 101)
	assert.Empty(t, claimLowStock(t, store))
	p, err := store.GetProduct(ctx(t), watched.ID)
	require.NoError(t, err)
	assert.False(t, p.LowStockAlerted, "back above its level, the product is unmarked")

	setStock(t, store, watched.ID, 99)
	assert.Equal(t, []string{watched.ID}, claimLowStock(t, store), "the next crossing is claimed again")

	setStock(t, store, unwatched.ID, 99)
	assert.Equal(t, []string{unwatched.ID}, claimLowStock(t, store), "short of one minimum order, buyers can't order it: low without a level too")
}

func (s suite) testConcurrentLowStockClaims(t *testing.T) {
	s.skipUnlessAtomic(t)
	store, watched, _ := s.lowStockShop(t)
	setStock(t, store, watched.ID, 10)
	var claims atomic.Int32
	startTogether(10, func(int) {
		got, err := store.ClaimLowStockAlerts(ctx(t))
		assert.NoError(t, err)
		claims.Add(int32(len(got)))
	})
	assert.Equal(t, int32(1), claims.Load())
}
