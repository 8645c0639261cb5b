package memory

import (
	"context"
	"encoding/json"
	"slices"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// appendAuditLocked keeps the entries of the trail on ctx; the caller holds
// the write lock and has just saved the change they describe.
func (s *Store) appendAuditLocked(ctx context.Context) {
	for _, e := range ports.AuditTrailFrom(ctx).Entries() {
		s.audit = append(s.audit, storedAuditEntry(e))
	}
}

// storedAuditEntry mirrors the real stores, which keep before and after as
// JSON: numbers come back as float64.
func storedAuditEntry(e domain.AuditEntry) domain.AuditEntry {
	e.At = stored(e.At)
	e.Before, e.After = jsonRoundTrip(e.Before), jsonRoundTrip(e.After)
	return e
}

func jsonRoundTrip(m map[string]any) map[string]any {
	if m == nil {
		return nil
	}
	raw, err := json.Marshal(m)
	if err != nil {
		return m
	}
	var out map[string]any
	if json.Unmarshal(raw, &out) != nil {
		return m
	}
	return out
}

// audited runs write under the write lock and, only if it succeeds, keeps
// the audit trail on ctx with it. Every write an admin action uses goes
// through here.
func audited[T any](ctx context.Context, s *Store, write func() (T, error)) (T, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	v, err := write()
	if err != nil {
		return v, err
	}
	s.appendAuditLocked(ctx)
	return v, nil
}

// auditedErr is audited for writes that return only an error.
func auditedErr(ctx context.Context, s *Store, write func() error) error {
	_, err := audited(ctx, s, func() (struct{}, error) { return struct{}{}, write() })
	return err
}

// ListAudit filters by actor and action, newest first.
func (s *Store) ListAudit(_ context.Context, f domain.AuditFilter) (domain.Page[domain.AuditEntry], error) {
	s.mu.RLock()
	matches := make([]domain.AuditEntry, 0, len(s.audit))
	for i := len(s.audit) - 1; i >= 0; i-- { // later entries first among equal times
		e := s.audit[i]
		if (f.Actor == "" || e.Actor == f.Actor) && (f.Action == "" || e.Action == f.Action) {
			matches = append(matches, storedAuditEntry(e))
		}
	}
	s.mu.RUnlock()
	slices.SortStableFunc(matches, func(a, b domain.AuditEntry) int { return b.At.Compare(a.At) })
	return pageOf(matches, f.PageRequest), nil
}
