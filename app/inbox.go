package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// Inbox is the admins' view of contact messages: list, mark read, delete.
// Marking and deleting are audited like every admin change.
type Inbox struct {
	messages ports.MessageRepository
	now      Clock
}

func NewInbox(messages ports.MessageRepository, now Clock) *Inbox {
	return &Inbox{messages: messages, now: now}
}

func (h *Inbox) List(ctx context.Context, page domain.PageRequest) (domain.Page[domain.ContactMessage], error) {
	return h.messages.ListMessages(ctx, page.Normalize())
}

func (h *Inbox) MarkRead(ctx context.Context, actor domain.User, id string, read bool) (domain.ContactMessage, error) {
	ctx, audit := withAdminAudit(ctx, actor, h.now)
	return h.messages.UpdateMessage(ctx, id, func(m *domain.ContactMessage) error {
		audit.record(domain.AuditMessageRead, id, map[string]any{"read": m.Read}, map[string]any{"read": read})
		m.Read = read
		return nil
	})
}

func (h *Inbox) Delete(ctx context.Context, actor domain.User, id string) error {
	m, err := h.messages.GetMessage(ctx, id)
	if err != nil {
		return err
	}
	ctx, audit := withAdminAudit(ctx, actor, h.now)
	audit.record(domain.AuditMessageDelete, id, messageAuditFields(m), nil)
	return h.messages.DeleteMessage(ctx, id)
}

// messageAuditFields are what the audit log keeps of a deleted message:
// who wrote it and about what, not the text.
func messageAuditFields(m domain.ContactMessage) map[string]any {
	return map[string]any{"email": m.Email, "name": m.Name, "subject": m.Subject}
}
