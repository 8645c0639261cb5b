package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// returnsMatrix is the authorisation matrix of the returns routes, merged
// into matrix. The fixture's order is delivered before these routes run;
// the admins' steps find its return in the state each step needs.
var returnsMatrix = map[string][4]int{
	"POST /api/bookings/:id/returns":      {401, 201, 404, 404}, // the buyer (or their company's admins) only
	"GET /api/returns":                    {401, 200, 200, 200},
	"GET /api/returns/:id":                {401, 200, 404, 200},
	"GET /api/admin/returns":              {401, 403, 403, 200},
	"POST /api/admin/returns/:id/approve": {401, 403, 403, 200},
	"POST /api/admin/returns/:id/reject":  {401, 403, 403, 200},
	"POST /api/admin/returns/:id/receive": {401, 403, 403, 200},
	"POST /api/admin/returns/:id/refund":  {401, 403, 403, 200},
}

func init() {
	for k, v := range returnsMatrix {
		matrix[k] = v
	}
}

// returnSteps are the admins' steps each route needs done first.
var returnSteps = map[string][]string{
	"POST /api/admin/returns/:id/receive": {"approve"},
	"POST /api/admin/returns/:id/refund":  {"approve", "receive"},
}

// returnPath delivers the fixture's order for the returns routes and, for
// those that name a return, requests one and takes it through the steps
// the route needs first.
func (f *fixture) returnPath(t *testing.T, key, path string) string {
	if _, ok := returnsMatrix[key]; !ok || !strings.Contains(key, ":id") {
		return path
	}
	s, admin := f.shop, f.tokens[3]
	if f.returned == "" {
		s.pay(f.tokens[1], f.booking)
		require.Equal(t, 200, s.do("POST", "/api/admin/bookings/"+f.booking+"/ship", admin, nil).Status)
		require.Equal(t, 200, s.do("POST", "/api/admin/bookings/"+f.booking+"/deliver", admin, nil).Status)
		f.returned = "delivered"
	}
	if strings.HasPrefix(key, "POST /api/bookings/") {
		return path // the order's id is in it already
	}
	if f.returnID == "" {
		r := s.do("POST", "/api/bookings/"+f.booking+"/returns", f.tokens[1], f.returnBody())
		require.Equal(t, 201, r.Status, string(r.Body))
		f.returnID = r.JSON(t)["id"].(string)
		for _, step := range returnSteps[key] {
			r := s.do("POST", "/api/admin/returns/"+f.returnID+"/"+step, admin, f.returnBodies()["POST /api/admin/returns/:id/"+step])
			require.Equal(t, 200, r.Status, string(r.Body))
		}
	}
	return strings.Replace(path, ":id", f.returnID, 1)
}

func (f *fixture) returnBody() map[string]any {
	return map[string]any{"lines": []map[string]any{{"productId": f.product, "quantity": 1}}, "reason": "One arrived broken"}
}

// returnBodies are working bodies for the returns routes.
func (f *fixture) returnBodies() map[string]any {
	return map[string]any{
		"POST /api/bookings/:id/returns":      f.returnBody(),
		"POST /api/admin/returns/:id/approve": map[string]string{"instructions": "Send it to 1 Dock Rd"},
		"POST /api/admin/returns/:id/reject":  map[string]string{"reason": "Used"},
		"POST /api/admin/returns/:id/receive": map[string]any{"restock": true},
	}
}
