package sqlite

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/palletshop/pallet/domain"
)

// Every product read decodes its specs and price breaks from JSON, and a
// catalogue index build reads every product: encoding/json was a sixth of
// a build. These read the exact shapes encodeAttributes and
// encodePriceBreaks write (json.Marshal: no spaces, keys in order) without
// reflection, and say no to anything else (an escape, a space, another
// key order), which encoding/json then reads as before.

// flatObject reads {"k":"v",...} whose strings need no unescaping.
func flatObject(data string) (map[string]string, bool) {
	if len(data) < 2 || data[0] != '{' || data[len(data)-1] != '}' || !plainJSON(data) {
		return nil, false
	}
	rest := data[1 : len(data)-1]
	out := map[string]string{}
	for rest != "" {
		key, after, ok := jsonString(rest)
		if !ok || after == "" || after[0] != ':' {
			return nil, false
		}
		value, after, ok := jsonString(after[1:])
		if !ok {
			return nil, false
		}
		out[key] = value
		if rest = after; rest != "" {
			if rest[0] != ',' || len(rest) == 1 {
				return nil, false
			}
			rest = rest[1:]
		}
	}
	return out, true
}

// plainJSON reports whether data is valid UTF-8 with no escapes or control
// characters, so its strings read as they stand.
func plainJSON(data string) bool {
	for i := 0; i < len(data); i++ {
		if c := data[i]; c == '\\' || c < 0x20 {
			return false
		}
	}
	return utf8.ValidString(data)
}

// jsonString reads a leading "..." with no escapes, and what follows it.
func jsonString(s string) (value, rest string, ok bool) {
	if s == "" || s[0] != '"' {
		return "", "", false
	}
	end := strings.IndexByte(s[1:], '"')
	if end < 0 {
		return "", "", false
	}
	return s[1 : 1+end], s[2+end:], true
}

// priceBreakArray reads [{"minQuantity":N,"unitPriceCents":N},...].
func priceBreakArray(data string) ([]domain.PriceBreak, bool) {
	if len(data) < 2 || data[0] != '[' || data[len(data)-1] != ']' {
		return nil, false
	}
	var out []domain.PriceBreak
	rest := data[1 : len(data)-1]
	for rest != "" {
		var b domain.PriceBreak
		var ok bool
		if rest, ok = strings.CutPrefix(rest, `{"minQuantity":`); !ok {
			return nil, false
		}
		if b.MinQuantity, rest, ok = jsonInt(rest); !ok {
			return nil, false
		}
		if rest, ok = strings.CutPrefix(rest, `,"unitPriceCents":`); !ok {
			return nil, false
		}
		if b.UnitPriceCents, rest, ok = jsonInt(rest); !ok {
			return nil, false
		}
		if rest, ok = strings.CutPrefix(rest, "}"); !ok {
			return nil, false
		}
		out = append(out, b)
		if rest != "" {
			if rest, ok = strings.CutPrefix(rest, ","); !ok || rest == "" {
				return nil, false
			}
		}
	}
	return out, true
}

// jsonInt reads a leading JSON integer: -?(0|[1-9][0-9]*).
func jsonInt(s string) (int64, string, bool) {
	end := 0
	if end < len(s) && s[end] == '-' {
		end++
	}
	digits := end
	for end < len(s) && '0' <= s[end] && s[end] <= '9' {
		end++
	}
	if end == digits || (s[digits] == '0' && end-digits > 1) {
		return 0, "", false
	}
	n, err := strconv.ParseInt(s[:end], 10, 64)
	return n, s[end:], err == nil
}
