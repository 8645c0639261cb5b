package httpapi

import (
	"bytes"
	"regexp"
	"strings"
)

// stylesheetLink is the tag Vite writes for the app's stylesheet.
var stylesheetLink = regexp.MustCompile(`<link rel="stylesheet"(?: crossorigin)? href="/(assets/[^"]+\.css)">`)

// inlineStylesheets puts the app's stylesheets into the page itself: on a
// slow line the first paint then waits for one answer, not two (the
// stylesheet's request would also share the line with the script bundle's).
// A stylesheet that can't be read, or could end the element early, stays a link.
func inlineStylesheets(page []byte, read func(name string) ([]byte, bool)) []byte {
	return stylesheetLink.ReplaceAllFunc(page, func(tag []byte) []byte {
		name := string(stylesheetLink.FindSubmatch(tag)[1])
		css, ok := read(name)
		if !ok || strings.Contains(strings.ToLower(string(css)), "</style") {
			return tag
		}
		var b bytes.Buffer
		b.WriteString(`<style>`)
		b.Write(css)
		b.WriteString(`</style>`)
		return b.Bytes()
	})
}
