package httpapi

import (
	"github.com/gin-gonic/gin"

	"github.com/palletshop/pallet/app"
	"github.com/palletshop/pallet/domain"
)

func (s *Server) companyView(c *gin.Context, company domain.CompanyAccount, err error) (companyAccountView, error) {
	if err != nil {
		return companyAccountView{}, err
	}
	return viewCompanyAccount(company, currentUser(c).ID), nil
}

func (s *Server) getCompanyAccount(c *gin.Context, _ none) (companyAccountView, error) {
	company, err := s.d.Companies.Mine(c.Request.Context(), currentUser(c))
	return s.companyView(c, company, err)
}

func (s *Server) createCompanyAccount(c *gin.Context, req createCompanyRequest) (companyAccountView, error) {
	company, err := s.d.FoundCompany.Handle(c.Request.Context(), currentUser(c), req.Name, req.VATID, req.BillingAddress)
	return s.companyView(c, company, err)
}

func (s *Server) patchCompanyAccount(c *gin.Context, req companyPatchRequest) (companyAccountView, error) {
	d := domain.CompanyDetails{Name: req.Name, VATID: req.VATID, BillingAddress: req.BillingAddress, PORequired: req.PORequired}
	company, err := s.d.EditCompany.Handle(c.Request.Context(), currentUser(c), d)
	return s.companyView(c, company, err)
}

func (s *Server) inviteToCompany(c *gin.Context, req invitationRequest) (invitationView, error) {
	inv, err := s.d.CompanyInvitations.Invite(c.Request.Context(), currentUser(c), req.Email, req.Role, req.SpendingLimitCents)
	return viewInvitation(inv), err
}

func (s *Server) listInvitations(c *gin.Context, _ none) (listView[invitationView], error) {
	open, err := s.d.CompanyInvitations.Open(c.Request.Context(), currentUser(c))
	items := make([]invitationView, len(open))
	for i, inv := range open {
		items[i] = viewInvitation(inv)
	}
	return listView[invitationView]{Items: items, Total: len(items), Page: 1, Limit: domain.MaxOpenInvitations}, err
}

func (s *Server) withdrawInvitation(c *gin.Context, _ none) (none, error) {
	return none{}, s.d.CompanyInvitations.Withdraw(c.Request.Context(), currentUser(c), c.Param("id"))
}

func (s *Server) acceptInvitation(c *gin.Context, req acceptInvitationRequest) (companyAccountView, error) {
	company, err := s.d.JoinCompany.Handle(c.Request.Context(), currentUser(c), req.Token)
	return s.companyView(c, company, err)
}

func (s *Server) patchCompanyMember(c *gin.Context, req memberPatchRequest) (companyAccountView, error) {
	ch := domain.MemberChange{Role: req.Role}
	if req.SpendingLimitCents.Set {
		ch.SpendingLimitCents, ch.ClearLimit = req.SpendingLimitCents.Cents, req.SpendingLimitCents.Cents == nil
	}
	company, err := s.d.CompanyMembers.Change(c.Request.Context(), currentUser(c), c.Param("userId"), ch)
	return s.companyView(c, company, err)
}

func (s *Server) removeCompanyMember(c *gin.Context, _ none) (none, error) {
	return none{}, s.d.CompanyMembers.Remove(c.Request.Context(), currentUser(c), c.Param("userId"))
}

func (s *Server) companyOrders(c *gin.Context, _ none) (listView[bookingView], error) {
	f, err := deskFilter(c)
	if err != nil {
		return listView[bookingView]{}, err
	}
	list, err := s.d.Companies.Orders(c.Request.Context(), currentUser(c), f)
	return listOf(list, s.bookingViewFor(c)), err
}

func (s *Server) approveCompanyOrder(c *gin.Context, _ none) (bookingView, error) {
	b, err := s.d.DecideApproval.Approve(c.Request.Context(), currentUser(c), c.Param("id"))
	return s.bookingViewFor(c)(b), err
}

func (s *Server) rejectCompanyOrder(c *gin.Context, req rejectRequest) (bookingView, error) {
	b, err := s.d.DecideApproval.Reject(c.Request.Context(), currentUser(c), c.Param("id"), req.Reason)
	return s.bookingViewFor(c)(b), err
}

func (s *Server) myContractPrices(c *gin.Context, _ none) (listView[contractPriceView], error) {
	prices, err := s.d.Companies.Prices(c.Request.Context(), currentUser(c))
	return viewContractPrices(prices), err
}

func (s *Server) adminCompanies(c *gin.Context, _ none) (listView[companyAccountView], error) {
	page, err := pageParams(c)
	if err != nil {
		return listView[companyAccountView]{}, err
	}
	q, err := searchParam(c)
	if err != nil {
		return listView[companyAccountView]{}, err
	}
	list, err := s.d.Companies.List(c.Request.Context(), domain.CompanyFilter{Query: q, PageRequest: page})
	return listOf(list, func(company domain.CompanyAccount) companyAccountView { return viewCompanyAccount(company, "") }), err
}

func (s *Server) adminCompany(c *gin.Context, _ none) (companyAccountView, error) {
	company, err := s.d.Companies.Get(c.Request.Context(), c.Param("id"))
	return s.companyView(c, company, err)
}

func (s *Server) adminCompanyOrders(c *gin.Context, _ none) (listView[bookingView], error) {
	f, err := deskFilter(c)
	if err != nil {
		return listView[bookingView]{}, err
	}
	list, err := s.d.Companies.CompanyOrders(c.Request.Context(), c.Param("id"), f)
	return listOf(list, s.bookingViewFor(c)), err
}

func (s *Server) setCompanyTerms(c *gin.Context, req termsView) (companyAccountView, error) {
	company, err := s.d.SetCompanyTerms.Handle(c.Request.Context(), currentUser(c), c.Param("id"), domain.Terms(req))
	return s.companyView(c, company, err)
}

func (s *Server) adminContractPrices(c *gin.Context, _ none) (listView[contractPriceView], error) {
	prices, err := s.d.Companies.CompanyPrices(c.Request.Context(), c.Param("id"))
	return viewContractPrices(prices), err
}

func (s *Server) putContractPrices(c *gin.Context, req contractPricesRequest) (listView[contractPriceView], error) {
	lines := make([]app.PriceBySKU, len(req.Prices))
	for i, p := range req.Prices {
		lines[i] = app.PriceBySKU(p)
	}
	prices, err := s.d.SetContractPrices.Handle(c.Request.Context(), currentUser(c), c.Param("id"), lines)
	return viewContractPrices(prices), err
}
