package pdfdocs

import (
	"math"
	"slices"
	"strings"
	"unicode/utf8"
)

// breakCost is what breaking a word before its i-th byte costs, by how
// sensible the point is: before an email's '@', after a '.', after a '-',
// '_' or '/', and last between letters.
func breakCost(word string, i int) float64 {
	prev, _ := utf8.DecodeLastRuneInString(word[:i])
	switch {
	case word[i] == '@':
		return 0
	case prev == '.':
		return 1
	case strings.ContainsRune("-_/", prev):
		return 2
	default:
		return 20
	}
}

// wrapText breaks s into lines no wider than width (widthOf measures a
// string in the current font): at spaces, and a word longer than a line,
// such as an email address, at the most sensible point it has, so
// "…@company.com" isn't cut as "company.c" / "om" the way fpdf's own
// MultiCell would.
func wrapText(s string, width float64, widthOf func(string) float64) []string {
	var lines []string
	cur := ""
	for _, word := range strings.Fields(s) {
		if cur != "" && widthOf(cur+" "+word) <= width {
			cur += " " + word
			continue
		}
		if cur != "" {
			lines = append(lines, cur)
		}
		parts := fitWord(word, width, widthOf)
		lines = append(lines, parts[:len(parts)-1]...)
		cur = parts[len(parts)-1]
	}
	if cur != "" || len(lines) == 0 {
		lines = append(lines, cur)
	}
	return lines
}

// fitWord breaks one word into lines no wider than width: as few lines as
// will do, broken at the most sensible points (see breakCost), and of even
// length rather than leaving a stray "com" on a line of its own.
func fitWord(word string, width float64, widthOf func(string) float64) []string {
	if widthOf(word) <= width {
		return []string{word}
	}
	var bounds []int // where a line may start or end: every rune boundary
	for i := range word {
		bounds = append(bounds, i)
	}
	bounds = append(bounds, len(word))
	const perLine, perLevel = 1e6, 1e5   // a line more is better than a break between letters (20 levels)
	cost := make([]float64, len(bounds)) // cost[k]: the best breaking of word[:bounds[k]]
	from := make([]int, len(bounds))
	for k := 1; k < len(bounds); k++ {
		cost[k] = math.Inf(1)
		for j := k - 1; j >= 0; j-- {
			w := widthOf(word[bounds[j]:bounds[k]])
			if w > width && j < k-1 {
				break // longer lines only get wider
			}
			c := cost[j] + perLine + (width-w)*(width-w)
			if j > 0 {
				c += perLevel * breakCost(word, bounds[j])
			}
			if c < cost[k] {
				cost[k], from[k] = c, j
			}
		}
	}
	var lines []string
	for k := len(bounds) - 1; k > 0; k = from[k] {
		lines = append(lines, word[bounds[from[k]]:bounds[k]])
	}
	slices.Reverse(lines)
	return lines
}
