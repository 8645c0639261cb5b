package domain

import (
	"strings"
	"time"
)

// Role values; administrators are marked "admin".
type Role string

const (
	RoleCustomer Role = "customer"
	RoleAdmin    Role = "admin"
)

// ParseRole accepts only the two known roles.
func ParseRole(s string) (Role, bool) {
	switch Role(s) {
	case RoleCustomer, RoleAdmin:
		return Role(s), true
	}
	return "", false
}

// User is a shop account. Email is stored normalised. AuthSubject is the
// outside identity provider's id for the account (the Firebase uid); once
// set, only that identity signs in as this user. Local accounts leave it empty.
type User struct {
	ID          string
	Email       string
	Name        string
	PhotoURL    string
	Role        Role
	AuthSubject string
	// EmailVerified: the buyer proved they own Email (a local verification
	// link, or a verified identity from the provider).
	EmailVerified bool
	Company       Company
	Terms         Terms
	CreatedAt     time.Time
	UpdatedAt     time.Time
	// Membership is the user's place in a company account, when signed in
	// as a member (app.Authenticate sets it; stores neither read nor keep it).
	Membership *Membership
}

// Membership is a member's company, as it stood when they signed in, and
// their own place in it.
type Membership struct {
	Company CompanyAccount
	Member  CompanyMember
}

// BuyingTerms are the terms the user's orders follow: their company's for
// a member, else their own (api-b2b.md).
func (u User) BuyingTerms() Terms {
	if u.Membership != nil {
		return u.Membership.Company.Terms
	}
	return u.Terms
}

// CompanyRole is the user's role in their company; "" in none.
func (u User) CompanyRole() CompanyRole {
	if u.Membership == nil {
		return ""
	}
	return u.Membership.Member.Role
}

// IsAdmin reports whether the user administers the shop.
func (u User) IsAdmin() bool { return u.Role == RoleAdmin }

// BindAuthSubject links the account to an outside identity. An account
// already linked to another identity is never taken over.
func (u *User) BindAuthSubject(subject string) error {
	if u.AuthSubject != "" && u.AuthSubject != subject {
		return ErrLinkedToAnotherSignIn
	}
	u.AuthSubject = subject
	return nil
}

// ProfileChange is an edit of a user's own profile; nil fields stay as they are.
type ProfileChange struct {
	Name     *string
	PhotoURL *string
}

// Validate checks the change with the messages users see (docs/product.md).
func (c ProfileChange) Validate() error {
	errs := FieldErrors{}
	if c.Name != nil {
		CheckText(errs, "name", *c.Name, "Name is Required", MaxNameLen)
	}
	if c.PhotoURL != nil && strings.TrimSpace(*c.PhotoURL) != "" {
		CheckImageURL(errs, "photoUrl", *c.PhotoURL, "Photo url is Required")
	}
	return errs.Err("name", "photoUrl")
}

// Apply writes the change onto u.
func (c ProfileChange) Apply(u *User) {
	if c.Name != nil {
		u.Name = strings.TrimSpace(*c.Name)
	}
	if c.PhotoURL != nil {
		u.PhotoURL = strings.TrimSpace(*c.PhotoURL)
	}
}

// SignUpInput is the local sign-up form.
type SignUpInput struct {
	Name     string
	Email    string
	Password string
}

// Validate uses the sign-up messages users see (docs/product.md).
func (in SignUpInput) Validate() error {
	errs := FieldErrors{}
	CheckText(errs, "name", in.Name, "Name is Required", MaxNameLen)
	CheckEmail(errs, "email", NormalizeEmail(in.Email))
	CheckPassword(errs, in.Password)
	return errs.Err("name", "email", "password")
}

// CheckPassword applies the password rules: required, MinPasswordLen to MaxPasswordLen bytes.
func CheckPassword(errs FieldErrors, password string) {
	switch {
	case password == "":
		errs.Add("password", "Password is Required")
	case len(password) < MinPasswordLen:
		errs.Add("password", "Must be 6 characters or longer")
	case len(password) > MaxPasswordLen:
		errs.Add("password", "Must be at most 128 characters")
	}
}

// ErrBadCredentials is the one message for any failed login.
var ErrBadCredentials = &Error{Code: CodeUnauthorized, Message: "Incorrect email or password"}

// ErrEmailTaken is returned when signing up with a known email.
var ErrEmailTaken = &Error{Code: CodeConflict, Message: "An account with this email already exists", Fields: map[string]string{"email": "An account with this email already exists"}}

// ErrLinkedToAnotherSignIn refuses an outside identity whose email belongs to
// an account linked to a different identity.
var ErrLinkedToAnotherSignIn = &Error{Code: CodeUnauthorized, Message: "An account with this email address already signs in with a different login"}

// ErrVerifyEmailFirst refuses an outside identity whose email is not verified
// when an account with that email exists: anyone can claim an unverified address.
var ErrVerifyEmailFirst = &Error{Code: CodeForbidden, Message: "Verify your email address before signing in to this account"}

// ErrAuthSubjectTaken is a store's answer when another account is already
// linked to the same outside identity.
var ErrAuthSubjectTaken = &Error{Code: CodeConflict, Message: "This login is already linked to another account"}
