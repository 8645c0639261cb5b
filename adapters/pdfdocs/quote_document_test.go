package pdfdocs

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

func offeredQuote(t *testing.T) domain.Quote {
	t.Helper()
	ssd := domain.Product{ID: "p1", SKU: "SSD-SAM-990-2T", Name: "Samsung 990 PRO 2TB NVMe SSD", PriceCents: 15999, MinOrderQuantity: 10}
	ram := domain.Product{ID: "p2", SKU: "RAM-KIN-32G", Name: "Kingston FURY 32GB DDR5-6000 kit", PriceCents: 11000, MinOrderQuantity: 1}
	q, err := domain.NewQuote([]domain.QuoteItem{{ProductID: "p1", Product: &ssd, Quantity: 45}, {ProductID: "p2", Product: &ram, Quantity: 25}},
		"Can you deliver before the audit?", buyer, placed)
	require.NoError(t, err)
	q.ID = "q0000000000000000c0ffee12"
	days := 12
	require.NoError(t, q.Offer(domain.QuoteOffer{Prices: map[string]int64{"p1": 14999, "p2": 10450},
		Quantities: map[string]int64{"p1": 40}, MinOrder: map[string]int64{"p1": 10},
		ValidUntil: placed.AddDate(0, 0, 14), Reply: "Yes: 40 is a full carton and ships in time.", LeadTimeDays: &days},
		"ops@pallet.test", placed.Add(time.Hour)))
	return q
}

func TestQuotePDFShowsTheOfferForTheBuyersApprover(t *testing.T) {
	q := offeredQuote(t)
	pdf, err := Renderer{}.QuotePDF(q, domain.PartiesOf(shop, buyer, domain.Booking{UserEmail: buyer.Email}))
	require.NoError(t, err)

	text := pdfText(t, pdf)
	for _, want := range []string{
		"QUOTATION", "Quote #C0FFEE12", "Quote date", "4 March 2026", "Valid until", "18 March 2026", "Lead time", "About 12 days",
		"Pallet Trading Ltd", "GB123456789", "Acme Systems GmbH", "DE811907980", "buyer@acme.example",
		"SSD-SAM-990-2T", "Samsung 990 PRO 2TB NVMe SSD (you asked", "for 45)", "40", "$149.99", "$5,999.60",
		"RAM-KIN-32G", "25", "$104.50", "$2,612.50",
		"Total before tax", "$8,612.10",
		"Your note: Can you deliver before the audit?", "Our answer: Yes: 40 is a full carton and ships in time.",
	} {
		assert.Contains(t, text, want)
	}
	assert.NotContains(t, text, "SHIP TO")
}

func TestARequestWithoutAnOfferHasNoQuotePDF(t *testing.T) {
	q := offeredQuote(t)
	q.ValidUntil = time.Time{}
	_, err := Renderer{}.QuotePDF(q, domain.DocumentParties{Seller: shop})
	require.Error(t, err)
	assert.True(t, domain.IsCode(err, domain.CodeNotFound))
}
