package contracttest

import (
	"errors"
	"testing"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func mustCreateUser(t *testing.T, store ports.Store, u domain.User) domain.User {
	t.Helper()
	require.NoError(t, store.CreateUser(ctx(t), u))
	return u
}

func assertSameUser(t *testing.T, want, got domain.User) {
	t.Helper()
	assert.Equal(t, normUser(want), normUser(got))
	assertUTC(t, got.CreatedAt, got.UpdatedAt)
}

func (s suite) testUsers(t *testing.T) {
	t.Run("create then get by id and by email", func(t *testing.T) {
		store := s.newStore(t)
		u := newUser("ada@example.com", domain.RoleAdmin, at(0).Add(987654321*time.Nanosecond))
		mustCreateUser(t, store, u)
		got, err := store.GetUser(ctx(t), u.ID)
		require.NoError(t, err)
		assertSameUser(t, u, got)
		got, err = store.GetUserByEmail(ctx(t), u.Email)
		require.NoError(t, err)
		assertSameUser(t, u, got)
	})

	t.Run("emails are unique", func(t *testing.T) {
		store := s.newStore(t)
		first := mustCreateUser(t, store, newUser("dup@example.com", domain.RoleCustomer, at(0)))
		err := store.CreateUser(ctx(t), newUser("dup@example.com", domain.RoleAdmin, at(1)))
		requireCode(t, err, domain.CodeConflict)
		var derr *domain.Error
		require.True(t, errors.As(err, &derr))
		assert.Equal(t, domain.ErrEmailTaken.Message, derr.Message)

		got, err := store.GetUserByEmail(ctx(t), "dup@example.com")
		require.NoError(t, err)
		assertSameUser(t, first, got)
		page, err := store.ListUsers(ctx(t), domain.UserFilter{})
		require.NoError(t, err)
		assert.Equal(t, 1, page.Total, "the second user was not written")
	})

	t.Run("unknown, malformed ids and unknown emails are not found", func(t *testing.T) {
		store := s.newStore(t)
		for _, id := range []string{domain.NewID(), "not-an-id", ""} {
			_, err := store.GetUser(ctx(t), id)
			requireCode(t, err, domain.CodeNotFound)
			requireCode(t, store.DeleteUser(ctx(t), id), domain.CodeNotFound)
			_, err = store.UpdateUser(ctx(t), id, func(*domain.User) error {
				t.Errorf("fn called for missing user %q", id)
				return nil
			})
			requireCode(t, err, domain.CodeNotFound)
		}
		_, err := store.GetUserByEmail(ctx(t), "nobody@example.com")
		requireCode(t, err, domain.CodeNotFound)
	})

	t.Run("update saves, an error from fn aborts", func(t *testing.T) { s.testUpdateUser(t) })

	t.Run("delete frees the email", func(t *testing.T) {
		store := s.newStore(t)
		u := mustCreateUser(t, store, newUser("gone@example.com", domain.RoleCustomer, at(0)))
		require.NoError(t, store.DeleteUser(ctx(t), u.ID))
		_, err := store.GetUser(ctx(t), u.ID)
		requireCode(t, err, domain.CodeNotFound)
		_, err = store.GetUserByEmail(ctx(t), u.Email)
		requireCode(t, err, domain.CodeNotFound)
		mustCreateUser(t, store, newUser("gone@example.com", domain.RoleCustomer, at(1)))
	})

	t.Run("list is paged, newest first, ties by id", func(t *testing.T) { s.testListUsers(t) })
	t.Run("count admins", func(t *testing.T) { s.testCountAdmins(t) })
	t.Run("AuthSubjects", s.testAuthSubjects)
	t.Run("LastAdmin", s.testLastAdmin)
}

func (s suite) testUpdateUser(t *testing.T) {
	store := s.newStore(t)
	u := mustCreateUser(t, store, newUser("bob@example.com", domain.RoleCustomer, at(0)))
	refuse := errors.New("refused")
	_, err := store.UpdateUser(ctx(t), u.ID, func(v *domain.User) error {
		v.Name = "Not saved"
		return refuse
	})
	require.True(t, errors.Is(err, refuse), "fn's error is returned, got %v", err)
	got, err := store.GetUser(ctx(t), u.ID)
	require.NoError(t, err)
	assertSameUser(t, u, got)

	_, err = store.UpdateUser(ctx(t), u.ID, func(v *domain.User) error {
		v.Role, v.Name = domain.RoleAdmin, "Not saved"
		return nil
	})
	require.ErrorIs(t, err, domain.ErrRoleNotUpdatable, "roles change only through SetUserRole")

	updated, err := store.UpdateUser(ctx(t), u.ID, func(v *domain.User) error {
		assertSameUser(t, u, *v)
		v.Name, v.PhotoURL, v.UpdatedAt = "Bob B.", "/uploads/bob.png", at(9)
		return nil
	})
	require.NoError(t, err)
	want := u
	want.Name, want.PhotoURL, want.UpdatedAt = "Bob B.", "/uploads/bob.png", at(9)
	assertSameUser(t, want, updated)
	got, err = store.GetUserByEmail(ctx(t), u.Email)
	require.NoError(t, err)
	assertSameUser(t, want, got)
}

func (s suite) testListUsers(t *testing.T) {
	store := s.newStore(t)
	ids := sortedIDs(2)
	third := newUser("c@example.com", domain.RoleCustomer, at(3))
	first := newUser("a@example.com", domain.RoleCustomer, at(1))
	tieHigh := newUser("b2@example.com", domain.RoleAdmin, at(2))
	tieLow := newUser("b1@example.com", domain.RoleCustomer, at(2))
	tieHigh.ID, tieLow.ID = ids[1], ids[0]
	for _, u := range []domain.User{third, tieHigh, first, tieLow} {
		mustCreateUser(t, store, u)
	}
	pages := [][]domain.User{{third, tieLow}, {tieHigh, first}, {}}
	for i, want := range pages {
		page, err := store.ListUsers(ctx(t), domain.UserFilter{PageRequest: domain.PageRequest{Page: i + 1, Limit: 2}})
		require.NoError(t, err)
		require.NotNil(t, page.Items)
		assert.Equal(t, 4, page.Total)
		assert.Equal(t, 2, page.Limit)
		require.Len(t, page.Items, len(want), "page %d", i+1)
		for j := range want {
			assertSameUser(t, want[j], page.Items[j])
		}
	}
}

func (s suite) testCountAdmins(t *testing.T) {
	store := s.newStore(t)
	count := func() int {
		n, err := store.CountAdmins(ctx(t))
		require.NoError(t, err)
		return n
	}
	assert.Equal(t, 0, count())
	a := mustCreateUser(t, store, newUser("a1@example.com", domain.RoleAdmin, at(0)))
	mustCreateUser(t, store, newUser("a2@example.com", domain.RoleAdmin, at(1)))
	mustCreateUser(t, store, newUser("c1@example.com", domain.RoleCustomer, at(2)))
	assert.Equal(t, 2, count())
	_, err := store.SetUserRole(ctx(t), a.ID, domain.RoleCustomer, at(3))
	require.NoError(t, err)
	assert.Equal(t, 1, count())
}
