package contracttest

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

func withSubject(u domain.User, subject string) domain.User {
	u.AuthSubject = subject
	return u
}

func bindSubject(store ports.Store, t *testing.T, id, subject string) (domain.User, error) {
	return store.UpdateUser(ctx(t), id, func(u *domain.User) error { return u.BindAuthSubject(subject) })
}

func (s suite) testAuthSubjects(t *testing.T) {
	t.Run("found by subject, never by an empty one", func(t *testing.T) {
		store := s.newStore(t)
		linked := mustCreateUser(t, store, withSubject(newUser("fb@example.com", domain.RoleCustomer, at(0)), "uid-1"))
		mustCreateUser(t, store, newUser("local1@example.com", domain.RoleCustomer, at(1)))
		mustCreateUser(t, store, newUser("local2@example.com", domain.RoleCustomer, at(2)))

		got, err := store.GetUserByAuthSubject(ctx(t), "uid-1")
		require.NoError(t, err)
		assertSameUser(t, linked, got)
		_, err = store.GetUserByAuthSubject(ctx(t), "uid-unknown")
		requireCode(t, err, domain.CodeNotFound)
		_, err = store.GetUserByAuthSubject(ctx(t), "")
		requireCode(t, err, domain.CodeNotFound) // accounts without a subject are not found by an empty one
	})

	t.Run("subjects are unique", func(t *testing.T) {
		store := s.newStore(t)
		mustCreateUser(t, store, withSubject(newUser("first@example.com", domain.RoleCustomer, at(0)), "uid-1"))
		err := store.CreateUser(ctx(t), withSubject(newUser("second@example.com", domain.RoleCustomer, at(1)), "uid-1"))
		require.ErrorIs(t, err, domain.ErrAuthSubjectTaken)
		_, err = store.GetUserByEmail(ctx(t), "second@example.com")
		requireCode(t, err, domain.CodeNotFound)

		other := mustCreateUser(t, store, newUser("third@example.com", domain.RoleCustomer, at(2)))
		_, err = bindSubject(store, t, other.ID, "uid-1")
		require.ErrorIs(t, err, domain.ErrAuthSubjectTaken, "a subject binds to one account only")
		got, err := store.GetUser(ctx(t), other.ID)
		require.NoError(t, err)
		assert.Empty(t, got.AuthSubject)
	})

	t.Run("binding sticks to the first subject", func(t *testing.T) {
		store := s.newStore(t)
		u := mustCreateUser(t, store, newUser("bind@example.com", domain.RoleAdmin, at(0)))
		bound, err := bindSubject(store, t, u.ID, "uid-7")
		require.NoError(t, err)
		assert.Equal(t, "uid-7", bound.AuthSubject)

		_, err = bindSubject(store, t, u.ID, "uid-8")
		require.ErrorIs(t, err, domain.ErrLinkedToAnotherSignIn)
		_, err = store.UpdateUser(ctx(t), u.ID, func(v *domain.User) error {
			v.Name = "Renamed"
			return nil
		})
		require.NoError(t, err)
		got, err := store.GetUserByAuthSubject(ctx(t), "uid-7")
		require.NoError(t, err)
		assert.Equal(t, u.ID, got.ID)
		assert.Equal(t, "Renamed", got.Name, "other edits keep the subject")
	})

	t.Run("delete frees the subject", func(t *testing.T) {
		store := s.newStore(t)
		u := mustCreateUser(t, store, withSubject(newUser("gone@example.com", domain.RoleCustomer, at(0)), "uid-9"))
		require.NoError(t, store.DeleteUser(ctx(t), u.ID))
		_, err := store.GetUserByAuthSubject(ctx(t), "uid-9")
		requireCode(t, err, domain.CodeNotFound)
		mustCreateUser(t, store, withSubject(newUser("again@example.com", domain.RoleCustomer, at(1)), "uid-9"))
	})
}

func (s suite) testLastAdmin(t *testing.T) {
	t.Run("the last admin is neither demoted nor deleted", func(t *testing.T) {
		store := s.newStore(t)
		a := mustCreateUser(t, store, newUser("a@example.com", domain.RoleAdmin, at(0)))
		b := mustCreateUser(t, store, newUser("b@example.com", domain.RoleAdmin, at(1)))
		c := mustCreateUser(t, store, newUser("c@example.com", domain.RoleCustomer, at(2)))

		demoted, err := store.SetUserRole(ctx(t), b.ID, domain.RoleCustomer, at(5))
		require.NoError(t, err)
		want := b
		want.Role, want.UpdatedAt = domain.RoleCustomer, at(5)
		assertSameUser(t, want, demoted)

		_, err = store.SetUserRole(ctx(t), a.ID, domain.RoleCustomer, at(6))
		require.ErrorIs(t, err, domain.ErrLastAdmin)
		require.ErrorIs(t, store.DeleteUser(ctx(t), a.ID), domain.ErrLastAdmin)
		got, err := store.GetUser(ctx(t), a.ID)
		require.NoError(t, err)
		assertSameUser(t, a, got)

		promoted, err := store.SetUserRole(ctx(t), c.ID, domain.RoleAdmin, at(7))
		require.NoError(t, err)
		assert.Equal(t, domain.RoleAdmin, promoted.Role)
		require.NoError(t, store.DeleteUser(ctx(t), a.ID), "with a second admin the first can go")
		_, err = store.SetUserRole(ctx(t), c.ID, domain.RoleCustomer, at(8))
		require.ErrorIs(t, err, domain.ErrLastAdmin, "the promoted admin is now the last one")
		require.NoError(t, store.DeleteUser(ctx(t), b.ID), "customers can always go")
	})

	t.Run("setting the same role changes nothing", func(t *testing.T) {
		store := s.newStore(t)
		a := mustCreateUser(t, store, newUser("only@example.com", domain.RoleAdmin, at(0)))
		got, err := store.SetUserRole(ctx(t), a.ID, domain.RoleAdmin, at(9))
		require.NoError(t, err)
		assertSameUser(t, a, got)
		_, err = store.SetUserRole(ctx(t), domain.NewID(), domain.RoleAdmin, at(9))
		requireCode(t, err, domain.CodeNotFound)
	})
}
