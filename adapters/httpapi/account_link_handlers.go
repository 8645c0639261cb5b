package httpapi

import (
	"github.com/gin-gonic/gin"

	"github.com/palletshop/pallet/domain"
)

// Reset mail is limited per address as well as per client, so nobody can
// flood one inbox; past the limit the answer stays 202 and nothing is sent.
var resetMailPerEmail = rateRule{name: "password-reset-email", perMinute: 0.2, burst: 3, message: "Too many reset links for this address."}

// A signed-in account asks for its own verification link, so the limit is
// per account and, unlike the reset form, says when it is reached.
var verifyMailPerAccount = rateRule{name: "verify-email-account", perMinute: 0.2, burst: 3, message: "We have sent several links already. Please check your inbox, or wait a few minutes and ask again."}

var errAlreadyVerified = domain.Errorf(domain.CodeConflict, "Your email address is already verified")

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

type resetLinkCheck struct {
	Token string `json:"token"`
}

// requestPasswordReset answers 202 whether or not the address has an
// account, so the form can't be used to find customers.
func (s *Server) requestPasswordReset(c *gin.Context, req passwordResetRequest) (none, error) {
	email := domain.NormalizeEmail(req.Email)
	if s.limits.allow(resetMailPerEmail, email) == nil {
		if err := s.d.RequestPasswordReset.Handle(c.Request.Context(), email, s.d.Config.SiteURL()); err != nil {
			requestLogger(c).ErrorContext(c.Request.Context(), "password reset mail not queued", "err", err)
		}
	}
	return none{}, nil
}

func (s *Server) confirmPasswordReset(c *gin.Context, req passwordResetConfirmation) (none, error) {
	return none{}, s.d.ResetPassword.Handle(c.Request.Context(), req.Token, req.Password)
}

// checkPasswordReset answers 204 while a reset link works, and the link's
// error once it is spent or expired, so the page doesn't offer a dead form.
func (s *Server) checkPasswordReset(c *gin.Context, req resetLinkCheck) (none, error) {
	return none{}, s.d.ResetPassword.Check(c.Request.Context(), req.Token)
}

func (s *Server) verifyEmail(c *gin.Context, req verifyEmailRequest) (none, error) {
	_, err := s.d.VerifyEmail.Confirm(c.Request.Context(), req.Token, s.d.Config.SiteURL())
	return none{}, err
}

// resendVerification mails the signed-in local account a new link to
// confirm its address, for a buyer whose first link was lost or ran out.
func (s *Server) resendVerification(c *gin.Context, _ none) (none, error) {
	u := currentUser(c)
	err := s.checkResendVerification(u)
	if err == nil {
		err = s.limits.allow(verifyMailPerAccount, u.ID)
	}
	if err != nil {
		return none{}, err
	}
	s.d.VerifyEmail.Send(c.Request.Context(), u, s.d.Config.SiteURL())
	return none{}, nil
}

func (s *Server) checkResendVerification(u domain.User) error {
	switch {
	case s.d.Accounts == nil:
		return errLocalSignInOff
	case u.EmailVerified:
		return errAlreadyVerified
	}
	return nil
}

// decodeLocal decodes a form of the built-in sign-in, which exists only
// with local accounts.
func (s *Server) decodeLocal(c *gin.Context, dst any) error {
	if s.d.Accounts == nil {
		return errLocalSignInOff
	}
	return decodeJSON(c, dst)
}
