package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// Inbox is the admins' view of contact messages: list, mark read, delete.
type Inbox struct{ messages ports.MessageRepository }

func NewInbox(messages ports.MessageRepository) *Inbox { return &Inbox{messages: messages} }

func (h *Inbox) List(ctx context.Context, page domain.PageRequest) (domain.Page[domain.ContactMessage], error) {
	return h.messages.ListMessages(ctx, page.Normalize())
}

func (h *Inbox) MarkRead(ctx context.Context, id string, read bool) (domain.ContactMessage, error) {
	return h.messages.UpdateMessage(ctx, id, func(m *domain.ContactMessage) error {
		m.Read = read
		return nil
	})
}

func (h *Inbox) Delete(ctx context.Context, id string) error {
	return h.messages.DeleteMessage(ctx, id)
}
