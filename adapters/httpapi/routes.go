package httpapi

import (
	"net/http"
	"slices"

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
	handle       endpoint // the handler, with the request and answer types it has
	summary      string
	limit        *rateRule // nil: no rate limit beyond the global ones
	limitPerUser *rateRule // per signed-in user, checked after authentication
	// per client address, counting only the requests answered below 400
	// (address_limits.go); a rule with no burst is off
	limitAccepted *rateRule
	upload        bool  // multipart body up to the upload limit
	maxBody       int64 // a route's own body limit; 0: the JSON or upload limit
	// decode reads the body into the handler's request; nil: strictly as JSON
	decode func(c *gin.Context, dst any) error
	cache  versioned // public reads answered from the response cache while it stands

	// What the OpenAPI document says besides the endpoint's types (openapi.go).
	takes  string // the body's content type when it isn't JSON (a CSV import, an upload)
	status int    // the success status; 0: 200
	errs   []int  // error statuses besides those access, limits, body, path and query imply
}

const maxUploadBody = 5<<20 + 64<<10 // the image plus multipart framing

// maxContractPricesBody takes a company's whole price list: 10,000 lines of
// a 64-character SKU and a price, with room for the JSON around them.
const maxContractPricesBody = 2 << 20

func (r route) bodyLimit() int64 {
	if r.maxBody > 0 {
		return r.maxBody
	}
	if r.upload {
		return maxUploadBody
	}
	return MaxJSONBody + 1
}

// maxBodyBytes is the largest body the route takes, as the document says.
func (r route) maxBodyBytes() int64 {
	if r.maxBody > 0 || r.upload {
		return r.bodyLimit()
	}
	return MaxJSONBody // what decodeJSON reads; bodyLimit lets one byte more reach it
}

func (r route) decoder() func(*gin.Context, any) error {
	if r.decode != nil {
		return r.decode
	}
	return decodeJSON
}

