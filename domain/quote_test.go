package domain

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const admin = "ops@pallet.example"

func requestedQuote(t *testing.T) (Quote, Product) {
	t.Helper()
	p := tieredProduct()
	p.SKU = "DDR5-32"
	q, err := NewQuote([]QuoteItem{{ProductID: p.ID, Product: &p, Quantity: 2000}}, " Monthly volume ", buyer, now)
	require.NoError(t, err)
	return q, p
}

func offeredQuote(t *testing.T) (Quote, Product) {
	t.Helper()
	q, p := requestedQuote(t)
	require.NoError(t, q.Offer(QuoteOffer{Prices: map[string]int64{p.ID: 700}, ValidUntil: now.Add(7 * 24 * time.Hour)}, admin, now))
	return q, p
}

func TestNewQuoteRecordsTheLinesAtTodaysListPrice(t *testing.T) {
	q, p := requestedQuote(t)
	assert.Equal(t, QuoteRequested, q.Status)
	assert.Equal(t, []QuoteLine{{ProductID: p.ID, SKU: "DDR5-32", ProductName: "DDR5 32GB", Quantity: 2000, ListUnitPriceCents: 800}}, q.Lines,
		"the list price is the break price at that quantity")
	assert.Equal(t, "Monthly volume", q.Note)
	assert.Equal(t, buyer.ID, q.UserID)
	assert.Equal(t, buyer.Email, q.UserEmail)
	assert.Equal(t, []QuoteChange{{Status: QuoteRequested, At: now, By: buyer.Email}}, q.History)
	assert.True(t, q.ValidUntil.IsZero())
}

func TestNewQuoteRules(t *testing.T) {
	p := tieredProduct()
	line := func(quantity int64) QuoteItem { return QuoteItem{ProductID: p.ID, Product: &p, Quantity: quantity} }
	cases := map[string]struct {
		items  []QuoteItem
		note   string
		fields map[string]string
	}{
		"no lines":         {nil, "", map[string]string{"lines": "Add at least one product to the request"}},
		"below the MOQ":    {[]QuoteItem{line(99)}, "", map[string]string{LineField(p.ID): "Minimum order is 100 pieces"}},
		"too many pieces":  {[]QuoteItem{line(MaxStock + 1)}, "", map[string]string{LineField(p.ID): "Quantity is too large"}},
		"unknown product":  {[]QuoteItem{{ProductID: "gone", Quantity: 500}}, "", map[string]string{LineField("gone"): ProductUnavailableMessage}},
		"a product twice":  {[]QuoteItem{line(500), line(600)}, "", map[string]string{LineField(p.ID): "This product is in the request twice"}},
		"a very long note": {[]QuoteItem{line(500)}, strings.Repeat("x", MaxNoteLen+1), map[string]string{"note": TooLongMessage(MaxNoteLen)}},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			_, err := NewQuote(tc.items, tc.note, buyer, now)
			require.Error(t, err)
			assert.Equal(t, CodeInvalid, ErrorCode(err))
			assert.Equal(t, tc.fields, err.(*Error).Fields)
		})
	}
	many := make([]QuoteItem, MaxOrderLines+1)
	_, err := NewQuote(many, "", buyer, now)
	assert.Equal(t, "A request can have at most 500 lines", err.(*Error).Fields["lines"])
}

func TestOfferPricesEveryLineAndStartsTheValidity(t *testing.T) {
	q, p := offeredQuote(t)
	assert.Equal(t, QuoteOffered, q.Status)
	assert.Equal(t, int64(700), q.Lines[0].OfferedUnitPriceCents)
	assert.Equal(t, int64(800), q.Lines[0].ListUnitPriceCents, "the list price stays for comparison")
	assert.Equal(t, now.Add(7*24*time.Hour), q.ValidUntil)
	assert.Equal(t, QuoteChange{Status: QuoteOffered, At: now, By: admin}, q.History[1])

	err := q.Offer(QuoteOffer{Prices: map[string]int64{p.ID: 600}, ValidUntil: now.Add(time.Hour)}, admin, now)
	assert.Equal(t, "Only requested quotes can be answered", err.(*Error).Message)
	assert.Equal(t, CodeConflict, ErrorCode(err))
}

