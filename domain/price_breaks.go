package domain

import "sort"

// PriceBreak is a volume price: from MinQuantity pieces a line costs
// UnitPriceCents each.
type PriceBreak struct {
	MinQuantity    int64
	UnitPriceCents int64
}

// MaxPriceBreaks keeps a product's price table readable.
const MaxPriceBreaks = 10

// UnitPriceFor is the product's price per piece at this quantity: the
// highest break whose MinQuantity is at most quantity, else PriceCents;
// for a company member whose company agreed a contract price, the lower of
// the two.
func (p Product) UnitPriceFor(quantity int64) int64 {
	unit := p.PriceCents
	for _, b := range p.PriceBreaks { // sorted by MinQuantity
		if b.MinQuantity > quantity {
			break
		}
		unit = b.UnitPriceCents
	}
	if p.ContractPriceCents > 0 && p.ContractPriceCents < unit {
		return p.ContractPriceCents
	}
	return unit
}

// NextBreak is the first break above quantity, or nil when there is none.
func (p Product) NextBreak(quantity int64) *PriceBreak {
	for _, b := range p.PriceBreaks {
		if b.MinQuantity > quantity {
			return &b
		}
	}
	return nil
}

// HighestBreak is the quantity from which the best listed price applies;
// above it a buyer may ask for a quote. It is the MOQ when there are no breaks.
func (p Product) HighestBreak() int64 {
	if n := len(p.PriceBreaks); n > 0 {
		return p.PriceBreaks[n-1].MinQuantity
	}
	return p.MinOrderQuantity
}

// checkPriceBreaks holds p's breaks to the rules: at most MaxPriceBreaks,
// distinct quantities above the MOQ, prices from 1 cent up to the list
// price, and a higher break never dearer per piece than a lower one. The
// breaks are sorted by quantity as a side effect. A bad list price or MOQ
// is reported on its own field only: the breaks can't be judged against it.
func checkPriceBreaks(errs FieldErrors, p *Product) {
	sort.Slice(p.PriceBreaks, func(i, j int) bool { return p.PriceBreaks[i].MinQuantity < p.PriceBreaks[j].MinQuantity })
	const field = "priceBreaks"
	if _, bad := errs["priceCents"]; bad {
		return
	}
	if _, bad := errs["minOrderQuantity"]; bad {
		return
	}
	if len(p.PriceBreaks) > MaxPriceBreaks {
		errs.Add(field, "A product can have at most "+itoa(MaxPriceBreaks)+" price breaks")
		return
	}
	previous := PriceBreak{MinQuantity: p.MinOrderQuantity, UnitPriceCents: p.PriceCents}
	for i, b := range p.PriceBreaks {
		switch {
		case b.MinQuantity <= p.MinOrderQuantity:
			errs.Add(field, "Each price break must start above the minimum order of "+itoa(p.MinOrderQuantity)+" pieces")
		case b.MinQuantity > MaxStock:
			errs.Add(field, "A price break must start at "+itoa(MaxStock)+" pieces or fewer")
		case i > 0 && b.MinQuantity == previous.MinQuantity:
			errs.Add(field, "Two price breaks start at "+itoa(b.MinQuantity)+" pieces")
		case b.UnitPriceCents < 1:
			errs.Add(field, "A price break's price must be more than $0.00")
		case b.UnitPriceCents > previous.UnitPriceCents:
			errs.Add(field, "A price break can't cost more per piece than a smaller quantity")
		}
		previous = b
	}
}