// routes is the one table of API routes: the router, the authorisation
// matrix test and the OpenAPI document are all built from it.
func (s *Server) routes() []route {
	return append([]route{
		{method: http.MethodGet, path: "/healthz", handle: typed(s.healthz), summary: "Liveness"},
		{method: http.MethodGet, path: "/readyz", handle: typed(s.readyz), errs: []int{503}, summary: "Readiness: the store answers"},
		{method: http.MethodGet, path: "/metrics", handle: file("text/plain", s.metricsOnMainPort()), errs: []int{404}, summary: "Prometheus metrics (on PALLET_METRICS_ADDR instead when it is set)"},
		{method: http.MethodGet, path: "/api/config", handle: typed(s.getConfig), summary: "Sign-in and payment modes for the front end"},
		{method: http.MethodGet, path: "/api/openapi.json", handle: typed(s.openAPI), summary: "This API as OpenAPI 3.1"},
		{method: http.MethodGet, path: "/api/docs", handle: file("text/html", s.apiDocs), summary: "This API's reference, to read in a browser"},

		{method: http.MethodPost, path: "/api/auth/signup", handle: typed(s.signUp), decode: s.decodeAuth, limit: &authLimit, limitAccepted: &s.signUps, status: 201, errs: []int{404, 409}, summary: "Create a local account"},
		{method: http.MethodPost, path: "/api/auth/login", handle: typed(s.logIn), decode: s.decodeAuth, limit: &authLimit, errs: []int{401, 403, 404}, summary: "Sign in with email and password"},
		{method: http.MethodPost, path: "/api/auth/logout", access: signedIn, handle: typed(s.logOut), status: 204, summary: "Revoke the token"},
		{method: http.MethodGet, path: "/api/me", access: signedIn, handle: typed(s.getMe), summary: "The signed-in user"},
		{method: http.MethodPatch, path: "/api/me", access: signedIn, handle: typed(s.patchMe), summary: "Edit own profile"},
		{method: http.MethodPost, path: "/api/auth/password-reset", handle: typed(s.requestPasswordReset), decode: s.decodeLocal, limit: &authLimit, status: 202, errs: []int{404}, summary: "Mail a password reset link (202 whether or not the account exists)"},
		{method: http.MethodPost, path: "/api/auth/password-reset/confirm", handle: typed(s.confirmPasswordReset), decode: s.decodeLocal, limit: &authLimit, status: 204, errs: []int{404}, summary: "Set a new password from a reset link; signs out every session"},
		{method: http.MethodPost, path: "/api/auth/password-reset/check", handle: typed(s.checkPasswordReset), decode: s.decodeLocal, limit: &authLimit, status: 204, errs: []int{404}, summary: "Whether a reset link still works, without spending it"},
		{method: http.MethodPost, path: "/api/auth/verify-email", handle: typed(s.verifyEmail), decode: s.decodeLocal, limit: &authLimit, status: 204, errs: []int{404}, summary: "Confirm the email address from its link"},
		{method: http.MethodPost, path: "/api/me/verify-email", access: signedIn, handle: typed(s.resendVerification), status: 202, errs: []int{404, 409, 429}, summary: "Mail the signed-in account a new link to confirm its email"},
		{method: http.MethodGet, path: "/api/me/company", access: signedIn, handle: typed(s.getCompany), summary: "Own company details for invoices"},
		{method: http.MethodPut, path: "/api/me/company", access: signedIn, handle: typed(s.putCompany), summary: "Set own company details"},
		{method: http.MethodGet, path: "/api/me/addresses", access: signedIn, handle: typed(s.listAddresses), summary: "Own saved shipping addresses"},
		{method: http.MethodPost, path: "/api/me/addresses", access: signedIn, handle: typed(s.addAddress), status: 201, errs: []int{409}, summary: "Save a shipping address"},
		{method: http.MethodDelete, path: "/api/me/addresses/:id", access: signedIn, handle: typed(s.deleteAddress), status: 204, summary: "Forget a saved address"},

		{method: http.MethodGet, path: "/api/company", access: signedIn, handle: typed(s.getCompanyAccount), errs: []int{404}, summary: "The caller's company account (404 when in none)"},
		{method: http.MethodPost, path: "/api/company", access: signedIn, handle: typed(s.createCompanyAccount), status: 201, errs: []int{403, 409}, summary: "Found a company; the caller becomes its admin"},
		{method: http.MethodPatch, path: "/api/company", access: signedIn, handle: typed(s.patchCompanyAccount), errs: []int{403, 404}, summary: "Edit the company's details (company admin)"},
		{method: http.MethodPost, path: "/api/company/invitations", access: signedIn, handle: typed(s.inviteToCompany), limitPerUser: &invitationLimit, status: 201, errs: []int{403, 404, 409}, summary: "Invite someone by email; mails a single-use link valid 7 days (company admin)"},
		{method: http.MethodGet, path: "/api/company/invitations", access: signedIn, handle: typed(s.listInvitations), errs: []int{403, 404}, summary: "Open invitations (company admin)"},
		{method: http.MethodDelete, path: "/api/company/invitations/:id", access: signedIn, handle: typed(s.withdrawInvitation), status: 204, errs: []int{403, 404}, summary: "Withdraw an invitation; its link stops working (company admin)"},
		{method: http.MethodPost, path: "/api/company/invitations/accept", access: signedIn, handle: typed(s.acceptInvitation), limit: &authLimit, errs: []int{403, 404, 409}, summary: "Join a company from an invitation's link"},
		{method: http.MethodPatch, path: "/api/company/members/:userId", access: signedIn, handle: typed(s.patchCompanyMember), errs: []int{403, 404, 409}, summary: "Change a member's role or spending limit (company admin)"},
		{method: http.MethodDelete, path: "/api/company/members/:userId", access: signedIn, handle: typed(s.removeCompanyMember), status: 204, errs: []int{403, 404, 409}, summary: "Remove a member (company admin), or leave"},
		{method: http.MethodGet, path: "/api/company/orders", access: signedIn, handle: queried(s.companyOrders), errs: []int{404}, summary: "The company's orders: every member's for admins and approvers, a buyer's own"},
		{method: http.MethodPost, path: "/api/company/orders/:id/approve", access: signedIn, handle: typed(s.approveCompanyOrder), errs: []int{403, 404, 409}, summary: "Approve an order awaiting approval (company admin or approver, never its buyer)"},
		{method: http.MethodPost, path: "/api/company/orders/:id/reject", access: signedIn, handle: typed(s.rejectCompanyOrder), errs: []int{403, 404, 409}, summary: "Reject an order awaiting approval with a reason; its stock goes back"},
		{method: http.MethodGet, path: "/api/company/prices", access: signedIn, handle: typed(s.myContractPrices), errs: []int{404}, summary: "The company's contract prices"},

		{method: http.MethodGet, path: "/api/users", access: adminOnly, handle: queried(s.listUsers), summary: "All users"},
		{method: http.MethodPut, path: "/api/users/:id/role", access: adminOnly, handle: typed(s.setUserRole), errs: []int{409}, summary: "Make admin or customer"},
		{method: http.MethodDelete, path: "/api/users/:id", access: adminOnly, handle: typed(s.removeUser), status: 204, errs: []int{409}, summary: "Remove a user"},
		{method: http.MethodPut, path: "/api/users/:id/terms", access: adminOnly, handle: typed(s.setUserTerms), summary: "Grant invoice terms or tax exemption"},

		{method: http.MethodGet, path: "/api/products", handle: queried(s.listProducts), cache: s.d.CatalogueVersion, summary: "Search the catalogue (also attr.NAME=VALUE, repeatable) with brand, category and attribute facets of the whole result"},
		{method: http.MethodGet, path: "/api/products/:id", handle: typed(s.getProduct), cache: s.d.CatalogueVersion, summary: "One product"},
		{method: http.MethodPost, path: "/api/products", access: adminOnly, handle: typed(s.addProduct), status: 201, errs: []int{409}, summary: "Add a product"},
		{method: http.MethodPatch, path: "/api/products/:id", access: adminOnly, handle: typed(s.editProduct), errs: []int{409}, summary: "Edit a product"},
		{method: http.MethodDelete, path: "/api/products/:id", access: adminOnly, handle: typed(s.deleteProduct), status: 204, summary: "Delete a product"},
		{method: http.MethodGet, path: "/api/brands", handle: typed(s.listBrands), cache: s.d.CatalogueVersion, summary: "Brands with product counts"},
		{method: http.MethodGet, path: "/api/categories", handle: typed(s.listCategories), cache: s.d.CatalogueVersion, summary: "The category tree with product counts (a parent's includes its children's)"},
		{method: http.MethodPut, path: "/api/admin/categories/:slug", access: adminOnly, handle: typed(s.saveCategory), summary: "Create or replace a category: name, parent, position and filterable attributes"},
		{method: http.MethodDelete, path: "/api/admin/categories/:slug", access: adminOnly, handle: typed(s.deleteCategory), status: 204, errs: []int{404, 409}, summary: "Delete a category no product or child category uses (409 otherwise)"},
		{method: http.MethodPost, path: "/api/uploads", access: signedIn, handle: typed(s.upload), decode: decodeUpload, limit: &uploadLimit, upload: true, takes: "multipart/form-data", status: 201, summary: "Upload an image"},

		{method: http.MethodPost, path: "/api/bookings", access: signedIn, handle: typed(s.placeBooking), limitPerUser: &bookingLimit, status: 201, errs: []int{403, 404, 409}, summary: "Place an order of one product (Buy now)"},
		{method: http.MethodGet, path: "/api/bookings", access: signedIn, handle: queried(s.myBookings), summary: "Own orders"},
		{method: http.MethodGet, path: "/api/bookings/:id", access: signedIn, handle: typed(s.getBooking), summary: "One order (owner or admin)"},
		{method: http.MethodPost, path: "/api/bookings/:id/cancel", access: signedIn, handle: typed(s.cancelBooking), errs: []int{403, 409}, summary: "Cancel an unpaid order (its buyer or an admin)"},
		{method: http.MethodPost, path: "/api/bookings/:id/payment-intent", access: signedIn, handle: typed(s.createPaymentIntent), errs: []int{409}, summary: "Start paying an order"},
		{method: http.MethodPost, path: "/api/bookings/:id/payment/confirm", access: signedIn, handle: typed(s.confirmPayment), limit: &paymentLimit, errs: []int{402, 409}, summary: "Confirm a payment with the gateway"},
		{method: http.MethodPost, path: "/api/bookings/:id/reorder", access: signedIn, handle: typed(s.reorder), summary: "Put an order's lines into the cart again"},
		{method: http.MethodGet, path: "/api/bookings/:id/invoice.pdf", access: signedIn, handle: file("application/pdf", s.invoicePDF), summary: "The order's invoice as a PDF (owner or admin)"},
		{method: http.MethodGet, path: "/api/bookings/:id/credit-note.pdf", access: signedIn, handle: file("application/pdf", s.creditNotePDF), summary: "The order's credit note as a PDF: its cancellation's, else its latest refund's (owner or admin)"},
		{method: http.MethodGet, path: "/api/bookings/:id/refunds/:refundId/credit-note.pdf", access: signedIn, handle: file("application/pdf", s.refundCreditNotePDF), summary: "One refund's credit note as a PDF (owner, the company's admins, or an admin)"},
		{method: http.MethodPost, path: "/api/payments/stripe/webhook", handle: typed(s.stripeWebhook), takes: "application/json", errs: []int{401, 404}, summary: "Stripe's signed events"},

		{method: http.MethodGet, path: "/api/cart", access: signedIn, handle: typed(s.getCart), summary: "Own cart, priced now"},
		{method: http.MethodPut, path: "/api/cart/lines/:productId", access: signedIn, handle: typed(s.setCartLine), summary: "Set a cart line's quantity"},
		{method: http.MethodDelete, path: "/api/cart/lines/:productId", access: signedIn, handle: typed(s.removeCartLine), summary: "Remove a cart line"},
		{method: http.MethodDelete, path: "/api/cart", access: signedIn, handle: typed(s.emptyCart), status: 204, summary: "Empty the cart"},
		{method: http.MethodPost, path: "/api/cart/checkout", access: signedIn, handle: typed(s.checkout), limitPerUser: &bookingLimit, status: 201, errs: []int{403, 409}, summary: "Order everything in the cart"},
		{method: http.MethodPost, path: "/api/cart/quick-order", access: signedIn, handle: typed(s.quickOrder), limitPerUser: &quickOrderLimit, summary: "Add pasted part numbers and quantities to the cart"},

		{method: http.MethodPost, path: "/api/quotes", access: signedIn, handle: typed(s.requestQuote), limitPerUser: &quoteLimit, status: 201, summary: "Ask for a quote"},
		{method: http.MethodGet, path: "/api/quotes", access: signedIn, handle: queried(s.listQuotes), summary: "Own quotes (admins: all)"},
		{method: http.MethodGet, path: "/api/quotes/:id", access: signedIn, handle: typed(s.getQuote), summary: "One quote (owner or admin)"},
		{method: http.MethodGet, path: "/api/quotes/:id/quote.pdf", access: signedIn, handle: file("application/pdf", s.quotePDF), summary: "An offered quote as a PDF, for the buyer's approver (owner or admin)"},
		{method: http.MethodPost, path: "/api/quotes/:id/accept", access: signedIn, handle: typed(s.acceptQuote), limitPerUser: &bookingLimit, status: 201, errs: []int{409}, summary: "Order an offer at its prices"},
		{method: http.MethodPost, path: "/api/quotes/:id/decline", access: signedIn, handle: typed(s.declineQuote), errs: []int{409}, summary: "Decline a request or offer"},
		{method: http.MethodGet, path: "/api/admin/quotes", access: adminOnly, handle: queried(s.listQuotes), summary: "All quotes, by status"},
		{method: http.MethodPost, path: "/api/admin/quotes/:id/offer", access: adminOnly, handle: typed(s.offerQuote), errs: []int{409}, summary: "Offer prices for a requested quote"},

		{method: http.MethodGet, path: "/api/admin/bookings", access: adminOnly, handle: queried(s.allBookings), summary: "All orders"},
		{method: http.MethodPost, path: "/api/admin/bookings/:id/ship", access: adminOnly, handle: typed(s.shipBooking), decode: decodeOptionalJSON, errs: []int{409}, summary: "Ship a paid (or invoice-terms) order"},
		{method: http.MethodPost, path: "/api/admin/bookings/:id/deliver", access: adminOnly, handle: typed(s.deliverBooking), errs: []int{409}, summary: "Mark delivered"},
		{method: http.MethodPost, path: "/api/admin/bookings/:id/refund", access: adminOnly, handle: typed(s.refundBooking), errs: []int{402, 409}, summary: "Refund whatever is left of a paid (or invoiced) order: one more refund"},
		{method: http.MethodPost, path: "/api/admin/bookings/:id/refunds", access: adminOnly, handle: typed(s.refundPart), status: 201, errs: []int{402, 409}, summary: "Refund some pieces (lines, at the prices paid with their tax) or an amount (amountCents, with tax); never more than is left to refund (409)"},
		{method: http.MethodPost, path: "/api/admin/bookings/:id/mark-paid", access: adminOnly, handle: typed(s.markPaid), errs: []int{409}, summary: "Record the bank transfer that paid an invoice-terms order"},
		{method: http.MethodPost, path: "/api/admin/bookings/:id/cancel", access: adminOnly, handle: typed(s.cancelBooking), errs: []int{409}, summary: "Cancel an unpaid order; its stock goes back"},
		{method: http.MethodGet, path: "/api/admin/bookings.csv", access: adminOnly, handle: queriedFile("text/csv", s.exportBookings), summary: "The order desk's orders as CSV, one row per order line (same filters)"},
		{method: http.MethodGet, path: "/api/admin/products.csv", access: adminOnly, handle: file("text/csv", s.exportProducts), summary: "The catalogue as CSV"},
		{method: http.MethodPost, path: "/api/admin/products/import", access: adminOnly, handle: typedQuery(s.importProducts), maxBody: maxImportBody, takes: "text/csv", summary: "Create or update products by SKU from a text/csv body up to " + importLimitText + " (?dryRun=true writes nothing); a file with any error writes nothing, and each error names its data row (1 = the row after the header) and column"},
		{method: http.MethodGet, path: "/api/admin/companies", access: adminOnly, handle: queried(s.adminCompanies), summary: "Company accounts (?q= a name, VAT id or member's email)"},
		{method: http.MethodGet, path: "/api/admin/companies/:id", access: adminOnly, handle: typed(s.adminCompany), summary: "One company account"},
		{method: http.MethodGet, path: "/api/admin/companies/:id/orders", access: adminOnly, handle: queried(s.adminCompanyOrders), summary: "A company's orders (same filters as the order desk)"},
		{method: http.MethodPut, path: "/api/admin/companies/:id/terms", access: adminOnly, handle: typed(s.setCompanyTerms), summary: "Grant a company invoice terms or tax exemption"},
		{method: http.MethodGet, path: "/api/admin/companies/:id/prices", access: adminOnly, handle: typed(s.adminContractPrices), summary: "A company's contract prices"},
		{method: http.MethodPut, path: "/api/admin/companies/:id/prices", access: adminOnly, handle: typed(s.putContractPrices), maxBody: maxContractPricesBody, summary: "Replace a company's contract prices (at most 10,000; an unknown SKU is refused naming its index)"},
		{method: http.MethodGet, path: "/api/admin/audit", access: adminOnly, handle: queried(s.listAudit), summary: "The admin audit log, newest first (?actor=&action=)"},
		{method: http.MethodGet, path: "/api/admin/stats", access: adminOnly, handle: queried(s.salesStats), summary: "Sales dashboard for the last ?days= (1 to 366, default 30)"},

		{method: http.MethodGet, path: "/api/reviews", handle: queried(s.listReviews), cache: s.d.ReviewsVersion, summary: "Reviews, newest first"},
		{method: http.MethodPost, path: "/api/reviews", access: signedIn, handle: typed(s.addReview), limitPerUser: &reviewLimit, limitAccepted: &reviewsPerAddress, status: 201, errs: []int{403}, summary: "Add a review"},
		{method: http.MethodDelete, path: "/api/reviews/:id", access: adminOnly, handle: typed(s.deleteReview), status: 204, summary: "Delete a review"},

		{method: http.MethodPost, path: "/api/contact", handle: typed(s.sendMessage), limit: &contactLimit, status: 202, summary: "Send a contact message"},
		{method: http.MethodGet, path: "/api/admin/messages", access: adminOnly, handle: queried(s.listMessages), summary: "Contact messages"},
		{method: http.MethodPatch, path: "/api/admin/messages/:id", access: adminOnly, handle: typed(s.markMessage), summary: "Mark a message read or unread"},
		{method: http.MethodDelete, path: "/api/admin/messages/:id", access: adminOnly, handle: typed(s.deleteMessage), status: 204, summary: "Delete a message"},
	}, append(s.fulfilmentRoutes(), s.returnRoutes()...)...)
}

// RouteKeys lists "METHOD /path" for every API route, for the
// authorisation matrix test.
func (s *Server) RouteKeys() []string {
	return slices.Clone(s.routeKeys)
}
