package httpapi

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/palletshop/pallet/domain"
)

func (s *Server) invoicePDF(c *gin.Context)    { s.sendDocument(c, domain.AttachInvoice) }
func (s *Server) creditNotePDF(c *gin.Context) { s.sendDocument(c, domain.AttachCreditNote) }

// sendDocument answers a booking's invoice or credit note as a PDF download.
func (s *Server) sendDocument(c *gin.Context, kind string) {
	doc, err := s.d.Documents.Download(c.Request.Context(), currentUser(c), c.Param("id"), kind)
	if err != nil {
		abortWithError(c, err)
		return
	}
	c.Header("Content-Disposition", `attachment; filename="`+doc.Name+`"`)
	c.Data(http.StatusOK, doc.ContentType, doc.Data)
}

type markPaidRequest struct {
	Reference string `json:"reference"`
}

func (s *Server) markPaid(c *gin.Context, req markPaidRequest) (bookingView, error) {
	b, err := s.d.MarkPaid.Handle(c.Request.Context(), currentUser(c), c.Param("id"), req.Reference)
	return s.bookingViewFor(c)(b), err
}
