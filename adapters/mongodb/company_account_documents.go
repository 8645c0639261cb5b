package mongodb

import (
	"strings"
	"time"

	"github.com/palletshop/pallet/domain"
)

// companyAccountDoc is a company account with its members and open
// invitations; NameKey sorts it by name whatever the case.
type companyAccountDoc struct {
	ID             string          `bson:"_id"`
	Name           string          `bson:"name"`
	NameKey        string          `bson:"nameKey"`
	VATID          string          `bson:"vatId"`
	BillingAddress string          `bson:"billingAddress"`
	PORequired     bool            `bson:"poRequired"`
	Terms          termsDoc        `bson:"terms"`
	Members        []memberDoc     `bson:"members"`
	Invitations    []invitationDoc `bson:"invitations"`
	CreatedAt      time.Time       `bson:"createdAt"`
	UpdatedAt      time.Time       `bson:"updatedAt"`
	Version        int64           `bson:"version"`
}

type memberDoc struct {
	UserID             string    `bson:"userId"`
	Email              string    `bson:"email"`
	Name               string    `bson:"name"`
	Role               string    `bson:"role"`
	SpendingLimitCents *int64    `bson:"spendingLimitCents"`
	JoinedAt           time.Time `bson:"joinedAt"`
}

type invitationDoc struct {
	ID                 string    `bson:"id"`
	Email              string    `bson:"email"`
	Role               string    `bson:"role"`
	SpendingLimitCents *int64    `bson:"spendingLimitCents"`
	InvitedBy          string    `bson:"invitedBy"`
	CreatedAt          time.Time `bson:"createdAt"`
	ExpiresAt          time.Time `bson:"expiresAt"`
	TokenHash          string    `bson:"tokenHash"`
}

type contractPriceDoc struct {
	ID             string `bson:"_id"` // company id and product id
	CompanyID      string `bson:"companyId"`
	ProductID      string `bson:"productId"`
	SKU            string `bson:"sku"`
	UnitPriceCents int64  `bson:"unitPriceCents"`
}

func newCompanyAccountDoc(c domain.CompanyAccount, version int64) companyAccountDoc {
	members := make([]memberDoc, len(c.Members))
	for i, m := range c.Members {
		members[i] = memberDoc{UserID: m.UserID, Email: m.Email, Name: m.Name, Role: string(m.Role),
			SpendingLimitCents: m.SpendingLimitCents, JoinedAt: storedTime(m.JoinedAt)}
	}
	invitations := make([]invitationDoc, len(c.Invitations))
	for i, inv := range c.Invitations {
		invitations[i] = invitationDoc{ID: inv.ID, Email: inv.Email, Role: string(inv.Role), SpendingLimitCents: inv.SpendingLimitCents,
			InvitedBy: inv.InvitedBy, CreatedAt: storedTime(inv.CreatedAt), ExpiresAt: storedTime(inv.ExpiresAt), TokenHash: inv.TokenHash}
	}
	return companyAccountDoc{ID: c.ID, Name: c.Name, NameKey: strings.ToLower(c.Name), VATID: c.VATID,
		BillingAddress: c.BillingAddress, PORequired: c.PORequired, Terms: termsDoc(c.Terms), Members: members,
		Invitations: invitations, CreatedAt: storedTime(c.CreatedAt), UpdatedAt: storedTime(c.UpdatedAt), Version: version}
}

func (d companyAccountDoc) revision() int64 { return d.Version }

func (d companyAccountDoc) entity() domain.CompanyAccount {
	members := make([]domain.CompanyMember, len(d.Members))
	for i, m := range d.Members {
		members[i] = domain.CompanyMember{UserID: m.UserID, Email: m.Email, Name: m.Name, Role: domain.CompanyRole(m.Role),
			SpendingLimitCents: m.SpendingLimitCents, JoinedAt: m.JoinedAt.UTC()}
	}
	invitations := make([]domain.CompanyInvitation, len(d.Invitations))
	for i, inv := range d.Invitations {
		invitations[i] = domain.CompanyInvitation{ID: inv.ID, CompanyID: d.ID, Email: inv.Email, Role: domain.CompanyRole(inv.Role),
			SpendingLimitCents: inv.SpendingLimitCents, InvitedBy: inv.InvitedBy, CreatedAt: inv.CreatedAt.UTC(),
			ExpiresAt: inv.ExpiresAt.UTC(), TokenHash: inv.TokenHash}
	}
	return domain.CompanyAccount{ID: d.ID, Name: d.Name, VATID: d.VATID, BillingAddress: d.BillingAddress,
		PORequired: d.PORequired, Terms: domain.Terms(d.Terms), Members: members, Invitations: invitations,
		CreatedAt: d.CreatedAt.UTC(), UpdatedAt: d.UpdatedAt.UTC()}
}

func (d contractPriceDoc) entity() domain.ContractPrice {
	return domain.ContractPrice{ProductID: d.ProductID, SKU: d.SKU, UnitPriceCents: d.UnitPriceCents}
}
