package httpapi

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/gin-gonic/gin"
	"github.com/stretchr/testify/assert"
)

func TestCredentialedAnswersAreNeverStoredWhateverTheHandlerSays(t *testing.T) {
	e := gin.New()
	e.Use(noStoreWhenAuthorized)
	e.GET("/page", func(c *gin.Context) {
		c.Header("Cache-Control", "public, max-age=3600")
		c.String(http.StatusOK, "hello")
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
	assert.Equal(t, "public, max-age=3600", send("/page", ""), "anonymous answers keep their caching")
}
