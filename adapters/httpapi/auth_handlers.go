package httpapi

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/palletshop/pallet/domain"
)

type signUpRequest struct {
	Name     string `json:"name"`
	Email    string `json:"email"`
	Password string `json:"password"`
}

type logInRequest struct {
	Email    string `json:"email"`
	Password string `json:"password"`
}

type sessionView struct {
	Token string   `json:"token"`
	User  userView `json:"user"`
}

var errLocalSignInOff = domain.Errorf(domain.CodeNotFound, "Email and password sign-in is not used by this shop")

func (s *Server) signUp(c *gin.Context) {
	var req signUpRequest
	if err := s.decodeAuth(c, &req, &req.Email); err != nil {
		abortAuth(c, err)
		return
	}
	token, u, err := s.d.Accounts.SignUp(c.Request.Context(), domain.SignUpInput(req))
	s.countAuthFailure(c, req.Email, err, domain.CodeConflict)
	if err == nil {
		s.d.VerifyEmail.Send(c.Request.Context(), u, s.d.Config.SiteURL())
	}
	respond(c, http.StatusCreated, sessionView{Token: token, User: viewUser(u)}, err)
}

func (s *Server) logIn(c *gin.Context) {
	var req logInRequest
	if err := s.decodeAuth(c, &req, &req.Email); err != nil {
		abortAuth(c, err)
		return
	}
	token, u, err := s.d.Accounts.LogIn(c.Request.Context(), req.Email, req.Password)
	s.countAuthFailure(c, req.Email, err, domain.CodeUnauthorized)
	respond(c, http.StatusOK, sessionView{Token: token, User: viewUser(u)}, err)
}

// decodeAuth decodes a sign-in form and refuses a client with too many
// recent failures (see auth_limits.go).
func (s *Server) decodeAuth(c *gin.Context, dst any, email *string) error {
	if s.d.Accounts == nil {
		return errLocalSignInOff
	}
	if err := decodeJSON(c, dst); err != nil {
		return err
	}
	return s.limits.authBlocked(c.ClientIP(), domain.NormalizeEmail(*email))
}

// countAuthFailure counts err against the client when it is the failure a
// guesser provokes: a wrong password, or an email that is already taken.
func (s *Server) countAuthFailure(c *gin.Context, email string, err error, failure domain.Code) {
	if domain.IsCode(err, failure) {
		s.limits.authFailed(c.ClientIP(), domain.NormalizeEmail(email))
	}
}

func abortAuth(c *gin.Context, err error) {
	if domain.IsCode(err, domain.CodeTooManyRequests) {
		abortLimited(c, err)
		return
	}
	abortWithError(c, err)
}

func (s *Server) logOut(c *gin.Context) {
	if s.d.Accounts != nil {
		if err := s.d.Accounts.LogOut(c.Request.Context(), bearerToken(c)); err != nil {
			abortWithError(c, err)
			return
		}
	}
	c.Status(http.StatusNoContent)
}

func (s *Server) getMe(c *gin.Context) { c.JSON(http.StatusOK, viewUser(currentUser(c))) }

type profileRequest struct {
	Name     *string `json:"name,omitempty"`
	PhotoURL *string `json:"photoUrl,omitempty"`
}

func (s *Server) patchMe(c *gin.Context) {
	var req profileRequest
	if err := decodeJSON(c, &req); err != nil {
		abortWithError(c, err)
		return
	}
	u, err := s.d.UpdateProfile.Handle(c.Request.Context(), currentUser(c), domain.ProfileChange(req))
	respond(c, http.StatusOK, viewUser(u), err)
}
