package httpapi

import (
	"net/http"
	"regexp"
	"strings"

	"github.com/gin-gonic/gin"
)

var ginParam = regexp.MustCompile(`:([A-Za-z]+)`)

// openAPIPath turns gin's /api/products/:id into OpenAPI's /api/products/{id}.
func openAPIPath(p string) string { return ginParam.ReplaceAllString(p, "{$1}") }

// OpenAPI builds the OpenAPI 3 document from the route table, so the
// document and the router can't drift apart.
func (s *Server) OpenAPI() map[string]any {
	paths := map[string]map[string]any{}
	for _, r := range s.routes() {
		p := openAPIPath(r.path)
		if paths[p] == nil {
			paths[p] = map[string]any{}
		}
		op := map[string]any{"summary": r.summary, "responses": responsesFor(r)}
		if params := ginParam.FindAllStringSubmatch(r.path, -1); len(params) > 0 {
			var ps []map[string]any
			for _, m := range params {
				ps = append(ps, map[string]any{"name": m[1], "in": "path", "required": true, "schema": map[string]string{"type": "string"}})
			}
			op["parameters"] = ps
		}
		if r.access != public {
			op["security"] = []map[string][]string{{"bearer": {}}}
		}
		paths[p][strings.ToLower(r.method)] = op
	}
	return map[string]any{
		"openapi": "3.0.3",
		"info":    map[string]string{"title": "Pallet API", "version": "1.0.0", "description": "Bulk computer hardware shop. Money is in integer cents."},
		"paths":   paths,
		"components": map[string]any{
			"securitySchemes": map[string]any{"bearer": map[string]string{"type": "http", "scheme": "bearer"}},
			"schemas":         map[string]any{"Error": errorSchema},
		},
	}
}

var errorSchema = map[string]any{"type": "object", "properties": map[string]any{"error": map[string]any{
	"type": "object", "properties": map[string]any{
		"code": map[string]string{"type": "string"}, "message": map[string]string{"type": "string"},
		"fields": map[string]any{"type": "object", "additionalProperties": map[string]string{"type": "string"}}}}}}

func responsesFor(r route) map[string]any {
	errRef := map[string]any{"description": "Error", "content": map[string]any{"application/json": map[string]any{"schema": map[string]string{"$ref": "#/components/schemas/Error"}}}}
	res := map[string]any{"2XX": map[string]string{"description": "Success"}, "4XX": errRef, "5XX": errRef}
	return res
}

func (s *Server) openAPI(c *gin.Context) { c.JSON(http.StatusOK, s.OpenAPI()) }
