package firebaseauth

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// emulatorREST drives the Auth emulator the way a browser client would.
type emulatorREST struct {
	t    *testing.T
	host string
}

type signInResult struct {
	IDToken string `json:"idToken"`
	LocalID string `json:"localId"`
}

func (e emulatorREST) call(method, path string, body any) []byte {
	e.t.Helper()
	var payload []byte
	if body != nil {
		payload, _ = json.Marshal(body)
	}
	req, err := http.NewRequest(method, "http://"+e.host+path, bytes.NewReader(payload))
	require.NoError(e.t, err)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	require.NoError(e.t, err)
	defer resp.Body.Close()
	var buf bytes.Buffer
	_, _ = buf.ReadFrom(resp.Body)
	require.Equal(e.t, http.StatusOK, resp.StatusCode, "%s %s: %s", method, path, buf.String())
	return buf.Bytes()
}

func (e emulatorREST) identityToolkit(op string, body any) signInResult {
	e.t.Helper()
	var out signInResult
	raw := e.call(http.MethodPost, "/identitytoolkit.googleapis.com/v1/accounts:"+op+"?key=fake-api-key", body)
	require.NoError(e.t, json.Unmarshal(raw, &out))
	require.NotEmpty(e.t, out.IDToken, "%s returned no idToken: %s", op, raw)
	return out
}

func (e emulatorREST) signUp(email, password, name string) signInResult {
	return e.identityToolkit("signUp", map[string]any{"email": email, "password": password, "displayName": name, "returnSecureToken": true})
}

func (e emulatorREST) signIn(email, password string) signInResult {
	return e.identityToolkit("signInWithPassword", map[string]any{"email": email, "password": password, "returnSecureToken": true})
}

func (e emulatorREST) signInAnonymously() signInResult {
	return e.identityToolkit("signUp", map[string]any{"returnSecureToken": true})
}

// signInWithGoogle uses the emulator's fake Google provider: the "id_token"
// is plain JSON claims.
func (e emulatorREST) signInWithGoogle(sub, email, name, picture string) signInResult {
	claims, _ := json.Marshal(map[string]any{"sub": sub, "email": email, "email_verified": true, "name": name, "picture": picture})
	postBody := "id_token=" + url.QueryEscape(string(claims)) + "&providerId=google.com"
	return e.identityToolkit("signInWithIdp", map[string]any{"requestUri": "http://localhost", "postBody": postBody, "returnSecureToken": true})
}

func (e emulatorREST) reset() {
	e.call(http.MethodDelete, "/emulator/v1/projects/"+emulatorProject+"/accounts", nil)
}

// tamper rewrites a JWT's payload claims and keeps its header and signature.
func tamper(t *testing.T, token string, edit func(claims map[string]any)) string {
	t.Helper()
	parts := strings.Split(token, ".")
	require.Len(t, parts, 3)
	raw, err := base64.RawURLEncoding.DecodeString(parts[1])
	require.NoError(t, err)
	claims := map[string]any{}
	require.NoError(t, json.Unmarshal(raw, &claims))
	edit(claims)
	changed, err := json.Marshal(claims)
	require.NoError(t, err)
	return fmt.Sprintf("%s.%s.%s", parts[0], base64.RawURLEncoding.EncodeToString(changed), parts[2])
}

func b64(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }
