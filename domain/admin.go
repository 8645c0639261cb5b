package domain

import "errors"

// ErrLastAdmin refuses a demotion or removal that would leave the shop
// without an admin. Stores enforce it atomically with the change.
var ErrLastAdmin = &Error{Code: CodeConflict, Message: "The shop needs at least one admin"}

// ErrRoleNotUpdatable is a programming error: UpdateUser functions must not
// change the role, because only SetUserRole can keep the last admin.
var ErrRoleNotUpdatable = errors.New("a user's role changes only through SetUserRole")

// KeepingRole wraps an UpdateUser function so that changing the role fails
// with ErrRoleNotUpdatable; every store saves users through it.
func KeepingRole(fn func(*User) error) func(*User) error {
	return func(u *User) error {
		role := u.Role
		if err := fn(u); err != nil {
			return err
		}
		if u.Role != role {
			return ErrRoleNotUpdatable
		}
		return nil
	}
}
