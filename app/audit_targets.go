package app

import (
	"context"
	"strings"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// auditTargets names what an audit entry changed as staff know it: a
// product by its name and part number, an order or a quote by its
// reference, a return by its number, a user by their email, a category by
// its name, a company by its name (and a member or invitation by the email). The entry's own fields answer first (a deleted product's name
// is in them); otherwise the object is looked up as it is now.
type auditTargets struct {
	products ports.ProductRepository
	users    ports.BuyerRepository // users, and the companies they buy for
}

func (t auditTargets) label(ctx context.Context, e domain.AuditEntry) string {
	kind, _, _ := strings.Cut(e.Action, ".")
	switch kind {
	case "product":
		if e.Target == importTarget {
			return "The catalogue"
		}
		return t.productLabel(ctx, e)
	case "booking":
		return "Order #" + domain.ShortReference(e.Target)
	case "quote":
		return "Quote #" + domain.ShortReference(e.Target)
	case "return":
		if number := auditField(e, "number"); number != "" {
			return "Return " + number
		}
		if order := auditField(e, "order"); order != "" { // a request, saved before its number was given
			return "Return for order #" + order
		}
	case "user":
		if email := auditField(e, "email"); email != "" {
			return email
		}
		if u, err := t.users.GetUser(ctx, e.Target); err == nil {
			return u.Email
		}
	case "category":
		if name := auditField(e, "name"); name != "" {
			return name
		}
	case "company":
		return t.companyLabel(ctx, e)
	}
	return ""
}

// companyLabel names a company entry's target: the order an approver
// decided, the member or invitation by its email, else the company.
func (t auditTargets) companyLabel(ctx context.Context, e domain.AuditEntry) string {
	switch e.Action {
	case domain.AuditCompanyApprove, domain.AuditCompanyReject:
		return "Order #" + domain.ShortReference(e.Target)
	}
	if email := auditField(e, "email"); email != "" {
		return email
	}
	if name := auditField(e, "name"); name != "" {
		return name
	}
	if c, err := t.users.GetCompany(ctx, e.Target); err == nil {
		return c.Name
	}
	return ""
}

func (t auditTargets) productLabel(ctx context.Context, e domain.AuditEntry) string {
	name, sku := auditField(e, "name"), auditField(e, "sku")
	if name == "" {
		p, err := t.products.GetProduct(ctx, e.Target)
		if err != nil {
			return ""
		}
		name, sku = p.Name, p.SKU
	}
	if sku == "" {
		return name
	}
	return name + " (" + sku + ")"
}

// auditField is a text field of the entry, as it is after the change or,
// for a deletion, as it was.
func auditField(e domain.AuditEntry, field string) string {
	for _, fields := range []map[string]any{e.After, e.Before} {
		if s, ok := fields[field].(string); ok && s != "" {
			return s
		}
	}
	return ""
}
