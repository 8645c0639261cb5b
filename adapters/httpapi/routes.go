package httpapi

import (
	"net/http"

	"github.com/gin-gonic/gin"
)

type access int

const (
	public access = iota
	signedIn
	adminOnly
)

type route struct {
	method, path string
	access       access
	handle       gin.HandlerFunc
	summary      string
	limit        *rateRule // nil: no rate limit beyond the global ones
	limitPerUser *rateRule // per signed-in user, checked after authentication
	// per client address, counting only the requests answered below 400
	// (address_limits.go); a rule with no burst is off
	limitAccepted *rateRule
	upload        bool  // multipart body up to the upload limit
	maxBody       int64 // a route's own body limit; 0: the JSON or upload limit

	// What the OpenAPI document says (openapi.go): the types are zero values.
	req     any    // the request body's type; nil: no body
	takes   string // the body's content type when it isn't JSON (a CSV import, an upload)
	query   any    // a struct whose `query` tags are the query parameters
	resp    any    // the JSON answer's type; nil: no body, or a file of type answers
	answers string // the content type of an answer that isn't JSON (CSV, PDF)
	status  int    // the success status; 0: 200
	errs    []int  // error statuses besides those access, limits, body, path and query imply
}

const maxUploadBody = 5<<20 + 64<<10 // the image plus multipart framing

func (r route) bodyLimit() int64 {
	if r.maxBody > 0 {
		return r.maxBody
	}
	if r.upload {
		return maxUploadBody
	}
	return MaxJSONBody + 1
}

