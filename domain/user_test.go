package domain

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestBindAuthSubjectNeverTakesOverALinkedAccount(t *testing.T) {
	u := User{Email: "ada@example.com"}
	assert.NoError(t, u.BindAuthSubject("uid-1"), "an unlinked account takes the first identity")
	assert.Equal(t, "uid-1", u.AuthSubject)
	assert.NoError(t, u.BindAuthSubject("uid-1"), "binding the same identity again is harmless")

	assert.Equal(t, ErrLinkedToAnotherSignIn, u.BindAuthSubject("uid-2"))
	assert.Equal(t, "uid-1", u.AuthSubject, "the first identity stays")
}

func TestKeepingRoleRefusesARoleChange(t *testing.T) {
	u := User{Role: RoleCustomer, Name: "Ada"}
	err := KeepingRole(func(u *User) error {
		u.Role = RoleAdmin
		return nil
	})(&u)
	assert.ErrorIs(t, err, ErrRoleNotUpdatable)

	err = KeepingRole(func(u *User) error {
		u.Name = "Ada L."
		return nil
	})(&u)
	assert.NoError(t, err)
	assert.Equal(t, "Ada L.", u.Name)
}
