// Package httpapi is the driving adapter: gin handlers for api.md, the auth
// middleware, error mapping, and the embedded front end.
package httpapi

import (
	"io/fs"
	"log/slog"
	"net/http"

	"github.com/gin-gonic/gin"
	"go.uber.org/fx"

	"github.com/palletshop/pallet/adapters/config"
	"github.com/palletshop/pallet/app"
	"github.com/palletshop/pallet/ports"
)

// Deps is everything the HTTP layer calls. Optional parts are nil when the
// configuration leaves them out (local sign-in, webhooks, card form).
type Deps struct {
	fx.In

	Config   config.Config
	Log      *slog.Logger
	Health   ports.HealthChecker
	Gateway  ports.PaymentGateway
	Accounts ports.LocalAccounts   `optional:"true"`
	Webhooks ports.WebhookVerifier `optional:"true"`
	Images   http.Handler          `name:"images" optional:"true"`
	Frontend fs.FS                 `name:"frontend" optional:"true"`
	// FirstView is the app's shared copy and links (frontend/src/config/firstView.json).
	FirstView []byte    `name:"firstView" optional:"true"`
	Metrics   *Metrics  `optional:"true"`
	Disk      DiskUsage `optional:"true"` // free space of the data directory, for /readyz

	CatalogueVersion *app.CatalogueVersion
	ReviewsVersion   *app.ReviewsVersion

	Authenticate   *app.Authenticate
	UpdateProfile  *app.UpdateProfile
	Users          *app.UserQueries
	SetUserRole    *app.SetUserRole
	RemoveUser     *app.RemoveUser
	Products       *app.ProductQueries
	AddProduct     *app.AddProduct
	EditProduct    *app.EditProduct
	DeleteProduct  *app.DeleteProduct
	UploadImage    *app.UploadImage
	Bookings       *app.BookingQueries
	PlaceBooking   *app.PlaceBooking
	CancelBooking  *app.CancelBooking
	ShipBooking    *app.ShipBooking
	DeliverBooking *app.DeliverBooking
	RefundBooking  *app.RefundBooking
	PaymentIntent  *app.CreatePaymentIntent
	ConfirmPayment *app.ConfirmPayment
	PaymentEvent   *app.HandlePaymentEvent
	Reviews        *app.ReviewQueries
	AddReview      *app.AddReview
	DeleteReview   *app.DeleteReview
	SendMessage    *app.SendContactMessage
	Inbox          *app.Inbox
	Cart           *app.CartQueries
	SetCartLine    *app.SetCartLine
	RemoveCartLine *app.RemoveCartLine
	EmptyCart      *app.EmptyCart
	Checkout       *app.Checkout
	Reorder        *app.Reorder
	QuickOrder     *app.QuickOrder
	Quotes         *app.QuoteQueries
	RequestQuote   *app.RequestQuote
	OfferQuote     *app.OfferQuote
	AcceptQuote    *app.AcceptQuote
	DeclineQuote   *app.DeclineQuote
	QuotePDF       *app.QuoteDocument
	Clock          app.Clock // what "now" is when a quote's status is shown

	UpdateCompany        *app.UpdateCompany
	Addresses            *app.AddressQueries
	AddAddress           *app.AddAddress
	DeleteAddress        *app.DeleteAddress
	SetUserTerms         *app.SetUserTerms
	Documents            *app.BookingDocuments
	MarkPaid             *app.MarkPaidByTransfer
	RequestPasswordReset *app.RequestPasswordReset
	ResetPassword        *app.ResetPassword
	VerifyEmail          *app.VerifyEmail

	ExportBookings *app.ExportBookings
	ExportProducts *app.ExportProducts
	ImportProducts *app.ImportProducts
	Audit          *app.AuditQueries
	SalesDashboard *app.SalesDashboard

	Categories     *app.CategoryQueries
	SaveCategory   *app.SaveCategory
	DeleteCategory *app.DeleteCategory

	Companies          *app.CompanyQueries
	FoundCompany       *app.FoundCompany
	EditCompany        *app.EditCompany
	CompanyInvitations *app.CompanyInvitations
	JoinCompany        *app.JoinCompany
	CompanyMembers     *app.CompanyMembers
	DecideApproval     *app.DecideApproval
	SetCompanyTerms    *app.SetCompanyTerms
	SetContractPrices  *app.SetContractPrices
	Warehouses         *app.Warehouses
	SetProductStock    *app.SetProductStock
	AddShipment        *app.AddShipment

	RequestReturn *app.RequestReturn
	Returns       *app.ReturnQueries
	ApproveReturn *app.ApproveReturn
	RejectReturn  *app.RejectReturn
	ReceiveReturn *app.ReceiveReturn
	RefundReturn  *app.RefundReturn
}

