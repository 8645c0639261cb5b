package httpapi

import (
	"reflect"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/palletshop/pallet/domain"
)

type returnLineView struct {
	ProductID   string `json:"productId"`
	SKU         string `json:"sku"`
	ProductName string `json:"productName"`
	Quantity    int64  `json:"quantity"`
}

type returnEventView struct {
	Status domain.ReturnStatus `json:"status"`
	At     time.Time           `json:"at"`
	By     string              `json:"by"`
}

// returnView is one return (RMA) with what the buyer and the desk need of
// its booking.
type returnView struct {
	ID               string              `json:"id"`
	Number           string              `json:"number"` // RMA-2026-000042
	BookingID        string              `json:"bookingId"`
	BookingReference string              `json:"bookingReference"`
	UserEmail        string              `json:"userEmail"`
	Status           domain.ReturnStatus `json:"status"`
	Lines            []returnLineView    `json:"lines"`
	Reason           string              `json:"reason"`
	Instructions     string              `json:"instructions"`    // how to send the pieces back, once approved
	RejectionReason  string              `json:"rejectionReason"` // why it was rejected
	Restocked        bool                `json:"restocked"`       // the received pieces went back on sale
	Warehouse        string              `json:"warehouse"`       // where restocked pieces went
	RefundID         string              `json:"refundId"`
	CreditNoteNumber string              `json:"creditNoteNumber"`
	History          []returnEventView   `json:"history"`
	CreatedAt        time.Time           `json:"createdAt"`
	ReturnDeadline   *time.Time          `json:"returnDeadline"` // the booking's last day for returns
}

// returnableLineView is pieces of one line the caller could return now.
type returnableLineView struct {
	ProductID string `json:"productId"`
	Quantity  int64  `json:"quantity"`
}

// returnFields are a booking's return fields, as its viewer may use them.
type returnFields struct {
	ReturnableLines []returnableLineView `json:"returnableLines"` // what the caller could return now; empty when nothing
	ReturnDeadline  *time.Time           `json:"returnDeadline"`  // the last moment for returns; null before delivery
}

// viewReturnFields shows what viewer could return of b at now.
func viewReturnFields(b domain.Booking, viewer domain.User, now time.Time, days int) returnFields {
	f := returnFields{ReturnableLines: []returnableLineView{}}
	if deadline, ok := b.ReturnDeadline(days); ok {
		f.ReturnDeadline = &deadline
	}
	if b.ReturnableBy(viewer) {
		for _, l := range b.ReturnableLines(now, days) {
			f.ReturnableLines = append(f.ReturnableLines, returnableLineView(l))
		}
	}
	return f
}

// returnViewFor renders returns with the history the caller may see.
func (s *Server) returnViewFor(c *gin.Context) func(domain.BookingReturn) returnView {
	viewer, days := currentUser(c), s.d.Returns.Days()
	return func(br domain.BookingReturn) returnView {
		return viewReturn(br.Booking, br.Return, viewer, days)
	}
}

func viewReturn(b domain.Booking, r domain.Return, viewer domain.User, days int) returnView {
	lines := map[string]domain.BookingLine{}
	for _, l := range b.Lines {
		lines[l.ProductID] = l
	}
	v := returnView{ID: r.ID, Number: r.Number, BookingID: b.ID, BookingReference: b.Reference(), UserEmail: b.UserEmail,
		Status: r.Status, Lines: []returnLineView{}, Reason: r.Reason, Instructions: r.Instructions,
		RejectionReason: r.RejectionReason, Restocked: r.Restocked, Warehouse: r.Warehouse, RefundID: r.RefundID,
		CreditNoteNumber: r.CreditNoteNumber, History: []returnEventView{}, CreatedAt: r.CreatedAt}
	for _, l := range r.Lines {
		v.Lines = append(v.Lines, returnLineView{ProductID: l.ProductID, SKU: lines[l.ProductID].SKU,
			ProductName: lines[l.ProductID].ProductName, Quantity: l.Quantity})
	}
	for _, h := range b.ReturnHistorySeenBy(viewer, r) {
		v.History = append(v.History, returnEventView(h))
	}
	if deadline, ok := b.ReturnDeadline(days); ok {
		v.ReturnDeadline = &deadline
	}
	return v
}

type returnRequest struct {
	Lines  []returnableLineView `json:"lines"`
	Reason string               `json:"reason"`
}

type approveReturnRequest struct {
	Instructions string `json:"instructions"`
}

type rejectReturnRequest struct {
	Reason string `json:"reason"`
}

type receiveReturnRequest struct {
	Restock   bool   `json:"restock"`
	Warehouse string `json:"warehouse,omitempty" description:"Where restocked pieces go; main when left out"`
}

type myReturnsQuery struct {
	BookingID string `query:"bookingId" description:"Only this order's returns"`
	pageQuery
}

type returnDeskQuery struct {
	Status domain.ReturnStatus `query:"status"`
	pageQuery
}

// returnLimits are the request limits of these routes (see requestLimits).
var returnLimits = map[reflect.Type]map[string]fieldLimit{
	reflect.TypeFor[returnRequest](): {"lines": {minItems: 1, maxItems: domain.MaxOrderLines},
		"reason": text(domain.MaxReturnReasonLen)},
	reflect.TypeFor[returnableLineView]():   {"quantity": between(1, domain.MaxStock)},
	reflect.TypeFor[approveReturnRequest](): {"instructions": text(domain.MaxReturnInstructionsLen)},
	reflect.TypeFor[rejectReturnRequest]():  {"reason": text(domain.MaxReturnReasonLen)},
	reflect.TypeFor[receiveReturnRequest](): {"warehouse": optionalText(domain.MaxWarehouseCodeLen)},
}

func init() {
	for t, limits := range returnLimits {
		requestLimits[t] = limits
	}
	statuses := make([]any, len(domain.ReturnStatuses))
	for i, st := range domain.ReturnStatuses {
		statuses[i] = st
	}
	enums[reflect.TypeFor[domain.ReturnStatus]()] = statuses
}
