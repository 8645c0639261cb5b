package main

import (
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestAPasswordResetSetsANewPasswordAndSignsOutEverywhere(t *testing.T) {
	t.Parallel()
	s := newMailShop(t, map[string]string{"PALLET_PUBLIC_URL": "https://shop.example.com"})
	email := uniqueEmail("forgetful")
	oldToken, _ := s.signUpAs("Forgetful", email)

	r := s.do("POST", "/api/auth/password-reset", "", map[string]string{"email": "nobody-here@example.com"})
	assert.Equal(t, http.StatusAccepted, r.Status, "an unknown address gets the same answer")
	assert.Empty(t, s.mailTo("nobody-here@example.com", ""))

	r = s.do("POST", "/api/auth/password-reset", "", map[string]string{"email": email})
	require.Equal(t, http.StatusAccepted, r.Status, string(r.Body))
	m := s.oneMailTo(email, "Reset your")
	assert.Contains(t, m.Text, "https://shop.example.com/reset-password?token=")
	token := linkToken(t, m, "/reset-password")
	check := map[string]string{"token": token}
	assert.Equal(t, http.StatusNoContent, s.do("POST", "/api/auth/password-reset/check", "", check).Status, "a fresh link works")
	assert.Equal(t, http.StatusNoContent, s.do("POST", "/api/auth/password-reset/check", "", check).Status, "checking doesn't spend it")

	r = s.do("POST", "/api/auth/password-reset/confirm", "", map[string]string{"token": token, "password": "brand-new-pw"})
	require.Equal(t, http.StatusNoContent, r.Status, string(r.Body))
	assertAPIError(t, s.do("POST", "/api/auth/password-reset/check", "", check), http.StatusBadRequest, "invalid",
		"This link is invalid or has expired. Please ask for a new one.", map[string]string{"token": "This link is invalid or has expired. Please ask for a new one."})
	assert.Equal(t, http.StatusUnauthorized, s.do("GET", "/api/me", oldToken, nil).Status, "the old session is revoked")
	assert.Equal(t, http.StatusUnauthorized, s.do("POST", "/api/auth/login", "", map[string]string{"email": email, "password": "secret123"}).Status)
	login := s.do("POST", "/api/auth/login", "", map[string]string{"email": email, "password": "brand-new-pw"})
	require.Equal(t, http.StatusOK, login.Status, string(login.Body))
	assert.Equal(t, true, login.JSON(t)["user"].(map[string]any)["emailVerified"], "the mailed link proved the address")

	again := s.do("POST", "/api/auth/password-reset/confirm", "", map[string]string{"token": token, "password": "another-pw-1"})
	assertAPIError(t, again, http.StatusBadRequest, "invalid", "This link is invalid or has expired. Please ask for a new one.",
		map[string]string{"token": "This link is invalid or has expired. Please ask for a new one."})
}

func TestResetMailIsLimitedPerAddressButAlwaysAnswers202(t *testing.T) {
	t.Parallel()
	s := newMailShop(t, nil)
	email := uniqueEmail("flooded")
	s.signUpAs("Flooded", email)
	for range 6 {
		assert.Equal(t, http.StatusAccepted, s.do("POST", "/api/auth/password-reset", "", map[string]string{"email": email}).Status)
	}
	assert.Len(t, s.mailTo(email, "Reset your"), 3, "the burst for one address, then nothing")
}

func TestPreRegisteringAListedAddressGivesTheSignUpNothing(t *testing.T) {
	t.Parallel()
	boss := uniqueEmail("boss")
	s := newMailShop(t, map[string]string{"PALLET_ADMIN_EMAILS": boss})
	// Someone else signs up first with the owner's address and their own password.
	r := s.do("POST", "/api/auth/signup", "", map[string]string{"name": "Call 555-0100 now", "email": boss, "password": "mallory-pw"})
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	squatter := r.JSON(t)["token"].(string)
	assert.Equal(t, false, s.me(squatter)["isAdmin"], "sign-up proves nothing about the address")

	confirm := s.oneMailTo(boss, "Confirm your email address")
	assert.NotContains(t, confirm.Text, "555-0100", "the owner's mail carries no text the sign-up chose")
	assert.True(t, strings.HasPrefix(confirm.Text, "Hello,\n"), confirm.Text)
	r = s.do("POST", "/api/auth/verify-email", "", map[string]string{"token": linkToken(t, confirm, "/verify-email")})
	require.Equal(t, http.StatusNoContent, r.Status, string(r.Body))

	assert.Equal(t, http.StatusUnauthorized, s.do("GET", "/api/me", squatter, nil).Status, "proving the address ends every earlier session")
	again := s.do("POST", "/api/auth/login", "", map[string]string{"email": boss, "password": "mallory-pw"})
	require.Equal(t, http.StatusOK, again.Status, string(again.Body))
	assert.Equal(t, false, again.JSON(t)["user"].(map[string]any)["isAdmin"], "a password chosen at sign-up never becomes admin")
	squatter = again.JSON(t)["token"].(string)

	// The owner chooses a password through the link mailed with the confirmation.
	choose := s.oneMailTo(boss, "Choose a password")
	assert.NotContains(t, choose.Text, "555-0100")
	r = s.do("POST", "/api/auth/password-reset/confirm", "", map[string]string{"token": linkToken(t, choose, "/reset-password"), "password": "owners-own-pw"})
	require.Equal(t, http.StatusNoContent, r.Status, string(r.Body))
	assert.Equal(t, http.StatusUnauthorized, s.do("GET", "/api/me", squatter, nil).Status)
	assert.Equal(t, http.StatusUnauthorized, s.do("POST", "/api/auth/login", "", map[string]string{"email": boss, "password": "mallory-pw"}).Status)
	owner := s.do("POST", "/api/auth/login", "", map[string]string{"email": boss, "password": "owners-own-pw"})
	require.Equal(t, http.StatusOK, owner.Status, string(owner.Body))
	assert.Equal(t, true, owner.JSON(t)["user"].(map[string]any)["isAdmin"], "admin once the owner's mailed link set the password")
}

func TestUsingOneResetLinkSpendsTheOlderOnes(t *testing.T) {
	t.Parallel()
	s := newMailShop(t, nil)
	email := uniqueEmail("two-links")
	s.signUpAs("Two Links", email)
	for range 2 {
		require.Equal(t, http.StatusAccepted, s.do("POST", "/api/auth/password-reset", "", map[string]string{"email": email}).Status)
	}
	mails := s.mailTo(email, "Reset your")
	require.Len(t, mails, 2)
	first, second := linkToken(t, mails[0], "/reset-password"), linkToken(t, mails[1], "/reset-password")

	r := s.do("POST", "/api/auth/password-reset/confirm", "", map[string]string{"token": second, "password": "brand-new-pw"})
	require.Equal(t, http.StatusNoContent, r.Status, string(r.Body))
	r = s.do("POST", "/api/auth/password-reset/confirm", "", map[string]string{"token": first, "password": "someone-elses"})
	assertAPIError(t, r, http.StatusBadRequest, "invalid", "This link is invalid or has expired. Please ask for a new one.",
		map[string]string{"token": "This link is invalid or has expired. Please ask for a new one."})
	assert.Equal(t, http.StatusOK, s.do("POST", "/api/auth/login", "", map[string]string{"email": email, "password": "brand-new-pw"}).Status)
}

func TestVerifyingAnUnlistedAddressKeepsACustomer(t *testing.T) {
	t.Parallel()
	s := newMailShop(t, map[string]string{"PALLET_ADMIN_EMAILS": "someone-else@example.com"})
	email := uniqueEmail("buyer")
	token, _ := s.signUpAs("Buyer", email)
	link := linkToken(t, s.oneMailTo(email, "Confirm your email address"), "/verify-email")
	require.Equal(t, http.StatusNoContent, s.do("POST", "/api/auth/verify-email", "", map[string]string{"token": link}).Status)
	me := s.me(token)
	assert.Equal(t, true, me["emailVerified"])
	assert.Equal(t, false, me["isAdmin"])
}

func TestASignedInBuyerAsksForANewVerificationLink(t *testing.T) {
	t.Parallel()
	s := newMailShop(t, nil)
	email := uniqueEmail("lost-link")
	token, _ := s.signUpAs("Lost Link", email)
	first := s.oneMailTo(email, "Confirm your email address")
	assert.Equal(t, http.StatusUnauthorized, s.do("POST", "/api/me/verify-email", "", nil).Status)

	r := s.do("POST", "/api/me/verify-email", token, nil)
	require.Equal(t, http.StatusAccepted, r.Status, string(r.Body))
	mails := s.mailTo(email, "Confirm your email address")
	require.Len(t, mails, 2, "the sign-up's link, then the new one")
	fresh := mails[0]
	if fresh.ID == first.ID {
		fresh = mails[1]
	}
	link := linkToken(t, fresh, "/verify-email")
	assert.NotEqual(t, linkToken(t, first, "/verify-email"), link)
	require.Equal(t, http.StatusNoContent, s.do("POST", "/api/auth/verify-email", "", map[string]string{"token": link}).Status)
	assert.Equal(t, true, s.me(token)["emailVerified"])

	again := s.do("POST", "/api/me/verify-email", token, nil)
	assertAPIError(t, again, http.StatusConflict, "conflict", "Your email address is already verified", nil)
}

func TestNewVerificationLinksAreLimitedPerAccount(t *testing.T) {
	t.Parallel()
	s := newMailShop(t, nil)
	token, _ := s.signUpAs("Impatient", uniqueEmail("impatient"))
	for range 3 {
		require.Equal(t, http.StatusAccepted, s.do("POST", "/api/me/verify-email", token, nil).Status)
	}
	r := s.do("POST", "/api/me/verify-email", token, nil)
	assert.Equal(t, http.StatusTooManyRequests, r.Status)
	assert.Contains(t, string(r.Body), "We have sent several links already")
}
