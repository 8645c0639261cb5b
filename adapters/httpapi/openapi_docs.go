package httpapi

import (
	"net/http"

	"github.com/gin-gonic/gin"
)

// apiDocsPage shows /api/openapi.json in Swagger UI. The viewer's files are
// copied into the front end's build (frontend/vite.config.ts) and served
// from the binary like the rest of it, so the page needs no CDN and runs
// under the shop's own CSP: scripts from 'self' only, no inline script.
const apiDocsPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pallet API reference</title>
<link rel="icon" href="/favicon.svg">
<link rel="stylesheet" href="/api-docs/swagger-ui.css">
</head>
<body>
<p id="api-docs-fallback">The machine-readable description is at <a href="/api/openapi.json">/api/openapi.json</a>.</p>
<div id="api-docs"></div>
<script src="/api-docs/swagger-ui-bundle.js"></script>
<script src="/api-docs/init.js"></script>
</body>
</html>
`

func (s *Server) apiDocs(c *gin.Context) {
	c.Header("Cache-Control", "no-cache")
	c.Data(http.StatusOK, "text/html; charset=utf-8", []byte(apiDocsPage))
}
