package domain

// pickWords are what a check of picked lines says for one kind of pick:
// a shipment, a return or a refund by lines.
type pickWords struct {
	atLeast string                  // "Ship at least 1 piece"
	tooMany func(left int64) string // "Only 3 pieces of this line are left to ship"
}

// checkPicked allows each product in available once, for at least 1 piece
// and at most what is available of it; it adds errors under
// lines.{productId} and returns those fields in the lines' order.
func checkPicked[L any](errs FieldErrors, lines []L, of func(L) (productID string, quantity int64), available map[string]int64, w pickWords) []string {
	seen := map[string]bool{}
	fields := make([]string, 0, len(lines))
	for _, l := range lines {
		id, quantity := of(l)
		field := LineField(id)
		fields = append(fields, field)
		left, ok := available[id]
		switch {
		case !ok:
			errs.Add(field, "This order has no such product")
		case seen[id]:
			errs.Add(field, "Name each product once")
		case quantity < 1:
			errs.Add(field, w.atLeast)
		case quantity > left:
			errs.Add(field, w.tooMany(max(left, 0)))
		}
		seen[id] = true
	}
	return fields
}
