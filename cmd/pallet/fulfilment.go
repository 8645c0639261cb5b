package main

import (
	"go.uber.org/fx"

	"github.com/palletshop/pallet/app"
	"github.com/palletshop/pallet/ports"
)

// fulfilmentModule is warehouses, stock per warehouse, backorders and
// shipments: arriving stock (an admin's edit or an import) fills
// backorders first, and so does stock waiting when an order is paid or
// approved on invoice terms.
var fulfilmentModule = fx.Options(
	fx.Provide(
		func(s ports.Store, version *app.CatalogueVersion) ports.WarehouseRepository {
			return app.VersionedWarehouses(s, version)
		},
		app.NewWarehouses, app.NewSetProductStock, app.NewFillBackorders, app.NewAddShipment,
	),
	fx.Invoke(func(edit *app.EditProduct, imports *app.ImportProducts, ws ports.WarehouseRepository, fill *app.FillBackorders) {
		edit.FillBackordersWith(fill)
		imports.UseWarehouses(ws, fill)
	}),
	fx.Invoke(func(confirm *app.ConfirmPayment, events *app.HandlePaymentEvent, cancel *app.CancelBooking,
		approvals *app.DecideApproval, fill *app.FillBackorders) {
		confirm.FillBackordersWith(fill)
		events.FillBackordersWith(fill)
		cancel.FillBackordersWith(fill)
		approvals.FillBackordersWith(fill)
	}),
)
