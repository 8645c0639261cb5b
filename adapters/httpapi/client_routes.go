package httpapi

import "strings"

// clientRoutes are the front end's pages, as its router declares them
// (frontend/src/app/routes.tsx; a test keeps the two in step). Any other
// page path gets the app shell with 404, and the app shows its not-found
// screen. ":name" stands for one path segment.
var clientRoutes = []string{
	"/", "/home", "/products", "/about", "/myPortfolio", "/blogs", "/reviews", "/login", "/signup",
	"/purchase/:id",
	"/forgot-password", "/reset-password", "/verify-email",
	"/cart", "/checkout", "/dashboard/orders/:id",
	"/dashboard", "/dashboard/myOrders", "/dashboard/payment/:id", "/dashboard/addReviews",
	"/dashboard/makeAdmin", "/dashboard/all-orders", "/dashboard/add-products",
	"/dashboard/returns", "/dashboard/admin-returns",
	"/dashboard/manageProducts", "/dashboard/messages", "/dashboard/reviews",
	"/quick-order", "/dashboard/quotes", "/dashboard/quotes/:id", "/dashboard/admin-quotes",
	"/dashboard/profile", "/dashboard/audit",
	"/dashboard/categories",
	"/dashboard/warehouses",
	"/join", "/orders/:id", "/dashboard/company", "/dashboard/company-orders", "/dashboard/approvals",
	"/dashboard/companies", "/dashboard/companies/:id",
}

// isClientRoute reports whether the cleaned path p is one of the front
// end's pages. Like the front end's router, it ignores letter case.
func isClientRoute(p string) bool {
	for _, pattern := range clientRoutes {
		if matchesRoute(pattern, p) {
			return true
		}
	}
	return false
}

func matchesRoute(pattern, p string) bool {
	want, got := strings.Split(pattern, "/"), strings.Split(p, "/")
	if len(want) != len(got) {
		return false
	}
	for i, w := range want {
		if strings.HasPrefix(w, ":") && got[i] != "" {
			continue
		}
		if !strings.EqualFold(w, got[i]) {
			return false
		}
	}
	return true
}
