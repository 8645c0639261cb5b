package app

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// fakeRenderer draws a document as one line naming it and its parties.
type fakeRenderer struct{}

func (fakeRenderer) InvoicePDF(b domain.Booking) ([]byte, error) {
	return []byte("invoice " + b.InvoiceNumber + " to " + b.Parties.Buyer.Name + " from " + b.Parties.Seller.Name), nil
}

func (fakeRenderer) CreditNotePDF(b domain.Booking) ([]byte, error) {
	return []byte("credit note " + b.CreditNoteNumber), nil
}

func (fakeRenderer) RefundCreditNotePDF(b domain.Booking, r domain.Refund) ([]byte, error) {
	return []byte("credit note " + r.CreditNoteNumber + " to " + b.Parties.Buyer.Name + " from " + b.Parties.Seller.Name), nil
}

func (fakeRenderer) QuotePDF(q domain.Quote, parties domain.DocumentParties) ([]byte, error) {
	return []byte("quote " + domain.ShortReference(q.ID) + " to " + parties.Buyer.Name), nil
}

// fakeMailer keeps what it sends, or fails with err.
type fakeMailer struct {
	err  error
	sent []domain.Mail
	atts [][]ports.Attachment
}

func (m *fakeMailer) Send(_ context.Context, mail domain.Mail, atts []ports.Attachment) error {
	if m.err != nil {
		return m.err
	}
	m.sent, m.atts = append(m.sent, mail), append(m.atts, atts)
	return nil
}

func (f *orderFixture) documents() *BookingDocuments {
	return NewBookingDocuments(f.store, f.store, fakeRenderer{}, testLetters.Shop)
}

func (f *orderFixture) invoicedBooking(t *testing.T) domain.Booking {
	t.Helper()
	_, err := f.store.UpdateUser(context.Background(), f.buyer.ID, func(u *domain.User) error {
		u.Company = domain.Company{Name: "Dock Traders BV"}
		return nil
	})
	require.NoError(t, err)
	b := f.paidBooking(t)
	b, err = f.store.UpdateBooking(context.Background(), b.ID, f.invoice(t))
	require.NoError(t, err)
	return b
}

// invoice issues the invoice as paying does, naming the buyer as they are now.
func (f *orderFixture) invoice(t *testing.T) func(*domain.Booking) error {
	t.Helper()
	buyer, err := f.store.GetUser(context.Background(), f.buyer.ID)
	require.NoError(t, err)
	return func(b *domain.Booking) error {
		b.Invoice(fixedNow, domain.PartiesOf(testLetters.Shop, buyer, *b))
		return nil
	}
}

func TestTheInvoiceIsRenderedForItsBuyerAndAdminsOnly(t *testing.T) {
	f := newOrderFixture(t)
	unpaid := f.placeBooking(t, 100)
	_, err := f.documents().Download(context.Background(), f.buyer, unpaid.ID, domain.AttachInvoice)
	assert.EqualError(t, err, "not_found: Invoice not found", "no invoice before payment")

	b := f.invoicedBooking(t)
	pdf, err := f.documents().Download(context.Background(), f.buyer, b.ID, domain.AttachInvoice)
	require.NoError(t, err)
	assert.Equal(t, ports.Attachment{Name: "INV-2026-000001.pdf", ContentType: "application/pdf",
		Data: []byte("invoice INV-2026-000001 to Dock Traders BV from Pallet Trade")}, pdf)
	_, err = f.documents().Download(context.Background(), refundAdmin, b.ID, domain.AttachInvoice)
	require.NoError(t, err)
	stranger := domain.User{ID: domain.NewID(), Email: "x@example.com", Role: domain.RoleCustomer}
	_, err = f.documents().Download(context.Background(), stranger, b.ID, domain.AttachInvoice)
	assert.EqualError(t, err, "not_found: Booking not found")
	_, err = f.documents().Download(context.Background(), f.buyer, b.ID, domain.AttachCreditNote)
	assert.EqualError(t, err, "not_found: Credit note not found")
}

func TestTheWorkerSendsDueMailWithItsAttachmentsOnce(t *testing.T) {
	f := newOrderFixture(t)
	b := f.invoicedBooking(t)
	m := testLetters.paymentReceived(b, fixedNow)
	require.NoError(t, f.store.EnqueueMail(context.Background(), m))
	mailer := &fakeMailer{}
	h := NewDeliverMail(f.store, mailer, f.documents(), quietLog(), fixedClock())

	n, err := h.Handle(context.Background())
	require.NoError(t, err)
	assert.Equal(t, 2, n, "the order's confirmation and its receipt")
	require.Len(t, mailer.sent, 2)
	for i, sent := range mailer.sent {
		if sent.Subject == m.Subject {
			require.Len(t, mailer.atts[i], 1)
			assert.Equal(t, "INV-2026-000001.pdf", mailer.atts[i][0].Name)
		} else {
			assert.Empty(t, mailer.atts[i])
		}
	}

	n, err = NewDeliverMail(f.store, mailer, f.documents(), quietLog(), func() time.Time { return fixedNow.Add(time.Hour) }).Handle(context.Background())
	require.NoError(t, err)
	assert.Zero(t, n, "sent mail is never sent again")
}

