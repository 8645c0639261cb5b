package app

import (
	"context"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// Import limits: rows per file, errors reported, and rows looked up in the
// store at a time.
const (
	MaxImportRows   = 100_000
	maxImportErrors = 1000
	importBatch     = 500
)

// ImportResult is what an import did, or in a dry run would do: products
// added, and products changed (a row that changes nothing isn't counted). A
// file with any error writes nothing, so Created and Updated are then 0.
type ImportResult struct {
	Created, Updated int
	Errors           []ImportError
}

// ImportProducts creates and updates products from a catalogue CSV, matched
// by part number (admins). Every row goes through the product form's rules,
// its photo link too. The file is read as a stream, checked and compared
// with the catalogue before anything is written; then only the products it
// changes are written, in one store call, all or nothing, each with an audit
// entry of what changed.
type ImportProducts struct {
	products   ports.ProductRepository
	categories ports.CategoryRepository
	photos     *PhotoLinks
	now        Clock
	warehouses ports.WarehouseRepository // nil: main is the only one
	backorders *FillBackorders           // nil: stock that arrives fills no backorders
}

// UseWarehouses makes the import read and set stockByWarehouse against the
// shop's warehouses, and give stock it adds to backorders first.
func (h *ImportProducts) UseWarehouses(ws ports.WarehouseRepository, f *FillBackorders) {
	h.warehouses, h.backorders = ws, f
}

func NewImportProducts(products ports.ProductRepository, categories ports.CategoryRepository, photos *PhotoLinks, now Clock) *ImportProducts {
	return &ImportProducts{products: products, categories: categories, photos: photos, now: now}
}

func (h *ImportProducts) Handle(ctx context.Context, actor domain.User, file io.Reader, dryRun bool) (ImportResult, error) {
	plan, err := h.read(ctx, actor, file)
	if err != nil {
		return ImportResult{}, err
	}
	if len(plan.errors) > 0 || dryRun {
		return plan.result(), nil
	}
	ctx, audit := withAdminAudit(ctx, actor, h.now)
	for _, c := range plan.changes {
		audit.record(domain.AuditProductImport, c.ProductID(), importedFields(c.Before), productAuditFields(c.After))
	}
	audit.record(domain.AuditProductImport, importTarget, nil, map[string]any{"created": plan.created, "updated": plan.updated})
	if err := h.products.ImportProducts(ctx, plan.changes); err != nil {
		return ImportResult{}, err
	}
	h.fillBackorders(ctx, plan.changes)
	return plan.result(), nil
}

// importTarget is the target of the entry that sums up an import; each
// product it adds or changes has an entry of its own.
const importTarget = "catalogue"

func importedFields(before *domain.Product) map[string]any {
	if before == nil {
		return nil
	}
	return productAuditFields(*before)
}

// importPlan is a read file: the products to save and the problems found.
type importPlan struct {
	changes          []domain.ProductChange // the products the file adds or changes
	created, updated int
	errors           []ImportError
	skuRows          map[string]int // SKU key -> the row it first appears on
	categories       []domain.Category
	warehouses       []domain.Warehouse
	pending          []catalogueRow
}

func (p *importPlan) result() ImportResult {
	if len(p.errors) > 0 {
		return ImportResult{Errors: p.errors}
	}
	return ImportResult{Created: p.created, Updated: p.updated}
}

func (p *importPlan) report(errs []ImportError) {
	for _, e := range errs {
		if len(p.errors) < maxImportErrors {
			p.errors = append(p.errors, e)
		}
	}
}

// read streams the file's rows, checking them a batch at a time.
func (h *ImportProducts) read(ctx context.Context, actor domain.User, file io.Reader) (*importPlan, error) {
	r := csv.NewReader(file)
	r.ReuseRecord = true
	r.FieldsPerRecord = -1 // a row of the wrong length is reported on its row
	record, err := r.Read()
	if errors.Is(err, io.EOF) {
		return nil, domain.InvalidField("file", "The file is empty: it needs a header row and a row per product")
	}
	if err != nil {
		return nil, csvError(err)
	}
	header, err := readCatalogueHeader(record)
	if err != nil {
		return nil, err
	}
	categories, err := h.categories.ListCategories(ctx)
	if err != nil {
		return nil, err
	}
	warehouses := []domain.Warehouse{domain.DefaultWarehouse()}
	if h.warehouses != nil {
		if warehouses, err = h.warehouses.ListWarehouses(ctx); err != nil {
			return nil, err
		}
	}
	plan := &importPlan{skuRows: map[string]int{}, categories: categories, warehouses: warehouses}
	for row := 1; ; row++ {
		record, err := r.Read()
		if errors.Is(err, io.EOF) {
			return plan, h.resolve(ctx, actor, plan)
		}
		if err != nil {
			return nil, csvError(err)
		}
		if row > MaxImportRows {
			return nil, domain.Errorf(domain.CodeTooLarge, "A file can hold at most %d products; split it and import each part", MaxImportRows)
		}
		if blank(record) {
			continue
		}
		plan.add(header.parseRow(row, record))
		if len(plan.pending) == importBatch {
			if err := h.resolve(ctx, actor, plan); err != nil {
				return nil, err
			}
		}
	}
}

// add queues a parsed row, reporting a part number the file already had
// and a category the shop doesn't have.
func (p *importPlan) add(r catalogueRow) {
	if r.input.Category != nil {
		if slug := strings.TrimSpace(*r.input.Category); slug != "" {
			if _, ok := domain.FindCategory(slug, p.categories); !ok {
				r.fail(colCategory, unknownCategoryMessage(slug, p.categories))
				slices.SortStableFunc(r.errors, func(a, b ImportError) int { return columnRank(a.Field) - columnRank(b.Field) })
			}
		}
	}
	if r.sku != "" {
		key := domain.SKUKey(r.sku)
		if first, seen := p.skuRows[key]; seen {
			r.fail(colSKU, fmt.Sprintf("The part number %s is also on row %d", r.sku, first))
		} else {
			p.skuRows[key] = r.row
		}
	}
	p.pending = append(p.pending, r)
}

// resolve builds the pending rows' products: an existing part number's
// product edited by the row, or a new product.
func (h *ImportProducts) resolve(ctx context.Context, actor domain.User, plan *importPlan) error {
	existing, err := h.existingBySKU(ctx, plan.pending)
	if err != nil {
		return err
	}
	now := h.now()
	for _, r := range plan.pending {
		if r.short {
			plan.report(r.errors)
			continue
		}
		change, err := h.changeOf(r, existing, actor, now)
		if err == nil && r.split != nil {
			err = change.After.SetStocks(wholeSplit(r.split, plan.warehouses), plan.warehouses)
			if err != nil {
				err = domain.InvalidField(colStockByWarehouse, splitProblem(err))
			}
		}
		if err := r.failed(err); err != nil {
			return err
		}
		if len(r.errors) > 0 {
			plan.report(r.errors)
			continue
		}
		if !change.Changed() {
			continue
		}
		if change.IsNew() {
			plan.created++
		} else {
			plan.updated++
		}
		if len(plan.errors) == 0 {
			plan.changes = append(plan.changes, change)
		}
	}
	plan.pending = plan.pending[:0]
	return nil
}

// changeOf is what row r does: edit the product that has its part number,
// or add one. The photo link goes through the product form's check.
func (h *ImportProducts) changeOf(r catalogueRow, existing map[string]domain.Product, actor domain.User, now time.Time) (domain.ProductChange, error) {
	if old, found := existing[domain.SKUKey(r.sku)]; found {
		edited := old
		if err := r.input.ApplyTo(&edited, now); err != nil {
			return domain.ProductChange{}, err
		}
		return domain.ProductChange{Before: &old, After: edited}, h.photos.CheckChange(colImg, old.Img, edited.Img)
	}
	p, err := r.input.NewProduct(actor.Email, now)
	if err != nil {
		return domain.ProductChange{}, err
	}
	return domain.ProductChange{After: p}, h.photos.Check(colImg, p.Img)
}

func (h *ImportProducts) existingBySKU(ctx context.Context, rows []catalogueRow) (map[string]domain.Product, error) {
	skus := make([]string, 0, len(rows))
	for _, r := range rows {
		if r.sku != "" {
			skus = append(skus, r.sku)
		}
	}
	if len(skus) == 0 {
		return nil, nil
	}
	found, err := h.products.GetProductsBySKU(ctx, skus)
	if err != nil {
		return nil, err
	}
	bySKU := make(map[string]domain.Product, len(found))
	for _, p := range found {
		bySKU[domain.SKUKey(p.SKU)] = p
	}
	return bySKU, nil
}

// csvError explains a file that is not CSV; other read errors (a body over
// its limit) pass through for the caller to judge.
func csvError(err error) error {
	var parseErr *csv.ParseError
	if errors.As(err, &parseErr) {
		return domain.InvalidField("file", fmt.Sprintf("The file is not valid CSV: line %d: %v", parseErr.Line, parseErr.Err))
	}
	return fmt.Errorf("reading the catalogue file: %w", err)
}

// unknownCategoryMessage explains a category cell naming no category, with
// a slug that exists to show what one looks like.
func unknownCategoryMessage(slug string, categories []domain.Category) string {
	if len(categories) == 0 {
		return fmt.Sprintf("There is no category %q: the shop has no categories yet.", slug)
	}
	example := categories[0].Slug
	for _, c := range categories {
		if c.Parent != "" { // a leaf is where products usually go
			example = c.Slug
			break
		}
	}
	return fmt.Sprintf("There is no category %q: use the slug of one of the shop's categories, like %s.", slug, example)
}

// fillBackorders gives the stock the import added to backorders first.
func (h *ImportProducts) fillBackorders(ctx context.Context, changes []domain.ProductChange) {
	if h.backorders == nil {
		return
	}
	for _, c := range changes {
		if !c.IsNew() && c.After.Stock > c.Before.Stock {
			_, _ = h.backorders.afterStockChange(ctx, c.Before.Stock, c.After)
		}
	}
}

// splitProblem is a refused split in one message, for its one cell.
func splitProblem(err error) string {
	var de *domain.Error
	if !errors.As(err, &de) {
		return err.Error()
	}
	for _, field := range slices.Sorted(maps.Keys(de.Fields)) {
		return de.Fields[field]
	}
	return de.Message
}
