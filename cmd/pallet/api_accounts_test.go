package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func signUpBody(name, email, password string) map[string]string {
	return map[string]string{"name": name, "email": email, "password": password}
}

func TestSignUpValidation(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	field := func(name, msg string) map[string]string { return map[string]string{name: msg} }
	tenMBName := `{"name":"` + strings.Repeat("n", 10<<20) + `","email":"big@example.com","password":"secret123"}`

	runScenarios(t, s, []scenario{
		{name: "malformed email", method: "POST", path: "/api/auth/signup", body: signUpBody("Ada", "ada-at-example.com", "secret123"),
			status: 400, code: "invalid", message: "Please Provide a Valid Email", fields: field("email", "Please Provide a Valid Email")},
		{name: "email without a domain dot", method: "POST", path: "/api/auth/signup", body: signUpBody("Ada", "ada@localhost", "secret123"),
			status: 400, code: "invalid", message: "Please Provide a Valid Email", fields: field("email", "Please Provide a Valid Email")},
		{name: "missing email", method: "POST", path: "/api/auth/signup", body: map[string]string{"name": "Ada", "password": "secret123"},
			status: 400, code: "invalid", message: "Email is Required", fields: field("email", "Email is Required")},
		{name: "5-character password", method: "POST", path: "/api/auth/signup", body: signUpBody("Ada", uniqueEmail("ada"), "12345"),
			status: 400, code: "invalid", message: "Must be 6 characters or longer", fields: field("password", "Must be 6 characters or longer")},
		{name: "empty password", method: "POST", path: "/api/auth/signup", body: signUpBody("Ada", uniqueEmail("ada"), ""),
			status: 400, code: "invalid", message: "Password is Required", fields: field("password", "Password is Required")},
		{name: "empty name", method: "POST", path: "/api/auth/signup", body: signUpBody("", uniqueEmail("ada"), "secret123"),
			status: 400, code: "invalid", message: "Name is Required", fields: field("name", "Name is Required")},
		{name: "blank name", method: "POST", path: "/api/auth/signup", body: signUpBody("   ", uniqueEmail("ada"), "secret123"),
			status: 400, code: "invalid", message: "Name is Required", fields: field("name", "Name is Required")},
		{name: "everything missing", method: "POST", path: "/api/auth/signup", body: `{}`,
			status: 400, code: "invalid", message: "Name is Required", fields: map[string]string{
				"name": "Name is Required", "email": "Email is Required", "password": "Password is Required"}},
		{name: "10 MB name", method: "POST", path: "/api/auth/signup", body: tenMBName,
			status: 413, code: "too_large", message: "The request is too large"},
		{name: "250-character name", method: "POST", path: "/api/auth/signup", body: signUpBody(strings.Repeat("n", 250), uniqueEmail("ada"), "secret123"),
			status: 400, code: "invalid", message: "Must be at most 120 characters", fields: field("name", "Must be at most 120 characters")},
		{name: "129-character password", method: "POST", path: "/api/auth/signup", body: signUpBody("Ada", uniqueEmail("ada"), strings.Repeat("p", 129)),
			status: 400, code: "invalid", message: "Must be at most 128 characters", fields: field("password", "Must be at most 128 characters")},
		{name: "a role can't be chosen", method: "POST", path: "/api/auth/signup", body: `{"name":"Eve","email":"eve@example.com","password":"secret123","role":"admin"}`,
			status: 400, code: "invalid", message: "Unknown field role", fields: field("role", "Unknown field role")},
	})
	t.Run("no account was created by the refused forms", func(t *testing.T) {
		r := s.do("POST", "/api/auth/login", "", map[string]string{"email": "eve@example.com", "password": "secret123"})
		assertAPIError(t, r, 401, "unauthorized", "Incorrect email or password", nil)
	})
}

func TestSignUpAndLogIn(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	email := uniqueEmail("mixed")
	r := s.do("POST", "/api/auth/signup", "", signUpBody("  Ada Lovelace ", "  "+strings.ToUpper(email)+" ", "secret123"))
	require.Equal(t, 201, r.Status, string(r.Body))
	user := r.JSON(t)["user"].(map[string]any)
	assert.Equal(t, email, user["email"], "email stored lower-case and trimmed")
	assert.Equal(t, "Ada Lovelace", user["name"])
	assert.Equal(t, "customer", user["role"])
	assert.Equal(t, false, user["isAdmin"])
	assert.Regexp(t, `^[0-9a-f]{24}$`, user["id"])

	runScenarios(t, s, []scenario{
		{name: "duplicate email, differently cased and spaced", method: "POST", path: "/api/auth/signup",
			body: signUpBody("Other", " "+strings.ToUpper(email[:1])+email[1:]+"\t", "another1"), status: 409, code: "conflict",
			message: "An account with this email already exists", fields: map[string]string{"email": "An account with this email already exists"}},
		{name: "log in with different case", method: "POST", path: "/api/auth/login",
			body: map[string]string{"email": strings.ToUpper(email), "password": "secret123"}, status: 200,
			check: func(t *testing.T, r reply) {
				assert.NotEmpty(t, r.JSON(t)["token"])
				assert.Equal(t, user["id"], r.JSON(t)["user"].(map[string]any)["id"])
			}},
		{name: "log in without a password", method: "POST", path: "/api/auth/login", body: map[string]string{"email": email},
			status: 400, code: "invalid", message: "Password is Required", fields: map[string]string{"password": "Password is Required"}},
	})

	t.Run("wrong password and unknown email can't be told apart", func(t *testing.T) {
		wrong := s.do("POST", "/api/auth/login", "", map[string]string{"email": email, "password": "wrong-password"})
		unknown := s.do("POST", "/api/auth/login", "", map[string]string{"email": uniqueEmail("nobody"), "password": "secret123"})
		assertAPIError(t, wrong, 401, "unauthorized", "Incorrect email or password", nil)
		assert.Equal(t, wrong.Status, unknown.Status)
		assert.JSONEq(t, string(wrong.Body), string(unknown.Body))
	})
}

