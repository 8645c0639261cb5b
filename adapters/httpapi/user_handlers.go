package httpapi

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/palletshop/pallet/domain"
)

func (s *Server) listUsers(c *gin.Context) {
	page, err := pageParams(c)
	if err != nil {
		abortWithError(c, err)
		return
	}
	q, err := searchParam(c)
	if err != nil {
		abortWithError(c, err)
		return
	}
	users, err := s.d.Users.List(c.Request.Context(), domain.UserFilter{Query: q, PageRequest: page})
	respond(c, http.StatusOK, listOf(users, viewUser), err)
}

type roleRequest struct {
	Role string `json:"role" enum:"admin,customer"`
}

func (s *Server) setUserRole(c *gin.Context) {
	var req roleRequest
	if err := decodeJSON(c, &req); err != nil {
		abortWithError(c, err)
		return
	}
	role, ok := domain.ParseRole(req.Role)
	if !ok {
		abortWithError(c, invalid("role", "Role must be admin or customer"))
		return
	}
	u, err := s.d.SetUserRole.Handle(c.Request.Context(), currentUser(c), c.Param("id"), role)
	respond(c, http.StatusOK, viewUser(u), err)
}

func (s *Server) removeUser(c *gin.Context) {
	respondNoContent(c, s.d.RemoveUser.Handle(c.Request.Context(), currentUser(c), c.Param("id")))
}
