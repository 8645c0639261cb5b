package httpapi

import (
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/gin-gonic/gin"
	"github.com/stretchr/testify/assert"

	"github.com/palletshop/pallet/domain"
)

type sample struct {
	Name     string `json:"name"`
	Quantity int64  `json:"quantity"`
}

func decodeBody(body string) error {
	rec := httptest.NewRecorder()
	c, _ := gin.CreateTestContext(rec)
	c.Request = httptest.NewRequest("POST", "/", strings.NewReader(body))
	var s sample
	return decodeJSON(c, &s)
}

func TestDecodeJSONRefusesBadBodies(t *testing.T) {
	cases := map[string]struct {
		body  string
		code  domain.Code
		field string
	}{
		"malformed":     {`{"name":`, domain.CodeInvalid, ""},
		"empty":         {``, domain.CodeInvalid, ""},
		"unknown field": {`{"nme":"x"}`, domain.CodeInvalid, "nme"},
		"float":         {`{"quantity":2.5}`, domain.CodeInvalid, "quantity"},
		"exponent":      {`{"quantity":1e9}`, domain.CodeInvalid, "quantity"},
		"text":          {`{"quantity":"abc"}`, domain.CodeInvalid, "quantity"},
		"two objects":   {`{"name":"a"}{"name":"b"}`, domain.CodeInvalid, ""},
		"too large":     {`{"name":"` + strings.Repeat("x", MaxJSONBody) + `"}`, domain.CodeTooLarge, ""},
	}
	for name, tc := range cases {
		err := decodeBody(tc.body)
		assert.Equal(t, tc.code, domain.ErrorCode(err), name)
		if tc.field != "" {
			assert.Contains(t, err.(*domain.Error).Fields, tc.field, name)
		}
	}
	assert.NoError(t, decodeBody(`{"name":"ok","quantity":100}`))
}

func TestEveryCodeHasAStatus(t *testing.T) {
	for _, code := range []domain.Code{domain.CodeInvalid, domain.CodeUnauthorized, domain.CodeForbidden, domain.CodeNotFound,
		domain.CodeConflict, domain.CodePaymentFailed, domain.CodeTooLarge, domain.CodeTooManyRequests, domain.CodeUnavailable, domain.CodeInternal} {
		assert.NotZero(t, statusByCode[code], code)
	}
}