func TestOfferRules(t *testing.T) {
	q, p := requestedQuote(t)
	field := LineField(p.ID)
	cases := map[string]struct {
		prices     map[string]int64
		validUntil time.Time
		fields     map[string]string
	}{
		"a line without a price": {map[string]int64{"other": 5}, now.Add(time.Hour), map[string]string{field: "Give a price for every line"}},
		"a free line":            {map[string]int64{p.ID: 0}, now.Add(time.Hour), map[string]string{field: "A price must be more than $0.00 and at most $1,000,000.00"}},
		"an absurd price":        {map[string]int64{p.ID: MaxPriceCents + 1}, now.Add(time.Hour), map[string]string{field: "A price must be more than $0.00 and at most $1,000,000.00"}},
		"valid until now":        {map[string]int64{p.ID: 700}, now, map[string]string{"validUntil": "The offer must be valid until a later date"}},
		"valid until yesterday":  {map[string]int64{p.ID: 700}, now.Add(-24 * time.Hour), map[string]string{"validUntil": "The offer must be valid until a later date"}},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			q := q
			q.Lines = append([]QuoteLine(nil), q.Lines...)
			err := q.Offer(QuoteOffer{Prices: tc.prices, ValidUntil: tc.validUntil}, admin, now)
			require.Error(t, err)
			assert.Equal(t, tc.fields, err.(*Error).Fields)
			for _, msg := range tc.fields {
				assert.Equal(t, msg, err.(*Error).Message, "the message names the problem")
			}
			assert.Equal(t, QuoteRequested, q.Status)
			assert.Zero(t, q.Lines[0].OfferedUnitPriceCents)
		})
	}
}

func TestAnOfferExpiresAtItsValidUntil(t *testing.T) {
	q, _ := offeredQuote(t)
	assert.Equal(t, QuoteOffered, q.StatusAt(q.ValidUntil.Add(-time.Nanosecond)))
	assert.Equal(t, QuoteExpired, q.StatusAt(q.ValidUntil))
	assert.Equal(t, QuoteExpired, q.StatusAt(q.ValidUntil.Add(time.Hour)))
	assert.Equal(t, QuoteOffered, q.Status, "expiry is shown, never stored")

	requested, _ := requestedQuote(t)
	assert.Equal(t, QuoteRequested, requested.StatusAt(now.Add(1000*time.Hour)), "only offers expire")
}

func TestAcceptTakesAnUnexpiredOffer(t *testing.T) {
	q, _ := offeredQuote(t)
	later := now.Add(time.Hour)
	require.NoError(t, q.Accept("booking-1", buyer.Email, later))
	assert.Equal(t, QuoteAccepted, q.Status)
	assert.Equal(t, "booking-1", q.BookingID)
	assert.Equal(t, QuoteChange{Status: QuoteAccepted, At: later, By: buyer.Email}, q.History[2])

	err := q.Accept("booking-2", buyer.Email, later)
	assert.Equal(t, "Only offered quotes can be accepted", err.(*Error).Message, "a second accept is refused")
	assert.Equal(t, "booking-1", q.BookingID)
}

func TestAcceptRefusals(t *testing.T) {
	expired, _ := offeredQuote(t)
	err := expired.Accept("b", buyer.Email, expired.ValidUntil)
	assert.Equal(t, CodeConflict, ErrorCode(err))
	assert.Equal(t, "This offer has expired; please ask for a new quote", err.(*Error).Message)
	assert.Equal(t, QuoteOffered, expired.Status)
	assert.Empty(t, expired.BookingID)

	requested, _ := requestedQuote(t)
	err = requested.Accept("b", buyer.Email, now)
	assert.Equal(t, "Only offered quotes can be accepted", err.(*Error).Message)
}

func TestDeclineClosesAnOpenQuote(t *testing.T) {
	requested, _ := requestedQuote(t)
	require.NoError(t, requested.Decline(buyer.Email, now))
	assert.Equal(t, QuoteDeclined, requested.Status)

	offered, _ := offeredQuote(t)
	require.NoError(t, offered.Decline(buyer.Email, now))
	assert.Equal(t, QuoteDeclined, offered.Status)

	err := offered.Decline(buyer.Email, now)
	assert.Equal(t, "Only open quotes can be declined", err.(*Error).Message)
	accepted, _ := offeredQuote(t)
	require.NoError(t, accepted.Accept("b", buyer.Email, now))
	assert.Equal(t, CodeConflict, ErrorCode(accepted.Decline(buyer.Email, now)))
}

