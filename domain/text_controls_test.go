package domain

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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
		"bell":                   "a\x07b",
		"Arabic letter mark":     "a\u061Cb",
		"line separator":         "a\u2028b",
		"paragraph separator":    "a\u2029b",
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

// U+2028 and U+2029 break lines where a newline can't be seen coming (a
// JavaScript string, a mail header, a CSV cell): even a text area refuses them.
func TestUnicodeLineAndParagraphSeparatorsAreRefusedInTextAreasToo(t *testing.T) {
	for _, sep := range []string{"\u2028", "\u2029", "\u061C"} {
		for _, field := range []string{"review", "message", "descriptions", "address", "billingAddress", "note"} {
			errs := FieldErrors{}
			CheckText(errs, field, "First line"+sep+"second line", "Required", 100)
			assert.Equal(t, HiddenControlsMessage, errs[field], "%q in %s", sep, field)
		}
	}
}

func TestLineBreaksAreTextOnlyInMultiLineFields(t *testing.T) {
	for _, field := range []string{"review", "message", "descriptions", "address", "billingAddress", "note"} {
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

func TestEmailsRefuseHiddenControls(t *testing.T) {
	for _, email := range []string{"a\u202Eb@example.com", "ab@exa\u2028mple.com", "ab@exa\u061Cmple.com", "a\u200Fb@example.com"} {
		errs := FieldErrors{}
		CheckEmail(errs, "email", email)
		assert.Equal(t, "Please Provide a Valid Email", errs["email"], "%q", email)
	}
}

func TestPhotoLinksRefuseHiddenControls(t *testing.T) {
	for _, link := range []string{"https://i.ibb.co/a\u202Egnp.exe", "/images/a\u2028.png", "/images/a\x07.png"} {
		errs := FieldErrors{}
		CheckImageURL(errs, "img", link, "Photo url is Required")
		assert.Equal(t, HiddenControlsMessage, errs["img"], "%q", link)
	}
}

func TestTrackingNumbersRefuseHiddenControls(t *testing.T) {
	for name, tracking := range map[string]string{
		"bell": "1Z\x07999", "NUL": "1Z\x00999", "right-to-left override": "1Z\u202E999", "CRLF": "1Z999\r\nBcc: x",
		"delete": "1Z\x7f999", "line separator": "1Z\u2028999", "paragraph separator": "1Z\u2029999", "Arabic letter mark": "1Z\u061C999",
	} {
		b := paidBooking(t)
		err := b.Ship(tracking, "admin", now)
		require.Error(t, err, name)
		assert.Equal(t, HiddenControlsMessage, err.(*Error).Fields["trackingNumber"], name)
		assert.Equal(t, StatusPaid, b.Status, "%s: not shipped", name)
	}
	b := paidBooking(t)
	require.NoError(t, b.Ship("1Z 999 AA1 01 2345 6784", "admin", now), "spaces are ordinary")
}

func paidBooking(t *testing.T) Booking {
	t.Helper()
	b, err := NewBooking(BookingInput{Quantity: 100, Address: "a", Phone: "1"}, testProduct(), buyer, now)
	require.NoError(t, err)
	_, err = b.MarkPaid("pi_1", "buyer", now)
	require.NoError(t, err)
	return b
}
