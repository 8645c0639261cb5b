package httpapi

import (
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

func (s *Server) getCart(c *gin.Context, _ none) (cartView, error) {
	sv, err := s.stock(c, false)
	if err != nil {
		return cartView{}, err
	}
	cart, err := s.d.Cart.Get(c.Request.Context(), currentUser(c))
	return viewCart(cart, sv), err
}

func (s *Server) setCartLine(c *gin.Context, req cartLineRequest) (cartView, error) {
	if req.Quantity == nil {
		return cartView{}, invalid("quantity", "Quantity is Required")
	}
	sv, err := s.stock(c, false)
	if err != nil {
		return cartView{}, err
	}
	cart, err := s.d.SetCartLine.Handle(c.Request.Context(), currentUser(c), c.Param("productId"), *req.Quantity)
	return viewCart(cart, sv), err
}

func (s *Server) removeCartLine(c *gin.Context, _ none) (cartView, error) {
	sv, err := s.stock(c, false)
	if err != nil {
		return cartView{}, err
	}
	cart, err := s.d.RemoveCartLine.Handle(c.Request.Context(), currentUser(c), c.Param("productId"))
	return viewCart(cart, sv), err
}

func (s *Server) emptyCart(c *gin.Context, _ none) (none, error) {
	return none{}, s.d.EmptyCart.Handle(c.Request.Context(), currentUser(c))
}

func (s *Server) checkout(c *gin.Context, req checkoutRequest) (bookingView, error) {
	d := domain.OrderDetails{Address: req.Address, Phone: req.Phone, ClientName: req.ClientName,
		PONumber: req.PONumber, Note: req.Note, PaymentMethod: req.PaymentMethod}
	b, err := s.d.Checkout.Handle(c.Request.Context(), currentUser(c), d)
	return s.bookingViewFor(c)(b), err
}

func (s *Server) reorder(c *gin.Context, _ none) (reorderView, error) {
	sv, err := s.stock(c, false)
	if err != nil {
		return reorderView{}, err
	}
	r, err := s.d.Reorder.Handle(c.Request.Context(), currentUser(c), c.Param("id"))
	return viewReorder(r, sv), err
}

type quickOrderRequest struct {
	Text string `json:"text"`
}

func (s *Server) quickOrder(c *gin.Context, req quickOrderRequest) (quickOrderView, error) {
	sv, err := s.stock(c, false)
	if err != nil {
		return quickOrderView{}, err
	}
	r, err := s.d.QuickOrder.Handle(c.Request.Context(), currentUser(c), req.Text)
	return viewQuickOrder(r, sv), err
}
