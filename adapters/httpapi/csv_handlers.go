package httpapi

import (
	"io"
	"mime"
	"net/http"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/palletshop/pallet/app"
	"github.com/palletshop/pallet/domain"
)

// maxImportBody is the catalogue import's body limit; the document states
// it (x-maxBytes) and the front end reads it from there.
const maxImportBody = 20 << 20

// importLimitText is maxImportBody as the messages say it: "20 MB".
var importLimitText = strconv.Itoa(maxImportBody>>20) + " MB"

var errImportTooLarge = &domain.Error{Code: domain.CodeTooLarge, Message: "A catalogue file can be at most " + importLimitText + "; split it and import each part"}

func (s *Server) exportBookings(c *gin.Context, q deskQuery) {
	f, err := q.filter()
	if err != nil {
		abortWithError(c, err)
		return
	}
	streamCSV(c, "bookings.csv", func(w io.Writer) error { return s.d.ExportBookings.Handle(c.Request.Context(), f, w) })
}

func (s *Server) exportProducts(c *gin.Context) {
	streamCSV(c, "products.csv", func(w io.Writer) error { return s.d.ExportProducts.Handle(c.Request.Context(), w) })
}

// csvWriteWindow is how long a download may go without its client taking
// another chunk. The server's write timeout bounds a whole response; a
// catalogue of 100,000 products takes longer than that to send to a slow
// client, so a download pushes its deadline out as it makes progress, and
// only a client that stops reading is cut off.
const csvWriteWindow = 60 * time.Second

// streamCSV answers with the CSV that write produces, as a download. An
// error before the first byte is answered in the error shape; one after it
// is logged and the response is cut off, so a truncated file never looks whole.
func streamCSV(c *gin.Context, filename string, write func(io.Writer) error) {
	out := &csvDownload{c: c, filename: filename, deadlines: http.NewResponseController(c.Writer)}
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
	c         *gin.Context
	filename  string
	started   bool
	deadlines *http.ResponseController
	extended  time.Time // when the write deadline was last pushed out
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
	if now := time.Now(); now.Sub(d.extended) > time.Second {
		d.extended = now
		_ = d.deadlines.SetWriteDeadline(now.Add(csvWriteWindow)) // unsupported only in tests' recorders
	}
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

// importWindow is how long an import may take to read and save its file.
// The server's read and write timeouts (a minute) bound every other
// request; a 100,000-row file on a busy machine can take longer, and an
// admin whose import finished must not get a dropped connection instead of
// its answer. The route is for signed-in admins only.
const importWindow = 5 * time.Minute

// importProducts reads a text/csv body as a stream; a file with errors is
// answered 200 with its errors, having written nothing.
func (s *Server) importProducts(c *gin.Context, q importQuery, _ none) (importView, error) {
	deadlines := http.NewResponseController(c.Writer)
	_ = deadlines.SetReadDeadline(time.Now().Add(importWindow)) // unsupported only in tests' recorders
	_ = deadlines.SetWriteDeadline(time.Now().Add(importWindow))
	if media, _, _ := mime.ParseMediaType(c.ContentType()); media != "text/csv" {
		return importView{}, invalid("", "Send the catalogue as a CSV file (Content-Type: text/csv)")
	}
	result, err := s.d.ImportProducts.Handle(c.Request.Context(), currentUser(c), c.Request.Body, q.DryRun)
	if isTooLarge(err) {
		err = errImportTooLarge
	}
	return viewImport(result), err
}
