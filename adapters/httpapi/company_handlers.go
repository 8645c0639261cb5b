package httpapi

import (
	"github.com/gin-gonic/gin"

	"github.com/palletshop/pallet/domain"
)

func (s *Server) getCompany(c *gin.Context, _ none) (companyView, error) {
	return companyView(currentUser(c).Company), nil
}

func (s *Server) putCompany(c *gin.Context, req companyView) (companyView, error) {
	company, err := s.d.UpdateCompany.Handle(c.Request.Context(), currentUser(c), domain.Company(req))
	return companyView(company), err
}

func (s *Server) listAddresses(c *gin.Context, _ none) (listView[addressView], error) {
	list, err := s.d.Addresses.Mine(c.Request.Context(), currentUser(c))
	return viewAddresses(list), err
}

type addressRequest struct {
	Label   string `json:"label,omitempty"`
	Address string `json:"address"`
	Phone   string `json:"phone"`
}

func (s *Server) addAddress(c *gin.Context, req addressRequest) (addressView, error) {
	a, err := s.d.AddAddress.Handle(c.Request.Context(), currentUser(c), req.Label, req.Address, req.Phone)
	return viewAddress(a), err
}

func (s *Server) deleteAddress(c *gin.Context, _ none) (none, error) {
	return none{}, s.d.DeleteAddress.Handle(c.Request.Context(), currentUser(c), c.Param("id"))
}

// termsRequest sets a customer's terms; a field left out is false or 0.
type termsRequest struct {
	InvoiceTerms bool `json:"invoiceTerms,omitempty"`
	NetDays      int  `json:"netDays,omitempty"`
	TaxExempt    bool `json:"taxExempt,omitempty"`
}

func (s *Server) setUserTerms(c *gin.Context, req termsRequest) (userView, error) {
	u, err := s.d.SetUserTerms.Handle(c.Request.Context(), currentUser(c), c.Param("id"), domain.Terms(req))
	return viewUser(u), err
}
