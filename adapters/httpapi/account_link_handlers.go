package httpapi

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/palletshop/pallet/domain"
)

// Reset mail is limited per address as well as per client, so nobody can
// flood one inbox; past the limit the answer stays 202 and nothing is sent.
var resetMailPerEmail = rateRule{name: "password-reset-email", perMinute: 0.2, burst: 3, message: "Too many reset links for this address."}

type passwordResetRequest struct {
	Email string `json:"email"`
}

type passwordResetConfirmation struct {
	Token    string `json:"token"`
	Password string `json:"password"`
}

type verifyEmailRequest struct {
	Token string `json:"token"`
}

// requestPasswordReset answers 202 whether or not the address has an
// account, so the form can't be used to find customers.
func (s *Server) requestPasswordReset(c *gin.Context) {
	var req passwordResetRequest
	if err := s.decodeLocal(c, &req); err != nil {
		abortWithError(c, err)
		return
	}
	email := domain.NormalizeEmail(req.Email)
	if s.limits.allow(resetMailPerEmail, email) == nil {
		if err := s.d.RequestPasswordReset.Handle(c.Request.Context(), email, s.d.Config.SiteURL()); err != nil {
			requestLogger(c).ErrorContext(c.Request.Context(), "password reset mail not queued", "err", err)
		}
	}
	c.Status(http.StatusAccepted)
}

func (s *Server) confirmPasswordReset(c *gin.Context) {
	var req passwordResetConfirmation
	if err := s.decodeLocal(c, &req); err != nil {
		abortWithError(c, err)
		return
	}
	respondNoContent(c, s.d.ResetPassword.Handle(c.Request.Context(), req.Token, req.Password))
}

func (s *Server) verifyEmail(c *gin.Context) {
	var req verifyEmailRequest
	if err := s.decodeLocal(c, &req); err != nil {
		abortWithError(c, err)
		return
	}
	_, err := s.d.VerifyEmail.Confirm(c.Request.Context(), req.Token)
	respondNoContent(c, err)
}

// decodeLocal decodes a form of the built-in sign-in, which exists only
// with local accounts.
func (s *Server) decodeLocal(c *gin.Context, dst any) error {
	if s.d.Accounts == nil {
		return errLocalSignInOff
	}
	return decodeJSON(c, dst)
}
