package domain

import (
	"strings"
	"time"
)

// QuoteStatus is where a request for quote is in its life.
type QuoteStatus string

const (
	QuoteRequested QuoteStatus = "requested"
	QuoteOffered   QuoteStatus = "offered"
	QuoteAccepted  QuoteStatus = "accepted"
	QuoteDeclined  QuoteStatus = "declined"
	QuoteExpired   QuoteStatus = "expired" // an offer whose validity ran out; shown, never stored
)

// ParseQuoteStatus accepts the known statuses.
func ParseQuoteStatus(s string) (QuoteStatus, bool) {
	switch QuoteStatus(s) {
	case QuoteRequested, QuoteOffered, QuoteAccepted, QuoteDeclined, QuoteExpired:
		return QuoteStatus(s), true
	}
	return "", false
}

// QuoteLine is one product a buyer asks a price for. ListUnitPriceCents is
// the catalogue's price at that quantity when asked, the default an admin
// starts from; OfferedUnitPriceCents is set by the offer, and
// OfferedQuantity when the shop offers another quantity than asked (0 when
// unchanged).
type QuoteLine struct {
	ProductID             string
	SKU                   string
	ProductName           string
	Quantity              int64
	ListUnitPriceCents    int64
	OfferedUnitPriceCents int64
	OfferedQuantity       int64
}

// OrderQuantity is what accepting the offer orders: the offered quantity
// when the shop changed it, else the asked one.
func (l QuoteLine) OrderQuantity() int64 {
	if l.OfferedQuantity > 0 {
		return l.OfferedQuantity
	}
	return l.Quantity
}

// QuoteChange is one entry of a quote's history.
type QuoteChange struct {
	Status QuoteStatus
	At     time.Time
	By     string
}

// Quote is a buyer's request for a price, and the shop's offer.
type Quote struct {
	ID         string
	UserID     string
	UserEmail  string
	Status     QuoteStatus
	Lines      []QuoteLine
	Note       string
	ValidUntil time.Time // the offer's end; zero until offered
	Reply      string    // the shop's answer to the buyer, with the offer
	// LeadTimeDays is about how many days after ordering the offer ships;
	// nil when the offer doesn't say.
	LeadTimeDays *int
	BookingID    string // the order an accepted offer became
	History      []QuoteChange
	CreatedAt    time.Time
	UpdatedAt    time.Time
}

// QuoteItem is a product and quantity a buyer wants a price for.
type QuoteItem struct {
	ProductID string
	Product   *Product // nil when it doesn't exist
	Quantity  int64
}

// NewQuote validates a request for quote: at least one line, each for a
// product that exists and at least its MOQ, and a note of at most 1000.
func NewQuote(items []QuoteItem, note string, buyer User, now time.Time) (Quote, error) {
	if len(items) == 0 {
		return Quote{}, InvalidField("lines", "Add at least one product to the request")
	}
	if len(items) > MaxOrderLines {
		return Quote{}, InvalidField("lines", "A request can have at most "+itoa(MaxOrderLines)+" lines")
	}
	errs := FieldErrors{}
	CheckOptionalText(errs, "note", note, MaxNoteLen)
	order := []string{"note"}
	lines := make([]QuoteLine, 0, len(items))
	asked := make(map[string]bool, len(items))
	for _, it := range items {
		field := LineField(it.ProductID)
		order = append(order, field)
		switch {
		case asked[it.ProductID]:
			errs[field] = "This product is in the request twice"
		case it.Product == nil:
			errs.Add(field, ProductUnavailableMessage)
		case it.Quantity < it.Product.MinOrderQuantity:
			errs.Add(field, MinimumOrderMessage(it.Product.MinOrderQuantity))
		case it.Quantity > MaxStock:
			errs.Add(field, "Quantity is too large")
		default:
			p := it.Product
			lines = append(lines, QuoteLine{ProductID: p.ID, SKU: p.SKU, ProductName: p.Name,
				Quantity: it.Quantity, ListUnitPriceCents: p.UnitPriceFor(it.Quantity)})
		}
		asked[it.ProductID] = true
	}
	if err := errs.Err(order...); err != nil {
		return Quote{}, err
	}
	q := Quote{ID: NewID(), UserID: buyer.ID, UserEmail: buyer.Email, Lines: lines,
		Note: strings.TrimSpace(note), CreatedAt: now}
	q.moveTo(QuoteRequested, buyer.Email, now)
	return q, nil
}

func (q *Quote) moveTo(to QuoteStatus, by string, now time.Time) {
	q.Status, q.UpdatedAt = to, now
	q.History = append(q.History, QuoteChange{Status: to, At: now, By: by})
}

// StatusAt is the status a person sees: an offer past its validity shows as expired.
func (q Quote) StatusAt(now time.Time) QuoteStatus {
	if q.Status == QuoteOffered && !now.Before(q.ValidUntil) {
		return QuoteExpired
	}
	return q.Status
}