func TestParseQuoteStatus(t *testing.T) {
	for _, s := range []QuoteStatus{QuoteRequested, QuoteOffered, QuoteAccepted, QuoteDeclined, QuoteExpired} {
		got, ok := ParseQuoteStatus(string(s))
		assert.True(t, ok)
		assert.Equal(t, s, got)
	}
	_, ok := ParseQuoteStatus("open")
	assert.False(t, ok)
}

func TestCustomersSeeStaffInAQuotesHistory(t *testing.T) {
	q, _ := offeredQuote(t)
	seen := q.HistorySeenBy(buyer)
	assert.Equal(t, []string{buyer.Email, StaffActor}, []string{seen[0].By, seen[1].By})
	assert.Equal(t, admin, q.History[1].By, "the stored history is unchanged")
	seen = q.HistorySeenBy(User{Email: admin, Role: RoleAdmin})
	assert.Equal(t, []string{buyer.Email, admin}, []string{seen[0].By, seen[1].By})
}

func TestAnOfferCanAnswerWithAReplyALeadTimeAndAnotherQuantity(t *testing.T) {
	q, p := requestedQuote(t)
	days := 14
	err := q.Offer(QuoteOffer{Prices: map[string]int64{p.ID: 650}, Quantities: map[string]int64{p.ID: 2500},
		MinOrder: map[string]int64{p.ID: 10}, ValidUntil: now.Add(time.Hour), Reply: " Full reels only ",
		LeadTimeDays: &days}, admin, now)
	require.NoError(t, err)
	assert.Equal(t, "Full reels only", q.Reply)
	assert.Equal(t, 14, *q.LeadTimeDays)
	assert.Equal(t, int64(2000), q.Lines[0].Quantity, "the asked quantity stays")
	assert.Equal(t, int64(2500), q.Lines[0].OfferedQuantity)
	assert.Equal(t, int64(2500), q.OrderItems(nil)[0].Quantity, "accepting orders the offered quantity")
}

func TestAnOfferOfTheAskedQuantityLeavesItUnchanged(t *testing.T) {
	q, p := requestedQuote(t)
	err := q.Offer(QuoteOffer{Prices: map[string]int64{p.ID: 650}, Quantities: map[string]int64{p.ID: 2000},
		ValidUntil: now.Add(time.Hour)}, admin, now)
	require.NoError(t, err)
	assert.Zero(t, q.Lines[0].OfferedQuantity)
	assert.Nil(t, q.LeadTimeDays)
	assert.Equal(t, int64(2000), q.OrderItems(nil)[0].Quantity)
}

func TestOfferReplyLeadTimeAndQuantityRules(t *testing.T) {
	q, p := requestedQuote(t)
	field := LineField(p.ID)
	long, late, early := strings.Repeat("r", MaxReplyLen+1), MaxOfferLeadTimeDays+1, -1
	price := map[string]int64{p.ID: 700}
	moq := map[string]int64{p.ID: 50}
	cases := map[string]struct {
		offer QuoteOffer
		field string
		msg   string
	}{
		"a long reply":         {QuoteOffer{Prices: price, Reply: long}, "reply", TooLongMessage(MaxReplyLen)},
		"a lead time too long": {QuoteOffer{Prices: price, LeadTimeDays: &late}, "leadTimeDays", "Lead time must be between 0 and 180 days"},
		"a negative lead time": {QuoteOffer{Prices: price, LeadTimeDays: &early}, "leadTimeDays", "Lead time must be between 0 and 180 days"},
		"below the minimum":    {QuoteOffer{Prices: price, Quantities: map[string]int64{p.ID: 49}, MinOrder: moq}, field, "Minimum order is 50 pieces"},
		"no pieces":            {QuoteOffer{Prices: price, Quantities: map[string]int64{p.ID: 0}}, field, "Minimum order is 1 pieces"},
		"too many":             {QuoteOffer{Prices: price, Quantities: map[string]int64{p.ID: MaxStock + 1}}, field, "Quantity is too large"},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			q := q
			q.Lines = append([]QuoteLine(nil), q.Lines...)
			tc.offer.ValidUntil = now.Add(time.Hour)
			err := q.Offer(tc.offer, admin, now)
			require.Error(t, err)
			assert.Equal(t, map[string]string{tc.field: tc.msg}, err.(*Error).Fields)
			assert.Equal(t, QuoteRequested, q.Status)
		})
	}
}
