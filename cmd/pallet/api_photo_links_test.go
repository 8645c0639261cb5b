package main

import (
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/app"
)

// uploadPicture uploads data as token and returns the picture's URL.
func (s *shop) uploadPicture(token string, data []byte) string {
	s.t.Helper()
	r := s.do("POST", "/api/uploads", token, imageUpload(s.t, "image", data))
	require.Equal(s.t, http.StatusCreated, r.Status, string(r.Body))
	return r.JSON(s.t)["url"].(string)
}

func TestPhotoLinksToOtherSitesAreRefused(t *testing.T) {
	s := newShop(t, nil)
	admin := s.adminToken()
	customer, _ := s.signUp("Linker")
	product := s.createProduct(admin, productBody("Photo Link SSD"))["id"].(string)
	elsewhere := "https://i.ibb.co/x/me.jpg"
	refused := func(name, method, path, token string, body any, field string) scenario {
		return scenario{name: name, method: method, path: path, token: token, body: body, status: 400, code: "invalid",
			message: app.MsgPhotoLinkElsewhere, fields: map[string]string{field: app.MsgPhotoLinkElsewhere}}
	}
	runScenarios(t, s, []scenario{
		refused("a new product", "POST", "/api/products", admin, with(productBody("Linked SSD"), "img", elsewhere), "img"),
		refused("a product's new photo", "PATCH", "/api/products/"+product, admin, map[string]any{"img": elsewhere}, "img"),
		refused("a review", "POST", "/api/reviews", customer, with(reviewBody("Good", 5), "img", elsewhere), "img"),
		refused("a profile photo", "PATCH", "/api/me", customer, map[string]string{"photoUrl": elsewhere}, "photoUrl"),
		refused("an image path the shop never stored", "PATCH", "/api/me", customer,
			map[string]string{"photoUrl": "/images/0123456789abcdef0123456789abcdef.png"}, "photoUrl"),
	})
	assert.Equal(t, "/catalogue/ssd.svg", s.product(product)["img"], "the refused edit changed nothing")
}

func TestUploadedPicturesComeWithSmallerCopies(t *testing.T) {
	s := newShop(t, nil)
	admin := s.adminToken()
	url := s.uploadPicture(admin, photoJPEG(t, 2000, 1500))
	base, _, found := strings.Cut(url, "#")
	require.True(t, found, "the URL names the copies: %s", url)

	p := s.createProduct(admin, with(productBody("Photographed SSD"), "img", url))
	assert.Equal(t, url, p["img"], "img is the URL as uploaded")
	srcset, _ := p["imgSrcset"].(string)
	candidates := strings.Split(srcset, ", ")
	require.Len(t, candidates, 3, srcset)
	assert.True(t, strings.HasSuffix(candidates[0], " 320w"), srcset)
	assert.True(t, strings.HasSuffix(candidates[1], " 640w"), srcset)
	assert.Equal(t, base+" 1600w", candidates[2])
	for _, c := range candidates {
		link, _, _ := strings.Cut(c, " ")
		rec := s.raw(mustRequest(t, "GET", link))
		assert.Equal(t, http.StatusOK, rec.Code, link)
		assert.Equal(t, "image/jpeg", rec.Header().Get("Content-Type"))
	}

	listed := s.getJSON("/api/products?search=Photographed", "")
	assert.Equal(t, srcset, items(t, listed)[0]["imgSrcset"], "lists carry it too")
	seeded := s.orderableProduct()
	assert.NotContains(t, seeded, "imgSrcset", "seeded drawings need no copies")
}
