package httpapi

import (
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/palletshop/pallet/app"
	"github.com/palletshop/pallet/domain"
)

type quoteRequestLine struct {
	ProductID string `json:"productId"`
	Quantity  int64  `json:"quantity"`
}

type quoteRequest struct {
	Lines []quoteRequestLine `json:"lines"`
	Note  string             `json:"note,omitempty"`
	// FromCart moves the quoted lines out of the buyer's cart with the request, in one step.
	FromCart bool `json:"fromCart,omitempty" description:"the lines come from the buyer's cart: they move out of it into the quote, in the same step; the cart's other lines stay"`
}

type offerLine struct {
	ProductID      string `json:"productId"`
	UnitPriceCents int64  `json:"unitPriceCents"`
	Quantity       *int64 `json:"quantity,omitempty"` // the offered quantity; absent keeps the asked one
}

type offerRequest struct {
	Lines        []offerLine `json:"lines"`
	ValidUntil   string      `json:"validUntil" format:"date-time"` // RFC 3339
	Reply        string      `json:"reply,omitempty"`
	LeadTimeDays *int        `json:"leadTimeDays,omitempty"`
}

// acceptRequest is what a buyer types to order an offer; the lines and
// prices come from the quote, and it is paid by card.
type acceptRequest struct {
	Address    string `json:"address"`
	Phone      string `json:"phone"`
	ClientName string `json:"clientName,omitempty"`
	PONumber   string `json:"poNumber,omitempty"`
	Note       string `json:"note,omitempty"`
}

func (s *Server) requestQuote(c *gin.Context, req quoteRequest) (quoteView, error) {
	lines := make([]app.QuoteRequestLine, len(req.Lines))
	for i, l := range req.Lines {
		lines[i] = app.QuoteRequestLine(l)
	}
	handle := s.d.RequestQuote.Handle
	if req.FromCart {
		handle = s.d.RequestQuote.HandleFromCart
	}
	q, err := handle(c.Request.Context(), currentUser(c), lines, req.Note)
	return s.quoteViewFor(c)(q), err
}

// listQuotes answers both GET /api/quotes (a customer's own, all for
// admins) and the admin list; ?status= filters by the status shown now.
func (s *Server) listQuotes(c *gin.Context, q quoteQuery) (listView[quoteView], error) {
	list, err := s.d.Quotes.Visible(c.Request.Context(), currentUser(c), q.Status, q.request())
	return listOf(list, s.quoteViewFor(c)), err
}

func (s *Server) getQuote(c *gin.Context, _ none) (quoteView, error) {
	q, err := s.d.Quotes.Get(c.Request.Context(), currentUser(c), c.Param("id"))
	return s.quoteViewFor(c)(q), err
}

func (s *Server) offerQuote(c *gin.Context, req offerRequest) (quoteView, error) {
	validUntil, err := time.Parse(time.RFC3339, req.ValidUntil)
	if err != nil {
		return quoteView{}, invalid("validUntil", "Give the offer's end as a date and time, like 2026-12-31T17:00:00Z")
	}
	o := domain.QuoteOffer{Prices: make(map[string]int64, len(req.Lines)), Quantities: map[string]int64{},
		ValidUntil: validUntil.UTC(), Reply: req.Reply, LeadTimeDays: req.LeadTimeDays}
	for _, l := range req.Lines {
		o.Prices[l.ProductID] = l.UnitPriceCents
		if l.Quantity != nil {
			o.Quantities[l.ProductID] = *l.Quantity
		}
	}
	q, err := s.d.OfferQuote.Handle(c.Request.Context(), currentUser(c), c.Param("id"), o)
	return s.quoteViewFor(c)(q), err
}

// quotePDF answers an offered quote as a PDF download.
func (s *Server) quotePDF(c *gin.Context) {
	doc, err := s.d.QuotePDF.Download(c.Request.Context(), currentUser(c), c.Param("id"))
	if err != nil {
		abortWithError(c, err)
		return
	}
	c.Header("Content-Disposition", `attachment; filename="`+doc.Name+`"`)
	c.Data(http.StatusOK, doc.ContentType, doc.Data)
}

func (s *Server) acceptQuote(c *gin.Context, req acceptRequest) (bookingView, error) {
	d := domain.OrderDetails{Address: req.Address, Phone: req.Phone, ClientName: req.ClientName, PONumber: req.PONumber, Note: req.Note}
	b, err := s.d.AcceptQuote.Handle(c.Request.Context(), currentUser(c), c.Param("id"), d)
	return s.bookingViewFor(c)(b), err
}

func (s *Server) declineQuote(c *gin.Context, _ none) (quoteView, error) {
	q, err := s.d.DeclineQuote.Handle(c.Request.Context(), currentUser(c), c.Param("id"))
	return s.quoteViewFor(c)(q), err
}
