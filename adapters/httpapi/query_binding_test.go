package httpapi

import (
	"net/http/httptest"
	"testing"

	"github.com/gin-gonic/gin"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

func bound[Q any](t *testing.T, rawQuery string) (Q, error) {
	t.Helper()
	c, _ := gin.CreateTestContext(httptest.NewRecorder())
	c.Request = httptest.NewRequest("GET", "/?"+rawQuery, nil)
	var q Q
	err := bindQuery(c, &q)
	return q, err
}

func fieldsOfError(t *testing.T, err error) map[string]string {
	t.Helper()
	var de *domain.Error
	require.ErrorAs(t, err, &de)
	assert.Equal(t, domain.CodeInvalid, de.Code)
	return de.Fields
}

func TestBindQueryReadsEachDeclaredParameterAsItsType(t *testing.T) {
	q, err := bound[productQuery](t, "q=ssd&inStock=true&minPriceCents=0&sort=price_asc&page=2&limit=5&unlisted=x")
	require.NoError(t, err)
	require.NotNil(t, q.MinPriceCents, "a number given as 0 is given")
	assert.Equal(t, productQuery{Q: "ssd", InStock: true, MinPriceCents: q.MinPriceCents, Sort: domain.SortPriceAsc,
		pageQuery: pageQuery{Page: 2, Limit: 5}}, q)
	assert.Nil(t, q.MaxPriceCents, "a number not given stays nil")

	stats, err := bound[statsQuery](t, "")
	require.NoError(t, err)
	assert.Equal(t, 30, stats.Days, "the default tag")
}

func TestBindQueryHoldsParametersToWhatTheDocumentSays(t *testing.T) {
	for query, want := range map[string]map[string]string{
		"limit=101":         {"limit": "limit must be at most 100"},
		"page=1048577":      {"page": "page must be at most 1048576"},
		"page=-1":           {"page": "page must be a whole number ≥ 0"},
		"inStock=maybe":     {"inStock": "inStock must be true or false"},
		"sort=cheapest":     {"sort": "sort must be relevance, newest, price_asc, price_desc or name"},
		"sku=" + long(65):   {"sku": "A part number has 1 to 64 characters"},
		"q=" + long(201):    {"q": "The search is too long"},
		"minPriceCents=1.5": {"minPriceCents": "minPriceCents must be a whole number ≥ 0"},
	} {
		_, err := bound[productQuery](t, query)
		assert.Equal(t, want, fieldsOfError(t, err), query)
	}
	_, err := bound[statsQuery](t, "days=week")
	assert.Equal(t, map[string]string{"days": "days must be from 1 to 366"}, fieldsOfError(t, err))
	_, err = bound[deskQuery](t, "from=25-11-2026")
	assert.Equal(t, map[string]string{"from": "from must be a date like 2026-11-25"}, fieldsOfError(t, err))
}

func long(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = 'a'
	}
	return string(b)
}
