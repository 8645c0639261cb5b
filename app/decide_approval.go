package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// DecideApproval approves or rejects a member's order that waits for
// approval (the company's admins and approvers, never the order's buyer).
// The store changes the booking atomically, so of two approvers deciding at
// once one wins and the other is told the order is decided; a rejection
// gives the stock back in that step. The buyer is mailed either way.
type DecideApproval struct {
	bookings  ports.BookingRepository
	companies ports.CompanyRepository
	limits    BookingLimits
	letters   Letters
	now       Clock
	// backorders, when set, offers waiting stock to an order approved on
	// invoice terms: it may ship from then on (domain Booking.CanShip).
	backorders *FillBackorders
}

func NewDecideApproval(bookings ports.BookingRepository, companies ports.CompanyRepository, limits BookingLimits,
	letters Letters, now Clock) *DecideApproval {
	return &DecideApproval{bookings: bookings, companies: companies, limits: limits, letters: letters, now: now}
}

// FillBackordersWith offers waiting stock to an order approved on terms.
func (h *DecideApproval) FillBackordersWith(f *FillBackorders) { h.backorders = f }

// Approve lets the order go on: unpaid (to pay by card, its reservation
// renewed from now) or invoiced on the company's terms, when its
// backorders may claim the stock waiting.
func (h *DecideApproval) Approve(ctx context.Context, actor domain.User, bookingID string) (domain.Booking, error) {
	b, err := h.approve(ctx, actor, bookingID)
	if err != nil || !h.backorders.forBooking(ctx, b) {
		return b, err
	}
	return h.bookings.GetBooking(ctx, b.ID)
}

func (h *DecideApproval) approve(ctx context.Context, actor domain.User, bookingID string) (domain.Booking, error) {
	company, err := h.approvable(ctx, actor, bookingID)
	if err != nil {
		return domain.Booking{}, err
	}
	ctx, audit := withAdminAudit(ctx, actor, h.now)
	return h.bookings.UpdateBooking(ctx, bookingID, func(b *domain.Booking) error {
		now := h.now()
		if err := b.Approve(actor.ID, actor.Email, now); err != nil {
			return err
		}
		if b.PaymentMethod == domain.PaymentInvoice {
			parties := domain.DocumentParties{Seller: h.letters.Shop, Buyer: company.BillTo(b.UserEmail)}
			b.OnInvoiceTerms(company.Terms.NetDays, now, parties)
		} else {
			b.ExpiresAt = now.Add(h.limits.ReservationTTL)
		}
		b.Outbox = append(b.Outbox, h.letters.orderApproved(*b, actor.Email, now))
		audit.record(domain.AuditCompanyApprove, b.ID, bookingStatus(domain.StatusPendingApproval), bookingStatus(b.Status))
		return nil
	})
}

// Reject ends the order with the approver's reason; its stock goes back.
func (h *DecideApproval) Reject(ctx context.Context, actor domain.User, bookingID, reason string) (domain.Booking, error) {
	if _, err := h.approvable(ctx, actor, bookingID); err != nil {
		return domain.Booking{}, err
	}
	ctx, audit := withAdminAudit(ctx, actor, h.now)
	return h.bookings.UpdateBooking(ctx, bookingID, func(b *domain.Booking) error {
		now := h.now()
		if err := b.Reject(actor.ID, actor.Email, reason, now); err != nil {
			return err
		}
		b.Outbox = append(b.Outbox, h.letters.orderRejected(*b, actor.Email, now))
		audit.record(domain.AuditCompanyReject, b.ID, bookingStatus(domain.StatusPendingApproval),
			map[string]any{"status": string(b.Status), "reason": b.RejectionReason})
		return nil
	})
}

// approvable is the company of the booking when actor approves its orders:
// the order's own buyer is refused (403); anyone who can't see it gets 404.
func (h *DecideApproval) approvable(ctx context.Context, actor domain.User, bookingID string) (domain.CompanyAccount, error) {
	b, err := h.bookings.GetBooking(ctx, bookingID)
	if err != nil {
		return domain.CompanyAccount{}, err
	}
	if b.UserID == actor.ID && b.Company.ID != "" {
		return domain.CompanyAccount{}, domain.ErrOwnOrderApproval
	}
	c, m, err := memberOf(ctx, h.companies, actor)
	if err != nil || c.ID != b.Company.ID || !m.Role.SeesEveryOrder() {
		return domain.CompanyAccount{}, domain.NotFound("Booking")
	}
	return c, nil
}
