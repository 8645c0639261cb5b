package memory

import (
	"time"

	"github.com/palletshop/pallet/domain"
)

// documentCounter is one gapless sequence: a kind of document in a year.
type documentCounter struct {
	prefix string
	year   int
}

// storedOrZero is stored(t), keeping a zero time zero.
func storedOrZero(t time.Time) time.Time {
	if t.IsZero() {
		return t
	}
	return stored(t)
}

// saveBookingLocked numbers b's newly asked-for documents, writes its outbox
// and keeps it, all under the write lock the caller holds.
func (s *Store) saveBookingLocked(b domain.Booking) domain.Booking {
	if !b.InvoicedAt.IsZero() && b.InvoiceNumber == "" {
		b.InvoiceNumber = s.nextDocumentNumberLocked(domain.InvoicePrefix, b.InvoicedAt)
	}
	if !b.CreditedAt.IsZero() && b.CreditNoteNumber == "" {
		b.CreditNoteNumber = s.nextDocumentNumberLocked(domain.CreditNotePrefix, b.CreditedAt)
	}
	s.enqueueLocked(b.Outbox)
	b = storedBooking(b)
	s.bookings[b.ID] = b
	return storedBooking(b)
}

// nextDocumentNumberLocked takes the next number of prefix in at's UTC year.
func (s *Store) nextDocumentNumberLocked(prefix string, at time.Time) string {
	key := documentCounter{prefix: prefix, year: at.UTC().Year()}
	s.counters[key]++
	return domain.DocumentNumber(prefix, key.year, s.counters[key])
}

// invoiceNumberTakenLocked reports whether another booking has b's invoice number.
func (s *Store) invoiceNumberTakenLocked(b domain.Booking) bool {
	if b.InvoiceNumber == "" {
		return false
	}
	for id, other := range s.bookings {
		if id != b.ID && other.InvoiceNumber == b.InvoiceNumber {
			return true
		}
	}
	return false
}
