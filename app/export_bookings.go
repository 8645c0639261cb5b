package app

import (
	"context"
	"encoding/csv"
	"io"
	"strconv"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

var bookingsCSVHeader = []string{"bookingId", "createdAt", "status", "buyerEmail", "clientName", "poNumber",
	"sku", "productName", "quantity", "unitPriceCents", "lineTotalCents", "orderTotalCents", "invoiceNumber"}

// ExportBookings writes the order desk's bookings as CSV, one row per order
// line, newest first, reading the store a page at a time (admins).
type ExportBookings struct {
	bookings ports.BookingRepository
	now      Clock
}

func NewExportBookings(bookings ports.BookingRepository, now Clock) *ExportBookings {
	return &ExportBookings{bookings: bookings, now: now}
}

func (h *ExportBookings) Handle(ctx context.Context, f domain.BookingFilter, out io.Writer) error {
	// Bookings placed during the export would shift the pages under it.
	if end := h.now().Add(time.Millisecond); f.To.IsZero() || f.To.After(end) {
		f.To = end
	}
	w := csv.NewWriter(out)
	if err := w.Write(bookingsCSVHeader); err != nil {
		return err
	}
	list := func(page domain.PageRequest) (domain.Page[domain.Booking], error) {
		f.PageRequest = page
		return h.bookings.ListBookings(ctx, f)
	}
	return forEachPage(list, func(bookings []domain.Booking) error {
		for _, b := range bookings {
			if err := writeBookingRows(w, b); err != nil {
				return err
			}
		}
		return flushed(w)
	})
}

func writeBookingRows(w *csv.Writer, b domain.Booking) error {
	for _, l := range b.Lines {
		err := writeSafeRow(w, b.ID, b.CreatedAt.UTC().Format(time.RFC3339), string(b.Status), b.UserEmail, b.ClientName, b.PONumber,
			l.SKU, l.ProductName, formatInt(l.Quantity), formatInt(l.UnitPriceCents), formatInt(l.LineTotalCents), formatInt(b.TotalPriceCents), b.InvoiceNumber)
		if err != nil {
			return err
		}
	}
	return nil
}

func formatInt(n int64) string { return strconv.FormatInt(n, 10) }
