package httpapi

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/palletshop/pallet/domain"
)

func (s *Server) getCompany(c *gin.Context) {
	c.JSON(http.StatusOK, companyView(currentUser(c).Company))
}

func (s *Server) putCompany(c *gin.Context) {
	var req companyView
	if err := decodeJSON(c, &req); err != nil {
		abortWithError(c, err)
		return
	}
	company, err := s.d.UpdateCompany.Handle(c.Request.Context(), currentUser(c), domain.Company(req))
	respond(c, http.StatusOK, companyView(company), err)
}

func (s *Server) listAddresses(c *gin.Context) {
	list, err := s.d.Addresses.Mine(c.Request.Context(), currentUser(c))
	respond(c, http.StatusOK, viewAddresses(list), err)
}

type addressRequest struct {
	Label   string `json:"label"`
	Address string `json:"address"`
	Phone   string `json:"phone"`
}

func (s *Server) addAddress(c *gin.Context) {
	var req addressRequest
	if err := decodeJSON(c, &req); err != nil {
		abortWithError(c, err)
		return
	}
	a, err := s.d.AddAddress.Handle(c.Request.Context(), currentUser(c), req.Label, req.Address, req.Phone)
	respond(c, http.StatusCreated, viewAddress(a), err)
}

func (s *Server) deleteAddress(c *gin.Context) {
	respondNoContent(c, s.d.DeleteAddress.Handle(c.Request.Context(), currentUser(c), c.Param("id")))
}

func (s *Server) setUserTerms(c *gin.Context) {
	var req termsView
	if err := decodeJSON(c, &req); err != nil {
		abortWithError(c, err)
		return
	}
	u, err := s.d.SetUserTerms.Handle(c.Request.Context(), currentUser(c), c.Param("id"), domain.Terms(req))
	respond(c, http.StatusOK, viewUser(u), err)
}
