package localauth

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/crypto/bcrypt"

	"github.com/palletshop/pallet/domain"
)

func signedUp(t *testing.T, f fixture, email, password string) domain.User {
	t.Helper()
	_, u, err := f.acc.SignUp(f.ctx, domain.SignUpInput{Name: "Ada", Email: email, Password: password})
	require.NoError(t, err)
	return u
}

func TestLogInWithTheRightPassword(t *testing.T) {
	f := newFixture(t)
	u := signedUp(t, f, "ada@example.com", "secret1")

	token, got, err := f.acc.LogIn(f.ctx, "  ADA@example.com ", "secret1")
	require.NoError(t, err)
	assert.Equal(t, u.ID, got.ID)
	assert.Equal(t, "ada@example.com", got.Email)

	id, err := f.acc.Verify(f.ctx, token)
	require.NoError(t, err)
	assert.Equal(t, u.ID, id.UserID)
}

func TestLogInFailuresLookTheSame(t *testing.T) {
	f := newFixture(t)
	signedUp(t, f, "ada@example.com", "secret1")
	compares := countComparisons(t)

	_, _, wrongPassword := f.acc.LogIn(f.ctx, "ada@example.com", "secret2")
	require.Equal(t, 1, *compares)
	_, _, unknownEmail := f.acc.LogIn(f.ctx, "nobody@example.com", "secret1")

	require.Error(t, wrongPassword)
	require.Error(t, unknownEmail)
	assert.Same(t, domain.ErrBadCredentials, wrongPassword)
	assert.Same(t, domain.ErrBadCredentials, unknownEmail)
	assert.Equal(t, wrongPassword.Error(), unknownEmail.Error())
	// Same work on both paths: an unknown email is still checked against a
	// bcrypt hash, of the same cost as real ones.
	assert.Equal(t, 2, *compares)
	cost, err := bcrypt.Cost(f.acc.dummy())
	require.NoError(t, err)
	assert.Equal(t, bcrypt.MinCost, cost)
}

func TestLogInWithoutAPasswordHashIsRefused(t *testing.T) {
	f := newFixture(t)
	// e.g. an account created while the shop used Firebase sign-in
	u := domain.User{ID: domain.NewID(), Email: "fb@example.com", Name: "Fb", Role: domain.RoleCustomer}
	require.NoError(t, f.store.CreateUser(f.ctx, u))
	compares := countComparisons(t)

	_, _, err := f.acc.LogIn(f.ctx, "fb@example.com", "whatever")
	assert.Same(t, domain.ErrBadCredentials, err)
	assert.Equal(t, 1, *compares)
}

func TestLogInValidationMessages(t *testing.T) {
	cases := []struct {
		name, email, password, field, msg string
	}{
		{"no email", "", "secret1", "email", "Email is Required"},
		{"blank email", "   ", "secret1", "email", "Email is Required"},
		{"bad email", "ada@", "secret1", "email", "Please Provide a Valid Email"},
		{"no password", "ada@example.com", "", "password", "Password is Required"},
		{"short password", "ada@example.com", "12345", "password", "Must be 6 characters or longer"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			signedUp(t, f, "ada@example.com", "secret1")
			_, _, err := f.acc.LogIn(f.ctx, tc.email, tc.password)
			require.Error(t, err)
			assert.Equal(t, domain.CodeInvalid, domain.ErrorCode(err))
			assert.Equal(t, tc.msg, errMessage(t, err))
			assert.Equal(t, tc.msg, fieldMessage(t, err, tc.field))
		})
	}
}
