package httpapi

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCredentialedAnswersAreNeverStoredWhateverTheHandlerSays(t *testing.T) {
	e := gin.New()
	e.Use(noStoreWhenAuthorized)
	e.GET("/page", func(c *gin.Context) {
		c.Header("Cache-Control", "public, max-age=3600")
		c.String(http.StatusOK, "hello")
	})
	e.GET("/stream", func(c *gin.Context) {
		c.Header("Cache-Control", "public, max-age=3600")
		require.NoError(t, http.NewResponseController(c.Writer).Flush())
		c.String(http.StatusOK, "rows")
	})
	e.GET("/unchanged", func(c *gin.Context) {
		c.Header("Cache-Control", "no-cache")
		c.Status(http.StatusNotModified)
	})
	send := func(path, auth string) string {
		req := httptest.NewRequest("GET", path, nil)
		if auth != "" {
			req.Header.Set("Authorization", auth)
		}
		rec := httptest.NewRecorder()
		e.ServeHTTP(rec, req)
		return rec.Header().Get("Cache-Control")
	}
	assert.Equal(t, "no-store", send("/page", "Bearer t"))
	assert.Equal(t, "no-store", send("/unchanged", "Bearer t"))
	assert.Equal(t, "no-store", send("/stream", "Bearer t"), "a flush before the first write sends the header too")
	assert.Equal(t, "public, max-age=3600", send("/page", ""), "anonymous answers keep their caching")
}

// A long admin download or import pushes its connection's deadlines out
// through http.ResponseController; the no-store wrapper must let it.
func TestNoStoreAnswersCanPushTheirDeadlinesOut(t *testing.T) {
	e := gin.New()
	pushed := errors.New("handler not run")
	e.GET("/export", noStore, func(c *gin.Context) {
		pushed = http.NewResponseController(c.Writer).SetWriteDeadline(time.Now().Add(time.Minute))
		c.Status(http.StatusNoContent)
	})
	srv := httptest.NewServer(e)
	defer srv.Close()
	resp, err := http.Get(srv.URL + "/export")
	require.NoError(t, err)
	_ = resp.Body.Close()
	assert.NoError(t, pushed)
	assert.Equal(t, "no-store", resp.Header.Get("Cache-Control"))
}
