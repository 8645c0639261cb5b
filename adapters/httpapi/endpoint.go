package httpapi

import (
	"github.com/gin-gonic/gin"
)

// An endpoint is what a route does, with the types the OpenAPI document
// shows for it. A JSON endpoint's types are its handler's own parameter and
// result types, so the document can't name another answer than the one the
// handler gives: declaring a different one doesn't compile.
type endpoint struct {
	query   any    // the query struct's type (a zero value); nil: no query parameters
	req     any    // the request body's type (a zero value); nil: no JSON body
	resp    any    // the JSON answer's type; nil: no body, or a file of type answers
	answers string // the content type of an answer that isn't JSON (CSV, PDF)
	serve   func(s *Server, r route) gin.HandlerFunc
}

// none is the request of a route that takes no JSON body, or the answer of
// one that answers with its status alone (202, 204).
type none struct{}

// typed is a JSON endpoint: the body is decoded into Req (by the route's
// decode, or strictly as JSON), and h's Resp is answered with the route's
// success status, or its error in the error shape. A route with a cache
// answers from it (public reads that change only with a version).
func typed[Req, Resp any](h func(*gin.Context, Req) (Resp, error)) endpoint {
	return typedQuery(func(c *gin.Context, _ none, req Req) (Resp, error) { return h(c, req) })
}

// queried is a JSON endpoint without a body whose query string is bound
// into Q (bindQuery), as a body is decoded into its request.
func queried[Q, Resp any](h func(*gin.Context, Q) (Resp, error)) endpoint {
	return typedQuery(func(c *gin.Context, q Q, _ none) (Resp, error) { return h(c, q) })
}

// typedQuery is a JSON endpoint given both its query Q and its body Req.
func typedQuery[Q, Req, Resp any](h func(*gin.Context, Q, Req) (Resp, error)) endpoint {
	return endpoint{query: documented[Q](), req: documented[Req](), resp: documented[Resp](), serve: func(s *Server, r route) gin.HandlerFunc {
		decode, status := r.decoder(), r.successStatus()
		run := func(c *gin.Context) (Resp, error) {
			var zero Resp
			q, err := readQuery[Q](c)
			if err != nil {
				return zero, err
			}
			var req Req
			if _, noBody := any(req).(none); !noBody {
				if err := decode(c, &req); err != nil {
					return zero, err
				}
			}
			return h(c, q, req)
		}
		if r.cache != nil {
			load := func(c *gin.Context) (any, error) { return run(c) }
			return func(c *gin.Context) { s.cachedJSON(c, r.cache.Current(), load) }
		}
		return func(c *gin.Context) {
			resp, err := run(c)
			if err != nil {
				abortWithError(c, err)
				return
			}
			writeAnswer(c, status, resp)
		}
	}}
}

// readQuery binds the query string into a Q, unless Q is none.
func readQuery[Q any](c *gin.Context) (Q, error) {
	var q Q
	if _, noQuery := any(q).(none); noQuery {
		return q, nil
	}
	err := bindQuery(c, &q)
	return q, err
}

// file is an endpoint that answers a file of the content type answers
// (CSV, PDF, HTML, Prometheus text); its errors are JSON like any other.
func file(answers string, h gin.HandlerFunc) endpoint {
	return endpoint{answers: answers, serve: func(*Server, route) gin.HandlerFunc { return h }}
}

// queriedFile is a file endpoint given its query string bound into Q.
func queriedFile[Q any](answers string, h func(*gin.Context, Q)) endpoint {
	return endpoint{answers: answers, query: documented[Q](), serve: func(*Server, route) gin.HandlerFunc {
		return func(c *gin.Context) {
			q, err := readQuery[Q](c)
			if err != nil {
				abortWithError(c, err)
				return
			}
			h(c, q)
		}
	}}
}

func writeAnswer[Resp any](c *gin.Context, status int, resp Resp) {
	switch v := any(resp).(type) {
	case none:
		c.Status(status)
	case preEncoded:
		c.Data(status, "application/json; charset=utf-8", v.encodedJSON())
	default:
		c.JSON(status, resp)
	}
}

// encoded is a T already encoded as JSON, such as the OpenAPI document.
type encoded[T any] []byte

type preEncoded interface{ encodedJSON() []byte }

func (e encoded[T]) encodedJSON() []byte { return e }
func (encoded[T]) documentedAs() any     { var t T; return t }

// documented is the value the document reflects for T: nil for none.
func documented[T any]() any {
	var zero T
	switch v := any(zero).(type) {
	case none:
		return nil
	case interface{ documentedAs() any }:
		return v.documentedAs()
	}
	return zero
}

// versioned is a read version that a route's cached answers follow.
type versioned interface{ Current() uint64 }
