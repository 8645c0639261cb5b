package httpapi

import (
	"encoding/json"
	"os"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

type openAPIDoc struct {
	OpenAPI    string                                 `json:"openapi"`
	Paths      map[string]map[string]openAPIOp        `json:"paths"`
	Components struct{ Schemas map[string]schemaDoc } `json:"components"`
}

type openAPIOp struct {
	Responses map[string]struct {
		Content map[string]struct{ Schema schemaDoc } `json:"content"`
	} `json:"responses"`
}

type schemaDoc struct {
	Ref        string               `json:"$ref"`
	Type       any                  `json:"type"`
	Properties map[string]schemaDoc `json:"properties"`
	Items      *schemaDoc           `json:"items"`
	Required   []string             `json:"required"`
	Enum       []string             `json:"enum"`
	AnyOf      []schemaDoc          `json:"anyOf"`
}

func loadOpenAPI(t *testing.T) openAPIDoc {
	t.Helper()
	body, err := OpenAPIDocument()
	require.NoError(t, err)
	var doc openAPIDoc
	require.NoError(t, json.Unmarshal(body, &doc))
	return doc
}

func (d openAPIDoc) schema(t *testing.T, ref string) schemaDoc {
	t.Helper()
	s, ok := d.Components.Schemas[strings.TrimPrefix(ref, "#/components/schemas/")]
	require.True(t, ok, "no schema %s", ref)
	return s
}

func TestOpenAPIDocumentsEveryRouteWithItsAnswer(t *testing.T) {
	doc := loadOpenAPI(t)
	assert.Equal(t, "3.1.0", doc.OpenAPI)
	for _, r := range (&Server{d: Deps{Metrics: NewMetrics()}}).routes() {
		t.Run(r.method+" "+r.path, func(t *testing.T) {
			op, ok := doc.Paths[openAPIPath(r.path)][strings.ToLower(r.method)]
			require.True(t, ok, "the route is not in the document")
			answer, ok := op.Responses[strconv.Itoa(r.successStatus())]
			require.True(t, ok, "no %d answer", r.successStatus())
			switch {
			case r.handle.answers != "":
				assert.Contains(t, answer.Content, r.handle.answers)
			case r.handle.resp == nil:
				assert.Contains(t, []int{202, 204}, r.successStatus(), "only 202 and 204 answer without a body")
				assert.Empty(t, answer.Content)
			case r.successStatus() == 204:
				t.Error("a 204 has no body, but the handler answers one")
			default:
				body := answer.Content["application/json"].Schema
				require.NotEmpty(t, body.Ref, "the answer's schema is a named type")
				named := doc.schema(t, body.Ref)
				if named.Items != nil { // a bare list, such as the category tree
					require.NotEmpty(t, named.Items.Ref, "the list's items are a named type")
					named = doc.schema(t, named.Items.Ref)
				}
				assert.NotEmpty(t, named.Properties, "the answer's schema is empty")
			}
			for _, status := range r.errorStatuses() {
				assert.Contains(t, op.Responses, strconv.Itoa(status))
			}
		})
	}
}

func TestOpenAPISchemasFollowTheEncodingRules(t *testing.T) {
	doc := loadOpenAPI(t)
	booking := doc.schema(t, "Booking")
	t.Run("a field without omitempty is required", func(t *testing.T) {
		assert.Contains(t, booking.Required, "dueDate")
		assert.NotContains(t, booking.Required, "expiresAt")
		assert.ElementsMatch(t, []string{"productId", "quantity", "address", "phone"}, doc.schema(t, "BookingRequest").Required)
	})
	t.Run("a pointer may be null, a slice may not", func(t *testing.T) {
		assert.Equal(t, []any{"null", "string"}, booking.Properties["dueDate"].Type)
		assert.Equal(t, "array", booking.Properties["lines"].Type)
	})
	t.Run("a pointer to a named type may be null", func(t *testing.T) {
		for schema, field := range map[string]string{"Config": "firebase", "CartLine": "nextBreak"} {
			prop := doc.schema(t, schema).Properties[field]
			assert.Nil(t, prop.Type, "%s.%s: a type beside anyOf would refuse null", schema, field)
			require.Len(t, prop.AnyOf, 2, "%s.%s", schema, field)
			assert.Equal(t, "null", prop.AnyOf[0].Type)
			assert.NotEmpty(t, prop.AnyOf[1].Ref)
			assert.Nil(t, prop.AnyOf[1].Type)
		}
	})
	t.Run("the domain's string types list their values", func(t *testing.T) {
		for _, s := range doc.schema(t, "BookingStatus").Enum {
			_, ok := domain.ParseBookingStatus(s)
			assert.True(t, ok, s)
		}
		for _, s := range doc.schema(t, "QuoteStatus").Enum {
			_, ok := domain.ParseQuoteStatus(s)
			assert.True(t, ok, s)
		}
		assert.Len(t, doc.schema(t, "ErrorCode").Enum, len(statusByCode))
		assert.Equal(t, []string{"admin", "customer"}, doc.schema(t, "Role").Enum)
	})
}

func TestSchemaNames(t *testing.T) {
	for want, v := range map[string]any{
		"Product": productView{}, "ProductList": listView[productView]{}, "BookingEvent": bookingEventView{},
		"QuoteEvent": quoteEventView{}, "SavedAddress": addressView{}, "AuthResponse": sessionView{},
		"ErrorCode": domain.CodeInvalid, "SignUpRequest": signUpRequest{},
	} {
		assert.Equal(t, want, schemaName(reflect.TypeOf(v)))
	}
}

// The checked-in document is what the front end's types are generated from.
func TestCheckedInOpenAPIDocumentIsCurrent(t *testing.T) {
	checkedIn, err := os.ReadFile("../../docs/openapi.json")
	require.NoError(t, err)
	current, err := OpenAPIDocument()
	require.NoError(t, err)
	assert.True(t, string(checkedIn) == string(current), "docs/openapi.json is stale: run make api")
}
