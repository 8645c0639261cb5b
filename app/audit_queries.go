package app

import (
	"context"
	"strings"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// AuditQueries reads the admin audit log, newest first (admins).
type AuditQueries struct{ audit ports.AuditRepository }

func NewAuditQueries(audit ports.AuditRepository) *AuditQueries { return &AuditQueries{audit: audit} }

func (q *AuditQueries) List(ctx context.Context, f domain.AuditFilter) (domain.Page[domain.AuditEntry], error) {
	f.Actor = domain.NormalizeEmail(f.Actor)
	f.Action = strings.TrimSpace(f.Action)
	f.PageRequest = f.PageRequest.Normalize()
	return q.audit.ListAudit(ctx, f)
}
