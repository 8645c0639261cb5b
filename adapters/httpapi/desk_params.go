package httpapi

import (
	"time"

	"github.com/gin-gonic/gin"

	"github.com/palletshop/pallet/domain"
)

// searchParam reads ?q=, a search of at most a short text's length.
func searchParam(c *gin.Context) (string, error) {
	q := c.Query("q")
	if len(q) > domain.MaxShortTextLen {
		return "", invalid("q", "The search is too long")
	}
	return q, nil
}

// deskFilter reads the order desk's ?status=&q=&from=&to=&page=&limit=.
// from and to are UTC days; to includes its whole day.
func deskFilter(c *gin.Context) (domain.BookingFilter, error) {
	var f domain.BookingFilter
	var err error
	if f.PageRequest, err = pageParams(c); err != nil {
		return f, err
	}
	if f.Query, err = searchParam(c); err != nil {
		return f, err
	}
	if v := c.Query("status"); v != "" {
		var ok bool
		if f.Status, ok = domain.ParseBookingStatus(v); !ok {
			return f, invalid("status", "status must be unpaid, paid, shipped, delivered, cancelled, refunded, expired or refunding")
		}
	}
	if f.From, err = dayParam(c, "from"); err != nil {
		return f, err
	}
	if f.To, err = dayParam(c, "to"); err != nil {
		return f, err
	}
	if !f.To.IsZero() {
		f.To = f.To.AddDate(0, 0, 1) // the filter's To is exclusive
	}
	if !f.From.IsZero() && !f.To.IsZero() && !f.From.Before(f.To) {
		return f, invalid("to", "to must be on or after from")
	}
	return f, nil
}

// dayParam reads an optional YYYY-MM-DD query parameter as the start of
// that UTC day.
func dayParam(c *gin.Context, name string) (time.Time, error) {
	v := c.Query(name)
	if v == "" {
		return time.Time{}, nil
	}
	day, err := time.Parse(time.DateOnly, v)
	if err != nil {
		return time.Time{}, invalid(name, name+" must be a date like 2026-11-25")
	}
	return day, nil
}
