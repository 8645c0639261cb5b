package main

import (
	"time"

	"go.uber.org/fx"

	"github.com/palletshop/pallet/adapters/config"
	"github.com/palletshop/pallet/app"
	"github.com/palletshop/pallet/ports"
)

// How often every replica looks for mail to send and for products that
// fell to their low-stock level; the store's claims keep both exact.
const (
	mailDeliveryInterval = 5 * time.Second
	lowStockInterval     = time.Minute
)

// companyModule is company accounts: tax, terms, documents, addresses,
// account links, and the mail they send, delivered in the background.
var companyModule = fx.Options(
	fx.Provide(shopTax, shopLetters, func(cfg config.Config) ports.ShopDetails { return cfg.ShopDetails() }),
	fx.Provide(app.NewUpdateCompany, app.NewAddressQueries, app.NewAddAddress, app.NewDeleteAddress, app.NewSetUserTerms,
		app.NewBookingDocuments, app.NewMarkPaidByTransfer, app.NewRequestPasswordReset, newResetPassword, app.NewVerifyEmail,
		app.NewDeliverMail, app.NewAlertLowStock),
	fx.Provide(app.NewCompanyQueries, app.NewFoundCompany, app.NewEditCompany, app.NewCompanyInvitations, app.NewJoinCompany,
		app.NewCompanyMembers, app.NewDecideApproval, app.NewSetCompanyTerms, app.NewSetContractPrices),
	fx.Invoke(func(lc fx.Lifecycle, deliver *app.DeliverMail, alerts *app.AlertLowStock) {
		runEvery(lc, mailDeliveryInterval, deliver.Run)
		runEvery(lc, lowStockInterval, alerts.Run)
	}),
)

func shopTax(cfg config.Config) app.Tax { return app.Tax{Rate: cfg.TaxRate} }

func shopLetters(shop ports.ShopDetails, cfg config.Config) app.Letters {
	return app.Letters{Shop: shop, SiteURL: cfg.SiteURL()}
}

type resetPasswordDeps struct {
	fx.In
	Users    ports.UserRepository
	Creds    ports.CredentialRepository
	Accounts ports.LocalAccounts `optional:"true"` // nil with Firebase sign-in: the routes answer 404
	Admins   app.AdminEmails
	Clock    app.Clock
}

func newResetPassword(d resetPasswordDeps) *app.ResetPassword {
	return app.NewResetPassword(d.Users, d.Creds, d.Accounts, d.Admins, d.Clock)
}
