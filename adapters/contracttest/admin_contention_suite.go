package contracttest

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// StorePair gives two handles on one fresh, empty store: the same value
// twice, or two independently opened stores on the same data (a server and
// the pallet command beside it).
type StorePair func(t *testing.T) (ports.Store, ports.Store)

// SameStoreTwice makes a StorePair out of a factory.
func SameStoreTwice(newStore StoreFactory) StorePair {
	return func(t *testing.T) (ports.Store, ports.Store) {
		s := newStore(t)
		return s, s
	}
}

const adminRaceRounds = 10

// RunAdminContentionSuite races changes that could each remove the last
// admin, through both handles of the pair: exactly one of them may win.
func RunAdminContentionSuite(t *testing.T, pair StorePair, caps Capabilities) {
	s := suite{caps: caps}
	t.Run("AdminsDemotingEachOtherKeepOne", func(t *testing.T) {
		s.raceTwoAdmins(t, pair, func(store ports.Store, u domain.User) error {
			_, err := store.SetUserRole(ctx(t), u.ID, domain.RoleCustomer, at(1))
			return err
		})
	})
	t.Run("DeleteRacingDemotionKeepsOne", func(t *testing.T) {
		s.raceTwoAdmins(t, pair, func(store ports.Store, u domain.User) error {
			if u.Email == "admin-0@example.com" {
				return store.DeleteUser(ctx(t), u.ID)
			}
			_, err := store.SetUserRole(ctx(t), u.ID, domain.RoleCustomer, at(1))
			return err
		})
	})
	t.Run("ConcurrentBindingsKeepTheFirst", func(t *testing.T) { s.raceBindings(t, pair) })
}

// raceTwoAdmins creates two admins, then runs lose on each at once, one
// through each handle, several rounds over.
func (s suite) raceTwoAdmins(t *testing.T, pair StorePair, lose func(ports.Store, domain.User) error) {
	s.skipUnlessAtomic(t)
	for round := range adminRaceRounds {
		first, second := pair(t)
		stores := []ports.Store{first, second}
		admins := make([]domain.User, 2)
		for i := range admins {
			admins[i] = mustCreateUser(t, first, newUser(fmt.Sprintf("admin-%d@example.com", i), domain.RoleAdmin, at(i)))
		}
		errs := make([]error, 2)
		startTogether(2, func(i int) { errs[i] = lose(stores[i], admins[i]) })

		won := 0
		for _, err := range errs {
			if err == nil {
				won++
			} else {
				assert.ErrorIs(t, err, domain.ErrLastAdmin, "round %d", round)
			}
		}
		assert.Equal(t, 1, won, "round %d: exactly one change wins, errors %v", round, errs)
		n, err := second.CountAdmins(ctx(t))
		require.NoError(t, err)
		require.Equal(t, 1, n, "round %d: one admin remains", round)
	}
}

// raceBindings links one account to several identities at once: the first
// binding stays and the others are refused.
func (s suite) raceBindings(t *testing.T, pair StorePair) {
	s.skipUnlessAtomic(t)
	const identities = 8
	first, second := pair(t)
	stores := []ports.Store{first, second}
	u := mustCreateUser(t, first, newUser("unlinked@example.com", domain.RoleCustomer, at(0)))
	errs := make([]error, identities)
	startTogether(identities, func(i int) {
		_, errs[i] = bindSubject(stores[i%2], t, u.ID, fmt.Sprintf("uid-%d", i))
	})

	winner := -1
	for i, err := range errs {
		if err == nil {
			assert.Equal(t, -1, winner, "only one binding wins")
			winner = i
		} else {
			assert.ErrorIs(t, err, domain.ErrLinkedToAnotherSignIn)
		}
	}
	require.NotEqual(t, -1, winner, "one binding wins")
	got, err := second.GetUser(ctx(t), u.ID)
	require.NoError(t, err)
	assert.Equal(t, fmt.Sprintf("uid-%d", winner), got.AuthSubject)
}
