package mongodb

import (
	"context"
	"slices"
	"strconv"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo/options"

	"github.com/palletshop/pallet/domain"
)

// Invoice and credit note numbers come from one counter document per kind
// and year in the counters collection, {_id: "INV-2026", last: 41}.
//
// With transactions the reservation, the booking's save and its outbox
// commit or roll back together. Without them, a number is reserved with an
// atomic $inc before the booking's conditional save, kept across that save's
// retries, and given back (a conditional $inc that only matches while it is
// still the counter's last number) when the save does not happen. What is
// left: a gap if the process dies between the reservation and the save, or
// if the save fails after a later number was already reserved elsewhere.

type documentCounterDoc struct {
	Last int `bson:"last"`
}

type counterKey struct {
	prefix string
	year   int
}

func (k counterKey) id() string { return k.prefix + "-" + strconv.Itoa(k.year) }

// documentNumbers hands out the numbers one booking save needs, reserving
// each at most once however often the save is retried.
type documentNumbers struct {
	s        *Store
	ctx      context.Context
	reserved map[counterKey]int
}

func (s *Store) documentNumbers(ctx context.Context) *documentNumbers {
	return &documentNumbers{s: s, ctx: ctx, reserved: map[counterKey]int{}}
}

// assign numbers b's newly asked-for invoice and credit note.
func (d *documentNumbers) assign(b *domain.Booking) error {
	if err := b.CheckDocumentsToNumber(); err != nil {
		return err
	}
	for _, doc := range b.DocumentsToNumber() {
		key := counterKey{prefix: doc.Prefix, year: doc.Year}
		n, ok := d.reserved[key]
		if !ok {
			var err error
			if n, err = d.s.reserveDocumentNumber(d.ctx, key); err != nil {
				return err
			}
			d.reserved[key] = n
		}
		*doc.Number = domain.DocumentNumber(doc.Prefix, doc.Year, n)
	}
	return nil
}

// releaseUnused gives back every reserved number that saved (the booking as
// stored; the zero booking when the save failed) does not carry.
func (d *documentNumbers) releaseUnused(saved domain.Booking) {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(d.ctx), compensationTimeout)
	defer cancel()
	for key, n := range d.reserved {
		number := domain.DocumentNumber(key.prefix, key.year, n)
		if !carries(saved, number) {
			d.s.giveBackDocumentNumber(ctx, key, n)
		}
	}
}

// carries reports whether b holds number as its invoice's or one of its
// credit notes'.
func carries(b domain.Booking, number string) bool {
	if number == b.InvoiceNumber || number == b.CreditNoteNumber {
		return true
	}
	return slices.ContainsFunc(b.Refunds, func(r domain.Refund) bool { return r.CreditNoteNumber == number })
}

// reserveDocumentNumber takes the counter's next number with one atomic
// $inc, creating the counter at the first number of its year.
func (s *Store) reserveDocumentNumber(ctx context.Context, key counterKey) (int, error) {
	opts := options.FindOneAndUpdate().SetUpsert(true).SetReturnDocument(options.After)
	inc := bson.D{{Key: "$inc", Value: bson.D{{Key: "last", Value: 1}}}}
	for range maxUpdateAttempts {
		var c documentCounterDoc
		err := s.counters.FindOneAndUpdate(ctx, byID(key.id()), inc, opts).Decode(&c)
		if err == nil {
			return c.Last, nil
		}
		if !duplicateKey(err) { // two first upserts of a year: the loser increments the winner's
			return 0, storeErr(err)
		}
	}
	return 0, errConflict
}

// giveBackDocumentNumber returns n to its counter if no later number has
// been taken since; otherwise n stays a gap. Either way the booking's own
// outcome stands, so there is nothing to report to its caller.
func (s *Store) giveBackDocumentNumber(ctx context.Context, key counterKey, n int) {
	filter := bson.D{{Key: "_id", Value: key.id()}, {Key: "last", Value: n}}
	_, _ = s.counters.UpdateOne(ctx, filter, bson.D{{Key: "$inc", Value: bson.D{{Key: "last", Value: -1}}}})
}
