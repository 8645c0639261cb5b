package domain

import (
	"strings"
	"time"
)

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
	// Invitations are the open ones; a used or withdrawn one is gone.
	Invitations []CompanyInvitation
	// Outbox holds mail the change causes, written by the store in the same
	// step that saves the company; it is never read back.
	Outbox    []Mail
	CreatedAt time.Time
	UpdatedAt time.Time
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
// token is made as account tokens are (NewAccountToken), and kept as its hash.
type CompanyInvitation struct {
	ID                 string
	CompanyID          string
	Email              string
	Role               CompanyRole
	SpendingLimitCents *int64
	InvitedBy          string // the inviting admin's email
	CreatedAt          time.Time
	ExpiresAt          time.Time
	TokenHash          string // the hash of its link's token
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

// Company errors, in the contract's words.
var (
	ErrCompanyNeedsAdmin        = Errorf(CodeConflict, "A company needs an admin")
	ErrAlreadyInCompany         = Errorf(CodeConflict, "You are already in a company")
	ErrNotInCompany             = Errorf(CodeNotFound, "You are not in a company")
	ErrCompanyAdminsOnly        = Errorf(CodeForbidden, "Only your company's admins can do this")
	ErrNoSuchMember             = Errorf(CodeNotFound, "No such member")
	ErrNoSuchInvitation         = Errorf(CodeNotFound, "This invitation is no longer open")
	ErrVerifyBeforeJoin         = Errorf(CodeForbidden, "Confirm your email address first")
	ErrInvitationForSomeoneElse = Errorf(CodeForbidden, "This invitation is for another email address")
	ErrPONumberRequired         = InvalidField("poNumber", "Your company asks for a PO number")
)

// CompanyInvitationTTL is how long an invitation's link works.
const CompanyInvitationTTL = 7 * 24 * time.Hour

// MaxOpenInvitations bounds a company's open invitations.
const MaxOpenInvitations = 100

// CompanyDetails are what a company admin edits; nil fields stay.
type CompanyDetails struct {
	Name           *string
	VATID          *string
	BillingAddress *string
	PORequired     *bool
}

// NewCompanyAccount founds a company with founder as its admin.
func NewCompanyAccount(name, vatID, billingAddress string, founder User, now time.Time) (CompanyAccount, error) {
	c := CompanyAccount{ID: NewID(), CreatedAt: now, UpdatedAt: now, Terms: Terms{NetDays: 30},
		Members: []CompanyMember{{UserID: founder.ID, Email: founder.Email, Name: founder.Name, Role: CompanyAdmin, JoinedAt: now}}}
	if err := c.Edit(CompanyDetails{Name: &name, VATID: &vatID, BillingAddress: &billingAddress}, now); err != nil {
		return CompanyAccount{}, err
	}
	return c, nil
}

// Edit changes the details d names, checked as the profile's are.
func (c *CompanyAccount) Edit(d CompanyDetails, now time.Time) error {
	errs := FieldErrors{}
	if d.Name != nil {
		CheckText(errs, "name", *d.Name, "Name is Required", MaxShortTextLen)
	}
	if d.VATID != nil {
		CheckOptionalText(errs, "vatId", *d.VATID, MaxVATIDLen)
	}
	if d.BillingAddress != nil {
		CheckOptionalText(errs, "billingAddress", *d.BillingAddress, MaxAddressLen)
	}
	if err := errs.Err("name", "vatId", "billingAddress"); err != nil {
		return err
	}
	setTrimmed(&c.Name, d.Name)
	setTrimmed(&c.VATID, d.VATID)
	setTrimmed(&c.BillingAddress, d.BillingAddress)
	if d.PORequired != nil {
		c.PORequired = *d.PORequired
	}
	c.UpdatedAt = now
	return nil
}

func setTrimmed(dst *string, v *string) {
	if v != nil {
		*dst = strings.TrimSpace(*v)
	}
}

// Member finds a member by user id.
func (c CompanyAccount) Member(userID string) (CompanyMember, bool) {
	for _, m := range c.Members {
		if m.UserID == userID {
			return m, true
		}
	}
	return CompanyMember{}, false
}

func (c CompanyAccount) memberIndex(userID string) int {
	for i, m := range c.Members {
		if m.UserID == userID {
			return i
		}
	}
	return -1
}

// hasAdmin reports whether some member is an admin.
func (c CompanyAccount) hasAdmin() bool {
	for _, m := range c.Members {
		if m.Role == CompanyAdmin {
			return true
		}
	}
	return false
}

// Approvers are the emails of the members who approve orders.
func (c CompanyAccount) Approvers() []string {
	var out []string
	for _, m := range c.Members {
		if m.Role.SeesEveryOrder() {
			out = append(out, m.Email)
		}
	}
	return out
}

// MemberChange changes a member's role or limit; a nil field stays, and
// ClearLimit removes the limit.
type MemberChange struct {
	Role               *CompanyRole
	SpendingLimitCents *int64
	ClearLimit         bool
}

// ChangeMember applies ch; the company must keep an admin.
func (c *CompanyAccount) ChangeMember(userID string, ch MemberChange, now time.Time) (before, after CompanyMember, err error) {
	i := c.memberIndex(userID)
	if i < 0 {
		return CompanyMember{}, CompanyMember{}, ErrNoSuchMember
	}
	before = c.Members[i]
	m := before
	if ch.Role != nil {
		m.Role = *ch.Role
	}
	if ch.ClearLimit {
		m.SpendingLimitCents = nil
	} else if ch.SpendingLimitCents != nil {
		if err := checkSpendingLimit(*ch.SpendingLimitCents); err != nil {
			return before, before, err
		}
		limit := *ch.SpendingLimitCents
		m.SpendingLimitCents = &limit
	}
	c.Members[i] = m
	if !c.hasAdmin() {
		c.Members[i] = before
		return before, before, ErrCompanyNeedsAdmin
	}
	c.UpdatedAt = now
	return before, m, nil
}

// RemoveMember takes a member out; the company must keep an admin.
func (c *CompanyAccount) RemoveMember(userID string, now time.Time) (CompanyMember, error) {
	i := c.memberIndex(userID)
	if i < 0 {
		return CompanyMember{}, ErrNoSuchMember
	}
	removed := c.Members[i]
	rest := append(append([]CompanyMember(nil), c.Members[:i]...), c.Members[i+1:]...)
	if !(CompanyAccount{Members: rest}).hasAdmin() {
		return CompanyMember{}, ErrCompanyNeedsAdmin
	}
	c.Members = rest
	c.UpdatedAt = now
	return removed, nil
}

func checkSpendingLimit(cents int64) error {
	if cents < 0 || cents > MaxSpendingLimitCents {
		return InvalidField("spendingLimitCents", "Enter a spending limit of 0 or more, up to "+itoa(MaxSpendingLimitCents/100)+" in whole units")
	}
	return nil
}

// NeedsApproval reports whether an order of totalCents by this member
// needs an admin's or approver's approval.
func (m CompanyMember) NeedsApproval(totalCents int64) bool {
	return m.SpendingLimitCents != nil && totalCents > *m.SpendingLimitCents
}

// BillTo is the company as its documents print it.
func (c CompanyAccount) BillTo(email string) BillTo {
	return BillTo{Name: c.Name, VATID: c.VATID, Address: c.BillingAddress, Email: email}
}

// CompanyFilter finds companies by name, VAT id or a member's email.
type CompanyFilter struct {
	Query string
	PageRequest
}
