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
	for _, doc := range b.DocumentsToNumber() {
		key := documentCounter{prefix: doc.Prefix, year: doc.Year}
		s.counters[key]++
		*doc.Number = domain.DocumentNumber(doc.Prefix, doc.Year, s.counters[key])
	}
	s.enqueueLocked(b.Outbox)
	b = storedBooking(b)
	s.bookings[b.ID] = b
	return storedBooking(b)
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
