package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
)

// fetch GETs url and returns the body of a 200.
func fetch(client *http.Client, url string) ([]byte, http.Header, error) {
	return fetchAs(client, url, "")
}

// fetchAs is fetch with a bearer token, if one is given.
func fetchAs(client *http.Client, url, token string) ([]byte, http.Header, error) {
	req, err := http.NewRequest(http.MethodGet, url, nil)
	if err != nil {
		return nil, nil, err
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := client.Do(req)
	if err != nil {
		return nil, nil, err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, nil, err
	}
	if resp.StatusCode != http.StatusOK {
		return nil, nil, fmt.Errorf("GET %s: HTTP %d: %.200s", url, resp.StatusCode, body)
	}
	return body, resp.Header, nil
}

// fetchJSON GETs url and decodes a 200's JSON body into out.
func fetchJSON(client *http.Client, url string, out any) error {
	return getJSON(client, url, "", out)
}

// getJSON is fetchJSON with a bearer token.
func getJSON(client *http.Client, url, token string, out any) error {
	body, _, err := fetchAs(client, url, token)
	if err != nil {
		return err
	}
	return json.Unmarshal(body, out)
}

// postJSON sends body as JSON, with a bearer token if one is given, and
// returns the status.
func postJSON(client *http.Client, url, token string, body any) (int, []byte, error) {
	data, err := json.Marshal(body)
	if err != nil {
		return 0, nil, err
	}
	req, err := http.NewRequest(http.MethodPost, url, bytes.NewReader(data))
	if err != nil {
		return 0, nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := client.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	out, err := io.ReadAll(resp.Body)
	return resp.StatusCode, out, err
}
