//go:build !race

// Upload quotas, counted in stored bytes: each test stores several
// 400×400 pictures of random pixels, which the image pipeline decodes,
// scales into copies and encodes in the request's goroutine. Under -race
// that pixel work took 14 s for one test; it runs in the pass without the
// race detector (docs/testing.md). The decode budget, the one shared state
// uploads wait on, is tested under -race in app.

package main

import (
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestNoRaceUploadQuotaPerDay(t *testing.T) {
	t.Parallel()
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

func TestNoRaceUploadQuotaZeroMeansUnlimited(t *testing.T) {
	t.Parallel()
	s := newShop(t, map[string]string{"PALLET_UPLOAD_QUOTA_MB": "0"})
	customer, _ := s.signUp("Unlimited")
	for i := 0; i < 3; i++ {
		r := s.do("POST", "/api/uploads", customer, imageUpload(t, "image", noisePNG(t, 400, 400, uint64(i))))
		require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	}
}

// Fresh accounts each got a new quota, so one client with many accounts
// could store without end. The address they come from has a daily quota
// too, by default four accounts' worth.
func TestNoRaceUploadQuotaPerClientAddress(t *testing.T) {
	t.Parallel()
	s := newShop(t, map[string]string{"PALLET_UPLOAD_QUOTA_MB": "1"})
	const office = "203.0.113.60:1234"
	limit := "Today's upload limit for your network has been reached. Please try again tomorrow."
	// Each noise upload stores about 640 KB: one fits an account's 1 MiB,
	// six fit the address's 4 MiB.
	for i := 0; i < 6; i++ {
		token, _ := s.signUp("Sock")
		r := s.doFrom(office, "POST", "/api/uploads", token, imageUpload(t, "image", noisePNG(t, 400, 400, uint64(10+i))))
		require.Equal(t, http.StatusCreated, r.Status, "account %d: %s", i+1, r.Body)
	}
	token, _ := s.signUp("Sock")
	r := s.doFrom(office, "POST", "/api/uploads", token, imageUpload(t, "image", noisePNG(t, 400, 400, 20)))
	assertAPIError(t, r, http.StatusTooManyRequests, "too_many_requests", limit, nil)

	r = s.doFrom("203.0.113.61:1234", "POST", "/api/uploads", token, imageUpload(t, "image", noisePNG(t, 400, 400, 21)))
	assert.Equal(t, http.StatusCreated, r.Status, "the same account from another address: %s", r.Body)
}

// A client's IPv6 /64 is one network however many addresses it takes from it.
func TestNoRaceUploadQuotaCountsAnIPv6NetworkAsOneAddress(t *testing.T) {
	t.Parallel()
	s := newShop(t, map[string]string{"PALLET_UPLOAD_QUOTA_MB": "1", "PALLET_UPLOAD_ADDRESS_QUOTA_MB": "1"})
	first, _ := s.signUp("Rotator")
	second, _ := s.signUp("Rotator")
	r := s.doFrom("[2001:db8:1:2::a]:1234", "POST", "/api/uploads", first, imageUpload(t, "image", noisePNG(t, 400, 400, 30)))
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	r = s.doFrom("[2001:db8:1:2::b]:1234", "POST", "/api/uploads", second, imageUpload(t, "image", noisePNG(t, 400, 400, 31)))
	assert.Equal(t, http.StatusTooManyRequests, r.Status, string(r.Body))
	r = s.doFrom("[2001:db8:1:3::a]:1234", "POST", "/api/uploads", second, imageUpload(t, "image", noisePNG(t, 400, 400, 32)))
	assert.Equal(t, http.StatusCreated, r.Status, "the next /64 is another network: %s", r.Body)
}

func TestNoRaceUploadedPicturesComeWithSmallerCopies(t *testing.T) {
	t.Parallel()
	s := newShop(t, nil)
	admin := s.adminToken()
	url := s.uploadPicture(admin, photoJPEG(t, 2000, 1500))
	base, _, found := strings.Cut(url, "#")
	require.True(t, found, "the URL names the copies: %s", url)

	p := s.createProduct(admin, with(productBody("Photographed SSD"), "img", url))
	assert.Equal(t, url, p["img"], "img is the URL as uploaded")
	srcset, _ := p["imgSrcset"].(string)
	candidates := strings.Split(srcset, ", ")
	require.Len(t, candidates, 3, srcset)
	assert.True(t, strings.HasSuffix(candidates[0], " 320w"), srcset)
	assert.True(t, strings.HasSuffix(candidates[1], " 640w"), srcset)
	assert.Equal(t, base+" 1600w", candidates[2])
	for _, c := range candidates {
		link, _, _ := strings.Cut(c, " ")
		rec := s.raw(mustRequest(t, "GET", link))
		assert.Equal(t, http.StatusOK, rec.Code, link)
		assert.Equal(t, "image/jpeg", rec.Header().Get("Content-Type"))
	}

	listed := s.getJSON("/api/products?search=Photographed", "")
	assert.Equal(t, srcset, items(t, listed)[0]["imgSrcset"], "lists carry it too")
	seeded := s.orderableProduct()
	assert.NotContains(t, seeded, "imgSrcset", "seeded drawings need no copies")
}