// routes is the one table of API routes: the router, the authorisation
// matrix test and the OpenAPI document are all built from it.
func (s *Server) routes() []route {
	return []route{
		{method: http.MethodGet, path: "/healthz", handle: s.healthz, resp: probeView{}, summary: "Liveness"},
		{method: http.MethodGet, path: "/readyz", handle: s.readyz, resp: probeView{}, errs: []int{503}, summary: "Readiness: the store answers"},
		{method: http.MethodGet, path: "/metrics", handle: s.metricsOnMainPort(), answers: "text/plain", errs: []int{404}, summary: "Prometheus metrics (on PALLET_METRICS_ADDR instead when it is set)"},
		{method: http.MethodGet, path: "/api/config", handle: s.getConfig, resp: configView{}, summary: "Sign-in and payment modes for the front end"},
		{method: http.MethodGet, path: "/api/openapi.json", handle: s.openAPI, resp: openAPIView{}, summary: "This API as OpenAPI 3.1"},
		{method: http.MethodGet, path: "/api/docs", handle: s.apiDocs, answers: "text/html", summary: "This API's reference, to read in a browser"},

		{method: http.MethodPost, path: "/api/auth/signup", handle: s.signUp, limit: &authLimit, limitAccepted: &s.signUps, req: signUpRequest{}, resp: sessionView{}, status: 201, errs: []int{404, 409}, summary: "Create a local account"},
		{method: http.MethodPost, path: "/api/auth/login", handle: s.logIn, limit: &authLimit, req: logInRequest{}, resp: sessionView{}, errs: []int{401, 403, 404}, summary: "Sign in with email and password"},
		{method: http.MethodPost, path: "/api/auth/logout", access: signedIn, handle: s.logOut, status: 204, summary: "Revoke the token"},
		{method: http.MethodGet, path: "/api/me", access: signedIn, handle: s.getMe, resp: userView{}, summary: "The signed-in user"},
		{method: http.MethodPatch, path: "/api/me", access: signedIn, handle: s.patchMe, req: profileRequest{}, resp: userView{}, summary: "Edit own profile"},
		{method: http.MethodPost, path: "/api/auth/password-reset", handle: s.requestPasswordReset, limit: &authLimit, req: passwordResetRequest{}, status: 202, errs: []int{404}, summary: "Mail a password reset link (202 whether or not the account exists)"},
		{method: http.MethodPost, path: "/api/auth/password-reset/confirm", handle: s.confirmPasswordReset, limit: &authLimit, req: passwordResetConfirmation{}, status: 204, errs: []int{404}, summary: "Set a new password from a reset link; signs out every session"},
		{method: http.MethodPost, path: "/api/auth/verify-email", handle: s.verifyEmail, limit: &authLimit, req: verifyEmailRequest{}, status: 204, errs: []int{404}, summary: "Confirm the email address from its link"},
		{method: http.MethodPost, path: "/api/me/verify-email", access: signedIn, handle: s.resendVerification, status: 202, errs: []int{404, 409, 429}, summary: "Mail the signed-in account a new link to confirm its email"},
		{method: http.MethodGet, path: "/api/me/company", access: signedIn, handle: s.getCompany, resp: companyView{}, summary: "Own company details for invoices"},
		{method: http.MethodPut, path: "/api/me/company", access: signedIn, handle: s.putCompany, req: companyView{}, resp: companyView{}, summary: "Set own company details"},
		{method: http.MethodGet, path: "/api/me/addresses", access: signedIn, handle: s.listAddresses, resp: listView[addressView]{}, summary: "Own saved shipping addresses"},
		{method: http.MethodPost, path: "/api/me/addresses", access: signedIn, handle: s.addAddress, req: addressRequest{}, resp: addressView{}, status: 201, errs: []int{409}, summary: "Save a shipping address"},
		{method: http.MethodDelete, path: "/api/me/addresses/:id", access: signedIn, handle: s.deleteAddress, status: 204, summary: "Forget a saved address"},

		{method: http.MethodGet, path: "/api/users", access: adminOnly, handle: s.listUsers, query: userQuery{}, resp: listView[userView]{}, summary: "All users"},
		{method: http.MethodPut, path: "/api/users/:id/role", access: adminOnly, handle: s.setUserRole, req: roleRequest{}, resp: userView{}, errs: []int{409}, summary: "Make admin or customer"},
		{method: http.MethodDelete, path: "/api/users/:id", access: adminOnly, handle: s.removeUser, status: 204, errs: []int{409}, summary: "Remove a user"},
		{method: http.MethodPut, path: "/api/users/:id/terms", access: adminOnly, handle: s.setUserTerms, req: termsView{}, resp: userView{}, summary: "Grant invoice terms or tax exemption"},

		{method: http.MethodGet, path: "/api/products", handle: s.listProducts, query: productQuery{}, resp: catalogueView{}, summary: "Search the catalogue (also attr.NAME=VALUE, repeatable) with brand, category and attribute facets of the whole result"},
		{method: http.MethodGet, path: "/api/products/:id", handle: s.getProduct, resp: productView{}, summary: "One product"},
		{method: http.MethodPost, path: "/api/products", access: adminOnly, handle: s.addProduct, req: productRequest{}, resp: productView{}, status: 201, errs: []int{409}, summary: "Add a product"},
		{method: http.MethodPatch, path: "/api/products/:id", access: adminOnly, handle: s.editProduct, req: productRequest{}, resp: productView{}, errs: []int{409}, summary: "Edit a product"},
		{method: http.MethodDelete, path: "/api/products/:id", access: adminOnly, handle: s.deleteProduct, status: 204, summary: "Delete a product"},
		{method: http.MethodGet, path: "/api/brands", handle: s.listBrands, resp: brandsView{}, summary: "Brands with product counts"},
		{method: http.MethodGet, path: "/api/categories", handle: s.listCategories, resp: categoriesView{}, summary: "The category tree with product counts (a parent's includes its children's)"},
		{method: http.MethodPut, path: "/api/admin/categories/:slug", access: adminOnly, handle: s.saveCategory, req: categoryRequest{}, resp: categoryView{}, summary: "Create or replace a category: name, parent, position and filterable attributes"},
		{method: http.MethodDelete, path: "/api/admin/categories/:slug", access: adminOnly, handle: s.deleteCategory, status: 204, errs: []int{404, 409}, summary: "Delete a category no product or child category uses (409 otherwise)"},
		{method: http.MethodPost, path: "/api/uploads", access: signedIn, handle: s.upload, limit: &uploadLimit, upload: true, req: uploadRequest{}, takes: "multipart/form-data", resp: uploadView{}, status: 201, summary: "Upload an image"},

		{method: http.MethodPost, path: "/api/bookings", access: signedIn, handle: s.placeBooking, limitPerUser: &bookingLimit, req: bookingRequest{}, resp: bookingView{}, status: 201, errs: []int{404, 409}, summary: "Place an order"},
		{method: http.MethodGet, path: "/api/bookings", access: signedIn, handle: s.myBookings, query: pageQuery{}, resp: listView[bookingView]{}, summary: "Own orders"},
		{method: http.MethodGet, path: "/api/bookings/:id", access: signedIn, handle: s.getBooking, resp: bookingView{}, summary: "One order (owner or admin)"},
		{method: http.MethodPost, path: "/api/bookings/:id/cancel", access: signedIn, handle: s.cancelBooking, resp: bookingView{}, errs: []int{409}, summary: "Cancel an unpaid order"},
		{method: http.MethodPost, path: "/api/bookings/:id/payment-intent", access: signedIn, handle: s.createPaymentIntent, resp: intentView{}, errs: []int{409}, summary: "Start paying an order"},
		{method: http.MethodPost, path: "/api/bookings/:id/payment/confirm", access: signedIn, handle: s.confirmPayment, limit: &paymentLimit, req: confirmRequest{}, resp: bookingView{}, errs: []int{402, 409}, summary: "Confirm a payment with the gateway"},
		{method: http.MethodPost, path: "/api/bookings/:id/reorder", access: signedIn, handle: s.reorder, resp: reorderView{}, summary: "Put an order's lines into the cart again"},
		{method: http.MethodGet, path: "/api/bookings/:id/invoice.pdf", access: signedIn, handle: s.invoicePDF, answers: "application/pdf", summary: "The order's invoice as a PDF (owner or admin)"},
		{method: http.MethodGet, path: "/api/bookings/:id/credit-note.pdf", access: signedIn, handle: s.creditNotePDF, answers: "application/pdf", summary: "The refunded order's credit note as a PDF (owner or admin)"},
		{method: http.MethodPost, path: "/api/payments/stripe/webhook", handle: s.stripeWebhook, takes: "application/json", resp: webhookReceivedView{}, errs: []int{401, 404}, summary: "Stripe's signed events"},

		{method: http.MethodGet, path: "/api/cart", access: signedIn, handle: s.getCart, resp: cartView{}, summary: "Own cart, priced now"},
		{method: http.MethodPut, path: "/api/cart/lines/:productId", access: signedIn, handle: s.setCartLine, req: cartLineRequest{}, resp: cartView{}, summary: "Set a cart line's quantity"},
		{method: http.MethodDelete, path: "/api/cart/lines/:productId", access: signedIn, handle: s.removeCartLine, resp: cartView{}, summary: "Remove a cart line"},
		{method: http.MethodDelete, path: "/api/cart", access: signedIn, handle: s.emptyCart, status: 204, summary: "Empty the cart"},
		{method: http.MethodPost, path: "/api/cart/checkout", access: signedIn, handle: s.checkout, limitPerUser: &bookingLimit, req: checkoutRequest{}, resp: bookingView{}, status: 201, errs: []int{403, 409}, summary: "Order everything in the cart"},
		{method: http.MethodPost, path: "/api/cart/quick-order", access: signedIn, handle: s.quickOrder, limitPerUser: &quickOrderLimit, req: quickOrderRequest{}, resp: quickOrderView{}, summary: "Add pasted part numbers and quantities to the cart"},

		{method: http.MethodPost, path: "/api/quotes", access: signedIn, handle: s.requestQuote, limitPerUser: &quoteLimit, req: quoteRequest{}, resp: quoteView{}, status: 201, summary: "Ask for a quote"},
		{method: http.MethodGet, path: "/api/quotes", access: signedIn, handle: s.listQuotes, query: quoteQuery{}, resp: listView[quoteView]{}, summary: "Own quotes (admins: all)"},
		{method: http.MethodGet, path: "/api/quotes/:id", access: signedIn, handle: s.getQuote, resp: quoteView{}, summary: "One quote (owner or admin)"},
		{method: http.MethodPost, path: "/api/quotes/:id/accept", access: signedIn, handle: s.acceptQuote, limitPerUser: &bookingLimit, req: acceptRequest{}, resp: bookingView{}, status: 201, errs: []int{409}, summary: "Order an offer at its prices"},
		{method: http.MethodPost, path: "/api/quotes/:id/decline", access: signedIn, handle: s.declineQuote, resp: quoteView{}, errs: []int{409}, summary: "Decline a request or offer"},
		{method: http.MethodGet, path: "/api/admin/quotes", access: adminOnly, handle: s.listQuotes, query: quoteQuery{}, resp: listView[quoteView]{}, summary: "All quotes, by status"},
		{method: http.MethodPost, path: "/api/admin/quotes/:id/offer", access: adminOnly, handle: s.offerQuote, req: offerRequest{}, resp: quoteView{}, errs: []int{409}, summary: "Offer prices for a requested quote"},

		{method: http.MethodGet, path: "/api/admin/bookings", access: adminOnly, handle: s.allBookings, query: deskQuery{}, resp: listView[bookingView]{}, summary: "All orders"},
		{method: http.MethodPost, path: "/api/admin/bookings/:id/ship", access: adminOnly, handle: s.shipBooking, req: shipRequest{}, resp: bookingView{}, errs: []int{409}, summary: "Ship a paid order"},
		{method: http.MethodPost, path: "/api/admin/bookings/:id/deliver", access: adminOnly, handle: s.deliverBooking, resp: bookingView{}, errs: []int{409}, summary: "Mark delivered"},
		{method: http.MethodPost, path: "/api/admin/bookings/:id/refund", access: adminOnly, handle: s.refundBooking, resp: bookingView{}, errs: []int{402, 409}, summary: "Refund a paid order"},
		{method: http.MethodPost, path: "/api/admin/bookings/:id/mark-paid", access: adminOnly, handle: s.markPaid, req: markPaidRequest{}, resp: bookingView{}, errs: []int{409}, summary: "Record the bank transfer that paid an invoice-terms order"},
		{method: http.MethodPost, path: "/api/admin/bookings/:id/cancel", access: adminOnly, handle: s.cancelBooking, resp: bookingView{}, errs: []int{409}, summary: "Cancel an unpaid order; its stock goes back"},
		{method: http.MethodGet, path: "/api/admin/bookings.csv", access: adminOnly, handle: s.exportBookings, query: deskQuery{}, answers: "text/csv", summary: "The order desk's orders as CSV, one row per order line (same filters)"},
		{method: http.MethodGet, path: "/api/admin/products.csv", access: adminOnly, handle: s.exportProducts, answers: "text/csv", summary: "The catalogue as CSV"},
		{method: http.MethodPost, path: "/api/admin/products/import", access: adminOnly, handle: s.importProducts, maxBody: maxImportBody, query: importQuery{}, takes: "text/csv", resp: importView{}, summary: "Create or update products by SKU from a text/csv body up to 20 MB (?dryRun=true writes nothing); a file with any error writes nothing, and each error names its data row (1 = the row after the header) and column"},
		{method: http.MethodGet, path: "/api/admin/audit", access: adminOnly, handle: s.listAudit, query: auditQuery{}, resp: listView[auditEntryView]{}, summary: "The admin audit log, newest first (?actor=&action=)"},
		{method: http.MethodGet, path: "/api/admin/stats", access: adminOnly, handle: s.salesStats, query: statsQuery{}, resp: statsView{}, summary: "Sales dashboard for the last ?days= (1 to 366, default 30)"},

		{method: http.MethodGet, path: "/api/reviews", handle: s.listReviews, query: pageQuery{}, resp: listView[reviewView]{}, summary: "Reviews, newest first"},
		{method: http.MethodPost, path: "/api/reviews", access: signedIn, handle: s.addReview, limitPerUser: &reviewLimit, limitAccepted: &reviewsPerAddress, req: reviewRequest{}, resp: reviewView{}, status: 201, errs: []int{403}, summary: "Add a review"},
		{method: http.MethodDelete, path: "/api/reviews/:id", access: adminOnly, handle: s.deleteReview, status: 204, summary: "Delete a review"},

		{method: http.MethodPost, path: "/api/contact", handle: s.sendMessage, limit: &contactLimit, req: contactRequest{}, resp: messageSentView{}, status: 202, summary: "Send a contact message"},
		{method: http.MethodGet, path: "/api/admin/messages", access: adminOnly, handle: s.listMessages, query: pageQuery{}, resp: listView[messageView]{}, summary: "Contact messages"},
		{method: http.MethodPatch, path: "/api/admin/messages/:id", access: adminOnly, handle: s.markMessage, req: markRequest{}, resp: messageView{}, summary: "Mark a message read or unread"},
		{method: http.MethodDelete, path: "/api/admin/messages/:id", access: adminOnly, handle: s.deleteMessage, status: 204, summary: "Delete a message"},
	}
}

// RouteKeys lists "METHOD /path" for every API route, for the
// authorisation matrix test.
func (s *Server) RouteKeys() []string {
	var keys []string
	for _, r := range s.routes() {
		keys = append(keys, r.method+" "+r.path)
	}
	return keys
}
