package main

import (
	"log/slog"

	"go.uber.org/fx"

	"github.com/palletshop/pallet/app"
	"github.com/palletshop/pallet/ports"
)

var useCases = fx.Provide(
	app.NewAuthenticate, app.NewUpdateProfile, app.NewUserQueries, app.NewSetUserRole, app.NewRemoveUser,
	app.NewProductQueries, app.NewAddProduct, app.NewEditProduct, app.NewDeleteProduct, app.NewUploadImage,
	app.NewBookingQueries, app.NewPlaceBooking, app.NewCancelBooking, app.NewShipBooking, app.NewDeliverBooking,
	app.NewRefundBooking, app.NewCreatePaymentIntent, newConfirmPayment, app.NewHandlePaymentEvent,
	app.NewReviewQueries, app.NewAddReview, app.NewDeleteReview, newSendContactMessage, app.NewInbox,
	app.NewCartQueries, app.NewSetCartLine, app.NewRemoveCartLine, app.NewEmptyCart, app.NewCheckout, app.NewReorder,
	app.NewQuickOrder, app.NewQuoteQueries, app.NewRequestQuote, app.NewOfferQuote, app.NewAcceptQuote, app.NewDeclineQuote,
	app.NewQuoteDocument,
	app.NewExportBookings, app.NewExportProducts, app.NewImportProducts, app.NewAuditQueries, app.NewSalesDashboard,
	app.NewCategoryQueries, app.NewSaveCategory, app.NewDeleteCategory,
)

type confirmPaymentDeps struct {
	fx.In
	Bookings ports.BookingRepository
	Users    ports.BuyerRepository
	Gateway  ports.PaymentGateway
	Charger  ports.CardCharger `optional:"true"`
	Metrics  ports.ShopMetrics
	Clock    app.Clock
	Letters  app.Letters
}

func newConfirmPayment(d confirmPaymentDeps) *app.ConfirmPayment {
	return app.NewConfirmPayment(d.Bookings, d.Users, d.Gateway, d.Charger, d.Metrics, d.Letters, d.Clock)
}

type sendContactDeps struct {
	fx.In
	Messages  ports.MessageRepository
	Forwarder ports.MessageForwarder `optional:"true"`
	Log       *slog.Logger
	Clock     app.Clock
}

func newSendContactMessage(d sendContactDeps) *app.SendContactMessage {
	return app.NewSendContactMessage(d.Messages, d.Forwarder, d.Log, d.Clock)
}
