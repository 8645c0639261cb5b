package httpapi

import (
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

func (s *Server) signUp(c *gin.Context, req signUpRequest) (sessionView, error) {
	token, u, err := s.d.Accounts.SignUp(c.Request.Context(), domain.SignUpInput(req))
	s.countAuthFailure(c, req.Email, err, domain.CodeConflict)
	if err == nil {
		s.d.VerifyEmail.Send(c.Request.Context(), u, s.d.Config.SiteURL())
	}
	return sessionView{Token: token, User: viewUser(u)}, err
}

func (s *Server) logIn(c *gin.Context, req logInRequest) (sessionView, error) {
	token, u, err := s.d.Accounts.LogIn(c.Request.Context(), req.Email, req.Password)
	s.countAuthFailure(c, req.Email, err, domain.CodeUnauthorized)
	return sessionView{Token: token, User: viewUser(u)}, err
}

// signInForm is a sign-in or sign-up form, limited by its email.
type signInForm interface{ signInEmail() string }

func (r *signUpRequest) signInEmail() string { return r.Email }
func (r *logInRequest) signInEmail() string  { return r.Email }

// decodeAuth decodes a sign-in form and refuses a client with too many
// recent failures (see auth_limits.go), with a hint of when to try again.
func (s *Server) decodeAuth(c *gin.Context, dst any) error {
	if s.d.Accounts == nil {
		return errLocalSignInOff
	}
	if err := decodeJSON(c, dst); err != nil {
		return err
	}
	err := s.limits.authBlocked(c.ClientIP(), domain.NormalizeEmail(dst.(signInForm).signInEmail()))
	if err != nil {
		c.Header("Retry-After", "60")
	}
	return err
}

// countAuthFailure counts err against the client when it is the failure a
// guesser provokes: a wrong password, or an email that is already taken.
func (s *Server) countAuthFailure(c *gin.Context, email string, err error, failure domain.Code) {
	if domain.IsCode(err, failure) {
		s.limits.authFailed(c.ClientIP(), domain.NormalizeEmail(email))
	}
}

func (s *Server) logOut(c *gin.Context, _ none) (none, error) {
	if s.d.Accounts != nil {
		return none{}, s.d.Accounts.LogOut(c.Request.Context(), bearerToken(c))
	}
	return none{}, nil
}

func (s *Server) getMe(c *gin.Context, _ none) (userView, error) {
	return viewUser(currentUser(c)), nil
}

type profileRequest struct {
	Name     *string `json:"name,omitempty"`
	PhotoURL *string `json:"photoUrl,omitempty"`
}

func (s *Server) patchMe(c *gin.Context, req profileRequest) (userView, error) {
	u, err := s.d.UpdateProfile.Handle(c.Request.Context(), currentUser(c), domain.ProfileChange(req))
	return viewUser(u), err
}
