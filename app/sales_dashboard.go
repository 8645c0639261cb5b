package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// Dashboard range and size.
const (
	MaxDashboardDays   = 366
	dashboardTopLength = 10
)

// SalesDashboard is the admins' sales figures for the last days, ending
// today (UTC).
type SalesDashboard struct {
	stats ports.StatsRepository
	now   Clock
}

func NewSalesDashboard(stats ports.StatsRepository, now Clock) *SalesDashboard {
	return &SalesDashboard{stats: stats, now: now}
}

func (h *SalesDashboard) Handle(ctx context.Context, days int) (domain.SalesStats, error) {
	if days < 1 || days > MaxDashboardDays {
		return domain.SalesStats{}, domain.InvalidField("days", "days must be from 1 to 366")
	}
	today := h.now().UTC()
	return h.stats.SalesStats(ctx, today.AddDate(0, 0, 1-days), today, dashboardTopLength)
}
