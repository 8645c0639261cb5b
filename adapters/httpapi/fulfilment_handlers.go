package httpapi

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/palletshop/pallet/domain"
)

// fulfilmentRoutes are warehouses, stock per warehouse and shipments.
func (s *Server) fulfilmentRoutes() []route {
	return []route{
		{method: http.MethodGet, path: "/api/admin/warehouses", access: adminOnly, handle: typed(s.listWarehouses), summary: "The warehouses, in the order stock is taken from them (lead time, then position)"},
		{method: http.MethodPut, path: "/api/admin/warehouses/:code", access: adminOnly, handle: typed(s.saveWarehouse), errs: []int{409}, summary: "Create or replace a warehouse: name, address, lead time in days (0 to 60) and position"},
		{method: http.MethodDelete, path: "/api/admin/warehouses/:code", access: adminOnly, handle: typed(s.deleteWarehouse), status: 204, errs: []int{404, 409}, summary: "Delete a warehouse that holds no stock (409 otherwise; main and the last one stay)"},
		{method: http.MethodGet, path: "/api/admin/products/:id/stock", access: adminOnly, handle: typed(s.productStock), summary: "One product with its stock per warehouse"},
		{method: http.MethodPut, path: "/api/admin/products/:id/stock", access: adminOnly, handle: typed(s.setProductStock), summary: "Set the product's count in these warehouses (others keep theirs); stock that arrives fills backorders first"},
		{method: http.MethodPost, path: "/api/admin/bookings/:id/shipments", access: adminOnly, handle: typed(s.addShipment), status: 201, errs: []int{409}, summary: "Ship some of a paid or invoice-terms order's pieces, with carrier and tracking number; the buyer is mailed"},
	}
}

func viewWarehouse(w domain.Warehouse) warehouseView { return warehouseView(w) }

func (s *Server) listWarehouses(c *gin.Context, _ none) (warehousesView, error) {
	ws, err := s.d.Warehouses.List(c.Request.Context())
	out := make(warehousesView, len(ws))
	for i, w := range ws {
		out[i] = viewWarehouse(w)
	}
	return out, err
}

func (s *Server) saveWarehouse(c *gin.Context, req warehouseRequest) (warehouseView, error) {
	w, err := s.d.Warehouses.Save(c.Request.Context(), currentUser(c), c.Param("code"), domain.WarehouseInput(req))
	return viewWarehouse(w), err
}

func (s *Server) deleteWarehouse(c *gin.Context, _ none) (none, error) {
	return none{}, s.d.Warehouses.Delete(c.Request.Context(), currentUser(c), c.Param("code"))
}

func (s *Server) productStock(c *gin.Context, _ none) (productView, error) {
	sv, err := s.stock(c, true)
	if err != nil {
		return productView{}, err
	}
	p, err := s.d.Products.Get(c.Request.Context(), c.Param("id"))
	return viewProduct(p, sv), err
}

func (s *Server) setProductStock(c *gin.Context, req productStockRequest) (productView, error) {
	counts := make([]domain.WarehouseStock, len(req.Warehouses))
	for i, w := range req.Warehouses {
		counts[i] = domain.WarehouseStock(w)
	}
	p, err := s.d.SetProductStock.Handle(c.Request.Context(), currentUser(c), c.Param("id"), counts)
	if err != nil {
		return productView{}, err
	}
	sv, err := s.stock(c, true)
	return viewProduct(p, sv), err
}

func (s *Server) addShipment(c *gin.Context, req shipmentRequest) (shipmentView, error) {
	in := domain.ShipmentInput{Carrier: req.Carrier, TrackingNumber: req.TrackingNumber}
	for _, l := range req.Lines {
		in.Lines = append(in.Lines, domain.ShipmentLine(l))
	}
	shipment, err := s.d.AddShipment.Handle(c.Request.Context(), currentUser(c), c.Param("id"), in)
	return viewShipment(shipment), err
}
