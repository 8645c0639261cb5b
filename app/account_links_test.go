package app

import (
	"context"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/adapters/memory"
	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// passwordSetter is the part of local sign-in a reset uses.
type passwordSetter struct {
	ports.LocalAccounts
	set map[string]string
}

func (p *passwordSetter) SetPassword(_ context.Context, userID, password string) error {
	p.set[userID] = password
	return nil
}

// linkToken reads the token out of the link in a message.
func linkToken(t *testing.T, m domain.Mail, path string) string {
	t.Helper()
	for _, word := range strings.Fields(m.Text) {
		if u, err := url.Parse(word); err == nil && u.Path == path {
			return u.Query().Get("token")
		}
	}
	t.Fatalf("no %s link in %q", path, m.Text)
	return ""
}

func at(d time.Duration) Clock { return func() time.Time { return fixedNow.Add(d) } }

func linkUser(t *testing.T, s *memory.Store, email string) domain.User {
	t.Helper()
	u := domain.User{ID: domain.NewID(), Email: email, Name: "Ann", Role: domain.RoleCustomer, CreatedAt: fixedNow}
	require.NoError(t, s.CreateUser(context.Background(), u))
	return u
}

func TestAPasswordResetLinkWorksOnceWithinTheHour(t *testing.T) {
	s := memory.NewStore()
	u := linkUser(t, s, "ann@example.com")
	require.NoError(t, NewRequestPasswordReset(s, s, s, testLetters, fixedClock()).Handle(context.Background(), " Ann@Example.com ", "https://shop.test"))
	m := mailTo(t, s, "ann@example.com", "Reset your Pallet Trade password")
	token := linkToken(t, m, "/reset-password")
	assert.Contains(t, m.Text, "https://shop.test/reset-password?token="+token)
	link := "https://shop.test/reset-password?token=" + token
	assert.Contains(t, m.HTML, `<p><a href="`+link+`">`+link+`</a></p>`, "a link to click in HTML mail")

	accounts := &passwordSetter{set: map[string]string{}}
	reset := NewResetPassword(s, s, accounts, nil, at(59*time.Minute))
	err := reset.Handle(context.Background(), token, "short")
	assert.Equal(t, map[string]string{"password": "Must be 6 characters or longer"}, fieldsOf(t, err))
	require.NoError(t, reset.Handle(context.Background(), token, "new-secret-1"), "a refused password leaves the link usable")
	assert.Equal(t, map[string]string{u.ID: "new-secret-1"}, accounts.set)
	assert.Equal(t, domain.ErrBadAccountToken, reset.Handle(context.Background(), token, "new-secret-2"), "single use")

	again, err := s.GetUser(context.Background(), u.ID)
	require.NoError(t, err)
	assert.True(t, again.EmailVerified, "the mailed link proves the address")
}

func TestAPasswordResetLinkExpiresAfterAnHour(t *testing.T) {
	s := memory.NewStore()
	linkUser(t, s, "ann@example.com")
	require.NoError(t, NewRequestPasswordReset(s, s, s, testLetters, fixedClock()).Handle(context.Background(), "ann@example.com", ""))
	token := linkToken(t, mailTo(t, s, "ann@example.com", "Reset"), "/reset-password")
	err := NewResetPassword(s, s, &passwordSetter{set: map[string]string{}}, nil, at(time.Hour+time.Second)).Handle(context.Background(), token, "new-secret-1")
	assert.Equal(t, domain.ErrBadAccountToken, err)
}

func TestAPasswordResetForAnUnknownAddressSendsNothing(t *testing.T) {
	s := memory.NewStore()
	require.NoError(t, NewRequestPasswordReset(s, s, s, testLetters, fixedClock()).Handle(context.Background(), "nobody@example.com", ""))
	assert.Empty(t, queuedMail(t, s))
}

// signedIn stores a live session for u, as a sign-in would.
func signedIn(t *testing.T, s *memory.Store, u domain.User, tokenHash string) {
	t.Helper()
	require.NoError(t, s.CreateSession(context.Background(), ports.Session{TokenHash: tokenHash, UserID: u.ID, ExpiresAt: time.Now().Add(time.Hour)}))
}

func TestVerifyingAListedAddressEndsEverySessionAndGrantsNothing(t *testing.T) {
	s := memory.NewStore()
	boss := linkUser(t, s, "boss@example.com") // signed up by whoever came first
	signedIn(t, s, boss, "squatters-session")
	h := NewVerifyEmail(s, s, s, testLetters, AdminEmails{"boss@example.com"}, quietLog(), fixedClock())
	h.Send(context.Background(), boss, "https://shop.test")
	token := linkToken(t, mailTo(t, s, boss.Email, "Confirm your email address"), "/verify-email")

	got, err := h.Confirm(context.Background(), token, "https://shop.test")
	require.NoError(t, err)
	assert.True(t, got.EmailVerified)
	assert.False(t, got.IsAdmin(), "the password and sessions may be someone else's")
	_, err = s.GetSession(context.Background(), "squatters-session")
	assert.True(t, domain.IsCode(err, domain.CodeNotFound), "every earlier session ends")
	_, err = h.Confirm(context.Background(), token, "https://shop.test")
	assert.Equal(t, domain.ErrBadAccountToken, err)

	choose := mailTo(t, s, boss.Email, "Choose a password for your Pallet Trade admin account")
	assert.True(t, strings.HasPrefix(choose.Text, "Hello,\n"), choose.Text)
	accounts := &passwordSetter{set: map[string]string{}}
	reset := NewResetPassword(s, s, accounts, AdminEmails{"boss@example.com"}, fixedClock())
	require.NoError(t, reset.Handle(context.Background(), linkToken(t, choose, "/reset-password"), "owners-own-pw"))
	assert.Equal(t, map[string]string{boss.ID: "owners-own-pw"}, accounts.set)
	assert.True(t, storedUser(t, s, boss.ID).IsAdmin(), "admin once a mailed link set the password")
}

func TestVerifyingAnUnlistedAddressKeepsItsSessions(t *testing.T) {
	s := memory.NewStore()
	ann := linkUser(t, s, "ann@example.com")
	signedIn(t, s, ann, "anns-session")
	h := NewVerifyEmail(s, s, s, testLetters, AdminEmails{"boss@example.com"}, quietLog(), fixedClock())
	h.Send(context.Background(), ann, "https://shop.test")
	got, err := h.Confirm(context.Background(), linkToken(t, mailTo(t, s, ann.Email, "Confirm"), "/verify-email"), "https://shop.test")
	require.NoError(t, err)
	assert.True(t, got.EmailVerified)
	assert.False(t, got.IsAdmin())
	_, err = s.GetSession(context.Background(), "anns-session")
	assert.NoError(t, err)
	assert.Len(t, queuedMail(t, s), 1, "only the confirmation")
	_, err = h.Confirm(context.Background(), "made-up", "")
	assert.Equal(t, domain.ErrBadAccountToken, err)
}

func TestAResetOfAListedAddressMakesAnAdmin(t *testing.T) {
	s := memory.NewStore()
	boss := linkUser(t, s, "boss@example.com")
	require.NoError(t, NewRequestPasswordReset(s, s, s, testLetters, fixedClock()).Handle(context.Background(), boss.Email, ""))
	reset := NewResetPassword(s, s, &passwordSetter{set: map[string]string{}}, AdminEmails{"boss@example.com"}, fixedClock())
	require.NoError(t, reset.Handle(context.Background(), linkToken(t, mailTo(t, s, boss.Email, "Reset"), "/reset-password"), "owners-own-pw"))
	got := storedUser(t, s, boss.ID)
	assert.True(t, got.EmailVerified)
	assert.True(t, got.IsAdmin())
}

func TestAccountMailGreetsNeutrally(t *testing.T) {
	s := memory.NewStore()
	u := linkUser(t, s, "ann@example.com")
	u, err := s.UpdateUser(context.Background(), u.ID, func(u *domain.User) error { u.Name = "Visit evil.example"; return nil })
	require.NoError(t, err)
	NewVerifyEmail(s, s, s, testLetters, nil, quietLog(), fixedClock()).Send(context.Background(), u, "")
	require.NoError(t, NewRequestPasswordReset(s, s, s, testLetters, fixedClock()).Handle(context.Background(), u.Email, ""))
	for _, m := range queuedMail(t, s) {
		assert.NotContains(t, m.Text, "evil.example", m.Subject)
		assert.NotContains(t, m.HTML, "evil.example", m.Subject)
	}
}

func TestAResetTokenDoesNotVerifyAndViceVersa(t *testing.T) {
	s := memory.NewStore()
	u := linkUser(t, s, "ann@example.com")
	verify := NewVerifyEmail(s, s, s, testLetters, nil, quietLog(), fixedClock())
	verify.Send(context.Background(), u, "")
	token := linkToken(t, mailTo(t, s, u.Email, "Confirm"), "/verify-email")
	err := NewResetPassword(s, s, &passwordSetter{set: map[string]string{}}, nil, fixedClock()).Handle(context.Background(), token, "new-secret-1")
	assert.Equal(t, domain.ErrBadAccountToken, err)
}
