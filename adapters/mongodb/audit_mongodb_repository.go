package mongodb

import (
	"context"
	"encoding/json"
	"time"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// auditDoc is one entry of the append-only audit log. Before and After are
// JSON objects as text (absent when there are none), read back as every
// store reads them; Seq orders entries of one instant by insertion.
type auditDoc struct {
	ID     string        `bson:"_id"`
	At     time.Time     `bson:"at"`
	Seq    bson.ObjectID `bson:"seq"`
	Actor  string        `bson:"actor"`
	Action string        `bson:"action"`
	Target string        `bson:"target"`
	Before string        `bson:"before,omitempty"`
	After  string        `bson:"after,omitempty"`
}

func newAuditDoc(e domain.AuditEntry) (auditDoc, error) {
	before, err := encodeAuditFields(e.Before)
	if err != nil {
		return auditDoc{}, err
	}
	after, err := encodeAuditFields(e.After)
	return auditDoc{ID: e.ID, At: storedTime(e.At), Seq: bson.NewObjectID(), Actor: e.Actor, Action: e.Action,
		Target: e.Target, Before: before, After: after}, err
}

func encodeAuditFields(fields map[string]any) (string, error) {
	if fields == nil {
		return "", nil
	}
	raw, err := json.Marshal(fields)
	return string(raw), err
}

func decodeAuditFields(raw string) map[string]any {
	var fields map[string]any
	if raw != "" && json.Unmarshal([]byte(raw), &fields) != nil {
		return map[string]any{"unreadable": raw}
	}
	return fields
}

func (d auditDoc) entity() domain.AuditEntry {
	return domain.AuditEntry{ID: d.ID, At: d.At.UTC(), Actor: d.Actor, Action: d.Action, Target: d.Target,
		Before: decodeAuditFields(d.Before), After: decodeAuditFields(d.After)}
}

// audited runs write and then inserts the audit trail on ctx, only if write
// succeeded. Every write an admin action uses goes through here. On a
// replica set both happen in one transaction. Without transactions the
// entries are inserted right after the change: a crash or a lost connection
// in between keeps the change without its entries, and the caller gets the
// error.
func (s *Store) audited(ctx context.Context, write func(ctx context.Context) error) error {
	return s.inTransaction(ctx, func(ctx context.Context) error {
		if err := write(ctx); err != nil {
			return err
		}
		return s.writeAuditTrail(ctx)
	})
}

func (s *Store) writeAuditTrail(ctx context.Context) error {
	entries := ports.AuditTrailFrom(ctx).Entries()
	if len(entries) == 0 {
		return nil
	}
	docs := make([]any, len(entries))
	for i, e := range entries {
		d, err := newAuditDoc(e)
		if err != nil {
			return err
		}
		docs[i] = d
	}
	_, err := s.audit.InsertMany(ctx, docs)
	return storeErr(err)
}

// ListAudit filters by actor and action, newest first.
func (s *Store) ListAudit(ctx context.Context, f domain.AuditFilter) (domain.Page[domain.AuditEntry], error) {
	filter := bson.D{}
	if f.Actor != "" {
		filter = append(filter, bson.E{Key: "actor", Value: f.Actor})
	}
	if f.Action != "" {
		filter = append(filter, bson.E{Key: "action", Value: f.Action})
	}
	newestEntry := bson.D{{Key: "at", Value: -1}, {Key: "seq", Value: -1}}
	return listPage[domain.AuditEntry, auditDoc](ctx, s.audit, filter, newestEntry, f.PageRequest)
}

// auditIndexes serve the log's newest-first listing, alone or by actor or action.
func auditIndexes() []mongo.IndexModel {
	newestOf := func(field string) bson.D {
		return bson.D{{Key: field, Value: 1}, {Key: "at", Value: -1}, {Key: "seq", Value: -1}}
	}
	return []mongo.IndexModel{
		plain(bson.D{{Key: "at", Value: -1}, {Key: "seq", Value: -1}}),
		plain(newestOf("actor")), plain(newestOf("action")),
	}
}