func TestAFailedSendIsRetriedAfterTheBackoff(t *testing.T) {
	f := newOrderFixture(t)
	m := testLetters.shipped(f.placeBooking(t, 100), fixedNow)
	require.NoError(t, f.store.EnqueueMail(context.Background(), m))
	down := &fakeMailer{err: errors.New("smtp: connection refused")}

	n, err := NewDeliverMail(f.store, down, f.documents(), quietLog(), fixedClock()).Handle(context.Background())
	require.NoError(t, err)
	assert.Zero(t, n)
	early, err := f.store.ClaimMail(context.Background(), fixedNow.Add(29*time.Second), time.Minute, 10)
	require.NoError(t, err)
	assert.Empty(t, early, "released only after the first backoff (30 s)")

	up := &fakeMailer{}
	n, err = NewDeliverMail(f.store, up, f.documents(), quietLog(), func() time.Time { return fixedNow.Add(30 * time.Second) }).Handle(context.Background())
	require.NoError(t, err)
	assert.Equal(t, 2, n, "the order's confirmation and the shipping notice")
	require.Len(t, up.sent, 2)
	for _, sent := range up.sent {
		assert.Equal(t, 1, sent.Attempts)
		assert.Equal(t, "smtp: connection refused", sent.LastError)
	}
}

func TestMailWhoseDocumentIsMissingWaitsForARetry(t *testing.T) {
	f := newOrderFixture(t)
	m := testLetters.paymentReceived(f.placeBooking(t, 100), fixedNow) // no invoice was issued
	require.NoError(t, f.store.EnqueueMail(context.Background(), m))
	mailer := &fakeMailer{}
	_, err := NewDeliverMail(f.store, mailer, f.documents(), quietLog(), fixedClock()).Handle(context.Background())
	require.NoError(t, err)
	for _, sent := range mailer.sent {
		assert.NotEqual(t, m.Subject, sent.Subject, "never sent without its attachment")
	}
	retry := mailTo(t, f.store, f.buyer.Email, "Payment received")
	assert.Equal(t, 1, retry.Attempts)
	assert.Equal(t, "not_found: Invoice not found", retry.LastError)
}

func TestLowStockIsMailedToEveryAdminOncePerCrossing(t *testing.T) {
	f := newOrderFixture(t)
	admin := domain.User{ID: domain.NewID(), Email: "ops@example.com", Role: domain.RoleAdmin, CreatedAt: fixedNow}
	require.NoError(t, f.store.CreateUser(context.Background(), admin))
	_, err := f.store.UpdateProduct(context.Background(), f.product.ID, func(p *domain.Product) error {
		p.LowStockThreshold = 1000 // stock is 1000
		return nil
	})
	require.NoError(t, err)
	h := NewAlertLowStock(f.store, f.store, f.store, testLetters, quietLog(), fixedClock())

	n, err := h.Handle(context.Background())
	require.NoError(t, err)
	assert.Equal(t, 1, n)
	m := mailTo(t, f.store, "ops@example.com", "Low stock: Test SSD")
	assert.Contains(t, m.Text, "is down to 1000 pieces, at or below its low-stock level of 1000")
	n, err = h.Handle(context.Background())
	require.NoError(t, err)
	assert.Zero(t, n, "the same crossing is mailed once")
}

func TestAProductShortOfOneMinimumOrderIsMailedAsLowWithoutALevel(t *testing.T) {
	f := newOrderFixture(t)
	admin := domain.User{ID: domain.NewID(), Email: "ops@example.com", Role: domain.RoleAdmin, CreatedAt: fixedNow}
	require.NoError(t, f.store.CreateUser(context.Background(), admin))
	_, err := f.store.UpdateProduct(context.Background(), f.product.ID, func(p *domain.Product) error {
		p.Stock, p.MinOrderQuantity = 8, 10
		return nil
	})
	require.NoError(t, err)

	n, err := NewAlertLowStock(f.store, f.store, f.store, testLetters, quietLog(), fixedClock()).Handle(context.Background())
	require.NoError(t, err)
	assert.Equal(t, 1, n)
	m := mailTo(t, f.store, "ops@example.com", "Low stock: Test SSD")
	assert.Contains(t, m.Text, "is down to 8 pieces, below its minimum order of 10, so buyers can't order it.")
}

// stoppingMailer sends, and the shop starts shutting down while it does.
type stoppingMailer struct {
	fakeMailer
	stop context.CancelFunc
}

func (m *stoppingMailer) Send(ctx context.Context, mail domain.Mail, atts []ports.Attachment) error {
	defer m.stop()
	return m.fakeMailer.Send(ctx, mail, atts)
}

// cancellableOutbox refuses to record on a cancelled context, as a real store does.
type cancellableOutbox struct{ ports.OutboxRepository }

func (o cancellableOutbox) MarkMailSent(ctx context.Context, id string, at time.Time) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	return o.OutboxRepository.MarkMailSent(ctx, id, at)
}

func TestMailSentAsTheShopStopsIsStillMarkedSent(t *testing.T) {
	f := newOrderFixture(t)
	require.NoError(t, f.store.EnqueueMail(context.Background(), testLetters.paymentReceived(f.paidBooking(t), fixedNow)))
	ctx, stop := context.WithCancel(context.Background())
	mailer := &stoppingMailer{stop: stop}
	_, _ = NewDeliverMail(cancellableOutbox{f.store}, mailer, f.documents(), quietLog(), fixedClock()).Handle(ctx)
	require.NotEmpty(t, mailer.sent)

	later := func() time.Time { return fixedNow.Add(time.Hour) }
	n, err := NewDeliverMail(f.store, &fakeMailer{}, f.documents(), quietLog(), later).Handle(context.Background())
	require.NoError(t, err)
	assert.Zero(t, n, "what left before the shutdown is not mailed again")
}
