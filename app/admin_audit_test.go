package app

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// auditOf is the one entry the store holds for action, checked for who,
// what and when.
func auditOf(t *testing.T, audit ports.AuditRepository, action, target string) domain.AuditEntry {
	t.Helper()
	page, err := audit.ListAudit(context.Background(), domain.AuditFilter{Action: action, PageRequest: domain.PageRequest{Page: 1, Limit: 10}})
	require.NoError(t, err)
	require.Len(t, page.Items, 1, "one %s entry", action)
	e := page.Items[0]
	assert.Equal(t, refundAdmin.Email, e.Actor)
	assert.Equal(t, target, e.Target)
	assert.True(t, e.At.Equal(fixedNow))
	return e
}

func noAudit(t *testing.T, audit ports.AuditRepository) {
	t.Helper()
	page, err := audit.ListAudit(context.Background(), domain.AuditFilter{PageRequest: domain.PageRequest{Page: 1, Limit: 10}})
	require.NoError(t, err)
	assert.Empty(t, page.Items)
}

func TestRoleChangeIsAudited(t *testing.T) {
	f := newOrderFixture(t)
	_, err := NewSetUserRole(f.store, fixedClock()).Handle(context.Background(), refundAdmin, f.buyer.ID, domain.RoleAdmin)
	require.NoError(t, err)

	e := auditOf(t, f.store, domain.AuditUserRole, f.buyer.ID)
	assert.Equal(t, map[string]any{"role": "customer"}, e.Before)
	assert.Equal(t, map[string]any{"role": "admin"}, e.After)
}

func TestUserRemovalIsAudited(t *testing.T) {
	f := newOrderFixture(t)
	require.NoError(t, newRemoveUser(f.store).Handle(context.Background(), refundAdmin, f.buyer.ID))

	e := auditOf(t, f.store, domain.AuditUserRemove, f.buyer.ID)
	assert.Equal(t, map[string]any{"email": "buyer@example.com", "name": "Buyer", "role": "customer"}, e.Before)
	assert.Nil(t, e.After)
}

func TestTermsChangeIsAudited(t *testing.T) {
	f := newOrderFixture(t)
	_, err := NewSetUserTerms(f.store, fixedClock()).Handle(context.Background(), refundAdmin, f.buyer.ID, domain.Terms{InvoiceTerms: true, NetDays: 30})
	require.NoError(t, err)

	e := auditOf(t, f.store, domain.AuditUserTerms, f.buyer.ID)
	assert.Equal(t, map[string]any{"invoiceTerms": false, "netDays": 0.0}, e.Before, "only the changed fields")
	assert.Equal(t, map[string]any{"invoiceTerms": true, "netDays": 30.0}, e.After)
}

func TestProductChangesAreAudited(t *testing.T) {
	f := newOrderFixture(t)
	name, brand, desc, img, price, stock := "Audit SSD", "Acme", "A drive", "/catalogue/ssd.svg", int64(1500), int64(800)
	p, err := NewAddProduct(f.store, f.store, NewPhotoLinks(&keptImages{}), fixedClock()).Handle(context.Background(), refundAdmin,
		domain.ProductInput{Name: &name, Brand: &brand, Descriptions: &desc, Img: &img, PriceCents: &price, Stock: &stock})
	require.NoError(t, err)
	created := auditOf(t, f.store, domain.AuditProductCreate, p.ID)
	assert.Nil(t, created.Before)
	assert.Equal(t, "Audit SSD", created.After["name"])
	assert.Equal(t, 1500.0, created.After["priceCents"])

	newPrice := int64(1400)
	_, err = NewEditProduct(f.store, f.store, NewPhotoLinks(&keptImages{}), fixedClock()).Handle(context.Background(), refundAdmin, p.ID, domain.ProductInput{PriceCents: &newPrice})
	require.NoError(t, err)
	edited := auditOf(t, f.store, domain.AuditProductEdit, p.ID)
	assert.Equal(t, map[string]any{"priceCents": 1500.0}, edited.Before)
	assert.Equal(t, map[string]any{"priceCents": 1400.0}, edited.After)

	require.NoError(t, NewDeleteProduct(f.store, fixedClock()).Handle(context.Background(), refundAdmin, p.ID))
	deleted := auditOf(t, f.store, domain.AuditProductDelete, p.ID)
	assert.Equal(t, "Audit SSD", deleted.Before["name"])
	assert.Nil(t, deleted.After)
}

func TestARefusedEditLeavesNoAuditEntry(t *testing.T) {
	f := newOrderFixture(t)
	bad := int64(-1)
	_, err := NewEditProduct(f.store, f.store, NewPhotoLinks(&keptImages{}), fixedClock()).Handle(context.Background(), refundAdmin, f.product.ID, domain.ProductInput{PriceCents: &bad})
	require.Error(t, err)
	noAudit(t, f.store)
}

