package httpapi

import (
	"io/fs"
	"net/http"
	"path"
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/palletshop/pallet/domain"
)

// mountStatic serves uploaded images and the embedded front end, with the
// SPA fallback: the front end's pages get index.html, other page paths get
// index.html with 404 (the app shows its not-found screen), and /api/* and
// paths that name a file get a 404 in the error shape.
func (s *Server) mountStatic() {
	if s.d.Images != nil {
		s.engine.GET("/images/*file", gin.WrapH(s.d.Images))
		s.engine.HEAD("/images/*file", gin.WrapH(s.d.Images))
	}
	site := newSiteFiles(s.d.Frontend)
	if s.d.FirstView != nil {
		fv, err := newFirstView(s.d.FirstView, s.d.Products.Search, s.d.Config.ReadCacheTTL)
		if err != nil {
			panic(err) // the embedded copy is checked by the tests; a bad one is a build defect
		}
		site.firstView = newFirstViewPages(fv, site.file)
	}
	s.engine.NoMethod(func(c *gin.Context) {
		c.AbortWithStatusJSON(http.StatusMethodNotAllowed, errorBody{Error: errorDetail{Code: domain.CodeInvalid, Message: "Method not allowed"}})
	})
	s.engine.NoRoute(func(c *gin.Context) {
		p := c.Request.URL.Path
		if strings.HasPrefix(p, "/api/") || p == "/api" || (c.Request.Method != http.MethodGet && c.Request.Method != http.MethodHead) {
			abortWithError(c, domain.NotFound("Page"))
			return
		}
		site.serve(c, p)
	})
}

type siteFiles struct {
	files     fs.FS
	index     *staticFile
	cache     *staticCache
	firstView *firstViewPages // nil: the bare index.html
}

func newSiteFiles(files fs.FS) *siteFiles {
	s := &siteFiles{files: files, cache: newStaticCache(files)}
	if files != nil {
		s.index, _ = s.cache.get("index.html")
	}
	return s
}

func (s *siteFiles) serve(c *gin.Context, p string) {
	name := strings.TrimPrefix(path.Clean(p), "/")
	if name != "" && name != "index.html" {
		if f, ok := s.cache.get(name); ok {
			cacheControl := "public, max-age=3600"
			if strings.HasPrefix(name, "assets/") { // Vite's content-hashed files
				cacheControl = "public, max-age=31536000, immutable"
			}
			f.write(c, http.StatusOK, cacheControl)
			return
		}
		if path.Ext(name) != "" {
			c.AbortWithStatusJSON(http.StatusNotFound, errorBody{Error: errorDetail{Code: domain.CodeNotFound, Message: "File not found"}})
			return
		}
	}
	if s.index == nil {
		c.String(http.StatusServiceUnavailable, "front end not built: run make build")
		return
	}
	status := http.StatusOK
	if !isClientRoute("/" + name) {
		status = http.StatusNotFound
	}
	s.indexFor(c, "/"+name).write(c, status, "no-cache")
}

// file is the named file's bytes, as the browser would fetch them.
func (s *siteFiles) file(name string) ([]byte, bool) {
	f, ok := s.cache.get(name)
	if !ok {
		return nil, false
	}
	return f.plain, true
}

// indexFor is index.html with the first view of the page at p painted in;
// the bare index.html when there is none or it can't be made.
func (s *siteFiles) indexFor(c *gin.Context, p string) *staticFile {
	if s.firstView == nil {
		return s.index
	}
	f, err := s.firstView.get(c.Request.Context(), s.index.plain, p, firstViewKindOf(p, c.Request.URL.RawQuery))
	if err != nil {
		requestLogger(c).Warn("first view not painted; serving the bare index.html", "path", p, "err", err)
		return s.index
	}
	return f
}
