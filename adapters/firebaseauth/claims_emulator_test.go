package firebaseauth

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/adapters/memory"
	"github.com/palletshop/pallet/app"
	"github.com/palletshop/pallet/domain"
)

// Real emulator tokens through app.Authenticate: an identity whose email
// Firebase hasn't verified makes or links no account, so the address's
// verified owner still gets it.
func TestAnUnverifiedFirebaseIdentityClaimsNoAddress(t *testing.T) {
	host := needEmulator(t)
	ctx := context.Background()
	v, err := New(ctx, Options{ProjectID: emulatorProject})
	require.NoError(t, err)
	store := memory.NewStore()
	signIn := app.NewAuthenticate(v, store, app.AdminEmails{"boss@example.com"}, func() time.Time { return time.Now().UTC() })
	rest := emulatorREST{t: t, host: host}
	rest.reset()

	squatter := rest.signUp("boss@example.com", "squatter-pw", "Squatter")
	_, err = signIn.Handle(ctx, squatter.IDToken)
	assert.Equal(t, domain.ErrVerifyEmailFirst, err)
	_, err = store.GetUserByEmail(ctx, "boss@example.com")
	assert.True(t, domain.IsCode(err, domain.CodeNotFound), "no account is made or linked for the address")

	owner := rest.signInWithGoogle("g-boss", "boss@example.com", "Boss", "")
	u, err := signIn.Handle(ctx, owner.IDToken)
	require.NoError(t, err, "the verified owner is not locked out")
	assert.Equal(t, "boss@example.com", u.Email)
	assert.Equal(t, owner.LocalID, u.AuthSubject)
	assert.True(t, u.EmailVerified)
	assert.True(t, u.IsAdmin())
	t.Logf("squatter uid %s, owner uid %s", squatter.LocalID, owner.LocalID)
}
