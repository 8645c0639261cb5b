package httpapi

import (
	"time"

	"github.com/palletshop/pallet/domain"
)

// filter is the order desk's filter. bindQuery has checked each parameter;
// from and to are UTC days, and to includes its whole day.
func (q deskQuery) filter() (domain.BookingFilter, error) {
	f := domain.BookingFilter{Query: q.Q, Status: q.Status, PageRequest: q.request(), From: day(q.From), To: day(q.To)}
	if !f.To.IsZero() {
		f.To = f.To.AddDate(0, 0, 1) // the filter's To is exclusive
	}
	if !f.From.IsZero() && !f.To.IsZero() && !f.From.Before(f.To) {
		return f, invalid("to", "to must be on or after from")
	}
	return f, nil
}

// day is the start of a YYYY-MM-DD day that bindQuery has checked, in UTC;
// "" is the zero time.
func day(v string) time.Time {
	d, _ := time.Parse(time.DateOnly, v)
	return d
}
