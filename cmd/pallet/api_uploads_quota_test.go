package main

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestUploadQuotaPerDay(t *testing.T) {
	s := newShop(t, map[string]string{"PALLET_UPLOAD_QUOTA_MB": "1"})
	alice, _ := s.signUp("Alice")
	bob, _ := s.signUp("Bob")
	// Random pixels don't compress: each upload stores about 640 KB, so
	// the second one would take Alice past her 1 MiB a day.
	first, second := noisePNG(t, 400, 400, 1), noisePNG(t, 400, 400, 2)
	limit := "You have reached today's upload limit. Please try again tomorrow."

	runScenarios(t, s, []scenario{
		{name: "the first upload fits", method: "POST", path: "/api/uploads", token: alice, body: imageUpload(t, "image", first),
			status: http.StatusCreated},
		{name: "the next one would pass the quota", method: "POST", path: "/api/uploads", token: alice, body: imageUpload(t, "image", second),
			status: http.StatusTooManyRequests, code: "too_many_requests", message: limit},
		{name: "a small one still fits: the quota counts bytes", method: "POST", path: "/api/uploads", token: alice,
			body: imageUpload(t, "image", tinyPNG(t)), status: http.StatusCreated},
		{name: "another user has their own quota", method: "POST", path: "/api/uploads", token: bob, body: imageUpload(t, "image", second),
			status: http.StatusCreated},
	})
}

func TestUploadQuotaZeroMeansUnlimited(t *testing.T) {
	s := newShop(t, map[string]string{"PALLET_UPLOAD_QUOTA_MB": "0"})
	customer, _ := s.signUp("Unlimited")
	for i := 0; i < 3; i++ {
		r := s.do("POST", "/api/uploads", customer, imageUpload(t, "image", noisePNG(t, 400, 400, uint64(i))))
		require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	}
}

func TestUploadThatCantFitTheDecodeBudget(t *testing.T) {
	s := newShop(t, nil)
	customer, _ := s.signUp("Bomber")
	bomb := blankRGBAPNG(t, 5000, 5000, 16) // ~200 MB once decoded
	assert.Less(t, len(bomb), 1<<20, "small on the wire")
	tooLarge := "The image is too large"

	runScenarios(t, s, []scenario{
		{name: "a 5000×5000 16-bit PNG", method: "POST", path: "/api/uploads", token: customer, body: imageUpload(t, "image", bomb),
			status: http.StatusRequestEntityTooLarge, code: "too_large", message: tooLarge, fields: map[string]string{"image": tooLarge}},
	})
}
