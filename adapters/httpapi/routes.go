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
	upload       bool      // multipart body up to the upload limit
	maxBody      int64     // a route's own body limit; 0: the JSON or upload limit
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
		{method: http.MethodGet, path: "/healthz", handle: s.healthz, summary: "Liveness"},
		{method: http.MethodGet, path: "/readyz", handle: s.readyz, summary: "Readiness: the store answers"},
		{method: http.MethodGet, path: "/metrics", handle: s.metricsOnMainPort(), summary: "Prometheus metrics (on PALLET_METRICS_ADDR instead when it is set)"},
		{method: http.MethodGet, path: "/api/config", handle: s.getConfig, summary: "Sign-in and payment modes for the front end"},
		{method: http.MethodGet, path: "/api/openapi.json", handle: s.openAPI, summary: "This API as OpenAPI 3"},

		{method: http.MethodPost, path: "/api/auth/signup", handle: s.signUp, limit: &authLimit, summary: "Create a local account"},
		{method: http.MethodPost, path: "/api/auth/login", handle: s.logIn, limit: &authLimit, summary: "Sign in with email and password"},
		{method: http.MethodPost, path: "/api/auth/logout", access: signedIn, handle: s.logOut, summary: "Revoke the token"},
		{method: http.MethodGet, path: "/api/me", access: signedIn, handle: s.getMe, summary: "The signed-in user"},
		{method: http.MethodPatch, path: "/api/me", access: signedIn, handle: s.patchMe, summary: "Edit own profile"},
		{method: http.MethodPost, path: "/api/auth/password-reset", handle: s.requestPasswordReset, limit: &authLimit, summary: "Mail a password reset link (202 whether or not the account exists)"},
		{method: http.MethodPost, path: "/api/auth/password-reset/confirm", handle: s.confirmPasswordReset, limit: &authLimit, summary: "Set a new password from a reset link; signs out every session"},
		{method: http.MethodPost, path: "/api/auth/verify-email", handle: s.verifyEmail, limit: &authLimit, summary: "Confirm the email address from its link"},
		{method: http.MethodPost, path: "/api/me/verify-email", access: signedIn, handle: s.resendVerification, summary: "Mail the signed-in account a new link to confirm its email"},
		{method: http.MethodGet, path: "/api/me/company", access: signedIn, handle: s.getCompany, summary: "Own company details for invoices"},
		{method: http.MethodPut, path: "/api/me/company", access: signedIn, handle: s.putCompany, summary: "Set own company details"},
		{method: http.MethodGet, path: "/api/me/addresses", access: signedIn, handle: s.listAddresses, summary: "Own saved shipping addresses"},
		{method: http.MethodPost, path: "/api/me/addresses", access: signedIn, handle: s.addAddress, summary: "Save a shipping address"},
		{method: http.MethodDelete, path: "/api/me/addresses/:id", access: signedIn, handle: s.deleteAddress, summary: "Forget a saved address"},

		{method: http.MethodGet, path: "/api/users", access: adminOnly, handle: s.listUsers, summary: "All users"},
		{method: http.MethodPut, path: "/api/users/:id/role", access: adminOnly, handle: s.setUserRole, summary: "Make admin or customer"},
		{method: http.MethodDelete, path: "/api/users/:id", access: adminOnly, handle: s.removeUser, summary: "Remove a user"},
		{method: http.MethodPut, path: "/api/users/:id/terms", access: adminOnly, handle: s.setUserTerms, summary: "Grant invoice terms or tax exemption"},

		{method: http.MethodGet, path: "/api/products", handle: s.listProducts, summary: "Search the catalogue (?q=&category=&brand=&sku=&attr.NAME=VALUE, repeatable) with brand, category and attribute facets of the whole result"},
		{method: http.MethodGet, path: "/api/products/:id", handle: s.getProduct, summary: "One product"},
		{method: http.MethodPost, path: "/api/products", access: adminOnly, handle: s.addProduct, summary: "Add a product"},
		{method: http.MethodPatch, path: "/api/products/:id", access: adminOnly, handle: s.editProduct, summary: "Edit a product"},
		{method: http.MethodDelete, path: "/api/products/:id", access: adminOnly, handle: s.deleteProduct, summary: "Delete a product"},
		{method: http.MethodGet, path: "/api/brands", handle: s.listBrands, summary: "Brands with product counts"},
		{method: http.MethodGet, path: "/api/categories", handle: s.listCategories, summary: "The category tree with product counts (a parent's includes its children's)"},
		{method: http.MethodPut, path: "/api/admin/categories/:slug", access: adminOnly, handle: s.saveCategory, summary: "Create or replace a category: name, parent, position and filterable attributes"},
		{method: http.MethodDelete, path: "/api/admin/categories/:slug", access: adminOnly, handle: s.deleteCategory, summary: "Delete a category no product or child category uses (409 otherwise)"},
		{method: http.MethodPost, path: "/api/uploads", access: signedIn, handle: s.upload, limit: &uploadLimit, upload: true, summary: "Upload an image"},

		{method: http.MethodPost, path: "/api/bookings", access: signedIn, handle: s.placeBooking, limitPerUser: &bookingLimit, summary: "Place an order"},
		{method: http.MethodGet, path: "/api/bookings", access: signedIn, handle: s.myBookings, summary: "Own orders"},
		{method: http.MethodGet, path: "/api/bookings/:id", access: signedIn, handle: s.getBooking, summary: "One order (owner or admin)"},
		{method: http.MethodPost, path: "/api/bookings/:id/cancel", access: signedIn, handle: s.cancelBooking, summary: "Cancel an unpaid order"},
		{method: http.MethodPost, path: "/api/bookings/:id/payment-intent", access: signedIn, handle: s.createPaymentIntent, summary: "Start paying an order"},
		{method: http.MethodPost, path: "/api/bookings/:id/payment/confirm", access: signedIn, handle: s.confirmPayment, limit: &paymentLimit, summary: "Confirm a payment with the gateway"},
		{method: http.MethodPost, path: "/api/bookings/:id/reorder", access: signedIn, handle: s.reorder, summary: "Put an order's lines into the cart again"},
		{method: http.MethodGet, path: "/api/bookings/:id/invoice.pdf", access: signedIn, handle: s.invoicePDF, summary: "The order's invoice as a PDF (owner or admin)"},
		{method: http.MethodGet, path: "/api/bookings/:id/credit-note.pdf", access: signedIn, handle: s.creditNotePDF, summary: "The refunded order's credit note as a PDF (owner or admin)"},
		{method: http.MethodPost, path: "/api/payments/stripe/webhook", handle: s.stripeWebhook, summary: "Stripe's signed events"},

		{method: http.MethodGet, path: "/api/cart", access: signedIn, handle: s.getCart, summary: "Own cart, priced now"},
		{method: http.MethodPut, path: "/api/cart/lines/:productId", access: signedIn, handle: s.setCartLine, summary: "Set a cart line's quantity"},
		{method: http.MethodDelete, path: "/api/cart/lines/:productId", access: signedIn, handle: s.removeCartLine, summary: "Remove a cart line"},
		{method: http.MethodDelete, path: "/api/cart", access: signedIn, handle: s.emptyCart, summary: "Empty the cart"},
		{method: http.MethodPost, path: "/api/cart/checkout", access: signedIn, handle: s.checkout, limitPerUser: &bookingLimit, summary: "Order everything in the cart"},
		{method: http.MethodPost, path: "/api/cart/quick-order", access: signedIn, handle: s.quickOrder, limitPerUser: &quickOrderLimit, summary: "Add pasted part numbers and quantities to the cart"},

		{method: http.MethodPost, path: "/api/quotes", access: signedIn, handle: s.requestQuote, limitPerUser: &quoteLimit, summary: "Ask for a quote"},
		{method: http.MethodGet, path: "/api/quotes", access: signedIn, handle: s.listQuotes, summary: "Own quotes (admins: all)"},
		{method: http.MethodGet, path: "/api/quotes/:id", access: signedIn, handle: s.getQuote, summary: "One quote (owner or admin)"},
		{method: http.MethodPost, path: "/api/quotes/:id/accept", access: signedIn, handle: s.acceptQuote, limitPerUser: &bookingLimit, summary: "Order an offer at its prices"},
		{method: http.MethodPost, path: "/api/quotes/:id/decline", access: signedIn, handle: s.declineQuote, summary: "Decline a request or offer"},
		{method: http.MethodGet, path: "/api/admin/quotes", access: adminOnly, handle: s.listQuotes, summary: "All quotes, by status"},
		{method: http.MethodPost, path: "/api/admin/quotes/:id/offer", access: adminOnly, handle: s.offerQuote, summary: "Offer prices for a requested quote"},

		{method: http.MethodGet, path: "/api/admin/bookings", access: adminOnly, handle: s.allBookings, summary: "All orders"},
		{method: http.MethodPost, path: "/api/admin/bookings/:id/ship", access: adminOnly, handle: s.shipBooking, summary: "Ship a paid order"},
		{method: http.MethodPost, path: "/api/admin/bookings/:id/deliver", access: adminOnly, handle: s.deliverBooking, summary: "Mark delivered"},
		{method: http.MethodPost, path: "/api/admin/bookings/:id/refund", access: adminOnly, handle: s.refundBooking, summary: "Refund a paid order"},
		{method: http.MethodPost, path: "/api/admin/bookings/:id/mark-paid", access: adminOnly, handle: s.markPaid, summary: "Record the bank transfer that paid an invoice-terms order"},
		{method: http.MethodPost, path: "/api/admin/bookings/:id/cancel", access: adminOnly, handle: s.cancelBooking, summary: "Cancel an unpaid order; its stock goes back"},
		{method: http.MethodGet, path: "/api/admin/bookings.csv", access: adminOnly, handle: s.exportBookings, summary: "The order desk's orders as CSV, one row per order line (same filters)"},
		{method: http.MethodGet, path: "/api/admin/products.csv", access: adminOnly, handle: s.exportProducts, summary: "The catalogue as CSV"},
		{method: http.MethodPost, path: "/api/admin/products/import", access: adminOnly, handle: s.importProducts, maxBody: maxImportBody, summary: "Create or update products by SKU from a text/csv body up to 20 MB (?dryRun=true writes nothing); a file with any error writes nothing, and each error names its data row (1 = the row after the header) and column"},
		{method: http.MethodGet, path: "/api/admin/audit", access: adminOnly, handle: s.listAudit, summary: "The admin audit log, newest first (?actor=&action=)"},
		{method: http.MethodGet, path: "/api/admin/stats", access: adminOnly, handle: s.salesStats, summary: "Sales dashboard for the last ?days= (1 to 366, default 30)"},

		{method: http.MethodGet, path: "/api/reviews", handle: s.listReviews, summary: "Reviews, newest first"},
		{method: http.MethodPost, path: "/api/reviews", access: signedIn, handle: s.addReview, limitPerUser: &reviewLimit, summary: "Add a review"},
		{method: http.MethodDelete, path: "/api/reviews/:id", access: adminOnly, handle: s.deleteReview, summary: "Delete a review"},

		{method: http.MethodPost, path: "/api/contact", handle: s.sendMessage, limit: &contactLimit, summary: "Send a contact message"},
		{method: http.MethodGet, path: "/api/admin/messages", access: adminOnly, handle: s.listMessages, summary: "Contact messages"},
		{method: http.MethodPatch, path: "/api/admin/messages/:id", access: adminOnly, handle: s.markMessage, summary: "Mark a message read or unread"},
		{method: http.MethodDelete, path: "/api/admin/messages/:id", access: adminOnly, handle: s.deleteMessage, summary: "Delete a message"},
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
