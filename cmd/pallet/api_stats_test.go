package main

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSalesDashboardAddsUpTheBookingsMadeHere(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	admin := s.adminToken()
	buyer, _ := s.signUp("Stats")
	best := s.cartProduct(admin, "Best Seller SSD", 1000, 5000, 100)
	second := s.cartProduct(admin, "Second RAM", 500, 5000, 100)
	low := productBody("Nearly Gone PSU")
	low["stock"], low["minOrderQuantity"], low["lowStockThreshold"] = 50, 10, 60
	lowID := s.createProduct(admin, low)["id"].(string)
	for _, p := range []map[string]any{best, best, second} {
		s.pay(buyer, s.book(buyer, p)["id"].(string))
	}
	s.book(buyer, best)
	cancelled := s.book(buyer, second)["id"].(string)
	require.Equal(t, 200, s.do("POST", "/api/bookings/"+cancelled+"/cancel", buyer, nil).Status)

	st := s.getJSON("/api/admin/stats", admin)

	days := st["revenueByDay"].([]any)
	require.Len(t, days, 30, "30 days by default")
	assert.Equal(t, map[string]any{"date": time.Now().UTC().Format(time.DateOnly), "cents": 250000.0}, days[29], "paid orders only: 2×100×10.00 + 100×5.00")
	assert.Equal(t, map[string]any{"paid": 3.0, "unpaid": 1.0, "cancelled": 1.0}, st["ordersByStatus"])
	assert.Equal(t, []any{
		map[string]any{"productId": best["id"], "productName": "Best Seller SSD", "pieces": 200.0, "cents": 200000.0},
		map[string]any{"productId": second["id"], "productName": "Second RAM", "pieces": 100.0, "cents": 50000.0},
	}, st["topProducts"])
	assert.Contains(t, ids(toObjects(t, st["lowStock"])), lowID)

	assert.Len(t, s.getJSON("/api/admin/stats?days=7", admin)["revenueByDay"], 7)
	runScenarios(t, s, []scenario{
		{name: "no days", method: "GET", path: "/api/admin/stats?days=0", token: admin,
			status: 400, code: "invalid", message: "days must be from 1 to 366", fields: map[string]string{"days": "days must be from 1 to 366"}},
		{name: "over a year", method: "GET", path: "/api/admin/stats?days=367", token: admin,
			status: 400, code: "invalid", message: "days must be from 1 to 366", fields: map[string]string{"days": "days must be from 1 to 366"}},
		{name: "not a number", method: "GET", path: "/api/admin/stats?days=week", token: admin,
			status: 400, code: "invalid", message: "days must be from 1 to 366", fields: map[string]string{"days": "days must be from 1 to 366"}},
	})
}

func toObjects(t *testing.T, v any) []map[string]any {
	t.Helper()
	return items(t, map[string]any{"items": v})
}
