// Package imghost stores images on an imgbb-style image host: a multipart
// POST with the file in field "image" and the API key in the query.
package imghost

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"mime/multipart"
	"net/http"
	"net/textproto"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/palletshop/pallet/domain"
)

// Timeout bounds one upload, whatever client is used.
const Timeout = 20 * time.Second

const maxAnswerBytes = 1 << 20

var errUnavailable = &domain.Error{Code: domain.CodeUnavailable, Message: "The image host is unavailable, please try again"}

// Options configure the host. ExpirationSeconds of 0 means images never
// expire (the default): a product photo that vanished after ten minutes would
// leave the catalogue with broken pictures, so expiry is opt-in only.
type Options struct {
	URL               string
	APIKey            string
	ExpirationSeconds int
	ImagesURL         string // the prefix of every picture URL the host gives out
	HTTPClient        *http.Client
	Log               *slog.Logger // nil: slog's default logger
}

// Store uploads images to the host.
type Store struct {
	opts   Options
	client *http.Client
}

// New returns a store for the host; a nil HTTPClient gets one with Timeout.
func New(opts Options) *Store {
	if opts.ImagesURL != "" && !strings.HasSuffix(opts.ImagesURL, "/") {
		opts.ImagesURL += "/" // so that "https://i.ibb.co" can't match "https://i.ibb.co.example"
	}
	client := opts.HTTPClient
	if client == nil {
		client = &http.Client{Timeout: Timeout}
	}
	return &Store{opts: opts, client: client}
}

// hostAnswer is the part of the host's JSON reply that matters.
type hostAnswer struct {
	Success bool `json:"success"`
	Data    struct {
		URL string `json:"url"`
	} `json:"data"`
}

// SaveImage uploads the bytes and returns the host's public URL.
func (s *Store) SaveImage(ctx context.Context, data []byte, contentType string) (string, error) {
	ctx, cancel := context.WithTimeout(ctx, Timeout)
	defer cancel()
	req, err := s.uploadRequest(ctx, data, contentType)
	if err != nil {
		return "", unavailable(err)
	}
	resp, err := s.client.Do(req)
	if err != nil {
		return "", unavailable(s.redact(err))
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, maxAnswerBytes))
	if err != nil {
		return "", unavailable(fmt.Errorf("reading the answer: %w", s.redact(err)))
	}
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		return "", unavailable(fmt.Errorf("image host answered %d", resp.StatusCode))
	}
	return parseAnswer(body)
}

// DeleteImage only logs: imgbb-style hosts offer no API to delete an image
// (just a delete page for people), so an unreferenced image stays on the
// host until PALLET_IMGHOST_EXPIRATION, if set, removes it. It costs this
// shop no disk.
func (s *Store) DeleteImage(ctx context.Context, url string) error {
	log := s.opts.Log
	if log == nil {
		log = slog.Default()
	}
	log.InfoContext(ctx, "the image host can't delete images; leaving it there", "url", url)
	return nil
}

// Issued reports whether url is one of the host's pictures: whether it
// starts with ImagesURL.
func (s *Store) Issued(url string) bool {
	return s.opts.ImagesURL != "" && strings.HasPrefix(url, s.opts.ImagesURL)
}

func parseAnswer(body []byte) (string, error) {
	var answer hostAnswer
	if err := json.Unmarshal(body, &answer); err != nil {
		return "", unavailable(fmt.Errorf("image host answer is not JSON: %w", err))
	}
	if !answer.Success {
		return "", unavailable(errors.New("image host answered success:false"))
	}
	link := strings.TrimSpace(answer.Data.URL)
	if !strings.HasPrefix(link, "https://") && !strings.HasPrefix(link, "http://") {
		return "", unavailable(fmt.Errorf("image host gave no usable url (%q)", link))
	}
	return link, nil
}

func (s *Store) uploadRequest(ctx context.Context, data []byte, contentType string) (*http.Request, error) {
	target, err := url.Parse(s.opts.URL)
	if err != nil {
		return nil, errors.New("image host URL is not valid")
	}
	q := target.Query()
	q.Set("key", s.opts.APIKey)
	if s.opts.ExpirationSeconds > 0 {
		q.Set("expiration", strconv.Itoa(s.opts.ExpirationSeconds))
	}
	target.RawQuery = q.Encode()

	var body bytes.Buffer
	form := multipart.NewWriter(&body)
	part, err := form.CreatePart(imagePartHeader(contentType))
	if err != nil {
		return nil, err
	}
	if _, err := part.Write(data); err != nil {
		return nil, err
	}
	if err := form.Close(); err != nil {
		return nil, err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, target.String(), &body)
	if err != nil {
		return nil, s.redact(err)
	}
	req.Header.Set("Content-Type", form.FormDataContentType())
	req.Header.Set("Accept", "application/json")
	return req, nil
}

func imagePartHeader(contentType string) textproto.MIMEHeader {
	name := "upload.jpg"
	if contentType == "image/png" {
		name = "upload.png"
	}
	h := textproto.MIMEHeader{}
	h.Set("Content-Disposition", `form-data; name="image"; filename="`+name+`"`)
	h.Set("Content-Type", contentType)
	return h
}

// redact keeps the API key out of error text: net/http errors quote the
// full request URL, and errors get logged.
func (s *Store) redact(err error) error {
	if err == nil || s.opts.APIKey == "" {
		return err
	}
	var ue *url.Error
	if errors.As(err, &ue) {
		clean := *ue
		clean.URL = strings.ReplaceAll(ue.URL, url.QueryEscape(s.opts.APIKey), "REDACTED")
		err = &clean
	}
	if strings.Contains(err.Error(), s.opts.APIKey) || strings.Contains(err.Error(), url.QueryEscape(s.opts.APIKey)) {
		return errors.New("image host request failed (details withheld: they named the API key)")
	}
	return err
}

func unavailable(cause error) error {
	return fmt.Errorf("%w: %w", errUnavailable, cause)
}
