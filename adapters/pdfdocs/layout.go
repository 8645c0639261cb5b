package pdfdocs

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/go-pdf/fpdf"
)

// Page geometry in millimetres (A4 portrait) and the palette.
const (
	margin       = 15.0
	pageWidth    = 210.0
	contentWidth = pageWidth - 2*margin
	bandHeight   = 30.0
	lineHeight   = 5.0
	rowPadding   = 1.5
)

type rgb struct{ r, g, b int }

var (
	ink    = rgb{31, 41, 55}    // body text and the header band
	muted  = rgb{107, 114, 128} // labels
	rule   = rgb{209, 213, 219} // table lines
	shaded = rgb{243, 244, 246} // table header
	white  = rgb{255, 255, 255}
)

// Columns of the lines table: SKU, description, quantity, unit price, total.
var columns = []struct {
	title string
	width float64
	align string
}{
	{"SKU", 32, "L"}, {"Description", 74, "L"}, {"Qty", 18, "R"}, {"Unit price", 28, "R"}, {"Line total", 28, "R"},
}

// page draws a document with fpdf's core fonts; text is converted from
// UTF-8 to the fonts' Windows-1252.
type page struct {
	pdf *fpdf.Fpdf
	tr  func(string) string
}

func render(d document) ([]byte, error) {
	pdf := fpdf.New("P", "mm", "A4", "")
	p := page{pdf: pdf, tr: pdf.UnicodeTranslatorFromDescriptor("")}
	pdf.SetMargins(margin, margin, margin)
	pdf.SetAutoPageBreak(true, 20)
	pdf.SetTitle(d.Title+" "+d.Number, true)
	pdf.SetAuthor(d.Shop.Name, true)
	pdf.SetCreationDate(d.Date)
	pdf.SetModificationDate(d.Date)
	pdf.SetCatalogSort(true)
	pdf.AliasNbPages("")
	pdf.SetFooterFunc(func() { p.footer(d) })
	pdf.AddPage()

	p.header(d)
	p.parties(d)
	p.linesTable(d.Lines)
	p.totals(d.Totals)
	p.notes(d.Notes)

	var out bytes.Buffer
	if err := pdf.Output(&out); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

func (p page) font(style string, size float64, c rgb) {
	p.pdf.SetFont("Helvetica", style, size)
	p.pdf.SetTextColor(c.r, c.g, c.b)
}

// header is the dark band with the shop's name, the title and the number.
func (p page) header(d document) {
	pdf := p.pdf
	pdf.SetFillColor(ink.r, ink.g, ink.b)
	pdf.Rect(0, 0, pageWidth, bandHeight, "F")
	p.font("B", 20, white)
	pdf.SetXY(margin, 9)
	pdf.CellFormat(contentWidth/2, 8, p.tr(d.Shop.Name), "", 0, "L", false, 0, "")
	pdf.CellFormat(contentWidth/2, 8, p.tr(d.Title), "", 1, "R", false, 0, "")
	p.font("", 11, white)
	pdf.SetX(margin + contentWidth/2)
	pdf.CellFormat(contentWidth/2, 6, p.tr(d.Number), "", 1, "R", false, 0, "")
	pdf.SetY(bandHeight + 8)
}

// parties shows the seller with the document's facts beside it, then the
// buyer's billing and shipping addresses side by side (a quote ships
// nowhere yet, and has no shipping address).
func (p page) parties(d document) {
	top := p.pdf.GetY()
	sellerEnd := p.block(margin, top, 95, "From", sellerLines(d))
	factsEnd := p.facts(margin+105, top, contentWidth-105, d.Facts)
	top = max(sellerEnd, factsEnd) + 6
	billEnd := p.block(margin, top, 85, "Bill to", d.BillTo)
	shipEnd := billEnd
	if len(d.ShipTo) > 0 {
		shipEnd = p.block(margin+95, top, 85, "Ship to", d.ShipTo)
	}
	p.pdf.SetY(max(billEnd, shipEnd) + 8)
}

func sellerLines(d document) []string {
	lines := []string{d.Shop.Name}
	lines = append(lines, splitLines(d.Shop.Address)...)
	if d.Shop.VATID != "" {
		lines = append(lines, "VAT ID: "+d.Shop.VATID)
	}
	if d.Shop.Email != "" {
		lines = append(lines, d.Shop.Email)
	}
	return lines
}

// block is a small heading over lines of text; it returns where it ends.
func (p page) block(x, y, w float64, heading string, lines []string) float64 {
	pdf := p.pdf
	pdf.SetXY(x, y)
	p.font("B", 8, muted)
	pdf.CellFormat(w, lineHeight, p.tr(strings.ToUpper(heading)), "", 2, "L", false, 0, "")
	for i, l := range lines {
		style := ""
		if i == 0 {
			style = "B"
		}
		p.font(style, 10, ink)
		pdf.SetX(x)
		pdf.MultiCell(w, lineHeight, p.tr(p.wrap(l, w)), "", "L", false)
	}
	return pdf.GetY()
}

// wrap breaks s for a cell w wide in the current font, a long word (an
// email) at a sensible point rather than wherever it reaches the edge.
func (p page) wrap(s string, w float64) string {
	width := w - 2*p.pdf.GetCellMargin() - 0.01
	return strings.Join(wrapText(s, width, func(t string) float64 { return p.pdf.GetStringWidth(p.tr(t)) }), "\n")
}

// facts are label: value rows, the values right-aligned.
func (p page) facts(x, y, w float64, facts []pair) float64 {
	pdf := p.pdf
	pdf.SetXY(x, y)
	for _, f := range facts {
		pdf.SetX(x)
		p.font("", 9, muted)
		pdf.CellFormat(w*0.45, lineHeight+0.5, p.tr(f.Label), "", 0, "L", false, 0, "")
		p.font("B", 9, ink)
		pdf.CellFormat(w*0.55, lineHeight+0.5, p.tr(f.Value), "", 1, "R", false, 0, "")
	}
	return pdf.GetY()
}

func (p page) tableHeader() {
	pdf := p.pdf
	pdf.SetFillColor(shaded.r, shaded.g, shaded.b)
	pdf.SetDrawColor(rule.r, rule.g, rule.b)
	p.font("B", 9, ink)
	pdf.SetX(margin)
	for _, c := range columns {
		pdf.CellFormat(c.width, 7, c.title, "B", 0, c.align, true, 0, "")
	}
	pdf.Ln(7)
}

// linesTable lists the goods; a long description wraps within its column,
// and a row that would not fit starts a new page under a repeated header.
func (p page) linesTable(rows []lineRow) {
	p.tableHeader()
	for _, r := range rows {
		p.font("", 9, ink)
		desc := p.pdf.SplitLines([]byte(p.tr(r.Description)), columns[1].width-2)
		height := float64(max(len(desc), 1))*lineHeight + 2*rowPadding
		if p.startsNewPage(height) {
			p.tableHeader()
		}
		p.font("", 9, ink)
		p.tableRow(r, desc, height)
	}
}

func (p page) tableRow(r lineRow, desc [][]byte, height float64) {
	pdf := p.pdf
	y := pdf.GetY()
	cells := []string{r.SKU, "", r.Quantity, r.UnitPrice, r.Total}
	x := margin
	for i, c := range columns {
		pdf.SetXY(x, y+rowPadding)
		if i == 1 {
			for _, line := range desc {
				pdf.SetX(x)
				pdf.CellFormat(c.width, lineHeight, string(line), "", 2, "L", false, 0, "")
			}
		} else {
			pdf.CellFormat(c.width, lineHeight, p.tr(cells[i]), "", 0, c.align, false, 0, "")
		}
		x += c.width
	}
	pdf.SetDrawColor(rule.r, rule.g, rule.b)
	pdf.Line(margin, y+height, margin+contentWidth, y+height)
	pdf.SetY(y + height)
}

// startsNewPage begins a new page when height no longer fits on this one.
func (p page) startsNewPage(height float64) bool {
	if _, pageHeight := p.pdf.GetPageSize(); p.pdf.GetY()+height <= pageHeight-25 {
		return false
	}
	p.pdf.AddPage()
	return true
}

// totals are right-aligned under the table; the last one, the total, is bold
// over a rule. They and the notes stay together on one page.
func (p page) totals(totals []pair) {
	pdf := p.pdf
	const labelWidth, valueWidth = 52.0, 32.0
	x := margin + contentWidth - labelWidth - valueWidth
	p.startsNewPage(float64(len(totals))*6 + 30)
	pdf.Ln(3)
	for i, t := range totals {
		style, size, h := "", 10.0, 6.0
		if i == len(totals)-1 {
			style, size, h = "B", 12, 8
			pdf.SetDrawColor(ink.r, ink.g, ink.b)
			pdf.Line(x, pdf.GetY()+1, x+labelWidth+valueWidth, pdf.GetY()+1)
			pdf.Ln(1.5)
		}
		pdf.SetX(x)
		p.font(style, size, ink)
		pdf.CellFormat(labelWidth, h, p.tr(t.Label), "", 0, "L", false, 0, "")
		pdf.CellFormat(valueWidth, h, p.tr(t.Value), "", 1, "R", false, 0, "")
	}
	pdf.Ln(6)
}

func (p page) notes(notes []string) {
	p.font("", 10, ink)
	for _, n := range notes {
		p.pdf.SetX(margin)
		p.pdf.MultiCell(contentWidth, lineHeight, p.tr(n), "", "L", false)
	}
}

// footer names the seller and numbers the pages.
func (p page) footer(d document) {
	pdf := p.pdf
	pdf.SetY(-14)
	pdf.SetDrawColor(rule.r, rule.g, rule.b)
	pdf.Line(margin, pdf.GetY(), margin+contentWidth, pdf.GetY())
	p.font("", 8, muted)
	parts := []string{d.Shop.Name}
	for _, s := range []string{d.Shop.VATID, d.Shop.Email} {
		if s != "" {
			parts = append(parts, s)
		}
	}
	pdf.CellFormat(contentWidth*0.75, 8, p.tr(strings.Join(parts, "  |  ")), "", 0, "L", false, 0, "")
	pdf.CellFormat(contentWidth*0.25, 8, p.tr(fmt.Sprintf("%s  page %d of {nb}", d.Number, pdf.PageNo())), "", 0, "R", false, 0, "")
}
