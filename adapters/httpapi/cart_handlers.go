package httpapi

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/palletshop/pallet/domain"
)

type cartLineRequest struct {
	Quantity *int64 `json:"quantity" nullable:"false"`
}

// checkoutRequest is what a buyer types at checkout; the lines come from
// their cart and the server prices them.
type checkoutRequest struct {
	Address       string `json:"address"`
	Phone         string `json:"phone"`
	ClientName    string `json:"clientName,omitempty"`
	PONumber      string `json:"poNumber,omitempty"`
	Note          string `json:"note,omitempty"`
	PaymentMethod string `json:"paymentMethod,omitempty" enum:"card,invoice" description:"card when left out"`
}

func (s *Server) getCart(c *gin.Context) {
	cart, err := s.d.Cart.Get(c.Request.Context(), currentUser(c))
	respond(c, http.StatusOK, viewCart(cart), err)
}

func (s *Server) setCartLine(c *gin.Context) {
	var req cartLineRequest
	if err := decodeJSON(c, &req); err != nil {
		abortWithError(c, err)
		return
	}
	if req.Quantity == nil {
		abortWithError(c, invalid("quantity", "Quantity is Required"))
		return
	}
	cart, err := s.d.SetCartLine.Handle(c.Request.Context(), currentUser(c), c.Param("productId"), *req.Quantity)
	respond(c, http.StatusOK, viewCart(cart), err)
}

func (s *Server) removeCartLine(c *gin.Context) {
	cart, err := s.d.RemoveCartLine.Handle(c.Request.Context(), currentUser(c), c.Param("productId"))
	respond(c, http.StatusOK, viewCart(cart), err)
}

func (s *Server) emptyCart(c *gin.Context) {
	respondNoContent(c, s.d.EmptyCart.Handle(c.Request.Context(), currentUser(c)))
}

func (s *Server) checkout(c *gin.Context) {
	var req checkoutRequest
	if err := decodeJSON(c, &req); err != nil {
		abortWithError(c, err)
		return
	}
	d := domain.OrderDetails{Address: req.Address, Phone: req.Phone, ClientName: req.ClientName,
		PONumber: req.PONumber, Note: req.Note, PaymentMethod: req.PaymentMethod}
	b, err := s.d.Checkout.Handle(c.Request.Context(), currentUser(c), d)
	respond(c, http.StatusCreated, s.bookingViewFor(c)(b), err)
}

func (s *Server) reorder(c *gin.Context) {
	r, err := s.d.Reorder.Handle(c.Request.Context(), currentUser(c), c.Param("id"))
	respond(c, http.StatusOK, viewReorder(r), err)
}

type quickOrderRequest struct {
	Text string `json:"text"`
}

func (s *Server) quickOrder(c *gin.Context) {
	var req quickOrderRequest
	if err := decodeJSON(c, &req); err != nil {
		abortWithError(c, err)
		return
	}
	r, err := s.d.QuickOrder.Handle(c.Request.Context(), currentUser(c), req.Text)
	respond(c, http.StatusOK, viewQuickOrder(r), err)
}
