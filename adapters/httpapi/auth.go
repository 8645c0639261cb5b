package httpapi

import (
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/palletshop/pallet/domain"
)

const userKey = "pallet.user"

// bearerToken returns the token from "Authorization: Bearer <token>".
func bearerToken(c *gin.Context) string {
	h := c.GetHeader("Authorization")
	if len(h) > 7 && strings.EqualFold(h[:7], "bearer ") {
		return strings.TrimSpace(h[7:])
	}
	return ""
}

// requireUser lets only signed-in callers through.
func (s *Server) requireUser(c *gin.Context) {
	u, err := s.d.Authenticate.Handle(c.Request.Context(), bearerToken(c))
	if err != nil {
		abortWithError(c, err)
		return
	}
	c.Set(userKey, u)
	c.Set(loggerKey, requestLogger(c).With("user_id", u.ID))
	c.Next()
}

// requireAdmin lets only admins through; it runs after requireUser.
func (s *Server) requireAdmin(c *gin.Context) {
	if !currentUser(c).IsAdmin() {
		abortWithError(c, domain.ErrForbidden)
		return
	}
	c.Next()
}

func currentUser(c *gin.Context) domain.User {
	u, _ := c.Get(userKey)
	user, _ := u.(domain.User)
	return user
}
