package pdfdocs

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/adapters/pdfdocs/pdftext"
	"github.com/palletshop/pallet/domain"
)

var (
	shop = domain.ShopDetails{Name: "Pallet Trading Ltd", Address: "Unit 4, Dock Road\nLondon E16 1AA",
		VATID: "GB123456789", Email: "accounts@pallet.test"}
	buyer = domain.User{ID: "u1", Email: "buyer@acme.example", Name: "Ada Byron",
		Company: domain.Company{Name: "Acme Systems GmbH", VATID: "DE811907980", BillingAddress: "Hauptstraße 5\n10115 Berlin"}}
	placed = time.Date(2026, 3, 4, 10, 30, 0, 0, time.UTC)
)

func invoicedBooking() domain.Booking {
	b := domain.Booking{
		ID: "bk-7f3a", UserID: "u1", UserEmail: "buyer@acme.example", ClientName: "Ada Byron",
		Address: "Acme Warehouse\nLagerweg 1, 10115 Berlin", Phone: "+49 30 1234567", Status: domain.StatusUnpaid,
		Lines: []domain.BookingLine{
			{ProductID: "p1", SKU: "SSD-SAM-990-2T", ProductName: "Samsung 990 PRO 2TB NVMe SSD", Quantity: 40, UnitPriceCents: 14999, LineTotalCents: 599960},
			{ProductID: "p2", SKU: "RAM-KIN-32G", ProductName: "Kingston FURY 32GB DDR5-6000 kit", Quantity: 25, UnitPriceCents: 10450, LineTotalCents: 261250},
		},
		SubtotalCents: 861210, TaxRate: 2000, TaxCents: 172242, TotalPriceCents: 1033452,
		PONumber: "PO-ACME-2026-118", PaymentMethod: domain.PaymentInvoice,
		InvoiceNumber: "INV-2026-000042", InvoicedAt: placed, DueDate: placed.AddDate(0, 0, 30),
	}
	b.Parties = domain.PartiesOf(shop, buyer, b)
	return b
}

func pdfText(t *testing.T, pdf []byte) string { return pdftext.Of(t, pdf) }

func TestInvoiceShowsTheNumbersABuyersAccountsTeamNeeds(t *testing.T) {
	pdf, err := Renderer{}.InvoicePDF(invoicedBooking())
	require.NoError(t, err)
	require.True(t, strings.HasPrefix(string(pdf), "%PDF-"))

	text := pdfText(t, pdf)
	for _, want := range []string{
		"INVOICE", "INV-2026-000042", "Invoice date", "4 March 2026", "Due date", "3 April 2026", "Net 30 days",
		"PO-ACME-2026-118", "#BK-7F3A",
		"Pallet Trading Ltd", "Unit 4, Dock Road", "London E16 1AA", "GB123456789", "accounts@pallet.test",
		"Acme Systems GmbH", "DE811907980", "Hauptstraße 5", "10115 Berlin", "buyer@acme.example",
		"Lagerweg 1, 10115 Berlin", "+49 30 1234567",
		"SSD-SAM-990-2T", "Samsung 990 PRO 2TB NVMe SSD", "$149.99", "$5,999.60",
		"RAM-KIN-32G", "$104.50", "$2,612.50",
		"Subtotal", "$8,612.10", "Tax (20%)", "$1,722.42", "Total", "$10,334.52",
		"Please pay $10,334.52 by bank transfer by 3 April 2026, quoting INV-2026-000042",
	} {
		assert.Contains(t, text, want)
	}
	assert.NotContains(t, text, "bk-7f3a", "the order is named by its reference, as everywhere else")
}

