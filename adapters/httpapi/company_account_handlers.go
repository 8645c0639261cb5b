package httpapi

import (
	"github.com/gin-gonic/gin"

	"github.com/palletshop/pallet/domain"
)

// errNotBuilt answers the company routes whose use case is still being built.
var errNotBuilt = domain.Errorf(domain.CodeUnavailable, "Not built yet")

func (s *Server) getCompanyAccount(c *gin.Context, _ none) (companyAccountView, error) {
	return companyAccountView{}, errNotBuilt
}

func (s *Server) createCompanyAccount(c *gin.Context, req createCompanyRequest) (companyAccountView, error) {
	return companyAccountView{}, errNotBuilt
}

func (s *Server) patchCompanyAccount(c *gin.Context, req companyPatchRequest) (companyAccountView, error) {
	return companyAccountView{}, errNotBuilt
}

func (s *Server) inviteToCompany(c *gin.Context, req invitationRequest) (invitationView, error) {
	return invitationView{}, errNotBuilt
}

func (s *Server) listInvitations(c *gin.Context, _ none) (listView[invitationView], error) {
	return listView[invitationView]{}, errNotBuilt
}

func (s *Server) withdrawInvitation(c *gin.Context, _ none) (none, error) {
	return none{}, errNotBuilt
}

func (s *Server) acceptInvitation(c *gin.Context, req acceptInvitationRequest) (companyAccountView, error) {
	return companyAccountView{}, errNotBuilt
}

func (s *Server) patchCompanyMember(c *gin.Context, req memberPatchRequest) (companyAccountView, error) {
	return companyAccountView{}, errNotBuilt
}

func (s *Server) removeCompanyMember(c *gin.Context, _ none) (none, error) {
	return none{}, errNotBuilt
}

func (s *Server) companyOrders(c *gin.Context, _ none) (listView[bookingView], error) {
	return listView[bookingView]{}, errNotBuilt
}

func (s *Server) approveCompanyOrder(c *gin.Context, _ none) (bookingView, error) {
	return bookingView{}, errNotBuilt
}

func (s *Server) rejectCompanyOrder(c *gin.Context, req rejectRequest) (bookingView, error) {
	return bookingView{}, errNotBuilt
}

func (s *Server) myContractPrices(c *gin.Context, _ none) (listView[contractPriceView], error) {
	return listView[contractPriceView]{}, errNotBuilt
}

func (s *Server) adminCompanies(c *gin.Context, _ none) (listView[companyAccountView], error) {
	return listView[companyAccountView]{}, errNotBuilt
}

func (s *Server) adminCompany(c *gin.Context, _ none) (companyAccountView, error) {
	return companyAccountView{}, errNotBuilt
}

func (s *Server) adminCompanyOrders(c *gin.Context, _ none) (listView[bookingView], error) {
	return listView[bookingView]{}, errNotBuilt
}

func (s *Server) setCompanyTerms(c *gin.Context, req termsView) (companyAccountView, error) {
	return companyAccountView{}, errNotBuilt
}

func (s *Server) adminContractPrices(c *gin.Context, _ none) (listView[contractPriceView], error) {
	return listView[contractPriceView]{}, errNotBuilt
}

func (s *Server) putContractPrices(c *gin.Context, req contractPricesRequest) (listView[contractPriceView], error) {
	return listView[contractPriceView]{}, errNotBuilt
}
