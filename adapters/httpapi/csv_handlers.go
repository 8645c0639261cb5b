package httpapi

import (
	"io"
	"mime"
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/palletshop/pallet/app"
	"github.com/palletshop/pallet/domain"
)

// maxImportBody is the catalogue import's body limit.
const maxImportBody = 20 << 20

var errImportTooLarge = &domain.Error{Code: domain.CodeTooLarge, Message: "A catalogue file can be at most 20 MB; split it and import each part"}

func (s *Server) exportBookings(c *gin.Context) {
	f, err := deskFilter(c)
	if err != nil {
		abortWithError(c, err)
		return
	}
	streamCSV(c, "bookings.csv", func(w io.Writer) error { return s.d.ExportBookings.Handle(c.Request.Context(), f, w) })
}

func (s *Server) exportProducts(c *gin.Context) {
	streamCSV(c, "products.csv", func(w io.Writer) error { return s.d.ExportProducts.Handle(c.Request.Context(), w) })
}

// streamCSV answers with the CSV that write produces, as a download. An
// error before the first byte is answered in the error shape; one after it
// is logged and the response is cut off, so a truncated file never looks whole.
func streamCSV(c *gin.Context, filename string, write func(io.Writer) error) {
	out := &csvDownload{c: c, filename: filename}
	err := write(out)
	switch {
	case err == nil:
		out.start()
	case !out.started:
		abortWithError(c, err)
	default:
		requestLogger(c).Error("CSV export failed after it started", "file", filename, "err", err)
		panic(http.ErrAbortHandler)
	}
}

// csvDownload sends the download's headers with its first bytes.
type csvDownload struct {
	c        *gin.Context
	filename string
	started  bool
}

func (d *csvDownload) start() {
	if d.started {
		return
	}
	d.started = true
	d.c.Header("Content-Type", "text/csv; charset=utf-8")
	d.c.Header("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": d.filename}))
	d.c.Status(http.StatusOK)
}

func (d *csvDownload) Write(p []byte) (int, error) {
	d.start()
	return d.c.Writer.Write(p)
}

type importErrorView struct {
	Row     int    `json:"row"`
	Field   string `json:"field"`
	Message string `json:"message"`
}

type importView struct {
	Created int               `json:"created"`
	Updated int               `json:"updated"`
	Errors  []importErrorView `json:"errors"`
}

func viewImport(r app.ImportResult) importView {
	errs := make([]importErrorView, len(r.Errors))
	for i, e := range r.Errors {
		errs[i] = importErrorView(e)
	}
	return importView{Created: r.Created, Updated: r.Updated, Errors: errs}
}

// importProducts reads a text/csv body as a stream; a file with errors is
// answered 200 with its errors, having written nothing.
func (s *Server) importProducts(c *gin.Context, _ none) (importView, error) {
	if media, _, _ := mime.ParseMediaType(c.ContentType()); media != "text/csv" {
		return importView{}, invalid("", "Send the catalogue as a CSV file (Content-Type: text/csv)")
	}
	dryRun, err := queryBool(c, "dryRun")
	if err != nil {
		return importView{}, err
	}
	result, err := s.d.ImportProducts.Handle(c.Request.Context(), currentUser(c), c.Request.Body, dryRun)
	if isTooLarge(err) {
		err = errImportTooLarge
	}
	return viewImport(result), err
}
