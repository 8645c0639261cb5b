package localauth

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/crypto/bcrypt"

	"github.com/palletshop/pallet/domain"
)

func TestSignUpCreatesCustomerWithSession(t *testing.T) {
	f := newFixture(t)
	token, u, err := f.acc.SignUp(f.ctx, domain.SignUpInput{Name: "  Ada Lovelace ", Email: "  Ada@Example.COM ", Password: "secret1"})
	require.NoError(t, err)

	assert.True(t, domain.ValidID(u.ID), "id %q", u.ID)
	assert.Equal(t, "ada@example.com", u.Email)
	assert.Equal(t, "Ada Lovelace", u.Name)
	assert.Equal(t, domain.RoleCustomer, u.Role)
	assert.Equal(t, f.clock.Now(), u.CreatedAt)

	stored, err := f.store.GetUserByEmail(f.ctx, "ada@example.com")
	require.NoError(t, err)
	assert.Equal(t, u.ID, stored.ID)

	id, err := f.acc.Verify(f.ctx, token)
	require.NoError(t, err)
	assert.Equal(t, u.ID, id.UserID)
	assert.Equal(t, "ada@example.com", id.Email)
	assert.Equal(t, "Ada Lovelace", id.Name)
}

func TestSignUpNeverStoresThePasswordInClear(t *testing.T) {
	f := newFixture(t)
	_, u, err := f.acc.SignUp(f.ctx, domain.SignUpInput{Name: "Ada", Email: "ada@example.com", Password: "hunter22"})
	require.NoError(t, err)

	creds, err := f.store.GetCredentials(f.ctx, u.ID)
	require.NoError(t, err)
	assert.NotContains(t, creds.PasswordHash, "hunter22")
	cost, err := bcrypt.Cost([]byte(creds.PasswordHash))
	require.NoError(t, err, "stored value must be a bcrypt hash")
	assert.Equal(t, bcrypt.MinCost, cost)
}

func TestSignUpDuplicateEmailIsConflict(t *testing.T) {
	f := newFixture(t)
	_, _, err := f.acc.SignUp(f.ctx, domain.SignUpInput{Name: "Ada", Email: "ada@example.com", Password: "secret1"})
	require.NoError(t, err)

	_, _, err = f.acc.SignUp(f.ctx, domain.SignUpInput{Name: "Other", Email: " ADA@example.com", Password: "another1"})
	require.Error(t, err)
	assert.Equal(t, domain.CodeConflict, domain.ErrorCode(err))
	assert.Equal(t, domain.ErrEmailTaken.Message, errMessage(t, err))

	_, _, err = f.acc.LogIn(f.ctx, "ada@example.com", "another1")
	assert.ErrorIs(t, err, domain.ErrBadCredentials, "the failed sign-up must not change the password")
}

func TestSignUpValidationMessages(t *testing.T) {
	cases := []struct {
		name  string
		in    domain.SignUpInput
		field string
		msg   string
	}{
		{"no name", domain.SignUpInput{Email: "a@b.co", Password: "secret1"}, "name", "Name is Required"},
		{"blank name", domain.SignUpInput{Name: "   ", Email: "a@b.co", Password: "secret1"}, "name", "Name is Required"},
		{"no email", domain.SignUpInput{Name: "A", Password: "secret1"}, "email", "Email is Required"},
		{"bad email", domain.SignUpInput{Name: "A", Email: "not-an-email", Password: "secret1"}, "email", "Please Provide a Valid Email"},
		{"no password", domain.SignUpInput{Name: "A", Email: "a@b.co"}, "password", "Password is Required"},
		{"short password", domain.SignUpInput{Name: "A", Email: "a@b.co", Password: "12345"}, "password", "Must be 6 characters or longer"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			_, _, err := f.acc.SignUp(f.ctx, tc.in)
			require.Error(t, err)
			assert.Equal(t, domain.CodeInvalid, domain.ErrorCode(err))
			assert.Equal(t, tc.msg, errMessage(t, err))
			assert.Equal(t, tc.msg, fieldMessage(t, err, tc.field))
			_, lookErr := f.store.GetUserByEmail(f.ctx, domain.NormalizeEmail(tc.in.Email))
			assert.True(t, domain.IsCode(lookErr, domain.CodeNotFound), "nothing may be saved")
		})
	}
}

func TestLongPasswordsCountEveryCharacter(t *testing.T) {
	f := newFixture(t)
	long := strings.Repeat("p", 100) + "A"
	_, _, err := f.acc.SignUp(f.ctx, domain.SignUpInput{Name: "Ada", Email: "ada@example.com", Password: long})
	require.NoError(t, err)

	_, _, err = f.acc.LogIn(f.ctx, "ada@example.com", long)
	require.NoError(t, err)
	// Plain bcrypt ignores bytes past 72; this differs only at byte 101.
	_, _, err = f.acc.LogIn(f.ctx, "ada@example.com", strings.Repeat("p", 100)+"B")
	assert.ErrorIs(t, err, domain.ErrBadCredentials)
}

func errMessage(t *testing.T, err error) string {
	t.Helper()
	var e *domain.Error
	require.ErrorAs(t, err, &e)
	return e.Message
}

func fieldMessage(t *testing.T, err error, field string) string {
	t.Helper()
	var e *domain.Error
	require.ErrorAs(t, err, &e)
	return e.Fields[field]
}