func TestLogOutRevokesTheToken(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	token, _ := s.signUp("Leaving")
	other, _ := s.signUp("Staying")
	runScenarios(t, s, []scenario{
		{name: "token works", method: "GET", path: "/api/me", token: token, status: 200},
		{name: "log out", method: "POST", path: "/api/auth/logout", token: token, status: 204,
			check: func(t *testing.T, r reply) { assert.Empty(t, r.Body) }},
		{name: "token no longer works", method: "GET", path: "/api/me", token: token,
			status: 401, code: "unauthorized", message: "Please log in to continue"},
		{name: "log out twice", method: "POST", path: "/api/auth/logout", token: token,
			status: 401, code: "unauthorized", message: "Please log in to continue"},
		{name: "a made-up token", method: "GET", path: "/api/me", token: "not-a-real-token",
			status: 401, code: "unauthorized", message: "Please log in to continue"},
		{name: "other sessions are untouched", method: "GET", path: "/api/me", token: other, status: 200},
	})
}

func TestProfile(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	token, id := s.signUp("Grace")
	photo := s.uploadPicture(token, tinyPNG(t))
	field := func(name, msg string) map[string]string { return map[string]string{name: msg} }
	runScenarios(t, s, []scenario{
		{name: "read", method: "GET", path: "/api/me", token: token, status: 200, check: func(t *testing.T, r reply) {
			m := r.JSON(t)
			assert.Equal(t, id, m["id"])
			assert.Equal(t, "Grace", m["name"])
			assert.Equal(t, "customer", m["role"])
			assert.Equal(t, false, m["isAdmin"])
			assert.Contains(t, m["email"], "grace-")
		}},
		{name: "edit name and photo", method: "PATCH", path: "/api/me", token: token,
			body: map[string]string{"name": "  Grace Hopper ", "photoUrl": photo}, status: 200,
			check: func(t *testing.T, r reply) {
				assert.Equal(t, "Grace Hopper", r.JSON(t)["name"])
				assert.Equal(t, photo, r.JSON(t)["photoUrl"])
			}},
		{name: "bad photo url", method: "PATCH", path: "/api/me", token: token, body: map[string]string{"photoUrl": "javascript:alert(1)"},
			status: 400, code: "invalid", message: "Photo url must be a web address", fields: field("photoUrl", "Photo url must be a web address")},
		{name: "empty name", method: "PATCH", path: "/api/me", token: token, body: map[string]string{"name": ""},
			status: 400, code: "invalid", message: "Name is Required", fields: field("name", "Name is Required")},
		{name: "role can't be changed here", method: "PATCH", path: "/api/me", token: token, body: map[string]string{"role": "admin"},
			status: 400, code: "invalid", message: "Unknown field role", fields: field("role", "Unknown field role")},
		{name: "the edit stuck and the refusals changed nothing", method: "GET", path: "/api/me", token: token, status: 200,
			check: func(t *testing.T, r reply) {
				m := r.JSON(t)
				assert.Equal(t, "Grace Hopper", m["name"])
				assert.Equal(t, photo, m["photoUrl"])
				assert.Equal(t, "customer", m["role"])
			}},
		{name: "a field left out stays", method: "PATCH", path: "/api/me", token: token, body: map[string]string{"photoUrl": ""},
			status: 200, check: func(t *testing.T, r reply) {
				assert.Equal(t, "", r.JSON(t)["photoUrl"])
				assert.Equal(t, "Grace Hopper", r.JSON(t)["name"])
			}},
	})
}

func TestAListedAdminEmailSigningUpLocallyIsACustomer(t *testing.T) {
	t.Parallel()
	s := newShop(t, map[string]string{"PALLET_ADMIN_EMAILS": "boss@example.com, chief@example.com"})
	r := s.do("POST", "/api/auth/signup", "", signUpBody("Boss", " Boss@Example.com ", "secret123"))
	require.Equal(t, 201, r.Status, string(r.Body))
	user := r.JSON(t)["user"].(map[string]any)
	assert.Equal(t, false, user["isAdmin"], "local sign-up proves no address, so whoever signs up first can't claim admin")
	assert.Equal(t, "customer", user["role"])
	boss := r.JSON(t)["token"].(string)
	assertAPIError(t, s.do("GET", "/api/users", boss, nil), 403, "forbidden", "You are not allowed to do that", nil)
}
