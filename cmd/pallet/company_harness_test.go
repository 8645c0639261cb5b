package main

import (
	"context"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
	"go.uber.org/fx"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// companyShop is a mail shop whose accounts a test may mark verified.
type companyShop struct {
	*mailShop
	users ports.UserRepository
}

func newCompanyShop(t *testing.T, env map[string]string) *companyShop {
	s := &companyShop{}
	s.mailShop = newMailShop(t, env, fx.Populate(&s.users))
	return s
}

// person is a signed-up account.
type person struct{ token, id, email string }

// verifiedBuyer signs up a customer whose email is confirmed.
func (s *companyShop) verifiedBuyer(name string) person {
	s.t.Helper()
	email := uniqueEmail(name)
	token, id := s.signUpAs(name, email)
	_, err := s.users.UpdateUser(context.Background(), id, func(u *domain.User) error {
		u.EmailVerified = true
		return nil
	})
	require.NoError(s.t, err)
	return person{token: token, id: id, email: email}
}

// found makes a company whose admin is founder.
func (s *companyShop) found(founder person, name string) map[string]any {
	s.t.Helper()
	r := s.do("POST", "/api/company", founder.token, map[string]any{"name": name, "vatId": "NL1", "billingAddress": "1 Dock Road"})
	require.Equal(s.t, http.StatusCreated, r.Status, string(r.Body))
	return r.JSON(s.t)
}

// inviteLink invites email as role and returns the mailed link's token.
func (s *companyShop) inviteLink(admin person, email, role string, limit any) string {
	s.t.Helper()
	body := map[string]any{"email": email, "role": role}
	if limit != nil {
		body["spendingLimitCents"] = limit
	}
	r := s.do("POST", "/api/company/invitations", admin.token, body)
	require.Equal(s.t, http.StatusCreated, r.Status, string(r.Body))
	return linkToken(s.t, s.oneMailTo(email, "You are invited"), "/join")
}

// member adds a new verified buyer to admin's company as role.
func (s *companyShop) member(admin person, name, role string, limit any) person {
	s.t.Helper()
	p := s.verifiedBuyer(name)
	token := s.inviteLink(admin, p.email, role, limit)
	r := s.do("POST", "/api/company/invitations/accept", p.token, map[string]string{"token": token})
	require.Equal(s.t, http.StatusOK, r.Status, string(r.Body))
	return p
}
