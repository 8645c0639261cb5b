package httpapi

import "github.com/palletshop/pallet/domain"

// A route's query struct is what its handler is given (bindQuery reads it
// from the query string, with the limits in queryLimits) and what the
// OpenAPI document lists as its query parameters: the `query` tags name
// them, the field types type them.

type pageQuery struct {
	Page  int `query:"page" minimum:"1" description:"Counts from 1"`
	Limit int `query:"limit" minimum:"1"`
}

// request is the page asked for, from 1, with at most domain.MaxPageLimit items.
func (q pageQuery) request() domain.PageRequest {
	return domain.PageRequest{Page: q.Page, Limit: q.Limit}.Normalize()
}

type userQuery struct {
	Q string `query:"q" description:"A name or email containing it, in any case"`
	pageQuery
}

type productQuery struct {
	Q             string             `query:"q" description:"Words in the name, brand or description"`
	Brand         string             `query:"brand"`
	SKU           string             `query:"sku" description:"An exact part number, in any case"`
	Category      string             `query:"category" description:"A category slug; a parent takes in its children"`
	MinPriceCents *int64             `query:"minPriceCents" minimum:"0" nullable:"false"`
	MaxPriceCents *int64             `query:"maxPriceCents" minimum:"0" nullable:"false"`
	InStock       bool               `query:"inStock" description:"Only products with a minimum order in stock"`
	Sort          domain.ProductSort `query:"sort"`
	pageQuery
}

type myBookingsQuery struct {
	Q string `query:"q" description:"An order id, PO number or product"`
	pageQuery
}

type deskQuery struct {
	Q      string               `query:"q" description:"An order id, buyer, PO number or product"`
	Status domain.BookingStatus `query:"status"`
	From   string               `query:"from" format:"date" description:"First UTC day, YYYY-MM-DD"`
	To     string               `query:"to" format:"date" description:"Last UTC day, YYYY-MM-DD, included"`
	pageQuery
}

type quoteQuery struct {
	Status domain.QuoteStatus `query:"status" description:"The status shown now"`
	pageQuery
}

type auditQuery struct {
	Actor  string `query:"actor" description:"The admin's email"`
	Action string `query:"action" description:"For example product.edit"`
	pageQuery
}

type statsQuery struct {
	Days int `query:"days" default:"30"`
}

type importQuery struct {
	DryRun bool `query:"dryRun" description:"Check the file and write nothing"`
}
