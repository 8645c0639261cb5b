package contracttest

import (
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

const concurrentRefunds = 20

// refundNow starts and completes one refund in a single save, as a refund
// that needs no gateway does.
func refundNow(in domain.RefundInput, now time.Time) func(*domain.Booking) error {
	return func(b *domain.Booking) error {
		r, err := b.StartRefund(in, "admin", now)
		if err != nil {
			return err
		}
		_, err = b.CompleteRefund(r.ID, "admin", now)
		return err
	}
}

func (s suite) testRefunds(t *testing.T) {
	t.Run("PaidAt is kept", func(t *testing.T) {
		sh := s.newShop(t, 1000)
		b := sh.place(t, 100, at(1))
		assert.True(t, sh.get(t, b.ID).PaidAt.IsZero(), "unpaid")
		sh.update(t, b.ID, payAndInvoice(at(2)))
		got := sh.get(t, b.ID)
		assert.True(t, got.PaidAt.Equal(at(2)), "paid at %v", got.PaidAt)
		assertUTC(t, got.PaidAt)
	})

	t.Run("refunds are kept with their own credit note numbers", func(t *testing.T) {
		sh := s.newShop(t, 1000)
		b := sh.place(t, 100, at(1))
		sh.update(t, b.ID, payAndInvoice(at(2)))
		line := domain.RefundInput{Lines: []domain.RefundLine{{ProductID: sh.product.ID, Quantity: 10}}, Reason: "Damaged"}
		first := sh.update(t, b.ID, refundNow(line, at(3)))
		require.Len(t, first.Refunds, 1)
		assert.Equal(t, "CN-2024-000001", first.Refunds[0].CreditNoteNumber, "UpdateBooking returns the number")
		second := sh.update(t, b.ID, refundNow(domain.RefundInput{AmountCents: 500, Reason: "Return RMA-2024-000001", ReturnID: "ret-1"}, at(4)))
		assert.Equal(t, "CN-2024-000002", second.Refunds[1].CreditNoteNumber)

		got := sh.get(t, b.ID)
		assert.Equal(t, second.Refunds, got.Refunds, "every field read back as saved")
		assert.Equal(t, domain.StatusPartiallyRefunded, got.Status)
		r := got.Refunds[0]
		assert.Equal(t, []domain.RefundLine{{ProductID: sh.product.ID, Quantity: 10, AmountCents: 10 * sh.product.PriceCents}}, r.Lines)
		assert.Equal(t, "Damaged", r.Reason)
		assert.Equal(t, domain.RefundDone, r.Status)
		assert.True(t, r.CreditedAt.Equal(at(3)))
		assert.Equal(t, "ret-1", got.Refunds[1].ReturnID)
		assert.Equal(t, int64(900), sh.stock(t), "refunds move money only")
	})

	t.Run("a full refund gives back only the pieces that did not ship", func(t *testing.T) {
		sh := s.newShop(t, 1000)
		b := sh.place(t, 100, at(1))
		sh.update(t, b.ID, payAndInvoice(at(2)))
		sh.update(t, b.ID, func(v *domain.Booking) error {
			_, err := v.AddShipment(domain.ShipmentInput{Lines: []domain.ShipmentLine{{ProductID: sh.product.ID, Quantity: 40}}}, "admin", at(3))
			return err
		})
		refunded := sh.update(t, b.ID, func(v *domain.Booking) error { return refundNow(v.RestToRefund(""), at(4))(v) })
		assert.Equal(t, domain.StatusRefunded, refunded.Status)
		assert.Equal(t, int64(960), sh.stock(t), "the 60 pieces still on the shelf come back, the 40 shipped don't")
	})

	t.Run("an unsettled refund is kept, spoken for, and completes when retried", func(t *testing.T) {
		sh := s.newShop(t, 1000)
		b := sh.place(t, 100, at(1))
		sh.update(t, b.ID, payAndInvoice(at(2)))
		in := domain.RefundInput{AmountCents: 500, Reason: "Scratched"}
		var started domain.Refund
		sh.update(t, b.ID, func(v *domain.Booking) (err error) { started, err = v.StartRefund(in, "admin", at(3)); return err })
		sh.update(t, b.ID, func(v *domain.Booking) error { return v.UnsettleRefund(started.ID) })
		got := sh.get(t, b.ID)
		require.Len(t, got.Refunds, 1)
		assert.Equal(t, domain.RefundUnsettled, got.Refunds[0].Status)
		assert.Equal(t, b.TotalPriceCents-500, got.RefundableCents())
		done := sh.update(t, b.ID, refundNow(in, at(4)))
		require.Len(t, done.Refunds, 1)
		assert.Equal(t, started.ID, done.Refunds[0].ID)
		assert.Equal(t, domain.RefundDone, done.Refunds[0].Status)
	})

	t.Run("two refunds past what was paid: exactly one wins", s.testRefundCap)
	t.Run("concurrent refunds get credit note numbers without gaps", s.testConcurrentCreditNotes)
}

func (s suite) testRefundCap(t *testing.T) {
	s.skipUnlessAtomic(t)
	sh := s.newShop(t, 1000)
	b := sh.place(t, 100, at(1))
	paid := sh.update(t, b.ID, payAndInvoice(at(2)))
	share := paid.TotalPriceCents*6/10 + 1
	var won, refused atomic.Int32
	startTogether(2, func(i int) {
		_, err := sh.store.UpdateBooking(ctx(t), b.ID, func(v *domain.Booking) error {
			_, err := v.StartRefund(domain.RefundInput{AmountCents: share, Reason: "Goodwill"}, "admin", at(3+i))
			return err
		})
		switch {
		case err == nil:
			won.Add(1)
		case domain.IsCode(err, domain.CodeConflict):
			refused.Add(1)
		default:
			t.Errorf("unexpected error: %v", err)
		}
	})
	assert.Equal(t, int32(1), won.Load())
	assert.Equal(t, int32(1), refused.Load())
	got := sh.get(t, b.ID)
	require.Len(t, got.Refunds, 1)
	assert.Equal(t, paid.TotalPriceCents-share, got.RefundableCents())
}

func (s suite) testConcurrentCreditNotes(t *testing.T) {
	s.skipUnlessAtomic(t)
	sh := s.newShop(t, 10*concurrentRefunds)
	booked := make([]domain.Booking, concurrentRefunds)
	for i := range booked {
		booked[i] = sh.place(t, 10, at(i))
		sh.update(t, booked[i].ID, payAndInvoice(at(50+i)))
	}
	var mu sync.Mutex
	numbers := []string{}
	startTogether(concurrentRefunds, func(i int) {
		b, err := sh.store.UpdateBooking(ctx(t), booked[i].ID, refundNow(domain.RefundInput{AmountCents: 100, Reason: "Goodwill"}, at(100+i)))
		if !assert.NoError(t, err) {
			return
		}
		mu.Lock()
		defer mu.Unlock()
		numbers = append(numbers, b.Refunds[0].CreditNoteNumber)
	})
	want := make([]string, concurrentRefunds)
	for i := range want {
		want[i] = domain.DocumentNumber(domain.CreditNotePrefix, 2024, i+1)
	}
	slices.Sort(numbers)
	assert.Equal(t, want, numbers, "CN-2024-000001 to 000020, each once")
	for _, b := range booked {
		assert.Contains(t, want, sh.get(t, b.ID).Refunds[0].CreditNoteNumber, "the number was saved with the refund")
	}
}
