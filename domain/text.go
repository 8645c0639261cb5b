package domain

import (
	"net/mail"
	"regexp"
	"strings"
	"unicode/utf8"
)

// Length limits for free text, in characters.
const (
	MaxNameLen        = 120
	MaxShortTextLen   = 200
	MaxLongTextLen    = 5000
	MaxURLLen         = 2048
	MinPasswordLen    = 6
	MaxPasswordLen    = 128
	MaxEmailLen       = 254
	MaxPhoneLen       = 40
	MaxTrackingLen    = 100
	MaxContactMessage = 5000
)

var emailPattern = regexp.MustCompile(`^[^\s@]+@[^\s@]+\.[^\s@]+$`)

// NormalizeEmail trims and lower-cases an address.
func NormalizeEmail(s string) string { return strings.ToLower(strings.TrimSpace(s)) }

// CheckEmail adds the sign-up form's email messages to errs under field.
func CheckEmail(errs FieldErrors, field, email string) {
	switch {
	case email == "":
		errs.Add(field, "Email is Required")
	case len(email) > MaxEmailLen || !emailPattern.MatchString(email) || hasHiddenControls(email, false):
		errs.Add(field, "Please Provide a Valid Email")
	default:
		if _, err := mail.ParseAddress(email); err != nil {
			errs.Add(field, "Please Provide a Valid Email")
		}
	}
}

// CheckText requires a non-blank value no longer than max characters,
// free of hidden control characters.
func CheckText(errs FieldErrors, field, value, requiredMsg string, max int) {
	switch {
	case strings.TrimSpace(value) == "":
		errs.Add(field, requiredMsg)
	default:
		CheckOptionalText(errs, field, value, max)
	}
}

// CheckOptionalText limits an optional value's length and refuses hidden
// control characters.
func CheckOptionalText(errs FieldErrors, field, value string, max int) {
	switch {
	case utf8.RuneCountInString(value) > max:
		errs.Add(field, TooLongMessage(max))
	case hasHiddenControls(value, multiLineFields[field]):
		errs.Add(field, HiddenControlsMessage)
	}
}

// TooLongMessage is the message for text over its limit.
func TooLongMessage(max int) string {
	return "Must be at most " + itoa(int64(max)) + " characters"
}

// CheckImageURL requires an http(s) or site-relative image URL free of
// hidden control characters.
func CheckImageURL(errs FieldErrors, field, value, requiredMsg string) {
	v := strings.TrimSpace(value)
	switch {
	case v == "":
		errs.Add(field, requiredMsg)
	case len(v) > MaxURLLen:
		errs.Add(field, TooLongMessage(MaxURLLen))
	case !(strings.HasPrefix(v, "https://") || strings.HasPrefix(v, "http://") || (strings.HasPrefix(v, "/") && !strings.HasPrefix(v, "//"))):
		errs.Add(field, "Photo url must be a web address")
	case hasHiddenControls(v, false):
		errs.Add(field, HiddenControlsMessage)
	}
}

func itoa(n int64) string {
	if n == 0 {
		return "0"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var buf [20]byte
	i := len(buf)
	for n > 0 {
		i--
		buf[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		buf[i] = '-'
	}
	return string(buf[i:])
}