func TestAnUnpaidInvoiceSaysWhereToPay(t *testing.T) {
	unpaid := invoicedBooking()
	unpaid.Parties.Seller.Bank = "Pallet Trading Ltd\nIBAN GB33 BUKB 2020 1555 5555 55, BIC BUKBGB22"
	paid := unpaid
	paid.Status, paid.PaidReference, paid.PaidAt = domain.StatusPaid, "ACME-TRF-88812", paid.InvoicedAt.AddDate(0, 0, 9)

	pdf, err := Renderer{}.InvoicePDF(unpaid)
	require.NoError(t, err)
	text := pdfText(t, pdf)
	assert.Contains(t, text, "Bank details:")
	assert.Contains(t, text, "IBAN GB33 BUKB 2020 1555 5555 55, BIC BUKBGB22")

	pdf, err = Renderer{}.InvoicePDF(paid)
	require.NoError(t, err)
	assert.NotContains(t, pdfText(t, pdf), "IBAN", "nothing left to pay")
}

func TestAPaidInvoiceSaysHowItWasPaid(t *testing.T) {
	byCard := invoicedBooking()
	byCard.PaymentMethod, byCard.DueDate, byCard.Status = domain.PaymentCard, time.Time{}, domain.StatusPaid
	byTransfer := invoicedBooking()
	byTransfer.Status, byTransfer.PaidReference = domain.StatusPaid, "ACME-TRF-88812"

	for want, b := range map[string]domain.Booking{"Paid by card.": byCard, "Paid by bank transfer, reference ACME-TRF-88812.": byTransfer} {
		pdf, err := Renderer{}.InvoicePDF(b)
		require.NoError(t, err)
		text := pdfText(t, pdf)
		assert.Contains(t, text, want)
		assert.NotContains(t, text, "Please pay")
	}
}

func TestCreditNoteReferencesItsInvoiceAndTheRefundedAmounts(t *testing.T) {
	b := invoicedBooking()
	b.Status, b.CreditNoteNumber, b.CreditedAt = domain.StatusRefunded, "CN-2026-000003", placed.AddDate(0, 0, 9)

	pdf, err := Renderer{}.CreditNotePDF(b)
	require.NoError(t, err)

	text := pdfText(t, pdf)
	for _, want := range []string{
		"CREDIT NOTE", "CN-2026-000003", "For invoice", "INV-2026-000042", "13 March 2026", "PO-ACME-2026-118",
		"SSD-SAM-990-2T", "Subtotal credited", "$8,612.10", "Tax credited (20%)", "$1,722.42", "Total credited", "$10,334.52",
		"cancels invoice INV-2026-000042 in full",
	} {
		assert.Contains(t, text, want)
	}
}

func TestAnOldOneProductBookingStillGetsALine(t *testing.T) {
	b := domain.Booking{ID: "bk-old", ClientName: "Bob", Address: "1 Old St", ProductName: "Dell P2723D monitor",
		Quantity: 10, UnitPriceCents: 21900, TotalPriceCents: 219000, Status: domain.StatusPaid,
		InvoiceNumber: "INV-2026-000001", InvoicedAt: placed}
	b.Parties = domain.PartiesOf(domain.ShopDetails{Name: "Pallet"}, domain.User{Email: "bob@example.com"}, b)

	pdf, err := Renderer{}.InvoicePDF(b)
	require.NoError(t, err)

	text := pdfText(t, pdf)
	for _, want := range []string{"Dell P2723D monitor", "$219.00", "$2,190.00", "Tax (none charged)", "bob@example.com", "Bob"} {
		assert.Contains(t, text, want)
	}
	assert.NotContains(t, text, "Tax (0%)")
}

func TestATaxExemptBuyersDocumentsSayWhyNoTaxWasCharged(t *testing.T) {
	b := invoicedBooking()
	b.ApplyTax(2000, true)
	b.CreditNoteNumber, b.CreditedAt = "CN-2026-000001", placed

	invoice, err := Renderer{}.InvoicePDF(b)
	require.NoError(t, err)
	text := pdfText(t, invoice)
	assert.Contains(t, text, "Tax (none: tax-exempt buyer)")
	assert.NotContains(t, text, "Tax (0%)")

	credit, err := Renderer{}.CreditNotePDF(b)
	require.NoError(t, err)
	text = pdfText(t, credit)
	assert.Contains(t, text, "Tax credited (none: tax-exempt buyer)")
	assert.NotContains(t, text, "(0%)")
}

