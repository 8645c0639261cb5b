package ports

import (
	"context"
	"sync"

	"github.com/palletshop/pallet/domain"
)

// AuditTrail collects the audit entries of one admin change. A use case
// puts a trail on the context of its store write and records entries inside
// the write's update function (where before and after are known); the store
// writes whatever the trail holds in the same transaction as the change, and
// nothing if the change is not saved.
type AuditTrail struct {
	mu      sync.Mutex
	entries []domain.AuditEntry
	index   map[auditKey]int // entries' positions by action and target: an import records 100,000
}

type auditKey struct{ action, target string }

type auditTrailKey struct{}

// WithAuditTrail returns ctx carrying a new, empty trail.
func WithAuditTrail(ctx context.Context) (context.Context, *AuditTrail) {
	t := &AuditTrail{}
	return context.WithValue(ctx, auditTrailKey{}, t), t
}

// AuditTrailFrom is the trail on ctx, or nil.
func AuditTrailFrom(ctx context.Context) *AuditTrail {
	t, _ := ctx.Value(auditTrailKey{}).(*AuditTrail)
	return t
}

// Record adds an entry. An update function may run more than once (a store
// retrying a conflict), so recording replaces entries of the same action
// and target rather than adding a second.
func (t *AuditTrail) Record(e domain.AuditEntry) {
	t.mu.Lock()
	defer t.mu.Unlock()
	key := auditKey{e.Action, e.Target}
	if i, ok := t.index[key]; ok {
		t.entries[i] = e
		return
	}
	if t.index == nil {
		t.index = map[auditKey]int{}
	}
	t.index[key] = len(t.entries)
	t.entries = append(t.entries, e)
}

// Entries are the recorded entries, for the store to write.
func (t *AuditTrail) Entries() []domain.AuditEntry {
	if t == nil {
		return nil
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	return append([]domain.AuditEntry(nil), t.entries...)
}
