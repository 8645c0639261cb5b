package httpapi

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/palletshop/pallet/domain"
)

// returnRoutes are returns (RMA): the buyer's requests and the admins' steps.
func (s *Server) returnRoutes() []route {
	return []route{
		{method: http.MethodPost, path: "/api/bookings/:id/returns", access: signedIn, handle: typed(s.requestReturn), status: 201, errs: []int{404, 409}, summary: "Return pieces of a delivered order within the return window (its buyer or their company's admins)"},
		{method: http.MethodGet, path: "/api/returns", access: signedIn, handle: queried(s.myReturns), summary: "Own returns, newest first (company admins: also the company's); ?bookingId= one order's"},
		{method: http.MethodGet, path: "/api/returns/:id", access: signedIn, handle: typed(s.getReturn), errs: []int{404}, summary: "One return (its buyer, their company's admins, or an admin)"},
		{method: http.MethodGet, path: "/api/admin/returns", access: adminOnly, handle: queried(s.returnDesk), summary: "All returns, newest first (?status=)"},
		{method: http.MethodPost, path: "/api/admin/returns/:id/approve", access: adminOnly, handle: typed(s.approveReturn), errs: []int{404, 409}, summary: "Approve a requested return; the buyer is mailed the instructions"},
		{method: http.MethodPost, path: "/api/admin/returns/:id/reject", access: adminOnly, handle: typed(s.rejectReturn), errs: []int{404, 409}, summary: "Reject a requested return with a reason; the buyer is mailed"},
		{method: http.MethodPost, path: "/api/admin/returns/:id/receive", access: adminOnly, handle: typed(s.receiveReturn), errs: []int{404, 409}, summary: "Record an approved return's pieces as arrived, optionally back into a warehouse's stock (main by default)"},
		{method: http.MethodPost, path: "/api/admin/returns/:id/refund", access: adminOnly, handle: typed(s.refundReturn), errs: []int{402, 404, 409, 503}, summary: "Refund a received return's pieces at the prices paid, with a credit note; the buyer is mailed"},
	}
}

func (s *Server) requestReturn(c *gin.Context, req returnRequest) (returnView, error) {
	in := domain.ReturnInput{Reason: req.Reason}
	for _, l := range req.Lines {
		in.Lines = append(in.Lines, domain.ReturnLine(l))
	}
	br, err := s.d.RequestReturn.Handle(c.Request.Context(), currentUser(c), c.Param("id"), in)
	return s.returnViewFor(c)(br), err
}

func (s *Server) myReturns(c *gin.Context, q myReturnsQuery) (listView[returnView], error) {
	list, err := s.d.Returns.Mine(c.Request.Context(), currentUser(c), q.BookingID, q.request())
	return listOf(list, s.returnViewFor(c)), err
}

func (s *Server) getReturn(c *gin.Context, _ none) (returnView, error) {
	br, err := s.d.Returns.Get(c.Request.Context(), currentUser(c), c.Param("id"))
	return s.returnViewFor(c)(br), err
}

func (s *Server) returnDesk(c *gin.Context, q returnDeskQuery) (listView[returnView], error) {
	list, err := s.d.Returns.Desk(c.Request.Context(), q.Status, q.request())
	return listOf(list, s.returnViewFor(c)), err
}

func (s *Server) approveReturn(c *gin.Context, req approveReturnRequest) (returnView, error) {
	br, err := s.d.ApproveReturn.Handle(c.Request.Context(), currentUser(c), c.Param("id"), req.Instructions)
	return s.returnViewFor(c)(br), err
}

func (s *Server) rejectReturn(c *gin.Context, req rejectReturnRequest) (returnView, error) {
	br, err := s.d.RejectReturn.Handle(c.Request.Context(), currentUser(c), c.Param("id"), req.Reason)
	return s.returnViewFor(c)(br), err
}

func (s *Server) receiveReturn(c *gin.Context, req receiveReturnRequest) (returnView, error) {
	br, err := s.d.ReceiveReturn.Handle(c.Request.Context(), currentUser(c), c.Param("id"), req.Restock, req.Warehouse)
	return s.returnViewFor(c)(br), err
}

func (s *Server) refundReturn(c *gin.Context, _ none) (returnView, error) {
	br, err := s.d.RefundReturn.Handle(c.Request.Context(), currentUser(c), c.Param("id"))
	return s.returnViewFor(c)(br), err
}
