package domain

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestStoredPictureURLListsItsCopies(t *testing.T) {
	p := StoredPicture{URL: "/images/a.jpg", Width: 1600, Copies: []PictureCopy{{"/images/b.jpg", 640}, {"/images/c.jpg", 320}}}
	s := p.String()
	assert.Equal(t, "/images/a.jpg#c=640+%2Fimages%2Fb.jpg&c=320+%2Fimages%2Fc.jpg&w=1600", s)
	assert.Equal(t, p, ParseStoredPicture(s))
	assert.Equal(t, []string{"/images/a.jpg", "/images/b.jpg", "/images/c.jpg"}, ParseStoredPicture(s).URLs())
	assert.Equal(t, "/images/c.jpg 320w, /images/b.jpg 640w, /images/a.jpg 1600w", PictureSrcset(s))
}

func TestAPictureWithoutCopiesKeepsItsPlainURL(t *testing.T) {
	small := StoredPicture{URL: "/images/a.png", Width: 200}
	assert.Equal(t, "/images/a.png", small.String())
	for _, plain := range []string{"/images/a.png", "/catalogue/ssd.svg", "https://elsewhere.example/x.jpg"} {
		assert.Equal(t, StoredPicture{URL: plain}, ParseStoredPicture(plain))
		assert.Empty(t, PictureSrcset(plain))
	}
}

func TestUnreadableCopyListsAreNotCopies(t *testing.T) {
	for _, s := range []string{
		"/images/a.jpg#top",
		"/images/a.jpg#w=wide&c=320+%2Fimages%2Fc.jpg",
		"/images/a.jpg#w=1600&c=320",
		"/images/a.jpg#w=1600&c=320+%2Fimages%2Fc.jpg%2C+evil.jpg+1w",
		"/images/a.jpg#w=1600&c=-5+%2Fimages%2Fc.jpg",
	} {
		p := ParseStoredPicture(s)
		assert.Equal(t, StoredPicture{URL: s}, p, s)
		assert.Empty(t, p.Srcset(), s)
	}
}
