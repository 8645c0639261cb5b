package app

import (
	"fmt"
	"html"
	"strings"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// Letters writes the shop's mail: plain text, and the same paragraphs as
// simple HTML, signed with the shop's name. SiteURL is the shop's public
// address, for links to its pages.
type Letters struct {
	Shop    ports.ShopDetails
	SiteURL string
}

// letter builds a message from a greeting's name and paragraphs.
func (l Letters) letter(to []string, subject, name string, paragraphs []string, now time.Time) domain.Mail {
	greeting := "Hello,"
	if name = strings.TrimSpace(name); name != "" {
		greeting = "Hello " + name + ","
	}
	all := append(append([]string{greeting}, paragraphs...), "Kind regards,\n"+l.shopName())
	var h strings.Builder
	for _, p := range all {
		h.WriteString("<p>" + htmlParagraph(p) + "</p>\n")
	}
	return domain.NewMail(to, subject, strings.Join(all, "\n\n")+"\n", h.String(), now)
}

// htmlParagraph escapes p for HTML; a paragraph that is a link becomes one
// to click, as mail readers don't all link bare addresses in HTML.
func htmlParagraph(p string) string {
	escaped := html.EscapeString(p)
	if isLink(p) {
		return `<a href="` + escaped + `">` + escaped + `</a>`
	}
	return strings.ReplaceAll(escaped, "\n", "<br>")
}

func isLink(p string) bool {
	return (strings.HasPrefix(p, "https://") || strings.HasPrefix(p, "http://")) && !strings.ContainsAny(p, " \t\n")
}

func (l Letters) shopName() string {
	if l.Shop.Name == "" {
		return "Pallet"
	}
	return l.Shop.Name
}

// formatCents shows an amount in dollars: 123456 is $1,234.56.
func formatCents(cents int64) string {
	sign := ""
	if cents < 0 {
		sign, cents = "-", -cents
	}
	whole := fmt.Sprint(cents / 100)
	for i := len(whole) - 3; i > 0; i -= 3 {
		whole = whole[:i] + "," + whole[i:]
	}
	return fmt.Sprintf("%s$%s.%02d", sign, whole, cents%100)
}

// orderSummary lists the lines and the totals of an order.
func orderSummary(b domain.Booking) string {
	var s strings.Builder
	for _, line := range b.Lines {
		fmt.Fprintf(&s, "%d × %s (%s): %s\n", line.Quantity, line.ProductName, line.SKU, formatCents(line.LineTotalCents))
	}
	fmt.Fprintf(&s, "Subtotal: %s\n%s: %s\nTotal: %s", formatCents(b.SubtotalCents), b.TaxLabel(),
		formatCents(b.TaxCents), formatCents(b.TotalPriceCents))
	return s.String()
}

func dateOf(t time.Time) string { return t.UTC().Format("2 January 2006") }
