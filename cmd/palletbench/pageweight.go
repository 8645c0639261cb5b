package main

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// asset is one file the browser fetches before the first render.
type asset struct {
	path       string
	kind       string // "js" or "css"
	raw, gzipd int
}

// pageWeight is the front end's first load: the entry module, the modules
// it preloads and the stylesheets, each gzipped at level 9.
type pageWeight struct {
	assets          []asset
	jsGzip, cssGzip int
	lazyJS          int // JS chunks in dist/assets not fetched at first load
	lazyJSGzip      int
}

var (
	tagPattern  = regexp.MustCompile(`(?is)<(script|link)\b([^>]*)>`)
	attrPattern = regexp.MustCompile(`(?is)([a-z-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))`)
)

// firstLoadAssets lists the JS and CSS that index.html makes the browser
// fetch at once: <script type=module src>, <link rel=modulepreload> and
// <link rel=stylesheet>. Other tags (icons, classic scripts) are ignored.
func firstLoadAssets(indexHTML string) []asset {
	var out []asset
	for _, m := range tagPattern.FindAllStringSubmatch(indexHTML, -1) {
		attrs := map[string]string{}
		for _, a := range attrPattern.FindAllStringSubmatch(m[2], -1) {
			attrs[strings.ToLower(a[1])] = a[2] + a[3] + a[4]
		}
		rel := strings.ToLower(attrs["rel"])
		switch {
		case strings.EqualFold(m[1], "script") && strings.EqualFold(attrs["type"], "module") && attrs["src"] != "":
			out = append(out, asset{path: attrs["src"], kind: "js"})
		case strings.EqualFold(m[1], "link") && rel == "modulepreload" && attrs["href"] != "":
			out = append(out, asset{path: attrs["href"], kind: "js"})
		case strings.EqualFold(m[1], "link") && rel == "stylesheet" && attrs["href"] != "":
			out = append(out, asset{path: attrs["href"], kind: "css"})
		}
	}
	return out
}

// measurePageWeight reads dist/index.html and gzips each first-load asset.
func measurePageWeight(dist string) (pageWeight, error) {
	index, err := os.ReadFile(filepath.Join(dist, "index.html"))
	if err != nil {
		return pageWeight{}, fmt.Errorf("front end not built (%w): run make build", err)
	}
	var w pageWeight
	for _, a := range firstLoadAssets(string(index)) {
		if strings.Contains(a.path, "://") || strings.HasPrefix(a.path, "//") {
			return pageWeight{}, fmt.Errorf("index.html loads %s from another origin", a.path)
		}
		data, err := os.ReadFile(filepath.Join(dist, filepath.FromSlash(strings.TrimPrefix(a.path, "/"))))
		if err != nil {
			return pageWeight{}, fmt.Errorf("index.html names %s: %w", a.path, err)
		}
		a.raw, a.gzipd = len(data), gzipSize(data)
		if a.kind == "js" {
			w.jsGzip += a.gzipd
		} else {
			w.cssGzip += a.gzipd
		}
		w.assets = append(w.assets, a)
	}
	if len(w.assets) == 0 {
		return pageWeight{}, fmt.Errorf("%s/index.html names no module script or stylesheet", dist)
	}
	return w, w.countLazyChunks(dist)
}

// countLazyChunks sizes the JS split off the first load (routes loaded on
// demand), which shows that code splitting happened.
func (w *pageWeight) countLazyChunks(dist string) error {
	files, err := filepath.Glob(filepath.Join(dist, "assets", "*.js"))
	if err != nil {
		return err
	}
	first := map[string]bool{}
	for _, a := range w.assets {
		first[filepath.Join(dist, filepath.FromSlash(strings.TrimPrefix(a.path, "/")))] = true
	}
	for _, f := range files {
		if first[f] {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		w.lazyJS++
		w.lazyJSGzip += gzipSize(data)
	}
	return nil
}

func gzipSize(data []byte) int {
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	_, _ = zw.Write(data)
	_ = zw.Close()
	return buf.Len()
}
