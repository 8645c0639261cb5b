package httpapi

import (
	"encoding/binary"
	"strconv"
	"sync"
	"time"
	"unicode/utf8"
)

// The hot answers (a catalogue search) are encoded by hand rather than by
// encoding/json's reflection: the same bytes, a fifth of the time and no
// garbage but the answer. These append JSON values exactly as json.Marshal
// writes them (HTML-safe strings, RFC 3339 times); a test holds each
// hand-written answer byte-equal to json.Marshal of its view.

// answerBuffers keeps the scratch buffers answers are appended to; the
// answer itself is copied out at its exact size.
var answerBuffers = sync.Pool{New: func() any { return new([]byte) }}

// appendAnswer appends an answer to a pooled buffer and returns a copy of it.
func appendAnswer(write func([]byte) ([]byte, error)) ([]byte, error) {
	pooled := answerBuffers.Get().(*[]byte)
	defer answerBuffers.Put(pooled)
	b, err := write((*pooled)[:0])
	*pooled = b
	if err != nil {
		return nil, err
	}
	return append(make([]byte, 0, len(b)), b...), nil
}

const jsonHex = "0123456789abcdef"

// jsonSafe marks the ASCII bytes a JSON string holds as they are: not the
// controls, the quote, the backslash, nor <, > and & (json.Marshal escapes
// them so JSON can sit in HTML).
var jsonSafe = func() (safe [utf8.RuneSelf]bool) {
	for b := 0x20; b < utf8.RuneSelf; b++ {
		safe[b] = true
	}
	for _, b := range `"\<>&` {
		safe[b] = false
	}
	return safe
}()

// appendJSONString appends s as json.Marshal writes a string: invalid
// UTF-8 as U+FFFD, U+2028 and U+2029 escaped.
func appendJSONString(dst []byte, s string) []byte {
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); {
		if i+8 <= len(s) && plainASCII8(binary.LittleEndian.Uint64([]byte(s[i:i+8]))) {
			i += 8
			continue
		}
		if b := s[i]; b < utf8.RuneSelf {
			if jsonSafe[b] {
				i++
				continue
			}
			dst = append(dst, s[start:i]...)
			dst = appendEscapedByte(dst, b)
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			dst = append(append(dst, s[start:i]...), `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			dst = append(append(dst, s[start:i]...), '\\', 'u', '2', '0', '2', jsonHex[r&0xF])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	return append(append(dst, s[start:]...), '"')
}

// Eight bytes at a time: each lane 0x01, and each lane's top bit.
const (
	lanes01 = 0x0101010101010101
	lanes80 = 0x8080808080808080
)

// plainASCII8 reports whether the eight bytes of w are all ASCII that a
// JSON string holds as they are (jsonSafe), testing them at once: most of
// a product's text is, and a byte at a time was most of the encoding.
// Each test is a few operations on all eight lanes, with no branch until
// the end (a loop over the five characters ran at a third of the speed).
func plainASCII8(w uint64) bool {
	found := w & lanes80             // non-ASCII
	found |= (w - 0x20*lanes01) &^ w // a control below 0x20 (its top bit is kept by the mask below)
	found |= zeroLanes(w ^ '"'*lanes01)
	found |= zeroLanes(w ^ '\\'*lanes01)
	found |= zeroLanes(w ^ '<'*lanes01)
	found |= zeroLanes(w ^ '>'*lanes01)
	found |= zeroLanes(w ^ '&'*lanes01)
	return found&lanes80 == 0
}

// zeroLanes has the top bit of each zero byte of x set (and may set it for
// a 0x01 byte after a zero one, which only matters once a zero is found).
func zeroLanes(x uint64) uint64 { return (x - lanes01) &^ x }

func appendEscapedByte(dst []byte, b byte) []byte {
	switch b {
	case '\\', '"':
		return append(dst, '\\', b)
	case '\b':
		return append(dst, '\\', 'b')
	case '\f':
		return append(dst, '\\', 'f')
	case '\n':
		return append(dst, '\\', 'n')
	case '\r':
		return append(dst, '\\', 'r')
	case '\t':
		return append(dst, '\\', 't')
	}
	return append(dst, '\\', 'u', '0', '0', jsonHex[b>>4], jsonHex[b&0xF])
}

// appendJSONKey appends "key": for a key that needs no escaping.
func appendJSONKey(dst []byte, key string) []byte {
	return append(append(append(dst, '"'), key...), '"', ':')
}

func appendJSONInt(dst []byte, n int64) []byte { return strconv.AppendInt(dst, n, 10) }

func appendJSONBool(dst []byte, v bool) []byte { return strconv.AppendBool(dst, v) }

// appendJSONTime appends t as time.Time's MarshalJSON does, failing as it
// does for a year outside 0–9999.
func appendJSONTime(dst []byte, t time.Time) ([]byte, error) {
	dst = append(dst, '"')
	dst, err := t.AppendText(dst)
	return append(dst, '"'), err
}
