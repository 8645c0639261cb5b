package domain

import (
	"cmp"
	"regexp"
	"slices"
	"strings"
)

// MainWarehouse is the warehouse every store starts with. It holds all the
// stock of a store upgraded from one stock number per product, takes what
// an edit of the plain stock number adds, and can't be deleted.
const MainWarehouse = "main"

// Warehouse limits.
const (
	MaxLeadTimeDays     = 60
	MaxWarehousePos     = 10_000
	MaxWarehouseCodeLen = 16
	MaxWarehouses       = 100
)

// Warehouse is a place that holds stock. Its lead time is how many days
// pieces from it take before they ship.
type Warehouse struct {
	Code         string
	Name         string
	Address      string
	LeadTimeDays int64
	Position     int64
}

// Warehouse refusals.
var (
	ErrWarehouseHoldsStock = Errorf(CodeConflict, "Move this warehouse's stock first")
	ErrLastWarehouse       = Errorf(CodeConflict, "The last warehouse can't be deleted")
	ErrMainWarehouse       = Errorf(CodeConflict, "The main warehouse can't be deleted")
	ErrTooManyWarehouses   = Errorf(CodeConflict, "A shop can have at most 100 warehouses")
)

var warehouseCodePattern = regexp.MustCompile(`^[A-Za-z0-9-]{1,16}$`)

// ValidWarehouseCode reports whether code is 1 to 16 letters, digits or "-".
func ValidWarehouseCode(code string) bool { return warehouseCodePattern.MatchString(code) }

// WarehouseInput is the admin's form for one warehouse.
type WarehouseInput struct {
	Name         string
	Address      string
	LeadTimeDays int64
	Position     int64
}

// NewWarehouse validates the form for the warehouse under code.
func NewWarehouse(code string, in WarehouseInput) (Warehouse, error) {
	if !ValidWarehouseCode(code) {
		return Warehouse{}, InvalidField("code", "A warehouse code has 1 to 16 letters, digits or -")
	}
	errs := FieldErrors{}
	w := Warehouse{Code: code, Name: strings.TrimSpace(in.Name), Address: strings.TrimSpace(in.Address),
		LeadTimeDays: in.LeadTimeDays, Position: in.Position}
	CheckText(errs, "name", w.Name, "Name is Required", MaxNameLen)
	CheckOptionalText(errs, "address", w.Address, MaxAddressLen)
	checkRange(errs, "leadTimeDays", w.LeadTimeDays, 0, MaxLeadTimeDays, "The lead time can't be negative", "The lead time is at most 60 days")
	checkRange(errs, "position", w.Position, 0, MaxWarehousePos, "The position can't be negative", "The position is at most 10000")
	if err := errs.Err("name", "address", "leadTimeDays", "position"); err != nil {
		return Warehouse{}, err
	}
	return w, nil
}

// SortWarehouses puts ws in the order stock is taken from them: the
// shortest lead time first, then by position, then by code.
func SortWarehouses(ws []Warehouse) {
	slices.SortFunc(ws, func(a, b Warehouse) int {
		return cmp.Or(cmp.Compare(a.LeadTimeDays, b.LeadTimeDays), cmp.Compare(a.Position, b.Position), cmp.Compare(a.Code, b.Code))
	})
}

// CheckWarehouseDelete refuses deleting code from ws while it holds stock
// (held reports whether any product has pieces there), when it is main,
// or when it is the last one.
func CheckWarehouseDelete(code string, ws []Warehouse, held bool) error {
	if !slices.ContainsFunc(ws, func(w Warehouse) bool { return w.Code == code }) {
		return NotFound("Warehouse")
	}
	switch {
	case len(ws) == 1:
		return ErrLastWarehouse
	case code == MainWarehouse:
		return ErrMainWarehouse
	case held:
		return ErrWarehouseHoldsStock
	}
	return nil
}

// WarehouseCodes are the codes of ws in the order stock is taken from them.
func WarehouseCodes(ws []Warehouse) []string {
	sorted := slices.Clone(ws)
	SortWarehouses(sorted)
	codes := make([]string, len(sorted))
	for i, w := range sorted {
		codes[i] = w.Code
	}
	return codes
}

// DefaultWarehouse is the warehouse a new store starts with.
func DefaultWarehouse() Warehouse {
	return Warehouse{Code: MainWarehouse, Name: "Main warehouse"}
}

// Audited warehouse and stock changes.
const (
	AuditWarehouseSave   = "warehouse.save"
	AuditWarehouseDelete = "warehouse.delete"
	AuditProductStock    = "product.stock"
	AuditBookingShipment = "booking.shipment"
)
