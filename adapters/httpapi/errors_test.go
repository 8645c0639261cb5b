package httpapi

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"net/http/httptest"
	"testing"

	"github.com/gin-gonic/gin"
	"github.com/stretchr/testify/assert"
)

func TestAClientThatLeftIsNoFailureOfTheShop(t *testing.T) {
	var logged bytes.Buffer
	gin.SetMode(gin.TestMode)
	router := gin.New()
	router.Use(withRequestID(slog.New(slog.NewTextHandler(&logged, nil))))
	router.GET("/search", func(c *gin.Context) { abortWithError(c, fmt.Errorf("search: %w", c.Request.Context().Err())) })
	router.GET("/store", func(c *gin.Context) { abortWithError(c, fmt.Errorf("store: %w", context.Canceled)) })

	gone, leave := context.WithCancel(context.Background())
	leave()
	rec := httptest.NewRecorder()
	router.ServeHTTP(rec, httptest.NewRequest("GET", "/search", nil).WithContext(gone))
	assert.Equal(t, statusClientClosed, rec.Code)
	assert.Contains(t, logged.String(), `level=INFO msg="client left before the answer"`)
	assert.NotContains(t, logged.String(), "level=ERROR")

	logged.Reset()
	rec = httptest.NewRecorder()
	router.ServeHTTP(rec, httptest.NewRequest("GET", "/store", nil))
	assert.Equal(t, 500, rec.Code, "a cancellation while the client still waits is the shop's own failure")
	assert.Contains(t, logged.String(), "level=ERROR")
}
