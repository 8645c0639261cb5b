package domain

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSignUpMessages(t *testing.T) {
	cases := map[string]struct {
		in    SignUpInput
		field string
		msg   string
	}{
		"no name":        {SignUpInput{Email: "a@b.co", Password: "secret1"}, "name", "Name is Required"},
		"no email":       {SignUpInput{Name: "A", Password: "secret1"}, "email", "Email is Required"},
		"bad email":      {SignUpInput{Name: "A", Email: "a@b", Password: "secret1"}, "email", "Please Provide a Valid Email"},
		"no password":    {SignUpInput{Name: "A", Email: "a@b.co"}, "password", "Password is Required"},
		"short password": {SignUpInput{Name: "A", Email: "a@b.co", Password: "12345"}, "password", "Must be 6 characters or longer"},
		"long name":      {SignUpInput{Name: strings.Repeat("n", MaxNameLen+1), Email: "a@b.co", Password: "secret1"}, "name", "Must be at most 120 characters"},
	}
	for name, tc := range cases {
		err := tc.in.Validate()
		require.Error(t, err, name)
		assert.Equal(t, tc.msg, err.(*Error).Fields[tc.field], name)
	}
	assert.NoError(t, SignUpInput{Name: "A", Email: " A@B.co ", Password: "secret1"}.Validate())
}

func TestReviewRules(t *testing.T) {
	author := User{ID: NewID(), Name: "Kim", Email: "kim@example.com"}
	for _, rating := range []int{0, 6, -1} {
		_, err := NewReview(ReviewInput{Review: "ok", Rating: rating, Img: "/x.png"}, author, false, now)
		assert.Contains(t, err.(*Error).Fields, "rating", "rating %d", rating)
	}
	_, err := NewReview(ReviewInput{Rating: 3}, author, false, now)
	assert.Equal(t, "Review is Required", err.(*Error).Fields["review"])
	assert.Equal(t, "Photo url is Required", err.(*Error).Fields["img"])
	r, err := NewReview(ReviewInput{Review: " Great ", Rating: 4, Img: "/images/a.png"}, author, true, now)
	require.NoError(t, err)
	assert.Equal(t, "Great", r.Review)
	assert.True(t, r.VerifiedBuyer)
	assert.Equal(t, "Kim", r.Name)
}

func TestContactMessageRules(t *testing.T) {
	_, err := NewContactMessage(ContactInput{}, now)
	assert.Equal(t, map[string]string{"email": "Email is Required", "name": "Name is Required",
		"subject": "Subject is Required", "message": "Message is Required"}, err.(*Error).Fields)
	m, err := NewContactMessage(ContactInput{Email: "X@Y.io", Name: "X", Subject: "Quote", Message: "Hi"}, now)
	require.NoError(t, err)
	assert.Equal(t, "x@y.io", m.Email)
}
