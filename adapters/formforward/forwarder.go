// Package formforward posts contact messages on to an external form service
// (Formspree-style: an HTML form post to a URL).
package formforward

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"go.uber.org/fx"

	"github.com/palletshop/pallet/adapters/config"
	"github.com/palletshop/pallet/ports"
)

// Forwarder sends each message as a form post.
type Forwarder struct {
	url    string
	client *http.Client
}

// New forwards to url; client may be nil.
func New(url string, client *http.Client) *Forwarder {
	if client == nil {
		client = &http.Client{Timeout: 10 * time.Second}
	}
	return &Forwarder{url: url, client: client}
}

// Forward posts the fields; any answer but 2xx is an error.
func (f *Forwarder) Forward(ctx context.Context, fields map[string]string) error {
	form := url.Values{}
	for k, v := range fields {
		form.Set(k, v)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, f.url, strings.NewReader(form.Encode()))
	if err != nil {
		return fmt.Errorf("forward request: %w", err)
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Accept", "application/json")
	resp, err := f.client.Do(req)
	if err != nil {
		return fmt.Errorf("forward post: %w", err)
	}
	defer resp.Body.Close()
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
	if resp.StatusCode/100 != 2 {
		return fmt.Errorf("forward post: form service answered %d", resp.StatusCode)
	}
	return nil
}

// Module provides the forwarder as ports.MessageForwarder from PALLET_CONTACT_FORWARD_URL.
var Module = fx.Module("formforward",
	fx.Provide(fx.Annotate(func(cfg config.Config) *Forwarder { return New(cfg.ContactForwardURL, nil) },
		fx.As(new(ports.MessageForwarder)))),
)