func TestShipDeliverAndRefundAreAudited(t *testing.T) {
	f := newOrderFixture(t)
	b := f.paidBooking(t)
	_, err := NewShipBooking(f.store, Letters{}, fixedClock()).Handle(context.Background(), refundAdmin, b.ID, "1Z999")
	require.NoError(t, err)
	shipped := auditOf(t, f.store, domain.AuditBookingShip, b.ID)
	assert.Equal(t, map[string]any{"status": "paid", "trackingNumber": ""}, shipped.Before)
	assert.Equal(t, map[string]any{"status": "shipped", "trackingNumber": "1Z999"}, shipped.After)

	_, err = NewDeliverBooking(f.store, fixedClock()).Handle(context.Background(), refundAdmin, b.ID)
	require.NoError(t, err)
	delivered := auditOf(t, f.store, domain.AuditBookingDeliver, b.ID)
	assert.Equal(t, map[string]any{"status": "shipped"}, delivered.Before)
	assert.Equal(t, map[string]any{"status": "delivered"}, delivered.After)

	refundable := f.paidBooking(t)
	_, err = f.refund(&refundGateway{onRefund: func() error { return nil }}, refundable.ID)
	require.NoError(t, err)
	refunded := auditOf(t, f.store, domain.AuditBookingRefund, refundable.ID)
	assert.Equal(t, "paid", refunded.Before["status"])
	assert.Equal(t, "refunded", refunded.After["status"])
	assert.NotEmpty(t, refunded.After["refundId"], "each refund is audited on its own")
}

func TestARefundTheGatewayRefusesIsNotAudited(t *testing.T) {
	f := newOrderFixture(t)
	b := f.paidBooking(t)
	_, err := f.refund(&refundGateway{onRefund: func() error { return errGatewayDown }}, b.ID)
	require.Error(t, err)
	noAudit(t, f.store)
}

func TestCancelIsAuditedWhenAnAdminCancels(t *testing.T) {
	f := newOrderFixture(t)
	cancel := NewCancelBooking(f.store, f.store, &fakeGateway{}, ports.NoMetrics{}, testLetters, fixedClock())
	own := f.placeBooking(t, 100)
	_, err := cancel.Handle(context.Background(), f.buyer, own.ID)
	require.NoError(t, err)
	noAudit(t, f.store)

	b := f.placeBooking(t, 100)
	_, err = cancel.Handle(context.Background(), refundAdmin, b.ID)
	require.NoError(t, err)
	e := auditOf(t, f.store, domain.AuditBookingCancel, b.ID)
	assert.Equal(t, map[string]any{"status": "unpaid"}, e.Before)
	assert.Equal(t, map[string]any{"status": "cancelled"}, e.After)
}

func TestMarkPaidIsAudited(t *testing.T) {
	f := newCartFixture(t)
	b := f.invoicedOrder(t)
	_, err := NewMarkPaidByTransfer(f.store, testLetters, fixedClock()).Handle(context.Background(), refundAdmin, b.ID, "BANK-REF-9")
	require.NoError(t, err)

	e := auditOf(t, f.store, domain.AuditBookingMarkPaid, b.ID)
	assert.Equal(t, map[string]any{"status": "unpaid", "paidReference": ""}, e.Before)
	assert.Equal(t, map[string]any{"status": "paid", "paidReference": "BANK-REF-9"}, e.After)
}

func TestQuoteOfferIsAudited(t *testing.T) {
	f := newQuoteFixture(t)
	f.admin = refundAdmin
	q := f.offer(t, f.request(t, f.buyer).ID)

	e := auditOf(t, f.store, domain.AuditQuoteOffer, q.ID)
	assert.Equal(t, map[string]any{"status": "requested"}, e.Before)
	assert.Equal(t, map[string]any{"status": "offered", "validUntil": fixedNow.Add(7 * 24 * time.Hour).Format(time.RFC3339),
		"price " + f.product.SKU: 2000.0, "price " + f.other.SKU: 3500.0}, e.After)
}

func TestReviewDeleteIsAudited(t *testing.T) {
	f := newOrderFixture(t)
	r := domain.Review{ID: domain.NewID(), UserID: f.buyer.ID, Name: "Buyer", Review: "Fine", Rating: 4, CreatedAt: fixedNow}
	require.NoError(t, f.store.CreateReview(context.Background(), r))
	require.NoError(t, NewDeleteReview(f.store, fixedClock()).Handle(context.Background(), refundAdmin, r.ID))

	auditOf(t, f.store, domain.AuditReviewDelete, r.ID)
}

func TestMarkingAMessageReadAndDeletingItAreAudited(t *testing.T) {
	f := newOrderFixture(t)
	m := domain.ContactMessage{ID: domain.NewID(), Email: "dana@example.com", Name: "Dana", Subject: "Pallets", Message: "Hi", CreatedAt: fixedNow}
	require.NoError(t, f.store.CreateMessage(context.Background(), m))
	inbox := NewInbox(f.store, fixedClock())

	_, err := inbox.MarkRead(context.Background(), refundAdmin, m.ID, true)
	require.NoError(t, err)
	read := auditOf(t, f.store, domain.AuditMessageRead, m.ID)
	assert.Equal(t, map[string]any{"read": false}, read.Before)
	assert.Equal(t, map[string]any{"read": true}, read.After)

	require.NoError(t, inbox.Delete(context.Background(), refundAdmin, m.ID))
	deleted := auditOf(t, f.store, domain.AuditMessageDelete, m.ID)
	assert.Equal(t, map[string]any{"email": "dana@example.com", "name": "Dana", "subject": "Pallets"}, deleted.Before)
	assert.Nil(t, deleted.After)

	assert.Equal(t, domain.CodeNotFound, domain.ErrorCode(inbox.Delete(context.Background(), refundAdmin, m.ID)))
}
