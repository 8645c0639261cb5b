package app

import (
	"context"
	"strings"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// AuditQueries reads the admin audit log, newest first (admins).
type AuditQueries struct {
	audit   ports.AuditRepository
	targets auditTargets
}

func NewAuditQueries(audit ports.AuditRepository, products ports.ProductRepository, users ports.BuyerRepository) *AuditQueries {
	return &AuditQueries{audit: audit, targets: auditTargets{products: products, users: users}}
}

// List is a page of entries, each with its target named as staff know it.
func (q *AuditQueries) List(ctx context.Context, f domain.AuditFilter) (domain.Page[domain.AuditEntry], error) {
	f.Actor = domain.NormalizeEmail(f.Actor)
	f.Action = strings.TrimSpace(f.Action)
	f.PageRequest = f.PageRequest.Normalize()
	page, err := q.audit.ListAudit(ctx, f)
	for i, e := range page.Items {
		page.Items[i].TargetLabel = q.targets.label(ctx, e)
	}
	return page, err
}
