package app

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

func TestAuditEntriesNameTheirTargetsAsStaffKnowThem(t *testing.T) {
	f := newOrderFixture(t)
	targets := auditTargets{products: f.store, users: f.store}
	company, err := domain.NewCompanyAccount("Northwind Traders", "GB123456789", "1 Dock Rd", f.buyer, fixedNow)
	require.NoError(t, err)
	require.NoError(t, f.store.CreateCompany(context.Background(), company))
	entry := func(action, target string, before, after map[string]any) domain.AuditEntry {
		return domain.NewAuditEntry("admin@example.com", action, target, before, after, fixedNow)
	}
	for _, c := range []struct {
		want string
		e    domain.AuditEntry
	}{
		{"Test SSD (" + f.product.SKU + ")", entry(domain.AuditProductEdit, f.product.ID, map[string]any{"stock": 5}, map[string]any{"stock": 7})},
		{"Old HDD (HD-1)", entry(domain.AuditProductDelete, domain.NewID(), map[string]any{"name": "Old HDD", "sku": "HD-1"}, nil)},
		{"New SSD (SSD-9)", entry(domain.AuditProductImport, domain.NewID(), nil, map[string]any{"name": "New SSD", "sku": "SSD-9"})},
		{"The catalogue", entry(domain.AuditProductImport, importTarget, nil, map[string]any{"created": 3})},
		{"Order #0000ABCD", entry(domain.AuditBookingShip, "65f0c0ffee0000000000abcd", nil, nil)},
		{"Quote #C0FFEE12", entry(domain.AuditQuoteOffer, "65f0c0ffee000000c0ffee12", nil, nil)},
		{"buyer@example.com", entry(domain.AuditUserRole, f.buyer.ID, map[string]any{"role": "customer"}, map[string]any{"role": "admin"})},
		{"gone@example.com", entry(domain.AuditUserRemove, domain.NewID(), map[string]any{"email": "gone@example.com"}, nil)},
		{"SSDs", entry(domain.AuditCategorySave, "ssds", nil, map[string]any{"name": "SSDs"})},
		{"Northwind Traders", entry(domain.AuditCompanyTerms, company.ID, map[string]any{"netDays": 0}, map[string]any{"netDays": 30})},
		{"Northwind Traders", entry(domain.AuditCompanyCreate, domain.NewID(), nil, map[string]any{"name": "Northwind Traders"})},
		{"member@example.com", entry(domain.AuditCompanyMember, domain.NewID(), map[string]any{"email": "member@example.com", "role": "buyer"}, nil)},
		{"Order #0000ABCD", entry(domain.AuditCompanyApprove, "65f0c0ffee0000000000abcd", nil, nil)},
		{"", entry(domain.AuditMessageDelete, "m1", nil, nil)},
		{"", entry(domain.AuditProductEdit, "no-such-id", map[string]any{"stock": 1}, map[string]any{"stock": 2})},
	} {
		assert.Equal(t, c.want, targets.label(context.Background(), c.e), c.e.Action+" "+c.e.Target)
	}
}
