package formforward

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestForwardPostsTheFormFields(t *testing.T) {
	var got http.Header
	var form map[string]string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		require.NoError(t, r.ParseForm())
		got = r.Header
		form = map[string]string{"Email": r.PostForm.Get("Email"), "Message": r.PostForm.Get("Message")}
		w.WriteHeader(http.StatusOK)
	}))
	defer srv.Close()

	err := New(srv.URL, nil).Forward(context.Background(), map[string]string{"Email": "a@b.co", "Message": "Need 500 SSDs & cables"})
	require.NoError(t, err)
	assert.Equal(t, "application/x-www-form-urlencoded", got.Get("Content-Type"))
	assert.Equal(t, map[string]string{"Email": "a@b.co", "Message": "Need 500 SSDs & cables"}, form)
}

func TestForwardFailsOnErrorAnswers(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusBadGateway)
	}))
	defer srv.Close()
	err := New(srv.URL, nil).Forward(context.Background(), map[string]string{"Email": "a@b.co"})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "502")
}

func TestForwardFailsWhenUnreachable(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	url := srv.URL
	srv.Close()
	require.Error(t, New(url, nil).Forward(context.Background(), map[string]string{"Email": "a@b.co"}))
}
