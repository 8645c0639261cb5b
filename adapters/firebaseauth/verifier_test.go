package firebaseauth

import (
	"context"
	"errors"
	"fmt"
	"net"
	"testing"
	"time"

	"firebase.google.com/go/v4/auth"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/fx"
	"go.uber.org/fx/fxtest"

	"github.com/palletshop/pallet/adapters/config"
	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// These run without the emulator.

type stubChecker struct {
	tok *auth.Token
	err error
}

func (s stubChecker) VerifyIDTokenAndCheckRevoked(context.Context, string) (*auth.Token, error) {
	return s.tok, s.err
}

func TestIdentityComesFromTheTokenClaims(t *testing.T) {
	v := &Verifier{client: stubChecker{tok: &auth.Token{UID: "u1", Claims: map[string]any{
		"email": " Ada@Example.COM", "name": "Ada", "picture": "https://example.com/a.png",
	}}}}
	id, err := v.Verify(context.Background(), "token")
	require.NoError(t, err)
	assert.Equal(t, ports.Identity{Subject: "u1", Email: "ada@example.com", Name: "Ada", PhotoURL: "https://example.com/a.png"}, id)
}

func TestTokenWithoutUIDIsRefused(t *testing.T) {
	v := &Verifier{client: stubChecker{tok: &auth.Token{Claims: map[string]any{"email": "ada@example.com"}}}}
	_, err := v.Verify(context.Background(), "token")
	assert.Same(t, domain.ErrUnauthorized, err)
}

func TestTokenWithoutEmailIsRefused(t *testing.T) {
	for _, claims := range []map[string]any{{}, {"email": ""}, {"email": 42}} {
		v := &Verifier{client: stubChecker{tok: &auth.Token{UID: "u1", Claims: claims}}}
		_, err := v.Verify(context.Background(), "token")
		assert.Same(t, domain.ErrUnauthorized, err, "claims %v", claims)
	}
}

func TestEmptyTokenIsRefusedWithoutAsking(t *testing.T) {
	v := &Verifier{client: stubChecker{err: errors.New("must not be called")}}
	_, err := v.Verify(context.Background(), "")
	assert.Same(t, domain.ErrUnauthorized, err)
}

// A token that passes the local checks but can't be checked for revocation
// because Firebase is unreachable is "unavailable", not "unauthorized":
// the front end signs a user out on 401.
func TestUnreachableFirebaseIsUnavailable(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	closedAddr := l.Addr().String()
	require.NoError(t, l.Close())
	t.Setenv("FIREBASE_AUTH_EMULATOR_HOST", closedAddr)

	v, err := New(context.Background(), Options{ProjectID: "demo-offline"})
	require.NoError(t, err)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	_, err = v.Verify(ctx, unsignedToken("demo-offline", "some-uid"))
	require.Error(t, err)
	assert.Equal(t, domain.CodeUnavailable, domain.ErrorCode(err), "got %v", err)
}

func TestNewNeedsAProjectID(t *testing.T) {
	_, err := New(context.Background(), Options{})
	assert.ErrorContains(t, err, "project id")
}

func TestModuleProvidesTokenVerifier(t *testing.T) {
	t.Setenv("FIREBASE_AUTH_EMULATOR_HOST", "127.0.0.1:1") // no credentials needed, nothing is called
	var verifier ports.TokenVerifier
	app := fxtest.New(t, fx.Supply(config.Config{FirebaseProjectID: "demo-pallet"}), Module, fx.Populate(&verifier))
	app.RequireStart()
	defer app.RequireStop()
	assert.IsType(t, &Verifier{}, verifier)
}

// unsignedToken is a well-formed ID token that only the emulator path accepts.
func unsignedToken(project, uid string) string {
	now := time.Now().Unix()
	header := `{"alg":"none","typ":"JWT"}`
	payload := fmt.Sprintf(`{"aud":%q,"iss":"https://securetoken.google.com/%s","sub":%q,"iat":%d,"exp":%d,"auth_time":%d,"email":"a@b.co"}`,
		project, project, uid, now, now+3600, now)
	return b64(header) + "." + b64(payload) + "."
}

func TestVerifiedEmailClaimIsPassedOn(t *testing.T) {
	v := &Verifier{client: stubChecker{tok: &auth.Token{UID: "u1", Claims: map[string]any{
		"email": "ada@example.com", "email_verified": true,
	}}}}
	id, err := v.Verify(context.Background(), "token")
	require.NoError(t, err)
	assert.True(t, id.EmailVerified)
}
