package domain

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Catalogue search, the rules every product store follows:
//
//   - Text is split into words: runs of letters and digits, lowercased.
//     Everything else separates words, so "SSD-980P-2TB" is ssd, 980p, 2tb.
//   - A query matches a product when every query word is the start of some
//     word of its name, brand, SKU or description ("sams ev" finds
//     "Samsung EVO"). A query with no words matches nothing.
//   - Relevance ranks in tiers, then newest first, then by id:
//     TierSKU      the whole query is the product's SKU (whatever its case);
//     TierTitle    every query word starts a word of the name, brand or SKU;
//     TierText     the rest (some word only in the description).

// Search tiers, best first.
const (
	TierNone  = 0
	TierText  = 1
	TierTitle = 2
	TierSKU   = 3
)

// SearchWords splits text into lowercased words of letters and digits.
func SearchWords(text string) []string {
	words := []string{}
	EachSearchWord(AppendLowered(nil, text), func(w []byte) { words = append(words, string(w)) })
	return words
}

// AppendLowered appends text lowercased, as search words are: a byte at a
// time when text is ASCII, by strings.ToLower otherwise.
func AppendLowered(buf []byte, text string) []byte {
	for i := 0; i < len(text); i++ {
		if text[i] >= utf8.RuneSelf {
			return append(buf, strings.ToLower(text)...)
		}
	}
	for i := 0; i < len(text); i++ {
		c := text[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf = append(buf, c)
	}
	return buf
}

// EachSearchWord calls fn with each run of letters and digits in lowered
// (text as AppendLowered gives it), in order. The word is only good until
// fn returns unless lowered is never changed.
func EachSearchWord(lowered []byte, fn func(word []byte)) {
	start := -1
	for i := 0; i < len(lowered); {
		r, size := rune(lowered[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRune(lowered[i:])
		}
		switch {
		case wordRune(r):
			if start < 0 {
				start = i
			}
		case start >= 0:
			fn(lowered[start:i])
			start = -1
		}
		i += size
	}
	if start >= 0 {
		fn(lowered[start:])
	}
}

func wordRune(r rune) bool {
	if r < utf8.RuneSelf {
		return 'a' <= r && r <= 'z' || '0' <= r && r <= '9' || 'A' <= r && r <= 'Z'
	}
	return unicode.IsLetter(r) || unicode.IsNumber(r)
}

// MaxSearchWords bounds the words a query is split into; more are ignored.
const MaxSearchWords = 8

// QueryWords is the query's words, at most MaxSearchWords, duplicates removed.
func QueryWords(query string) []string {
	var out []string
	seen := map[string]bool{}
	for _, w := range SearchWords(query) {
		if !seen[w] && len(out) < MaxSearchWords {
			seen[w] = true
			out = append(out, w)
		}
	}
	return out
}

// TitleText is what the title tier searches: name, brand and SKU.
func (p Product) TitleText() string { return p.Name + " " + p.Brand + " " + p.SKU }

// SearchTier ranks p for the query (TierNone: no match).
func SearchTier(p Product, query string) int {
	words := QueryWords(query)
	if len(words) == 0 {
		return TierNone
	}
	title := SearchWords(p.TitleText())
	if !everyWordStartsOneOf(words, append(title, SearchWords(p.Descriptions)...)) {
		return TierNone
	}
	switch {
	case SKUKey(query) == SKUKey(p.SKU):
		return TierSKU
	case everyWordStartsOneOf(words, title):
		return TierTitle
	}
	return TierText
}

func everyWordStartsOneOf(words, in []string) bool {
	for _, w := range words {
		found := false
		for _, t := range in {
			if strings.HasPrefix(t, w) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}
