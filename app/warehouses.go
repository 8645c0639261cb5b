package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// VersionedWarehouses moves the catalogue version after each warehouse
// change (a lead time changes every product's availability) and after
// backorders take stock, and keeps the list it last read for the current
// version, since every product view reads it.
func VersionedWarehouses(warehouses ports.WarehouseRepository, version *CatalogueVersion) ports.WarehouseRepository {
	return &versionedWarehouses{WarehouseRepository: warehouses, version: version}
}

type versionedWarehouses struct {
	ports.WarehouseRepository
	version *CatalogueVersion
	list    versionCache[domain.Warehouse]
}

func (s *versionedWarehouses) ListWarehouses(ctx context.Context) ([]domain.Warehouse, error) {
	return s.list.get(ctx, s.version.Current(), s.WarehouseRepository.ListWarehouses)
}

func (s *versionedWarehouses) SaveWarehouse(ctx context.Context, w domain.Warehouse) error {
	defer s.version.Bump()
	return s.WarehouseRepository.SaveWarehouse(ctx, w)
}

func (s *versionedWarehouses) DeleteWarehouse(ctx context.Context, code string) error {
	defer s.version.Bump()
	return s.WarehouseRepository.DeleteWarehouse(ctx, code)
}

func (s *versionedWarehouses) FillBackorders(ctx context.Context, productID string, fill func(*domain.Booking, *domain.Product) bool) ([]domain.Booking, error) {
	defer s.version.written(ctx)
	return s.WarehouseRepository.FillBackorders(ctx, productID, fill)
}

// Warehouses lists the warehouses (for availability, everyone) and lets
// admins create, replace and delete them.
type Warehouses struct {
	warehouses ports.WarehouseRepository
	now        Clock
}

func NewWarehouses(warehouses ports.WarehouseRepository, now Clock) *Warehouses {
	return &Warehouses{warehouses: warehouses, now: now}
}

// List returns the warehouses in the order stock is taken from them.
func (h *Warehouses) List(ctx context.Context) ([]domain.Warehouse, error) {
	return h.warehouses.ListWarehouses(ctx)
}

// Save creates or replaces the warehouse under code (admins).
func (h *Warehouses) Save(ctx context.Context, actor domain.User, code string, in domain.WarehouseInput) (domain.Warehouse, error) {
	w, err := domain.NewWarehouse(code, in)
	if err != nil {
		return domain.Warehouse{}, err
	}
	existing, err := h.warehouses.ListWarehouses(ctx)
	if err != nil {
		return domain.Warehouse{}, err
	}
	var before map[string]any
	for _, old := range existing {
		if old.Code == code {
			before = warehouseAuditFields(old)
		}
	}
	ctx, audit := withAdminAudit(ctx, actor, h.now)
	audit.record(domain.AuditWarehouseSave, code, before, warehouseAuditFields(w))
	return w, h.warehouses.SaveWarehouse(ctx, w)
}

// Delete removes a warehouse that holds no stock (admins).
func (h *Warehouses) Delete(ctx context.Context, actor domain.User, code string) error {
	existing, err := h.warehouses.ListWarehouses(ctx)
	if err != nil {
		return err
	}
	ctx, audit := withAdminAudit(ctx, actor, h.now)
	for _, old := range existing {
		if old.Code == code {
			audit.record(domain.AuditWarehouseDelete, code, warehouseAuditFields(old), nil)
		}
	}
	return h.warehouses.DeleteWarehouse(ctx, code)
}

func warehouseAuditFields(w domain.Warehouse) map[string]any {
	return map[string]any{"name": w.Name, "address": w.Address, "leadTimeDays": w.LeadTimeDays, "position": w.Position}
}
