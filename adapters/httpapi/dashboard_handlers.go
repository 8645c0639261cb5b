package httpapi

import (
	"time"

	"github.com/gin-gonic/gin"

	"github.com/palletshop/pallet/domain"
)

type auditEntryView struct {
	At     time.Time `json:"at"`
	Actor  string    `json:"actor"`
	Action string    `json:"action"`
	Target string    `json:"target"`
	// TargetLabel names the target as staff know it; empty when nothing better than the id is known.
	TargetLabel string         `json:"targetLabel"`
	Before      map[string]any `json:"before"` // only the fields that changed
	After       map[string]any `json:"after"`
}

func viewAuditEntry(e domain.AuditEntry) auditEntryView {
	return auditEntryView{At: e.At, Actor: e.Actor, Action: e.Action, Target: e.Target, TargetLabel: e.TargetLabel, Before: e.Before, After: e.After}
}

func (s *Server) listAudit(c *gin.Context, q auditQuery) (listView[auditEntryView], error) {
	f := domain.AuditFilter{Actor: q.Actor, Action: q.Action, PageRequest: q.request()}
	entries, err := s.d.Audit.List(c.Request.Context(), f)
	return listOf(entries, viewAuditEntry), err
}

type dayRevenueView struct {
	Date  string `json:"date"`
	Cents int64  `json:"cents"`
}

type productSalesView struct {
	ProductID   string `json:"productId"`
	ProductName string `json:"productName"`
	Pieces      int64  `json:"pieces"`
	Cents       int64  `json:"cents"`
}

type statsView struct {
	RevenueByDay   []dayRevenueView             `json:"revenueByDay"`
	OrdersByStatus map[domain.BookingStatus]int `json:"ordersByStatus" nullable:"false"`
	TopProducts    []productSalesView           `json:"topProducts"`
	LowStock       []productView                `json:"lowStock"`
}

func viewStats(st domain.SalesStats, sv stockView) statsView {
	v := statsView{OrdersByStatus: map[domain.BookingStatus]int{}, RevenueByDay: make([]dayRevenueView, len(st.RevenueByDay)),
		TopProducts: make([]productSalesView, len(st.TopProducts)), LowStock: make([]productView, len(st.LowStock))}
	for i, d := range st.RevenueByDay {
		v.RevenueByDay[i] = dayRevenueView(d)
	}
	for status, n := range st.OrdersByStatus {
		v.OrdersByStatus[status] = n
	}
	for i, p := range st.TopProducts {
		v.TopProducts[i] = productSalesView(p)
	}
	for i, p := range st.LowStock {
		v.LowStock[i] = viewProduct(p, sv)
	}
	return v
}

func (s *Server) salesStats(c *gin.Context, q statsQuery) (statsView, error) {
	sv, err := s.stock(c, true)
	if err != nil {
		return statsView{}, err
	}
	st, err := s.d.SalesDashboard.Handle(c.Request.Context(), q.Days)
	return viewStats(st, sv), err
}
