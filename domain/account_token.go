package domain

import "time"

// Account token purposes.
const (
	TokenPasswordReset = "password-reset"
	TokenVerifyEmail   = "verify-email"
	// TokenCompanyInvitation is an invitation's link; its hash is kept on
	// the invitation itself (CompanyAccount.Invitations).
	TokenCompanyInvitation = "company-invitation"
)

// AccountToken is a single-use link token, kept only as its hash.
type AccountToken struct {
	Hash      string
	UserID    string
	Purpose   string
	ExpiresAt time.Time
}

// ErrBadAccountToken answers a token that is unknown, used or expired.
var ErrBadAccountToken = InvalidField("token", "This link is invalid or has expired. Please ask for a new one.")
