package imghost

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

const testKey = "sekrit-key/+&="

var jpegBytes = []byte("\xff\xd8\xff pretend jpeg")

// upload is what the fake host saw.
type upload struct {
	method      string
	query       url.Values
	image       []byte
	partType    string
	otherFields []string
}

// fakeHost plays the image host: it records each upload and answers with
// the given status and body.
type fakeHost struct {
	*httptest.Server
	mu      sync.Mutex
	uploads []upload
}

func newFakeHost(t *testing.T, status int, body string) *fakeHost {
	h := &fakeHost{}
	h.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		u := upload{method: r.Method, query: r.URL.Query()}
		if err := r.ParseMultipartForm(1 << 20); err == nil {
			if f, hdr, err := r.FormFile("image"); err == nil {
				u.image, _ = io.ReadAll(f)
				u.partType = hdr.Header.Get("Content-Type")
			}
			for name := range r.MultipartForm.Value {
				u.otherFields = append(u.otherFields, name)
			}
		}
		h.mu.Lock()
		h.uploads = append(h.uploads, u)
		h.mu.Unlock()
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		_, _ = io.WriteString(w, body)
	}))
	t.Cleanup(h.Close)
	return h
}

func (h *fakeHost) only(t *testing.T) upload {
	h.mu.Lock()
	defer h.mu.Unlock()
	require.Len(t, h.uploads, 1)
	return h.uploads[0]
}

const okAnswer = `{"data":{"id":"abc","url":"https://i.host.test/abc/photo.jpg","display_url":"https://i.host.test/abc/d.jpg"},"success":true,"status":200}`

func TestSaveImageUploadsAndReturnsTheHostURL(t *testing.T) {
	host := newFakeHost(t, http.StatusOK, okAnswer)
	s := New(Options{URL: host.URL + "/1/upload", APIKey: testKey})

	link, err := s.SaveImage(context.Background(), jpegBytes, "image/jpeg")
	require.NoError(t, err)
	assert.Equal(t, "https://i.host.test/abc/photo.jpg", link)

	got := host.only(t)
	assert.Equal(t, http.MethodPost, got.method)
	assert.Equal(t, testKey, got.query.Get("key"), "the key goes in the query, escaped")
	assert.Equal(t, jpegBytes, got.image)
	assert.Equal(t, "image/jpeg", got.partType)
	assert.Empty(t, got.otherFields)
	assert.False(t, got.query.Has("expiration"), "images never expire unless configured")
}

func TestSaveImageSendsExpirationOnlyWhenSet(t *testing.T) {
	host := newFakeHost(t, http.StatusOK, okAnswer)
	s := New(Options{URL: host.URL, APIKey: testKey, ExpirationSeconds: 600})

	_, err := s.SaveImage(context.Background(), []byte("\x89PNG\r\n\x1a\n"), "image/png")
	require.NoError(t, err)
	got := host.only(t)
	assert.Equal(t, "600", got.query.Get("expiration"))
	assert.Equal(t, "image/png", got.partType)
}

func TestSaveImageTurnsHostFailuresIntoUnavailable(t *testing.T) {
	for name, tc := range map[string]struct {
		status int
		body   string
	}{
		"server error":  {http.StatusInternalServerError, `{"success":false}`},
		"bad key":       {http.StatusBadRequest, `{"status_code":400,"error":{"message":"Invalid API v1 key."}}`},
		"success false": {http.StatusOK, `{"success":false,"data":{"url":"https://i.host.test/x.jpg"}}`},
		"garbage":       {http.StatusOK, `<html>gateway hiccup</html>`},
		"empty url":     {http.StatusOK, `{"success":true,"data":{"url":""}}`},
		"odd url":       {http.StatusOK, `{"success":true,"data":{"url":"javascript:alert(1)"}}`},
	} {
		t.Run(name, func(t *testing.T) {
			host := newFakeHost(t, tc.status, tc.body)
			_, err := New(Options{URL: host.URL, APIKey: testKey}).SaveImage(context.Background(), jpegBytes, "image/jpeg")
			requireUnavailable(t, err)
		})
	}
}

func TestSaveImageNeverLeaksTheKey(t *testing.T) {
	host := newFakeHost(t, http.StatusOK, okAnswer)
	host.Close() // the host is gone: the client's error quotes the URL
	_, err := New(Options{URL: host.URL, APIKey: testKey}).SaveImage(context.Background(), jpegBytes, "image/jpeg")
	requireUnavailable(t, err)
	assert.NotContains(t, err.Error(), testKey)
	assert.NotContains(t, err.Error(), url.QueryEscape(testKey))
}

func TestSaveImageGivesUpOnASlowHost(t *testing.T) {
	release := make(chan struct{})
	slow := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		<-release
	}))
	t.Cleanup(slow.Close)
	t.Cleanup(func() { close(release) })

	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	_, err := New(Options{URL: slow.URL, APIKey: testKey}).SaveImage(ctx, jpegBytes, "image/jpeg")
	requireUnavailable(t, err)
	assert.ErrorIs(t, err, context.DeadlineExceeded)
	assert.NotContains(t, err.Error(), url.QueryEscape(testKey))
}

func TestNewDefaultsToAClientWithTimeout(t *testing.T) {
	assert.Equal(t, Timeout, New(Options{}).client.Timeout)
	own := &http.Client{}
	assert.Same(t, own, New(Options{HTTPClient: own}).client)
}

func requireUnavailable(t *testing.T, err error) {
	t.Helper()
	require.Error(t, err)
	assert.True(t, domain.IsCode(err, domain.CodeUnavailable), "got %v", err)
	assert.Contains(t, err.Error(), "The image host is unavailable, please try again")
}

func TestDeleteImageLeavesTheImageOnTheHostAndSaysSo(t *testing.T) {
	host := newFakeHost(t, http.StatusOK, okAnswer)
	var logs strings.Builder
	s := New(Options{URL: host.URL, APIKey: testKey, Log: slog.New(slog.NewTextHandler(&logs, nil))})

	require.NoError(t, s.DeleteImage(context.Background(), "https://i.host.test/abc/photo.jpg"))
	host.mu.Lock()
	defer host.mu.Unlock()
	assert.Empty(t, host.uploads, "nothing is sent to the host")
	assert.Contains(t, logs.String(), "https://i.host.test/abc/photo.jpg")
	assert.NotContains(t, logs.String(), testKey)
}

func TestIssuedKnowsTheHostsPictures(t *testing.T) {
	s := New(Options{URL: "https://host.test/1/upload", ImagesURL: "https://i.host.test/"})
	assert.True(t, s.Issued("https://i.host.test/abc/photo.jpg"))
	for _, other := range []string{"https://i.host.test.evil.example/abc/photo.jpg", "https://elsewhere.example/x.jpg", "/images/0123456789abcdef0123456789abcdef.png", ""} {
		assert.False(t, s.Issued(other), other)
	}
	assert.False(t, New(Options{URL: "https://host.test/1/upload"}).Issued("https://i.host.test/abc/photo.jpg"), "no pictures address, nothing is the host's")
	noSlash := New(Options{ImagesURL: "https://i.host.test"})
	assert.True(t, noSlash.Issued("https://i.host.test/abc/photo.jpg"))
	assert.False(t, noSlash.Issued("https://i.host.test.evil.example/abc/photo.jpg"), "the address ends at its host")
}
