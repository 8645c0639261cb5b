package domain

import "strings"

// priceRefund checks what a refund asks for against the booking and prices
// it: pieces at the prices paid with their tax, or an amount with the tax
// it holds, never past what is left to refund.
func (b Booking) priceRefund(in RefundInput) (Refund, error) {
	if err := b.checkRefundable(); err != nil {
		return Refund{}, err
	}
	r := Refund{Reason: strings.TrimSpace(in.Reason)}
	errs := FieldErrors{}
	CheckText(errs, "reason", r.Reason, "Reason is Required", MaxRefundReasonLen)
	if (len(in.Lines) == 0) == (in.AmountCents == 0) {
		errs.Add("lines", "Refund either lines or an amount")
	}
	if in.AmountCents < 0 {
		errs.Add("amountCents", "Refund at least 1 cent")
	}
	order := b.checkRefundLines(errs, in.Lines)
	if err := errs.Err(append([]string{"lines", "amountCents", "reason"}, order...)...); err != nil {
		return Refund{}, err
	}
	left := b.RefundableCents()
	switch {
	case len(in.Lines) > 0:
		r.Lines, r.AmountCents, r.TaxCents = b.priceRefundLines(in.Lines, left)
	default:
		r.AmountCents, r.TaxCents = in.AmountCents, b.taxIn(in.AmountCents)
	}
	if r.AmountCents > left {
		return Refund{}, ErrRefundTooLarge
	}
	return r, nil
}

func (b Booking) checkRefundable() error {
	switch {
	case b.RefundableTotalCents() == 0:
		return ErrNothingToRefund
	case b.RefundableCents() > 0:
		return nil
	case b.openRefundCents() > 0:
		return ErrRefundUnderWay
	default:
		return ErrRefundedInFull
	}
}

// checkRefundLines allows each of the order's products once, for at most
// the pieces not refunded yet; it returns the lines' field names in order.
func (b Booking) checkRefundLines(errs FieldErrors, lines []RefundLine) []string {
	left, refunded := map[string]int64{}, b.RefundedQuantities()
	for _, l := range b.Lines {
		left[l.ProductID] += l.Quantity
	}
	for id := range left {
		left[id] -= refunded[id]
	}
	return checkPicked(errs, lines, func(l RefundLine) (string, int64) { return l.ProductID, l.Quantity }, left, pickWords{
		atLeast: "Refund at least 1 piece",
		tooMany: func(n int64) string { return "Only " + itoa(n) + " pieces of this line are left to refund" },
	})
}

// priceRefundLines prices pieces at the unit prices paid, with tax at the
// order's rate rounded as the order was. The refund that takes the last
// pieces takes what is left, so rounding never leaves a cent behind.
func (b Booking) priceRefundLines(in []RefundLine, left int64) (lines []RefundLine, amount, tax int64) {
	var subtotal int64
	for _, l := range in {
		line := RefundLine{ProductID: l.ProductID, Quantity: l.Quantity, AmountCents: b.unitPrice(l.ProductID) * l.Quantity}
		subtotal += line.AmountCents
		lines = append(lines, line)
	}
	tax = b.TaxRate.Of(subtotal)
	amount = subtotal + tax
	if b.takesLastPieces(in) && b.refundSum(RefundDone)+b.openRefundCents() > 0 {
		amount, tax = left, max(0, b.TaxCents-b.refundedTax())
	}
	return lines, amount, tax
}

func (b Booking) unitPrice(productID string) int64 {
	for _, l := range b.Lines {
		if l.ProductID == productID {
			return l.UnitPriceCents
		}
	}
	return 0
}

func (b Booking) takesLastPieces(in []RefundLine) bool {
	refunded := b.RefundedQuantities()
	for _, l := range in {
		refunded[l.ProductID] += l.Quantity
	}
	for _, l := range b.Lines {
		if refunded[l.ProductID] < l.Quantity {
			return false
		}
	}
	return true
}

func (b Booking) refundedTax() int64 {
	var tax int64
	for _, r := range b.Refunds {
		tax += r.TaxCents
	}
	return tax
}

// taxIn is the tax inside an amount that includes it, at the order's rate.
func (b Booking) taxIn(amountCents int64) int64 {
	if b.TaxRate == 0 {
		return 0
	}
	return amountCents - amountCents*10000/(10000+int64(b.TaxRate))
}
