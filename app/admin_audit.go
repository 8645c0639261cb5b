package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// adminAudit records one admin change in the audit log. withAdminAudit puts
// a trail on the context of the change's store write; record, called inside
// the write (where before and after are known), adds the entry the store
// saves together with the change.
type adminAudit struct {
	trail *ports.AuditTrail
	actor string
	now   Clock
}

func withAdminAudit(ctx context.Context, actor domain.User, now Clock) (context.Context, adminAudit) {
	ctx, trail := ports.WithAuditTrail(ctx)
	return ctx, adminAudit{trail: trail, actor: actor.Email, now: now}
}

// record notes that action changed target from before to after (only the
// fields that differ are kept).
func (a adminAudit) record(action, target string, before, after map[string]any) {
	a.trail.Record(domain.NewAuditEntry(a.actor, action, target, before, after, a.now()))
}

// bookingStatus is a booking's audited status field.
func bookingStatus(s domain.BookingStatus) map[string]any { return map[string]any{"status": string(s)} }
