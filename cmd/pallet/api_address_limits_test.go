package main

import (
	"fmt"
	"net/http"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// signUpsAllowedPerAddress is PALLET_SIGNUPS_PER_HOUR's default: the most a
// burst of sign-ups from one address can create.
const signUpsAllowedPerAddress = 10

// newSignUp is a sign-up form for a new email.
func newSignUp(label string) map[string]string {
	return signUpBody(label, fmt.Sprintf("%s-%d@example.com", label, nextSeq()), "secret123")
}

// Each sign-up mails its address a verification link with the name the
// sender chose in it, so a burst of sign-ups was a burst of the shop's mail
// to anyone: 60 at once from one address must mostly be refused.
func TestSignUpBurstsFromOneAddressAreStopped(t *testing.T) {
	t.Parallel()
	s := newMailShop(t, nil)
	const attacker = "203.0.113.7:1234"
	var wg sync.WaitGroup
	replies := make(chan reply, 60)
	for i := 0; i < 60; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			replies <- s.doFrom(attacker, "POST", "/api/auth/signup", "", newSignUp("burst"))
		}()
	}
	wg.Wait()
	close(replies)
	statuses := map[int]int{}
	for r := range replies {
		statuses[r.Status]++
		if r.Status == http.StatusTooManyRequests {
			assertAPIError(t, r, 429, "too_many_requests", "Many accounts were created from your network in a short time. Please wait a few minutes and try again.", nil)
		}
	}
	assert.Equal(t, signUpsAllowedPerAddress, statuses[http.StatusCreated], "%v", statuses)
	assert.Equal(t, 60-signUpsAllowedPerAddress, statuses[http.StatusTooManyRequests], "%v", statuses)

	_, err := s.deliver.Handle(t.Context())
	require.NoError(t, err)
	s.sent.mu.Lock()
	mailed := len(s.sent.mails)
	s.sent.mu.Unlock()
	assert.LessOrEqual(t, mailed, signUpsAllowedPerAddress, "one verification mail per account created, no more")

	r := s.doFrom("203.0.113.8:1234", "POST", "/api/auth/signup", "", newSignUp("elsewhere"))
	assert.Equal(t, http.StatusCreated, r.Status, "another address has its own allowance: %s", r.Body)
}

// An office behind one address signs up a handful of colleagues, and
// mistakes on the form don't use up its allowance.
func TestAnOfficeSignsUpItsColleaguesDespiteTypos(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	const office = "203.0.113.20:1234"
	for i := 0; i < 15; i++ {
		typo := newSignUp("typo")
		typo["password"] = "abc"
		require.Equal(t, http.StatusBadRequest, s.doFrom(office, "POST", "/api/auth/signup", "", typo).Status)
	}
	for i := 0; i < signUpsAllowedPerAddress; i++ {
		r := s.doFrom(office, "POST", "/api/auth/signup", "", newSignUp("colleague"))
		require.Equal(t, http.StatusCreated, r.Status, "colleague %d: %s", i+1, r.Body)
	}
	r := s.doFrom(office, "POST", "/api/auth/signup", "", newSignUp("one-too-many"))
	assert.Equal(t, http.StatusTooManyRequests, r.Status, string(r.Body))
	assert.Equal(t, "360", r.Header.Get("Retry-After"), "a new account is allowed every 6 minutes")
}

func TestSignUpsPerHourZeroMeansUnlimited(t *testing.T) {
	t.Parallel()
	s := newShop(t, map[string]string{"PALLET_SIGNUPS_PER_HOUR": "0"})
	for i := 0; i < 2*signUpsAllowedPerAddress; i++ {
		r := s.doFrom("203.0.113.30:1234", "POST", "/api/auth/signup", "", newSignUp("kiosk"))
		require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	}
}

// Three fresh accounts from one address posted 60 reviews in 1.8 s: each
// stayed within its own allowance. Reviews are limited per address too.
func TestReviewsFromSeveralAccountsOnOneAddressAreCapped(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	const attacker = "203.0.113.40:1234"
	var accounts []string
	for i := 0; i < 3; i++ {
		token, _ := s.signUp("Sock")
		accounts = append(accounts, token)
	}
	accepted := 0
	for i := 0; i < 60; i++ {
		r := s.doFrom(attacker, "POST", "/api/reviews", accounts[i%3], reviewBody(fmt.Sprintf("Spam %d", i), 5))
		switch r.Status {
		case http.StatusCreated:
			accepted++
		case http.StatusTooManyRequests:
			assert.Contains(t, r.ErrorMessage(t), "Please wait")
		default:
			require.Failf(t, "unexpected answer", "%d %s", r.Status, r.Body)
		}
	}
	assert.Equal(t, 10, accepted, "the address's allowance, not three accounts' worth")

	colleague, _ := s.signUp("Colleague")
	r := s.doFrom(attacker, "POST", "/api/reviews", colleague, reviewBody("Honest review", 4))
	assertAPIError(t, r, 429, "too_many_requests", "Many reviews were posted from your network in a short time. Please wait a few minutes before posting another.", nil)
	r = s.doFrom("203.0.113.41:1234", "POST", "/api/reviews", colleague, reviewBody("Honest review", 4))
	assert.Equal(t, http.StatusCreated, r.Status, "another address has its own allowance: %s", r.Body)
}

// The per-address limit believes X-Forwarded-For only from a trusted proxy,
// like every other limit.
func TestReviewLimitPerAddressBelievesOnlyTrustedProxies(t *testing.T) {
	t.Parallel()
	s := newShop(t, map[string]string{"PALLET_TRUSTED_PROXIES": "10.0.0.0/8"})
	post := func(from, forwardedFor, token string) int {
		req := mustRequest(t, "POST", "/api/reviews")
		req.Body = jsonBody(t, reviewBody("Forwarded", 5))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+token)
		req.Header.Set("X-Forwarded-For", forwardedFor)
		req.RemoteAddr = from
		return s.raw(req).Code
	}
	var tokens []string
	for i := 0; i < 11; i++ {
		token, _ := s.signUp("Proxied")
		tokens = append(tokens, token)
	}
	for i := 0; i < 10; i++ { // an untrusted client makes up a new address each time
		require.Equal(t, http.StatusCreated, post("203.0.113.50:1234", fmt.Sprintf("198.51.100.%d", i), tokens[i]))
	}
	assert.Equal(t, http.StatusTooManyRequests, post("203.0.113.50:1234", "198.51.100.99", tokens[10]), "it is still one address")
	assert.Equal(t, http.StatusCreated, post("10.0.0.1:1234", "198.51.100.99", tokens[10]), "behind the trusted proxy, the client's own")
}
