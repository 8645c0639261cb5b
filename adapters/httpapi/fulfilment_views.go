package httpapi

import (
	"reflect"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/palletshop/pallet/domain"
)

// stockView shows stock as the caller may see it: availability by lead
// time for everyone, the split per warehouse only on admins' routes (a
// public answer may be cached and shared).
type stockView struct {
	warehouses []domain.Warehouse
	admin      bool
}

// stock reads the warehouses (cached per catalogue version) for the views.
func (s *Server) stock(c *gin.Context, admin bool) (stockView, error) {
	ws, err := s.d.Warehouses.List(c.Request.Context())
	return stockView{warehouses: ws, admin: admin}, err
}

func (sv stockView) product(p domain.Product) productView { return viewProduct(p, sv) }

// stockFields are a product's stock beyond its total.
type stockFields struct {
	Availability     []availabilityView   `json:"availability"`               // stock by lead time, fastest first
	StockByWarehouse []warehouseStockView `json:"stockByWarehouse,omitempty"` // admins only: every warehouse's count
	Backorderable    bool                 `json:"backorderable"`              // takes orders past its stock
	RestockDays      int64                `json:"restockDays"`                // backorderable: days until more arrive
}

type availabilityView struct {
	LeadTimeDays int64 `json:"leadTimeDays"`
	Quantity     int64 `json:"quantity"`
}

type warehouseStockView struct {
	Code  string `json:"code"`
	Stock int64  `json:"stock"`
}

func (sv stockView) availability(p domain.Product) []availabilityView {
	out := []availabilityView{}
	for _, a := range p.Availability(sv.warehouses) {
		out = append(out, availabilityView(a))
	}
	return out
}

func (sv stockView) of(p domain.Product) stockFields {
	f := stockFields{Availability: sv.availability(p), Backorderable: p.Backorderable, RestockDays: p.RestockDays}
	if sv.admin {
		f.StockByWarehouse = []warehouseStockView{}
		for _, w := range sv.warehouses {
			f.StockByWarehouse = append(f.StockByWarehouse, warehouseStockView{Code: w.Code, Stock: p.StockIn(w.Code)})
		}
	}
	return f
}

// lineFulfilment is where a booking line's pieces came from and how many
// wait for stock.
type lineFulfilment struct {
	Allocations         []allocationView `json:"allocations"`
	BackorderedQuantity int64            `json:"backorderedQuantity"`
}

type allocationView struct {
	Warehouse string `json:"warehouse"`
	Quantity  int64  `json:"quantity"`
}

func viewLineFulfilment(l domain.BookingLine) lineFulfilment {
	f := lineFulfilment{Allocations: []allocationView{}, BackorderedQuantity: l.BackorderedQuantity}
	for _, a := range l.Reserved() {
		f.Allocations = append(f.Allocations, allocationView(a))
	}
	return f
}

type shipmentView struct {
	ID             string             `json:"id"`
	At             time.Time          `json:"at"`
	Carrier        string             `json:"carrier"`
	TrackingNumber string             `json:"trackingNumber"`
	Lines          []shipmentLineView `json:"lines"`
}

type shipmentLineView struct {
	ProductID string `json:"productId"`
	Quantity  int64  `json:"quantity"`
}

func viewShipment(s domain.Shipment) shipmentView {
	v := shipmentView{ID: s.ID, At: s.At, Carrier: s.Carrier, TrackingNumber: s.TrackingNumber, Lines: []shipmentLineView{}}
	for _, l := range s.Lines {
		v.Lines = append(v.Lines, shipmentLineView(l))
	}
	return v
}

func viewShipments(shipments []domain.Shipment) []shipmentView {
	out := make([]shipmentView, len(shipments))
	for i, s := range shipments {
		out[i] = viewShipment(s)
	}
	return out
}

type warehouseView struct {
	Code         string `json:"code"`
	Name         string `json:"name"`
	Address      string `json:"address"`
	LeadTimeDays int64  `json:"leadTimeDays"`
	Position     int64  `json:"position"`
}

// warehousesView is every warehouse, in the order stock is taken from them.
type warehousesView []warehouseView

type warehouseRequest struct {
	Name         string `json:"name"`
	Address      string `json:"address,omitempty"`
	LeadTimeDays int64  `json:"leadTimeDays"`
	Position     int64  `json:"position,omitempty"`
}

type productStockRequest struct {
	Warehouses []warehouseStockView `json:"warehouses"`
}

type shipmentRequest struct {
	Lines          []shipmentLineView `json:"lines"`
	Carrier        string             `json:"carrier,omitempty"`
	TrackingNumber string             `json:"trackingNumber,omitempty"`
}

// fulfilmentLimits are the request limits of these routes (see requestLimits).
var fulfilmentLimits = map[reflect.Type]map[string]fieldLimit{
	reflect.TypeFor[warehouseRequest](): {"name": text(domain.MaxNameLen), "address": optionalText(domain.MaxAddressLen),
		"leadTimeDays": between(0, domain.MaxLeadTimeDays), "position": between(0, domain.MaxWarehousePos)},
	reflect.TypeFor[productStockRequest](): {"warehouses": {minItems: 1, maxItems: domain.MaxWarehouses}},
	reflect.TypeFor[warehouseStockView]():  {"code": text(domain.MaxWarehouseCodeLen), "stock": between(0, domain.MaxStock)},
	reflect.TypeFor[shipmentRequest](): {"lines": {minItems: 1, maxItems: domain.MaxOrderLines},
		"carrier": optionalText(domain.MaxCarrierLen), "trackingNumber": optionalText(domain.MaxTrackingLen)},
	reflect.TypeFor[shipmentLineView](): {"quantity": between(1, domain.MaxStock)},
}

func init() {
	for t, limits := range fulfilmentLimits {
		requestLimits[t] = limits
	}
}
