package main

import (
	"fmt"
	"net/http"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// callers, in the order of each row's statuses.
var callers = []string{"anonymous", "customer", "other customer", "admin"}

// matrix gives, for EVERY route, the status each caller gets. The fixture
// booking, review and message belong to "customer"; ":id" of the user routes
// is a third account. A route missing here fails TestAuthorisationMatrix.
// Each answer, errors included, is also checked against the OpenAPI
// document's schema for its status, as every answer shop.do gets is
// (openapi_answers_test.go).
var matrix = map[string][4]int{
	"GET /healthz":          {200, 200, 200, 200},
	"GET /readyz":           {200, 200, 200, 200},
	"GET /metrics":          {200, 200, 200, 200},
	"GET /api/config":       {200, 200, 200, 200},
	"GET /api/openapi.json": {200, 200, 200, 200},
	"GET /api/docs":         {200, 200, 200, 200},

	"POST /api/auth/signup": {201, 201, 201, 201},
	"POST /api/auth/login":  {200, 200, 200, 200},
	"POST /api/auth/logout": {401, 204, 204, 204},
	"GET /api/me":           {401, 200, 200, 200},
	"PATCH /api/me":         {401, 200, 200, 200},

	"GET /api/users":                         {401, 403, 403, 200},
	"PUT /api/users/:id/role":                {401, 403, 403, 200},
	"DELETE /api/users/:id":                  {401, 403, 403, 204},
	"GET /api/products":                      {200, 200, 200, 200},
	"GET /api/products/:id":                  {200, 200, 200, 200},
	"POST /api/products":                     {401, 403, 403, 201},
	"PATCH /api/products/:id":                {401, 403, 403, 200},
	"DELETE /api/products/:id":               {401, 403, 403, 204},
	"GET /api/brands":                        {200, 200, 200, 200},
	"GET /api/categories":                    {200, 200, 200, 200},
	"PUT /api/admin/categories/:slug":        {401, 403, 403, 200},
	"DELETE /api/admin/categories/:slug":     {401, 403, 403, 204}, // a category no product uses
	"POST /api/uploads":                      {401, 201, 201, 201},
	"POST /api/bookings":                     {401, 201, 201, 201},
	"GET /api/bookings":                      {401, 200, 200, 200},
	"GET /api/bookings/:id":                  {401, 200, 404, 200},
	"POST /api/bookings/:id/cancel":          {401, 200, 404, 200},
	"POST /api/bookings/:id/payment-intent":  {401, 200, 404, 404},
	"POST /api/bookings/:id/payment/confirm": {401, 200, 404, 404},
	"POST /api/payments/stripe/webhook":      {404, 404, 404, 404}, // test mode has no webhook
	"POST /api/bookings/:id/reorder":         {401, 200, 404, 404}, // into the owner's own cart only
	"GET /api/cart":                          {401, 200, 200, 200},
	"PUT /api/cart/lines/:productId":         {401, 200, 200, 200},
	"DELETE /api/cart/lines/:productId":      {401, 200, 200, 200},
	"DELETE /api/cart":                       {401, 204, 204, 204},
	"POST /api/cart/checkout":                {401, 201, 201, 201}, // every caller's cart holds the product
	"POST /api/cart/quick-order":             {401, 200, 200, 200},

	"POST /api/quotes":                 {401, 201, 201, 201},
	"GET /api/quotes":                  {401, 200, 200, 200},
	"GET /api/quotes/:id":              {401, 200, 404, 200},
	"GET /api/quotes/:id/quote.pdf":    {401, 200, 404, 200}, // as the quote page
	"POST /api/quotes/:id/accept":      {401, 201, 404, 404}, // the owner's own offer only
	"POST /api/quotes/:id/decline":     {401, 200, 404, 404},
	"GET /api/admin/quotes":            {401, 403, 403, 200},
	"POST /api/admin/quotes/:id/offer": {401, 403, 403, 200}, // the fixture's other quote is still requested

	"GET /api/admin/bookings":              {401, 403, 403, 200},
	"POST /api/admin/bookings/:id/ship":    {401, 403, 403, 409}, // the fixture is unpaid
	"POST /api/admin/bookings/:id/deliver": {401, 403, 403, 409},
	"POST /api/admin/bookings/:id/refund":  {401, 403, 403, 409},
	"POST /api/admin/bookings/:id/refunds": {401, 403, 403, 409}, // nothing paid or invoiced to refund

	"GET /api/reviews":               {200, 200, 200, 200},
	"POST /api/reviews":              {401, 201, 201, 201},
	"DELETE /api/reviews/:id":        {401, 403, 403, 204},
	"POST /api/contact":              {202, 202, 202, 202},
	"GET /api/admin/messages":        {401, 403, 403, 200},
	"PATCH /api/admin/messages/:id":  {401, 403, 403, 200},
	"DELETE /api/admin/messages/:id": {401, 403, 403, 204},

	"POST /api/auth/password-reset":                           {202, 202, 202, 202},
	"POST /api/auth/password-reset/confirm":                   {400, 400, 400, 400}, // anyone with the mailed token; the fixture's is made up
	"POST /api/auth/password-reset/check":                     {400, 400, 400, 400},
	"POST /api/auth/verify-email":                             {400, 400, 400, 400},
	"POST /api/me/verify-email":                               {401, 409, 202, 409}, // the customer (a company founder) and the dev admin are verified
	"GET /api/me/company":                                     {401, 200, 200, 200},
	"PUT /api/me/company":                                     {401, 200, 200, 200},
	"GET /api/me/addresses":                                   {401, 200, 200, 200},
	"POST /api/me/addresses":                                  {401, 201, 201, 201},
	"DELETE /api/me/addresses/:id":                            {401, 204, 404, 404}, // the customer's own address only
	"PUT /api/users/:id/terms":                                {401, 403, 403, 200},
	"GET /api/bookings/:id/invoice.pdf":                       {401, 200, 404, 200}, // the customer's order on invoice terms
	"GET /api/bookings/:id/credit-note.pdf":                   {401, 404, 404, 404}, // nothing was refunded
	"GET /api/bookings/:id/refunds/:refundId/credit-note.pdf": {401, 404, 404, 404},
	"POST /api/admin/bookings/:id/mark-paid":                  {401, 403, 403, 200},

	"POST /api/admin/bookings/:id/cancel": {401, 403, 403, 200}, // the fixture is unpaid
	"GET /api/admin/bookings.csv":         {401, 403, 403, 200},
	"GET /api/admin/products.csv":         {401, 403, 403, 200},
	"POST /api/admin/products/import":     {401, 403, 403, 200},
	"GET /api/admin/audit":                {401, 403, 403, 200},
	"GET /api/admin/stats":                {401, 403, 403, 200},

	// The customer is the admin of a company with a member whose order waits
	// for approval; the other customer (unverified) and the shop's admin are
	// in no company.
	"GET /api/company":                     {401, 200, 404, 404},
	"POST /api/company":                    {401, 409, 403, 201}, // one company each; unverified can't found
	"PATCH /api/company":                   {401, 200, 404, 404},
	"POST /api/company/invitations":        {401, 201, 404, 404},
	"GET /api/company/invitations":         {401, 200, 404, 404},
	"DELETE /api/company/invitations/:id":  {401, 204, 404, 404},
	"POST /api/company/invitations/accept": {401, 409, 403, 403}, // an invitation for a third address
	"PATCH /api/company/members/:userId":   {401, 200, 404, 404},
	"DELETE /api/company/members/:userId":  {401, 204, 404, 404},
	"GET /api/company/orders":              {401, 200, 404, 404},
	"POST /api/company/orders/:id/approve": {401, 200, 404, 404},
	"POST /api/company/orders/:id/reject":  {401, 200, 404, 404},
	"GET /api/company/prices":              {401, 200, 404, 404},
	"GET /api/admin/companies":             {401, 403, 403, 200},
	"GET /api/admin/companies/:id":         {401, 403, 403, 200},
	"GET /api/admin/companies/:id/orders":  {401, 403, 403, 200},
	"PUT /api/admin/companies/:id/terms":   {401, 403, 403, 200},
	"GET /api/admin/companies/:id/prices":  {401, 403, 403, 200},
	"PUT /api/admin/companies/:id/prices":  {401, 403, 403, 200},
}

// fixture is a fresh shop with one of everything, owned by "customer".
type fixture struct {
	shop                     *shop
	tokens                   [4]string
	product, booking, review string
	message, targetUser      string
	customerEmail            string
	sku                      string
	offered, requested       string // the customer's quotes
	invoiced, address        string // the customer's order on invoice terms and saved address
	moq                      int64
	company                  companyFixture // the customer's company
	returned, returnID       string         // the fixture's order once delivered, and its return
}

func newFixture(t *testing.T) *fixture {
	cs := newCompanyShop(t, nil)
	s := cs.shop
	f := &fixture{shop: s}
	f.customerEmail = fmt.Sprintf("owner-%d@example.com", nextSeq())
	r := s.do("POST", "/api/auth/signup", "", map[string]string{"name": "Owner", "email": f.customerEmail, "password": "secret123"})
	require.Equal(t, 201, r.Status, string(r.Body))
	f.tokens[1] = r.JSON(t)["token"].(string)
	f.tokens[2], _ = s.signUp("Other")
	f.tokens[3] = s.adminToken()
	_, f.targetUser = s.signUp("Target")
	p := s.orderableProduct()
	f.product = p["id"].(string)
	f.booking = s.book(f.tokens[1], p)["id"].(string)
	f.invoiced, f.address = f.invoiceOrder(t, p), f.savedAddress(t)
	for _, token := range f.tokens[1:] {
		s.putInCart(token, f.product, num(p["minOrderQuantity"]))
	}
	rv := s.do("POST", "/api/reviews", f.tokens[1], map[string]any{"review": "Fast pallet delivery", "rating": 5, "img": "/catalogue/ssd.svg"})
	require.Equal(t, 201, rv.Status, string(rv.Body))
	f.review = rv.JSON(t)["id"].(string)
	m := s.do("POST", "/api/contact", "", map[string]string{"email": "buyer@example.com", "name": "Buyer", "subject": "Quote", "message": "500 SSDs please"})
	require.Equal(t, 202, m.Status, string(m.Body))
	f.message = m.JSON(t)["id"].(string)
	f.sku, f.moq = p["sku"].(string), num(p["minOrderQuantity"])
	f.requested = s.requestQuote(f.tokens[1], f.product, f.moq)["id"].(string)
	f.offered = s.requestQuote(f.tokens[1], f.product, f.moq)["id"].(string)
	s.offerQuote(f.tokens[3], f.offered, f.product, 100, time.Now().Add(time.Hour))
	f.company = f.customerCompany(t, cs)
	return f
}

// request builds a working request for the route, so that only
// authorisation decides the status.
func (f *fixture) request(t *testing.T, key string) (method, path string, body any) {
	method, path, _ = strings.Cut(key, " ")
	if id, ok := map[string]string{"GET /api/bookings/:id/invoice.pdf": f.invoiced,
		"POST /api/admin/bookings/:id/mark-paid": f.invoiced, "DELETE /api/me/addresses/:id": f.address,
		"DELETE /api/company/invitations/:id": f.company.invitation, "POST /api/company/orders/:id/approve": f.company.pending,
		"POST /api/company/orders/:id/reject": f.company.pending}[key]; ok {
		path = strings.Replace(path, ":id", id, 1)
	}
	id := map[string]string{"/api/users/": f.targetUser, "/api/products/": f.product, "/api/bookings/": f.booking,
		"/api/admin/bookings/": f.booking, "/api/reviews/": f.review, "/api/admin/messages/": f.message,
		"/api/quotes/": f.offered, "/api/admin/quotes/": f.requested, "/api/admin/companies/": f.company.id}
	for prefix, v := range id {
		if strings.HasPrefix(path, prefix) {
			path = strings.Replace(path, ":id", v, 1)
		}
	}
	path = f.returnPath(t, key, path)
	path = strings.Replace(f.warehousePath(t, path), ":productId", f.product, 1)
	path = strings.Replace(path, ":userId", f.company.member, 1)
	path = strings.Replace(path, ":refundId", "no-such-refund", 1)
	if strings.Contains(path, ":slug") {
		path = strings.Replace(path, ":slug", "matrix-empty", 1)
		r := f.shop.do("PUT", path, f.tokens[3], map[string]string{"name": "Empty"})
		require.Equal(t, 200, r.Status, string(r.Body))
	}
	bodies := map[string]any{
		"POST /api/auth/signup":                  map[string]string{"name": "New", "email": fmt.Sprintf("new-%d@example.com", nextSeq()), "password": "secret123"},
		"POST /api/auth/login":                   map[string]string{"email": f.customerEmail, "password": "secret123"},
		"PATCH /api/me":                          map[string]string{"name": "Renamed"},
		"PUT /api/users/:id/role":                map[string]string{"role": "admin"},
		"POST /api/products":                     map[string]any{"name": "Test SSD", "brand": "Acme", "priceCents": 4999, "stock": 500, "descriptions": "A test drive.", "img": "/catalogue/ssd.svg"},
		"PATCH /api/products/:id":                map[string]any{"priceCents": 5999},
		"POST /api/uploads":                      imageUpload(t, "image", tinyPNG(t)),
		"POST /api/bookings":                     map[string]any{"productId": f.product, "quantity": 100, "address": "2 Quay St", "phone": "555 0101"},
		"PUT /api/cart/lines/:productId":         map[string]any{"quantity": 100},
		"POST /api/cart/checkout":                map[string]any{"address": "2 Quay St", "phone": "555 0101"},
		"POST /api/bookings/:id/payment/confirm": map[string]any{"number": "4242 4242 4242 4242", "expMonth": 12, "expYear": 2099, "cvc": "123", "name": "Owner", "email": f.customerEmail},
		"POST /api/payments/stripe/webhook":      "{}",
		"POST /api/admin/bookings/:id/ship":      map[string]string{"trackingNumber": "1Z999"},
		"POST /api/reviews":                      map[string]any{"review": "Good", "rating": 4, "img": "/catalogue/ssd.svg"},
		"POST /api/contact":                      map[string]string{"email": "a@example.com", "name": "A", "subject": "S", "message": "M"},
		"PATCH /api/admin/messages/:id":          map[string]bool{"read": true},
		"POST /api/cart/quick-order":             map[string]string{"text": f.sku + " " + fmt.Sprint(f.moq)},
		"POST /api/quotes":                       quoteBody(f.product, f.moq),
		"POST /api/quotes/:id/accept":            checkoutBody(),
		"POST /api/admin/quotes/:id/offer":       offerBody(f.product, 100, time.Now().Add(time.Hour)),

		"POST /api/auth/password-reset":          map[string]string{"email": f.customerEmail},
		"POST /api/auth/password-reset/confirm":  map[string]string{"token": "made-up", "password": "secret456"},
		"POST /api/auth/verify-email":            map[string]string{"token": "made-up"},
		"PUT /api/me/company":                    map[string]string{"companyName": "Dock Traders BV", "vatId": "NL1", "billingAddress": "1 Dock Rd"},
		"POST /api/me/addresses":                 map[string]string{"label": "Depot", "address": "2 Quay St", "phone": "555 0101"},
		"PUT /api/users/:id/terms":               map[string]any{"invoiceTerms": true, "netDays": 30, "taxExempt": false},
		"POST /api/admin/bookings/:id/mark-paid": map[string]string{"reference": "BANK-1"},
		"POST /api/admin/bookings/:id/refunds":   map[string]any{"amountCents": 100, "reason": "Matrix"},
		"POST /api/admin/products/import":        csvBody("sku,stock\n" + f.sku + ",500\n"),
		"PUT /api/admin/categories/:slug":        map[string]any{"name": "Empty", "position": 90},

		"POST /api/company":                    map[string]string{"name": "Matrix Co"},
		"PATCH /api/company":                   map[string]any{"poRequired": false},
		"POST /api/company/invitations":        map[string]string{"email": uniqueEmail("invited"), "role": "buyer"},
		"POST /api/company/invitations/accept": map[string]string{"token": f.company.link},
		"PATCH /api/company/members/:userId":   map[string]any{"spendingLimitCents": 100},
		"POST /api/company/orders/:id/reject":  map[string]string{"reason": "Not now"},
		"PUT /api/admin/companies/:id/terms":   map[string]any{"invoiceTerms": true, "netDays": 30, "taxExempt": false},
		"PUT /api/admin/companies/:id/prices":  map[string]any{"prices": []map[string]any{{"sku": f.sku, "unitPriceCents": 100}}},
	}
	if body, ok := f.fulfilmentBodies()[key]; ok {
		return method, path, body
	}
	if body, ok := f.returnBodies()[key]; ok {
		return method, path, body
	}
	return method, path, bodies[key]
}

func TestAuthorisationMatrix(t *testing.T) {
	t.Parallel()
	routes := newShop(t, nil).server.RouteKeys()
	var missing []string
	for _, k := range routes {
		if _, ok := matrix[k]; !ok {
			missing = append(missing, k)
		}
	}
	sort.Strings(missing)
	require.Empty(t, missing, "routes missing from the authorisation matrix")
	require.Len(t, matrix, len(routes), "the matrix names routes the router doesn't have")

	// Reads share one fixture. A write gets a fresh fixture for each caller it lets through, so one
	// caller's change can't decide another's status; the callers it refuses share one, as a refused
	// call changes nothing (and one that does fails its own row).
	shared := newFixture(t)
	for _, key := range routes {
		t.Run(key, func(t *testing.T) {
			if strings.HasPrefix(key, "GET ") {
				for i := range callers {
					requireAuthorised(t, shared, key, i)
				}
				return
			}
			t.Parallel()
			var refused *fixture
			for i, caller := range callers {
				if matrix[key][i] >= 400 {
					if refused == nil {
						refused = newFixture(t)
					}
					requireAuthorised(t, refused, key, i)
					continue
				}
				t.Run("as "+caller, func(t *testing.T) {
					t.Parallel()
					requireAuthorised(t, newFixture(t), key, i)
				})
			}
		})
	}
}

// requireAuthorised calls the route as caller i on f and checks the status the matrix gives.
func requireAuthorised(t *testing.T, f *fixture, key string, i int) {
	t.Helper()
	method, path, body := f.request(t, key)
	r := f.shop.do(method, path, f.tokens[i], body)
	assert.Equal(t, matrix[key][i], r.Status, "%s %s as %s: %s", method, path, callers[i], r.Body)
	if r.Status >= 400 {
		assert.Contains(t, string(r.Body), `"error"`, "errors use the error shape")
	}
	if f.tokens[i] != "" || matrix[key][0] == http.StatusUnauthorized {
		assert.Equal(t, "no-store", r.Header.Get("Cache-Control"), "private answers are never cached")
	}
}
