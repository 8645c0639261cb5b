package httpapi

import (
	"encoding/json"
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/palletshop/pallet/domain"
)

// bookingRequest takes only what a customer may choose. Some clients
// also send productName, totalPrice and user; they are accepted and ignored,
// because the server prices orders and knows who is asking.
type bookingRequest struct {
	ProductID  string `json:"productId"`
	Quantity   *int64 `json:"quantity" nullable:"false"`
	Address    string `json:"address"`
	Phone      string `json:"phone"`
	ClientName string `json:"clientName,omitempty"`
	PONumber   string `json:"poNumber,omitempty" description:"Required by a company that asks for PO numbers"`
	// the rest of checkout's details, for "Buy now" on the product page
	Note          string `json:"note,omitempty"`
	PaymentMethod string `json:"paymentMethod,omitempty" enum:"card,invoice" description:"card when left out; invoice needs invoice terms"`

	IgnoredProductName json.RawMessage `json:"productName,omitempty" description:"Accepted and ignored"`
	IgnoredTotalPrice  json.RawMessage `json:"totalPrice,omitempty" description:"Accepted and ignored"`
	IgnoredTotalCents  json.RawMessage `json:"totalPriceCents,omitempty" description:"Accepted and ignored"`
	IgnoredUser        json.RawMessage `json:"user,omitempty" description:"Accepted and ignored"`
}

func (s *Server) placeBooking(c *gin.Context, req bookingRequest) (bookingView, error) {
	if req.Quantity == nil {
		return bookingView{}, invalid("quantity", "Quantity is Required")
	}
	in := domain.BookingInput{ProductID: req.ProductID, Quantity: *req.Quantity, Address: req.Address, Phone: req.Phone,
		ClientName: req.ClientName, PONumber: req.PONumber, Note: req.Note, PaymentMethod: req.PaymentMethod}
	b, err := s.d.PlaceBooking.Handle(c.Request.Context(), currentUser(c), in)
	return s.bookingViewFor(c)(b), err
}

func (s *Server) myBookings(c *gin.Context, q myBookingsQuery) (listView[bookingView], error) {
	list, err := s.d.Bookings.Mine(c.Request.Context(), currentUser(c), q.Q, q.request())
	return listOf(list, s.bookingViewFor(c)), err
}

func (s *Server) getBooking(c *gin.Context, _ none) (bookingView, error) {
	b, err := s.d.Bookings.Get(c.Request.Context(), currentUser(c), c.Param("id"))
	return s.bookingViewFor(c)(b), err
}

func (s *Server) cancelBooking(c *gin.Context, _ none) (bookingView, error) {
	b, err := s.d.CancelBooking.Handle(c.Request.Context(), currentUser(c), c.Param("id"))
	return s.bookingViewFor(c)(b), err
}

func (s *Server) allBookings(c *gin.Context, q deskQuery) (listView[bookingView], error) {
	f, err := q.filter()
	if err != nil {
		return listView[bookingView]{}, err
	}
	list, err := s.d.Bookings.Desk(c.Request.Context(), f)
	return listOf(list, s.bookingViewFor(c)), err
}

type shipRequest struct {
	TrackingNumber string `json:"trackingNumber,omitempty"`
}

// decodeOptionalJSON decodes a body that may be left out altogether.
func decodeOptionalJSON(c *gin.Context, dst any) error {
	if c.Request.ContentLength == 0 {
		return nil
	}
	return decodeJSON(c, dst)
}

func (s *Server) shipBooking(c *gin.Context, req shipRequest) (bookingView, error) {
	b, err := s.d.ShipBooking.Handle(c.Request.Context(), currentUser(c), c.Param("id"), req.TrackingNumber)
	return s.bookingViewFor(c)(b), err
}

func (s *Server) deliverBooking(c *gin.Context, _ none) (bookingView, error) {
	b, err := s.d.DeliverBooking.Handle(c.Request.Context(), currentUser(c), c.Param("id"))
	return s.bookingViewFor(c)(b), err
}

func (s *Server) refundBooking(c *gin.Context, _ none) (bookingView, error) {
	b, err := s.d.RefundBooking.Handle(c.Request.Context(), currentUser(c), c.Param("id"))
	return s.bookingViewFor(c)(b), err
}

func (s *Server) refundPart(c *gin.Context, req refundRequest) (refundView, error) {
	b, r, err := s.d.RefundBooking.Refund(c.Request.Context(), currentUser(c), c.Param("id"), req.input())
	return viewRefund(b, r), err
}

// refundCreditNotePDF answers one refund's credit note as a PDF download.
func (s *Server) refundCreditNotePDF(c *gin.Context) {
	doc, err := s.d.Documents.DownloadRefundCreditNote(c.Request.Context(), currentUser(c), c.Param("id"), c.Param("refundId"))
	if err != nil {
		abortWithError(c, err)
		return
	}
	c.Header("Content-Disposition", `attachment; filename="`+doc.Name+`"`)
	c.Data(http.StatusOK, doc.ContentType, doc.Data)
}

// bookingViewFor renders bookings with the history the caller may see, as
// they stand now.
func (s *Server) bookingViewFor(c *gin.Context) func(domain.Booking) bookingView {
	viewer, now, days := currentUser(c), s.d.Clock(), s.d.Returns.Days()
	return func(b domain.Booking) bookingView {
		b.History = b.HistorySeenBy(viewer)
		v := viewBooking(b, now)
		v.returnFields = viewReturnFields(b, viewer, now, days)
		return v
	}
}
