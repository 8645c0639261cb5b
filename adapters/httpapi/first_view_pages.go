package httpapi

import (
	"context"
	"strconv"
	"strings"
	"sync"
	"time"
)

// firstViewPages keeps each painted index.html compressed, as the static
// files are. Pages differ only in their active link and their content, so
// there are a handful; the catalogue's goes stale with the catalogue's ttl.
type firstViewPages struct {
	view       *firstView
	stylesheet func(name string) ([]byte, bool)
	mu         sync.Mutex
	pages      map[string]firstViewFile
}

type firstViewFile struct {
	file    *staticFile
	expires time.Time // zero: never
}

func newFirstViewPages(v *firstView, stylesheet func(name string) ([]byte, bool)) *firstViewPages {
	return &firstViewPages{view: v, stylesheet: stylesheet, pages: map[string]firstViewFile{}}
}

func (p *firstViewPages) get(ctx context.Context, index []byte, path string, kind firstViewKind) (*staticFile, error) {
	key := p.key(path, kind)
	p.mu.Lock()
	cached, ok := p.pages[key]
	p.mu.Unlock()
	if ok && (cached.expires.IsZero() || time.Now().Before(cached.expires)) {
		return cached.file, nil
	}
	body, err := p.view.page(ctx, index, path, kind)
	if err != nil {
		return nil, err
	}
	f := firstViewFile{file: newStaticFile("index.html", inlineStylesheets(body, p.stylesheet))}
	if kind == catalogueFirstView {
		f.expires = time.Now().Add(p.view.ttl)
	}
	p.mu.Lock()
	p.pages[key] = f
	p.mu.Unlock()
	return f.file, nil
}

// key names what a page's first view depends on: which link is active,
// and whether it shows the hero or the catalogue.
func (p *firstViewPages) key(path string, kind firstViewKind) string {
	var b strings.Builder
	for i, l := range p.view.links(path) {
		if l.Active {
			b.WriteString(strconv.Itoa(i))
		}
	}
	return b.String() + "|" + string(kind)
}
