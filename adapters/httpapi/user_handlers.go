package httpapi

import (
	"github.com/gin-gonic/gin"

	"github.com/palletshop/pallet/domain"
)

func (s *Server) listUsers(c *gin.Context, q userQuery) (listView[userView], error) {
	users, err := s.d.Users.List(c.Request.Context(), domain.UserFilter{Query: q.Q, PageRequest: q.request()})
	return listOf(users, viewUser), err
}

type roleRequest struct {
	Role string `json:"role" enum:"admin,customer"`
}

func (s *Server) setUserRole(c *gin.Context, req roleRequest) (userView, error) {
	role, ok := domain.ParseRole(req.Role)
	if !ok {
		return userView{}, invalid("role", "Role must be admin or customer")
	}
	u, err := s.d.SetUserRole.Handle(c.Request.Context(), currentUser(c), c.Param("id"), role)
	return viewUser(u), err
}

func (s *Server) removeUser(c *gin.Context, _ none) (none, error) {
	return none{}, s.d.RemoveUser.Handle(c.Request.Context(), currentUser(c), c.Param("id"))
}
