package domain

import (
	"net/url"
	"slices"
	"strconv"
	"strings"
)

// StoredPicture is an uploaded picture as the image store keeps it: the
// picture itself and smaller copies for narrow screens. Its URL lists the
// copies after a "#", "/images/a.jpg#w=1600&c=640+/images/b.jpg", which
// browsers never send, so the URL alone still shows the whole picture.
type StoredPicture struct {
	URL    string
	Width  int // 0 when unknown, as for pictures stored before copies were kept
	Copies []PictureCopy
}

// PictureCopy is one smaller copy of a stored picture.
type PictureCopy struct {
	URL   string
	Width int
}

// String is the URL that names the picture with its copies.
func (p StoredPicture) String() string {
	if len(p.Copies) == 0 || p.Width <= 0 {
		return p.URL
	}
	parts := url.Values{"w": {strconv.Itoa(p.Width)}}
	for _, c := range p.Copies {
		parts.Add("c", strconv.Itoa(c.Width)+" "+c.URL)
	}
	return p.URL + "#" + parts.Encode()
}

// ParseStoredPicture reads what String wrote. Any other URL, or one whose
// list of copies can't be read, is a picture without copies.
func ParseStoredPicture(s string) StoredPicture {
	base, fragment, found := strings.Cut(s, "#")
	if !found {
		return StoredPicture{URL: s}
	}
	parts, err := url.ParseQuery(fragment)
	width, werr := strconv.Atoi(parts.Get("w"))
	if err != nil || werr != nil || width <= 0 {
		return StoredPicture{URL: s}
	}
	p := StoredPicture{URL: base, Width: width}
	for _, entry := range parts["c"] {
		c, ok := parsePictureCopy(entry)
		if !ok {
			return StoredPicture{URL: s}
		}
		p.Copies = append(p.Copies, c)
	}
	return p
}

func parsePictureCopy(entry string) (PictureCopy, bool) {
	w, link, _ := strings.Cut(entry, " ")
	width, err := strconv.Atoi(w)
	if err != nil || width <= 0 || link == "" || strings.ContainsAny(link, " ,#") {
		return PictureCopy{}, false
	}
	return PictureCopy{URL: link, Width: width}, true
}

// URLs are the picture's and its copies' own URLs, without the list.
func (p StoredPicture) URLs() []string {
	urls := []string{p.URL}
	for _, c := range p.Copies {
		urls = append(urls, c.URL)
	}
	return urls
}

// Srcset is the value of an img srcset attribute, smallest copy first and
// the picture last; "" for a picture without copies.
func (p StoredPicture) Srcset() string {
	if len(p.Copies) == 0 || strings.ContainsAny(p.URL, " ,") {
		return ""
	}
	copies := slices.SortedFunc(slices.Values(p.Copies), func(a, b PictureCopy) int { return a.Width - b.Width })
	var b strings.Builder
	for _, c := range copies {
		b.WriteString(c.URL + " " + strconv.Itoa(c.Width) + "w, ")
	}
	b.WriteString(p.URL + " " + strconv.Itoa(p.Width) + "w")
	return b.String()
}

// PictureSrcset is the srcset for a stored picture's URL; "" when it has
// no copies.
func PictureSrcset(pictureURL string) string {
	return ParseStoredPicture(pictureURL).Srcset()
}
