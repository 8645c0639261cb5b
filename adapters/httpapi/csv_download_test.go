package httpapi

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A download that keeps sending outlives the server's write timeout, which
// otherwise cuts every response off at that age: a 100,000-product export
// ended after 22 MB when it reached 60 s. The download goes through the
// writers the server wraps around an admin's GET (the holding writer and
// no-store's) and over its listener: a wrapper that hid the
// connection from http.ResponseController cut a 1M-product export off.
func TestACSVDownloadOutlivesTheServersWriteTimeout(t *testing.T) {
	gin.SetMode(gin.TestMode)
	router := gin.New()
	router.Use(holdAnswers, noStore)
	router.GET("/export", func(c *gin.Context) {
		streamCSV(c, "slow.csv", func(w io.Writer) error {
			for range 12 {
				if _, err := io.WriteString(w, strings.Repeat("x", 10)+"\n"); err != nil {
					return err
				}
				c.Writer.Flush()
				time.Sleep(100 * time.Millisecond)
			}
			return nil
		})
	})
	srv := httptest.NewUnstartedServer(router)
	srv.Listener = answersListener{srv.Listener}
	withHeldAnswers(srv.Config).WriteTimeout = 400 * time.Millisecond
	srv.Start()
	defer srv.Close()

	resp, err := http.Get(srv.URL + "/export")
	require.NoError(t, err)
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	require.NoError(t, err, "the download is not cut off")
	assert.Equal(t, 12, strings.Count(string(body), "\n"), "every row arrives")
}
