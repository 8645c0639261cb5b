package domain

// DefaultPageLimit and MaxPageLimit bound list sizes.
const (
	DefaultPageLimit = 20
	MaxPageLimit     = 100
)

// PageRequest asks for one page of a list; Page counts from 1.
type PageRequest struct {
	Page  int
	Limit int
}

// Normalize clamps the request to sane bounds.
func (p PageRequest) Normalize() PageRequest {
	if p.Page < 1 {
		p.Page = 1
	}
	if p.Limit < 1 {
		p.Limit = DefaultPageLimit
	}
	if p.Limit > MaxPageLimit {
		p.Limit = MaxPageLimit
	}
	return p
}

// Offset is the number of items before this page.
func (p PageRequest) Offset() int { return (p.Page - 1) * p.Limit }

// Page is one page of a list plus the total count.
type Page[T any] struct {
	Items []T
	Total int
	Page  int
	Limit int
}

// NewPage builds a page, never with nil items, so JSON shows [].
func NewPage[T any](items []T, total int, req PageRequest) Page[T] {
	if items == nil {
		items = []T{}
	}
	return Page[T]{Items: items, Total: total, Page: req.Page, Limit: req.Limit}
}
