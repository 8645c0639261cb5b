package httpapi

import (
	"bytes"
	"encoding/json"
	"time"

	"github.com/swaggest/jsonschema-go"

	"github.com/palletshop/pallet/domain"
)

// companyAccountView is a company account (api-companies.md); the per-user
// profile of /api/me/company stays companyView.
type companyAccountView struct {
	ID             string              `json:"id"`
	Name           string              `json:"name"`
	VATID          string              `json:"vatId"`
	BillingAddress string              `json:"billingAddress"`
	PORequired     bool                `json:"poRequired"`
	Terms          termsView           `json:"terms"`
	Members        []companyMemberView `json:"members"`
	// MyRole is the caller's role; the shop's admins, who are no member, get none.
	MyRole    domain.CompanyRole `json:"myRole,omitempty"`
	CreatedAt time.Time          `json:"createdAt"`
}

type companyMemberView struct {
	UserID             string             `json:"userId"`
	Email              string             `json:"email"`
	Name               string             `json:"name"`
	Role               domain.CompanyRole `json:"role"`
	SpendingLimitCents *int64             `json:"spendingLimitCents"`
	JoinedAt           time.Time          `json:"joinedAt"`
}

// viewCompanyAccount shows c to the user whose id is viewer.
func viewCompanyAccount(c domain.CompanyAccount, viewer string) companyAccountView {
	members := make([]companyMemberView, len(c.Members))
	var mine domain.CompanyRole
	for i, m := range c.Members {
		members[i] = companyMemberView{UserID: m.UserID, Email: m.Email, Name: m.Name, Role: m.Role,
			SpendingLimitCents: m.SpendingLimitCents, JoinedAt: m.JoinedAt}
		if m.UserID == viewer {
			mine = m.Role
		}
	}
	return companyAccountView{ID: c.ID, Name: c.Name, VATID: c.VATID, BillingAddress: c.BillingAddress,
		PORequired: c.PORequired, Terms: termsView(c.Terms), Members: members, MyRole: mine, CreatedAt: c.CreatedAt}
}

type createCompanyRequest struct {
	Name           string `json:"name"`
	VATID          string `json:"vatId,omitempty"`
	BillingAddress string `json:"billingAddress,omitempty"`
}

// companyPatchRequest changes the fields it names.
type companyPatchRequest struct {
	Name           *string `json:"name,omitempty" nullable:"false"`
	VATID          *string `json:"vatId,omitempty" nullable:"false"`
	BillingAddress *string `json:"billingAddress,omitempty" nullable:"false"`
	PORequired     *bool   `json:"poRequired,omitempty" nullable:"false"`
}

type invitationRequest struct {
	Email              string             `json:"email"`
	Role               domain.CompanyRole `json:"role"`
	SpendingLimitCents *int64             `json:"spendingLimitCents,omitempty"`
}

type invitationView struct {
	ID                 string             `json:"id"`
	Email              string             `json:"email"`
	Role               domain.CompanyRole `json:"role"`
	SpendingLimitCents *int64             `json:"spendingLimitCents"`
	InvitedBy          string             `json:"invitedBy"`
	CreatedAt          time.Time          `json:"createdAt"`
	ExpiresAt          time.Time          `json:"expiresAt"`
}

func viewInvitation(inv domain.CompanyInvitation) invitationView {
	return invitationView{ID: inv.ID, Email: inv.Email, Role: inv.Role, SpendingLimitCents: inv.SpendingLimitCents,
		InvitedBy: inv.InvitedBy, CreatedAt: inv.CreatedAt, ExpiresAt: inv.ExpiresAt}
}

type acceptInvitationRequest struct {
	Token string `json:"token"`
}

// memberPatchRequest changes a member's role or limit; a null limit clears it.
type memberPatchRequest struct {
	Role               *domain.CompanyRole `json:"role,omitempty" nullable:"false"`
	SpendingLimitCents optionalCents       `json:"spendingLimitCents,omitempty"`
}

// optionalCents tells a field that was left out from one sent as null.
type optionalCents struct {
	Set   bool
	Cents *int64
}

func (o *optionalCents) UnmarshalJSON(data []byte) error {
	o.Set = true
	if bytes.Equal(bytes.TrimSpace(data), []byte("null")) {
		o.Cents = nil
		return nil
	}
	var cents int64
	if err := json.Unmarshal(data, &cents); err != nil {
		return err
	}
	o.Cents = &cents
	return nil
}

// JSONSchema documents the field as cents or null.
func (optionalCents) JSONSchema() (jsonschema.Schema, error) {
	var s jsonschema.Schema
	s.WithType(*(&jsonschema.Type{}).WithSliceOfSimpleTypeValues(jsonschema.Integer, jsonschema.Null))
	s.WithMinimum(0)
	s.WithDescription("Cents; null clears the limit")
	return s, nil
}

type rejectRequest struct {
	Reason string `json:"reason"`
}

type contractPriceView struct {
	ProductID      string `json:"productId"`
	SKU            string `json:"sku"`
	UnitPriceCents int64  `json:"unitPriceCents"`
}

// viewContractPrices lists a company's prices in the list shape, on one page.
func viewContractPrices(prices []domain.ContractPrice) listView[contractPriceView] {
	items := make([]contractPriceView, len(prices))
	for i, p := range prices {
		items[i] = contractPriceView(p)
	}
	return listView[contractPriceView]{Items: items, Total: len(items), Page: 1, Limit: domain.MaxContractPrices}
}

type contractPriceLine struct {
	SKU            string `json:"sku"`
	UnitPriceCents int64  `json:"unitPriceCents"`
}

type contractPricesRequest struct {
	Prices []contractPriceLine `json:"prices"`
}

// bookingCompanyView names the company a member's order was placed for.
type bookingCompanyView struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

func viewBookingCompany(c domain.BookingCompany) *bookingCompanyView {
	if c.ID == "" {
		return nil
	}
	return &bookingCompanyView{ID: c.ID, Name: c.Name}
}

type companyQuery struct {
	Q string `query:"q" description:"A company name, VAT id or a member's email containing it, in any case"`
	pageQuery
}
