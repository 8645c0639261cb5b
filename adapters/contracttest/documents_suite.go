package contracttest

import (
	"errors"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const concurrentInvoices = 50

// payAndInvoice is what paying by card with an invoice asked for does.
func payAndInvoice(now time.Time) func(*domain.Booking) error {
	return func(b *domain.Booking) error {
		if _, err := b.MarkPaid("txn_"+b.ID, "stripe", now); err != nil {
			return err
		}
		b.Invoice(now, issuedParties)
		return nil
	}
}

func refundAndCredit(now time.Time) func(*domain.Booking) error {
	return func(b *domain.Booking) error {
		if err := b.BeginRefund("admin", now); err != nil {
			return err
		}
		if err := b.Refund("admin", now); err != nil {
			return err
		}
		b.IssueCreditNote(now)
		return nil
	}
}

func (s suite) testDocuments(t *testing.T) {
	t.Run("invoices and credit notes are numbered from their own counters", func(t *testing.T) {
		sh := s.newShop(t, 1000)
		first, second := sh.place(t, 100, at(1)), sh.place(t, 100, at(2))
		assert.Empty(t, sh.get(t, first.ID).InvoiceNumber, "no number before an invoice is asked for")

		paid := sh.update(t, first.ID, payAndInvoice(at(3)))
		assert.Equal(t, "INV-2024-000001", paid.InvoiceNumber, "UpdateBooking returns the number")
		assert.Equal(t, "INV-2024-000001", sh.get(t, first.ID).InvoiceNumber)
		assert.Equal(t, "INV-2024-000002", sh.update(t, second.ID, payAndInvoice(at(4))).InvoiceNumber)

		credited := sh.update(t, first.ID, refundAndCredit(at(5)))
		assert.Equal(t, "CN-2024-000001", credited.CreditNoteNumber)
		assert.Equal(t, "INV-2024-000001", credited.InvoiceNumber, "the invoice keeps its number")
		assert.Equal(t, "CN-2024-000002", sh.update(t, second.ID, refundAndCredit(at(6))).CreditNoteNumber)
	})

	t.Run("a booking placed on invoice terms is numbered as it is placed", func(t *testing.T) {
		sh := s.newShop(t, 1000)
		b := newBooking(sh.product, sh.buyer, 100, at(1))
		b.OnInvoiceTerms(30, at(1), issuedParties)
		b.TaxRate, b.PaidReference = 2050, "not yet"
		require.NoError(t, sh.store.PlaceBooking(ctx(t), b, domain.OrderRules{}))

		got := sh.get(t, b.ID)
		want := b
		want.InvoiceNumber = "INV-2024-000001"
		assertSameBooking(t, want, got)
		assert.True(t, got.DueDate.Equal(at(1).AddDate(0, 0, 30)), "due date kept: %v", got.DueDate)
		assertUTC(t, got.InvoicedAt, got.DueDate)
	})

	t.Run("a booking keeps its numbers on later updates", func(t *testing.T) {
		sh := s.newShop(t, 1000)
		b := sh.place(t, 100, at(1))
		sh.update(t, b.ID, payAndInvoice(at(2)))
		shipped := sh.update(t, b.ID, func(v *domain.Booking) error {
			v.Invoice(at(9), issuedParties) // asking again changes nothing
			return v.Ship("TRK-1", "admin", at(3))
		})
		assert.Equal(t, "INV-2024-000001", shipped.InvoiceNumber)
		assert.True(t, shipped.InvoicedAt.Equal(at(2)))
		later := sh.place(t, 100, at(4))
		assert.Equal(t, "INV-2024-000002", sh.update(t, later.ID, payAndInvoice(at(5))).InvoiceNumber,
			"updates of an invoiced booking take no number")
	})

	t.Run("an update that fails takes no number", func(t *testing.T) {
		sh := s.newShop(t, 1000)
		b := sh.place(t, 100, at(1))
		refuse := errors.New("refused")
		_, err := sh.store.UpdateBooking(ctx(t), b.ID, func(v *domain.Booking) error {
			require.NoError(t, payAndInvoice(at(2))(v))
			return refuse
		})
		require.ErrorIs(t, err, refuse)
		assert.Empty(t, sh.get(t, b.ID).InvoiceNumber)
		assert.Equal(t, "INV-2024-000001", sh.update(t, b.ID, payAndInvoice(at(3))).InvoiceNumber)
	})

	t.Run("a refused placement takes no number", func(t *testing.T) {
		sh := s.newShop(t, 1000)
		b := sh.place(t, 100, at(1))
		again := b
		again.Invoice(at(2), issuedParties)
		requireCode(t, sh.store.PlaceBooking(ctx(t), again, domain.OrderRules{}), domain.CodeConflict)
		assert.Equal(t, "INV-2024-000001", sh.update(t, b.ID, payAndInvoice(at(3))).InvoiceNumber)
	})

	t.Run("numbers start again each UTC year of the document", func(t *testing.T) {
		sh := s.newShop(t, 1000)
		newYear := time.Date(2025, 1, 1, 0, 30, 0, 0, time.UTC)
		stillOldYearInUTC := time.Date(2025, 1, 1, 1, 0, 0, 0, time.FixedZone("CET", 3600)).Add(-time.Minute)
		numbers := []string{}
		for i, when := range []time.Time{at(1), newYear, stillOldYearInUTC, newYear.Add(time.Hour)} {
			b := sh.place(t, 10, at(i))
			numbers = append(numbers, sh.update(t, b.ID, payAndInvoice(when)).InvoiceNumber)
		}
		assert.Equal(t, []string{"INV-2024-000001", "INV-2025-000001", "INV-2024-000002", "INV-2025-000002"}, numbers)
	})

	t.Run("a booking carrying a taken invoice number is refused", func(t *testing.T) {
		sh := s.newShop(t, 1000)
		b := sh.place(t, 100, at(1))
		taken := sh.update(t, b.ID, payAndInvoice(at(2))).InvoiceNumber
		clash := newBooking(sh.product, sh.buyer, 100, at(3))
		clash.Invoice(at(3), issuedParties)
		clash.InvoiceNumber = taken
		requireCode(t, sh.store.PlaceBooking(ctx(t), clash, domain.OrderRules{}), domain.CodeConflict)
		assert.Equal(t, int64(900), sh.stock(t), "the refused booking took no stock")
	})

	t.Run("concurrent payments get distinct numbers without gaps", s.testConcurrentInvoices)
	t.Run("an invoice's parties are saved with its number", s.testPartiesSavedWithTheNumber)
	t.Run("an issued invoice's parties never change", s.testIssuedPartiesKept)
	t.Run("no invoice is numbered without its parties", s.testNoNumberWithoutParties)
	t.Run("an invoice from before parties gets them once", s.testLegacyInvoiceGetsPartiesOnce)
}

func (s suite) testConcurrentInvoices(t *testing.T) {
	s.skipUnlessAtomic(t)
	sh := s.newShop(t, 10*concurrentInvoices)
	booked := make([]domain.Booking, concurrentInvoices)
	for i := range booked {
		booked[i] = sh.place(t, 10, at(i))
	}
	var mu sync.Mutex
	numbers := []string{}
	startTogether(concurrentInvoices, func(i int) {
		b, err := sh.store.UpdateBooking(ctx(t), booked[i].ID, payAndInvoice(at(100+i)))
		if !assert.NoError(t, err) {
			return
		}
		mu.Lock()
		defer mu.Unlock()
		numbers = append(numbers, b.InvoiceNumber)
	})
	want := make([]string, concurrentInvoices)
	for i := range want {
		want[i] = domain.DocumentNumber(domain.InvoicePrefix, 2024, i+1)
	}
	slices.Sort(numbers)
	assert.Equal(t, want, numbers, "INV-2024-000001 to 000050, each once")
	for _, b := range booked {
		assert.Contains(t, want, sh.get(t, b.ID).InvoiceNumber, "the number was saved with the booking")
	}
}
