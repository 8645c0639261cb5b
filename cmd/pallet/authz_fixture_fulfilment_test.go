package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// fulfilmentMatrix is the authorisation matrix of the warehouse, stock and
// shipment routes, merged into matrix.
var fulfilmentMatrix = map[string][4]int{
	"GET /api/admin/warehouses":              {401, 403, 403, 200},
	"PUT /api/admin/warehouses/:code":        {401, 403, 403, 200},
	"DELETE /api/admin/warehouses/:code":     {401, 403, 403, 204}, // a warehouse that holds nothing
	"GET /api/admin/products/:id/stock":      {401, 403, 403, 200},
	"PUT /api/admin/products/:id/stock":      {401, 403, 403, 200},
	"POST /api/admin/bookings/:id/shipments": {401, 403, 403, 409}, // the fixture is unpaid
}

func init() {
	for k, v := range fulfilmentMatrix {
		matrix[k] = v
	}
}

// warehousePath names a warehouse that exists and holds nothing, for the
// routes that take a code, and the fixture's product on the stock routes.
func (f *fixture) warehousePath(t *testing.T, path string) string {
	path = strings.Replace(path, "/api/admin/products/:id/", "/api/admin/products/"+f.product+"/", 1)
	if !strings.Contains(path, ":code") {
		return path
	}
	path = strings.Replace(path, ":code", "matrix-empty", 1)
	r := f.shop.do("PUT", path, f.tokens[3], map[string]any{"name": "Empty", "leadTimeDays": 3})
	require.Equal(t, 200, r.Status, string(r.Body))
	return path
}

// fulfilmentBodies are working bodies for those routes.
func (f *fixture) fulfilmentBodies() map[string]any {
	return map[string]any{
		"PUT /api/admin/warehouses/:code":        map[string]any{"name": "North", "address": "9 Fjord Rd", "leadTimeDays": 5, "position": 2},
		"PUT /api/admin/products/:id/stock":      map[string]any{"warehouses": []map[string]any{{"code": "main", "stock": 700}}},
		"POST /api/admin/bookings/:id/shipments": map[string]any{"lines": []map[string]any{{"productId": f.product, "quantity": 1}}, "trackingNumber": "1Z1"},
	}
}