func TestManyLinesFlowOntoMorePagesWithTheTotalsAfterTheLast(t *testing.T) {
	b := invoicedBooking()
	b.Lines = nil
	for i := range 60 {
		b.Lines = append(b.Lines, domain.BookingLine{SKU: fmt.Sprintf("SKU-%03d", i), ProductName: "Network switch 48-port PoE+ managed, rack mount kit included",
			Quantity: 5, UnitPriceCents: 100, LineTotalCents: 500})
	}

	pdf, err := Renderer{}.InvoicePDF(b)
	require.NoError(t, err)

	text := pdfText(t, pdf)
	pages := strings.Split(text, "\f")
	assert.GreaterOrEqual(t, len(pages), 3, "60 wrapped rows need more than one page")
	assert.Contains(t, text, "SKU-059")
	assert.Less(t, strings.Index(text, "SKU-059"), strings.Index(text, "$10,334.52"), "totals come after the last line")
	assert.Contains(t, pages[1], "Description", "the table header repeats on the next page")
}

func TestNoDocumentBeforeItIsIssued(t *testing.T) {
	b := invoicedBooking()
	b.InvoiceNumber = ""
	_, err := Renderer{}.InvoicePDF(b)
	assert.True(t, domain.IsCode(err, domain.CodeNotFound), "%v", err)

	_, err = Renderer{}.CreditNotePDF(invoicedBooking())
	assert.True(t, domain.IsCode(err, domain.CodeNotFound), "%v", err)
}

func TestNoDocumentWithoutItsRecordedParties(t *testing.T) {
	b := invoicedBooking()
	b.Parties = domain.DocumentParties{}
	_, err := Renderer{}.InvoicePDF(b)
	assert.ErrorIs(t, err, errNoParties, "never drawn from anything but what was recorded at issue")
}

func TestALongBuyerEmailBreaksBeforeItsAtNotMidWord(t *testing.T) {
	b := invoicedBooking()
	long := buyer
	long.Email = "procurement.department.emea@very-long-company-name-international.com"
	b.Parties = domain.PartiesOf(shop, long, b)

	pdf, err := Renderer{}.InvoicePDF(b)
	require.NoError(t, err)
	text := pdfText(t, pdf)
	assert.Contains(t, text, "procurement.department.emea")
	assert.Contains(t, text, "@very-long-company-name-international.com", "the domain stays whole on its own line")

	longer := buyer
	longer.Email = "procurement.department.of.the.european.region@subsidiary.very-long-company-name-international.com"
	b.Parties = domain.PartiesOf(shop, longer, b)
	pdf, err = Renderer{}.InvoicePDF(b)
	require.NoError(t, err)
	text = pdfText(t, pdf)
	for _, part := range []string{"procurement.department.of.the.european.region", "@subsidiary.", "very-long-company-name-international.com"} {
		assert.Contains(t, text, part, "too long even for two lines, it breaks after a dot or a hyphen")
	}
}

func TestWrapTextBreaksWordsAtTheirBestPoints(t *testing.T) {
	chars := func(s string) float64 { return float64(len(s)) }
	assert.Equal(t, []string{"Ada Byron"}, wrapText("Ada Byron", 20, chars))
	assert.Equal(t, []string{"Unit 4, Dock", "Road"}, wrapText("Unit 4, Dock Road", 12, chars))
	assert.Equal(t, []string{"sales", "@example.com"}, wrapText("sales@example.com", 12, chars))
	assert.Equal(t, []string{"@sub.", "example-company.com"}, wrapText("@sub.example-company.com", 20, chars))
	assert.Equal(t, []string{"a@very-long-", "domain.com"}, wrapText("a@very-long-domain.com", 15, chars), "two lines rather than three")
	assert.Equal(t, []string{"abcde", "fghij"}, wrapText("abcdefghij", 8, chars), "no better point: even halves")
	assert.Equal(t, []string{""}, wrapText("", 8, chars))
}
