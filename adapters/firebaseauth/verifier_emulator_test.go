package firebaseauth

import (
	"context"
	"testing"
	"time"

	firebase "firebase.google.com/go/v4"
	"firebase.google.com/go/v4/auth"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// These tests run the real Admin SDK against the real Auth emulator.
//
// What they prove: tokens the emulator issues for password and Google
// sign-in verify, with the claims mapped to ports.Identity; the SDK's claim
// checks (audience, issuer, expiry, issued-at) refuse tampered tokens; the
// revocation check refuses tokens of deleted, disabled and revoked users and
// of uids that don't exist; a token without an email is refused.
//
// What they can't prove: signature checking. With FIREBASE_AUTH_EMULATOR_HOST
// set the SDK skips it, so a token whose payload names another *existing*
// uid would be accepted here. In production the SDK checks the signature
// against Google's keys; that path needs the network and isn't exercised.
func TestVerifierAgainstEmulator(t *testing.T) {
	host := needEmulator(t)
	ctx := context.Background()
	v, err := New(ctx, Options{ProjectID: emulatorProject})
	require.NoError(t, err)
	admin := adminClient(t)

	t.Run("password sign-in", func(t *testing.T) {
		rest := emulatorREST{t: t, host: host}
		rest.reset()
		rest.signUp("Ada@Example.com", "secret1", "Ada Lovelace")
		tok := rest.signIn("ada@example.com", "secret1")
		id, err := v.Verify(ctx, tok.IDToken)
		require.NoError(t, err)
		require.NotEmpty(t, tok.LocalID)
		assert.Equal(t, ports.Identity{Subject: tok.LocalID, Email: "ada@example.com", EmailVerified: false, Name: "Ada Lovelace"}, id)
	})

	t.Run("google sign-in", func(t *testing.T) {
		rest := emulatorREST{t: t, host: host}
		rest.reset()
		tok := rest.signInWithGoogle("g-123", "grace@example.com", "Grace Hopper", "https://example.com/grace.png")
		id, err := v.Verify(ctx, tok.IDToken)
		require.NoError(t, err)
		require.NotEmpty(t, tok.LocalID)
		assert.Equal(t, ports.Identity{Subject: tok.LocalID, Email: "grace@example.com", EmailVerified: true, Name: "Grace Hopper", PhotoURL: "https://example.com/grace.png"}, id)
	})

	t.Run("malformed and tampered tokens", func(t *testing.T) {
		rest := emulatorREST{t: t, host: host}
		rest.reset()
		good := rest.signUp("ada@example.com", "secret1", "Ada").IDToken
		past := time.Now().Add(-2 * time.Hour).Unix()
		bad := map[string]string{
			"empty":            "",
			"garbage":          "not-a-token",
			"unknown uid":      tamper(t, good, func(c map[string]any) { c["sub"], c["user_id"] = "no-such-uid", "no-such-uid" }),
			"other project":    tamper(t, good, func(c map[string]any) { c["aud"] = "demo-other" }),
			"other issuer":     tamper(t, good, func(c map[string]any) { c["iss"] = "https://securetoken.google.com/demo-other" }),
			"expired":          tamper(t, good, func(c map[string]any) { c["iat"], c["exp"] = past-3600, past }),
			"issued in future": tamper(t, good, func(c map[string]any) { c["iat"] = time.Now().Add(time.Hour).Unix() }),
		}
		for name, token := range bad {
			_, err := v.Verify(ctx, token)
			assert.Same(t, domain.ErrUnauthorized, err, name)
		}
		_, err := v.Verify(ctx, tamper(t, good, func(map[string]any) {}))
		assert.NoError(t, err, "re-encoding alone doesn't break a token, so each refusal is for its change")
	})

	t.Run("token without email", func(t *testing.T) {
		rest := emulatorREST{t: t, host: host}
		rest.reset()
		_, err := v.Verify(ctx, rest.signInAnonymously().IDToken)
		assert.Same(t, domain.ErrUnauthorized, err)
	})

	t.Run("disabled user", func(t *testing.T) {
		rest := emulatorREST{t: t, host: host}
		rest.reset()
		tok := rest.signUp("ada@example.com", "secret1", "Ada")
		_, err := admin.UpdateUser(ctx, tok.LocalID, (&auth.UserToUpdate{}).Disabled(true))
		require.NoError(t, err)
		_, err = v.Verify(ctx, tok.IDToken)
		assert.Same(t, domain.ErrUnauthorized, err)

		_, err = admin.UpdateUser(ctx, tok.LocalID, (&auth.UserToUpdate{}).Disabled(false))
		require.NoError(t, err)
		_, err = v.Verify(ctx, tok.IDToken)
		assert.NoError(t, err, "the refusal was for the disabled flag alone")
	})

	t.Run("deleted user", func(t *testing.T) {
		rest := emulatorREST{t: t, host: host}
		rest.reset()
		tok := rest.signUp("ada@example.com", "secret1", "Ada")
		require.NoError(t, admin.DeleteUser(ctx, tok.LocalID))
		_, err := v.Verify(ctx, tok.IDToken)
		assert.Same(t, domain.ErrUnauthorized, err)
	})

	t.Run("revoked tokens", func(t *testing.T) {
		rest := emulatorREST{t: t, host: host}
		rest.reset()
		tok := rest.signUp("ada@example.com", "secret1", "Ada")
		// Revocation compares whole seconds: let the token's second pass.
		time.Sleep(1100 * time.Millisecond)
		require.NoError(t, admin.RevokeRefreshTokens(ctx, tok.LocalID))
		_, err := v.Verify(ctx, tok.IDToken)
		assert.Same(t, domain.ErrUnauthorized, err)
		_, err = v.Verify(ctx, rest.signIn("ada@example.com", "secret1").IDToken)
		assert.NoError(t, err, "signing in again gives a usable token")
	})
}

func adminClient(t *testing.T) *auth.Client {
	t.Helper()
	app, err := firebase.NewApp(context.Background(), &firebase.Config{ProjectID: emulatorProject})
	require.NoError(t, err)
	client, err := app.Auth(context.Background())
	require.NoError(t, err)
	return client
}