// Server is Pallet's HTTP handler.
type Server struct {
	d            Deps
	engine       *gin.Engine
	limits       *rateLimits
	signUps      rateRule // new accounts per client address (PALLET_SIGNUPS_PER_HOUR)
	responses    *responseCache
	searches     searchSlots
	routeKeys    []string        // "METHOD /path" of every API route, in table order
	jsonPaths    map[string]bool // the route paths whose every method answers JSON
	cachedRoutes []string        // the paths of the GET routes with a response cache
}

// New builds the router from the route table.
func New(d Deps) *Server {
	gin.SetMode(gin.ReleaseMode)
	if d.Metrics == nil {
		d.Metrics = NewMetrics()
	}
	s := &Server{d: d, engine: gin.New(), limits: newRateLimits(), signUps: signUpsPerAddress(d.Config.SignUpsPerHour),
		responses: newResponseCache(d.Config.ReadCacheTTL), searches: newSearchSlots()}
	s.engine.HandleMethodNotAllowed = true
	_ = s.engine.SetTrustedProxies(d.Config.TrustedProxies)
	s.engine.Use(holdAnswers, withRequestID(d.Log), accessLog(), recoverPanics(), d.Metrics.observe(), securityHeaders(d.Config, s.answersJSON), cors(d.Config))
	s.engine.Use(noStoreWhenAuthorized)
	routes := s.routes()
	s.jsonPaths = jsonPaths(routes)
	for _, r := range routes {
		s.routeKeys = append(s.routeKeys, r.method+" "+r.path)
		if r.method == http.MethodGet && r.cache != nil {
			s.cachedRoutes = append(s.cachedRoutes, r.path)
		}
		s.engine.Handle(r.method, r.path, s.chain(r)...)
		if r.method == http.MethodGet {
			s.engine.Handle(http.MethodHead, r.path, s.chain(r)...)
		}
	}
	s.mountStatic()
	return s
}

// jsonPaths are the paths on which every route answers JSON (not a file).
func jsonPaths(routes []route) map[string]bool {
	paths := map[string]bool{}
	for _, r := range routes {
		answersJSON := r.handle.answers == ""
		if others, seen := paths[r.path]; seen {
			answersJSON = answersJSON && others
		}
		paths[r.path] = answersJSON
	}
	return paths
}

// answersJSON reports whether the route gin matched answers JSON.
func (s *Server) answersJSON(route string) bool { return s.jsonPaths[route] }

func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.engine.ServeHTTP(w, r) }

func (s *Server) chain(r route) []gin.HandlerFunc {
	var hs []gin.HandlerFunc
	if r.access != public {
		hs = append(hs, noStore)
	}
	hs = append(hs, limitBody(r.bodyLimit()))
	if r.limit != nil {
		hs = append(hs, s.limits.middleware(*r.limit))
	}
	switch r.access {
	case signedIn:
		hs = append(hs, s.requireUser)
	case adminOnly:
		hs = append(hs, s.requireUser, s.requireAdmin)
	}
	if r.limitPerUser != nil {
		hs = append(hs, s.limits.perUser(*r.limitPerUser))
	}
	if r.limitAccepted != nil && r.limitAccepted.burst > 0 {
		hs = append(hs, s.limits.acceptedPerAddress(*r.limitAccepted))
	}
	return append(hs, r.handle.serve(s, r))
}
