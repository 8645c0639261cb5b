package app

import (
	"context"
	"strconv"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// SetContractPrices replaces a company's contract prices (shop admins). A
// price names its product by SKU; an unknown SKU refuses the whole list,
// naming its index. The audit entry keeps the prices before and after.
type SetContractPrices struct {
	companies ports.CompanyRepository
	products  ports.ProductRepository
	now       Clock
}

func NewSetContractPrices(companies ports.CompanyRepository, products ports.ProductRepository, now Clock) *SetContractPrices {
	return &SetContractPrices{companies: companies, products: products, now: now}
}

// PriceBySKU is one line of a price list as an admin sends it.
type PriceBySKU struct {
	SKU            string
	UnitPriceCents int64
}

func (h *SetContractPrices) Handle(ctx context.Context, actor domain.User, companyID string, lines []PriceBySKU) ([]domain.ContractPrice, error) {
	if len(lines) > domain.MaxContractPrices {
		return nil, domain.InvalidField("prices", "A company can have at most "+strconv.Itoa(domain.MaxContractPrices)+" contract prices")
	}
	before, err := h.companies.ContractPrices(ctx, companyID)
	if err != nil {
		return nil, err
	}
	if _, err := h.companies.GetCompany(ctx, companyID); err != nil {
		return nil, err
	}
	prices, err := h.resolve(ctx, lines)
	if err != nil {
		return nil, err
	}
	ctx, audit := withAdminAudit(ctx, actor, h.now)
	audit.record(domain.AuditCompanyPrices, companyID, priceFields(before), priceFields(prices))
	if err := h.companies.ReplaceContractPrices(ctx, companyID, prices); err != nil {
		return nil, err
	}
	return h.companies.ContractPrices(ctx, companyID)
}

// resolve finds each line's product by SKU and checks its price.
func (h *SetContractPrices) resolve(ctx context.Context, lines []PriceBySKU) ([]domain.ContractPrice, error) {
	skus := make([]string, len(lines))
	for i, l := range lines {
		skus[i] = l.SKU
	}
	found, err := h.products.GetProductsBySKU(ctx, skus)
	if err != nil {
		return nil, err
	}
	byKey := make(map[string]domain.Product, len(found))
	for _, p := range found {
		byKey[domain.SKUKey(p.SKU)] = p
	}
	prices := make([]domain.ContractPrice, 0, len(lines))
	seen := map[string]bool{}
	for i, l := range lines {
		field := "prices." + strconv.Itoa(i)
		p, ok := byKey[domain.SKUKey(l.SKU)]
		switch {
		case !ok:
			return nil, domain.InvalidField(field+".sku", "Unknown part number "+l.SKU+" at index "+strconv.Itoa(i))
		case l.UnitPriceCents < 1 || l.UnitPriceCents > domain.MaxPriceCents:
			return nil, domain.InvalidField(field+".unitPriceCents", "Price must be at least 1 cent at index "+strconv.Itoa(i))
		case seen[p.ID]:
			return nil, domain.InvalidField(field+".sku", "Part number "+l.SKU+" is listed twice at index "+strconv.Itoa(i))
		}
		seen[p.ID] = true
		prices = append(prices, domain.ContractPrice{ProductID: p.ID, SKU: p.SKU, UnitPriceCents: l.UnitPriceCents})
	}
	return prices, nil
}

// priceFields keys prices by SKU, so the audit entry shows what changed.
func priceFields(prices []domain.ContractPrice) map[string]any {
	fields := make(map[string]any, len(prices))
	for _, p := range prices {
		fields[p.SKU] = p.UnitPriceCents
	}
	return fields
}
