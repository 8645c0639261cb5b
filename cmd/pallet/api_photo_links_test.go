package main

import (
	"net/http"
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
	t.Parallel()
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
