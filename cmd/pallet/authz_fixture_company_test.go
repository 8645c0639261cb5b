package main

import (
	"context"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

// invoiceOrder gives the fixture's customer invoice terms and places an
// order on them, so it has an invoice; its cart is empty again after.
func (f *fixture) invoiceOrder(t *testing.T, p map[string]any) string {
	t.Helper()
	s := f.shop
	me := s.me(f.tokens[1])
	r := s.do("PUT", "/api/users/"+me["id"].(string)+"/terms", f.tokens[3], map[string]any{"invoiceTerms": true, "netDays": 30})
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	s.putInCart(f.tokens[1], p["id"].(string), num(p["minOrderQuantity"]))
	body := checkoutBody()
	body["paymentMethod"] = "invoice"
	r = s.do("POST", "/api/cart/checkout", f.tokens[1], body)
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	return r.JSON(t)["id"].(string)
}

// savedAddress is an address the fixture's customer keeps.
func (f *fixture) savedAddress(t *testing.T) string {
	t.Helper()
	r := f.shop.do("POST", "/api/me/addresses", f.tokens[1], map[string]string{"address": "1 Dock Road", "phone": "555 0100"})
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	return r.JSON(t)["id"].(string)
}

// companyFixture is the matrix customer's company: a buyer member with an
// order awaiting approval, and an open invitation for a third address.
type companyFixture struct {
	id, member, pending string
	invitation, link    string
}

// customerCompany makes the fixture's (verified) customer found a company,
// after the customer's own orders and quotes, so those stay the customer's.
func (f *fixture) customerCompany(t *testing.T, s *companyShop) companyFixture {
	t.Helper()
	me := s.me(f.tokens[1])
	_, err := s.users.UpdateUser(context.Background(), me["id"].(string), func(u *domain.User) error {
		u.EmailVerified = true
		return nil
	})
	require.NoError(t, err)
	owner := person{token: f.tokens[1], id: me["id"].(string), email: f.customerEmail}
	c := companyFixture{id: s.found(owner, "Matrix Traders")["id"].(string)}
	buyer := s.member(owner, "member", "buyer", 0)
	c.member = buyer.id
	s.putInCart(buyer.token, f.product, f.moq)
	r := s.do("POST", "/api/cart/checkout", buyer.token, checkoutBody())
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	c.pending = r.JSON(t)["id"].(string)
	c.link = s.inviteLink(owner, uniqueEmail("third"), "approver", nil)
	c.invitation = items(t, s.getJSON("/api/company/invitations", owner.token))[0]["id"].(string)
	return c
}
