package domain

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestTextRefusesHiddenControlCharacters(t *testing.T) {
	hidden := map[string]string{
		"right-to-left override": "invoice\u202Efdp.exe",
		"left-to-right embed":    "a\u202Ab",
		"isolate":                "a\u2066b\u2069",
		"right-to-left mark":     "a\u200Fb",
		"NUL":                    "a\x00b",
		"escape":                 "a\x1b[31mb",
		"C1 control":             "a\u0085b",
		"delete":                 "a\x7fb",
	}
	for name, value := range hidden {
		for _, field := range []string{"name", "review"} {
			errs := FieldErrors{}
			CheckText(errs, field, value, "Required", 100)
			assert.Equal(t, HiddenControlsMessage, errs[field], "%s in %s", name, field)
			errs = FieldErrors{}
			CheckOptionalText(errs, field, value, 100)
			assert.Equal(t, HiddenControlsMessage, errs[field], "%s in optional %s", name, field)
		}
	}
}

func TestLineBreaksAreTextOnlyInMultiLineFields(t *testing.T) {
	for _, field := range []string{"review", "message", "descriptions", "address"} {
		errs := FieldErrors{}
		CheckText(errs, field, "First line\r\nsecond\tline\n", "Required", 100)
		assert.Empty(t, errs, field)
	}
	for _, field := range []string{"name", "subject", "phone", "clientName"} {
		errs := FieldErrors{}
		CheckText(errs, field, "Kim\nAdmin", "Required", 100)
		assert.Equal(t, HiddenControlsMessage, errs[field], field)
	}
}

func TestOrdinaryUnicodeTextPasses(t *testing.T) {
	errs := FieldErrors{}
	CheckText(errs, "name", "Zoë Ødegård – 東京 👍 שלום", "Required", 100)
	assert.Empty(t, errs)
}

func TestReviewsAndMessagesReportTheField(t *testing.T) {
	author := User{ID: NewID(), Name: "Kim", Email: "kim@example.com"}
	_, err := NewReview(ReviewInput{Review: "Great\u202Eshop", Rating: 5, Img: "/x.png"}, author, false, now)
	assert.Equal(t, HiddenControlsMessage, err.(*Error).Fields["review"])
	_, err = NewContactMessage(ContactInput{Email: "a@b.co", Name: "A\x07", Subject: "S", Message: "M"}, now)
	assert.Equal(t, HiddenControlsMessage, err.(*Error).Fields["name"])
}