// MaxReplyLen caps the shop's answer to a buyer.
const MaxReplyLen = 2000

// MaxOfferLeadTimeDays caps an offer's lead time (about half a year).
const MaxOfferLeadTimeDays = 180

// QuoteOffer is the shop's answer to a request: a unit price for every
// line by product id, optionally another quantity for some lines (checked
// against the products' minimum orders now, by product id), until when it
// holds, and a reply and lead time for the buyer.
type QuoteOffer struct {
	Prices       map[string]int64
	Quantities   map[string]int64
	MinOrder     map[string]int64
	ValidUntil   time.Time
	Reply        string
	LeadTimeDays *int
}

// Offer answers a requested quote with o.
func (q *Quote) Offer(o QuoteOffer, by string, now time.Time) error {
	if q.Status != QuoteRequested {
		return Errorf(CodeConflict, "Only requested quotes can be answered")
	}
	errs := FieldErrors{}
	if !o.ValidUntil.After(now) {
		errs.Add("validUntil", "The offer must be valid until a later date")
	}
	CheckOptionalText(errs, "reply", o.Reply, MaxReplyLen)
	if o.LeadTimeDays != nil && (*o.LeadTimeDays < 0 || *o.LeadTimeDays > MaxOfferLeadTimeDays) {
		errs.Add("leadTimeDays", "Lead time must be between 0 and "+itoa(MaxOfferLeadTimeDays)+" days")
	}
	order := []string{"validUntil", "reply", "leadTimeDays"}
	for _, l := range q.Lines {
		order = append(order, LineField(l.ProductID))
		o.checkLine(errs, l.ProductID)
	}
	if err := errs.Err(order...); err != nil {
		return err
	}
	for i := range q.Lines {
		l := &q.Lines[i]
		l.OfferedUnitPriceCents = o.Prices[l.ProductID]
		if n, ok := o.Quantities[l.ProductID]; ok && n != l.Quantity {
			l.OfferedQuantity = n
		}
	}
	q.ValidUntil, q.Reply, q.LeadTimeDays = o.ValidUntil, strings.TrimSpace(o.Reply), o.LeadTimeDays
	q.moveTo(QuoteOffered, by, now)
	return nil
}

// checkLine checks one line's price and, when given, its offered quantity.
func (o QuoteOffer) checkLine(errs FieldErrors, productID string) {
	field := LineField(productID)
	price, ok := o.Prices[productID]
	switch {
	case !ok:
		errs.Add(field, "Give a price for every line")
	case price < 1 || price > MaxPriceCents:
		errs.Add(field, "A price must be more than $0.00 and at most "+FormatUSD(MaxPriceCents))
	}
	n, changed := o.Quantities[productID]
	if !changed {
		return
	}
	switch minimum := max(o.MinOrder[productID], 1); {
	case n < minimum:
		errs.Add(field, MinimumOrderMessage(minimum))
	case n > MaxStock:
		errs.Add(field, "Quantity is too large")
	}
}

// Accept takes an unexpired offer; bookingID is the order it becomes.
func (q *Quote) Accept(bookingID, by string, now time.Time) error {
	switch q.StatusAt(now) {
	case QuoteOffered:
		q.BookingID = bookingID
		q.moveTo(QuoteAccepted, by, now)
		return nil
	case QuoteExpired:
		return Errorf(CodeConflict, "This offer has expired; please ask for a new quote")
	default:
		return Errorf(CodeConflict, "Only offered quotes can be accepted")
	}
}

// Decline closes a requested or offered quote for the buyer.
func (q *Quote) Decline(by string, now time.Time) error {
	switch q.StatusAt(now) {
	case QuoteRequested, QuoteOffered:
		q.moveTo(QuoteDeclined, by, now)
		return nil
	default:
		return Errorf(CodeConflict, "Only open quotes can be declined")
	}
}

// OrderItems are the offer's lines at the offered quantities and prices, against the
// products as they are now (missing ones nil).
func (q Quote) OrderItems(products map[string]Product) []OrderItem {
	items := make([]OrderItem, len(q.Lines))
	for i, l := range q.Lines {
		items[i] = OrderItem{ProductID: l.ProductID, Quantity: l.OrderQuantity(), QuotedUnitPriceCents: l.OfferedUnitPriceCents}
		if p, ok := products[l.ProductID]; ok {
			items[i].Product = &p
		}
	}
	return items
}

// QuoteFilter selects quotes, newest first; empty fields match all. Status
// is as StatusAt shows it at Now: offered means still valid at Now, expired
// means offered and no longer valid.
type QuoteFilter struct {
	UserID string
	Status QuoteStatus
	Now    time.Time
	PageRequest
}

// ProductIDs are the products the quote is for, in its lines' order.
func (q Quote) ProductIDs() []string {
	ids := make([]string, len(q.Lines))
	for i, l := range q.Lines {
		ids[i] = l.ProductID
	}
	return ids
}
