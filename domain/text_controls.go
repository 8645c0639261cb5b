package domain

import "unicode"

// HiddenControlsMessage is the message for text carrying control characters
// or bidirectional overrides, which can disguise what a reader sees.
const HiddenControlsMessage = "Remove hidden control characters"

// multiLineFields are the free-text fields typed in a text area, where line
// breaks and tabs are ordinary writing.
var multiLineFields = map[string]bool{"address": true, "billingAddress": true, "descriptions": true, "message": true, "review": true, "note": true, "reason": true, "instructions": true}

// hasHiddenControls reports C0 and C1 control characters (newline and tab
// allowed in multi-line text), the Unicode line and paragraph separators
// (refused even in multi-line text: mail headers, CSV cells and scripts
// break lines on them where no newline is expected), and the bidirectional
// marks, embeddings, overrides and isolates that reorder how text is
// displayed. A carriage return is allowed wherever a newline is: forms send
// line breaks as CRLF.
func hasHiddenControls(s string, multiLine bool) bool {
	for _, r := range s {
		switch {
		case multiLine && (r == '\n' || r == '\t' || r == '\r'):
		case unicode.IsControl(r), isBidiControl(r), r == '\u2028', r == '\u2029':
			return true
		}
	}
	return false
}

func isBidiControl(r rune) bool {
	return r == '\u061C' || r == '\u200E' || r == '\u200F' || (r >= '\u202A' && r <= '\u202E') || (r >= '\u2066' && r <= '\u2069')
}
