package domain

import "time"

// CompanyAccount is a business that buys through several members, sharing
// its details, terms, contract prices and orders (api-companies.md). It is
// not the per-user Company profile, which a buyer in no company keeps.
type CompanyAccount struct {
	ID             string
	Name           string
	VATID          string
	BillingAddress string
	PORequired     bool
	Terms          Terms
	Members        []CompanyMember // in order of joining
	CreatedAt      time.Time
	UpdatedAt      time.Time
}

// CompanyMember is one user's place in a company.
type CompanyMember struct {
	UserID string
	Email  string
	Name   string
	Role   CompanyRole
	// SpendingLimitCents: an order above it needs approval; nil means no limit.
	SpendingLimitCents *int64
	JoinedAt           time.Time
}

// CompanyInvitation is an open invitation to join a company; its link's
// token is an account token of purpose TokenCompanyInvitation.
type CompanyInvitation struct {
	ID                 string
	CompanyID          string
	Email              string
	Role               CompanyRole
	SpendingLimitCents *int64
	InvitedBy          string // the inviting admin's email
	CreatedAt          time.Time
	ExpiresAt          time.Time
}

// ContractPrice is a unit price a company agreed for one product.
type ContractPrice struct {
	ProductID      string
	SKU            string
	UnitPriceCents int64
}

// BookingCompany names the company a member's booking was placed for.
type BookingCompany struct {
	ID   string
	Name string
}
