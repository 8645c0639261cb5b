package app

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/domain"
)

func requirePhotoRefused(t *testing.T, err error, field string) {
	t.Helper()
	var de *domain.Error
	require.ErrorAs(t, err, &de)
	assert.Equal(t, domain.CodeInvalid, de.Code)
	assert.Equal(t, map[string]string{field: MsgPhotoLinkElsewhere}, de.Fields)
}

func TestPhotoLinksAcceptOnlyPicturesTheShopCanShow(t *testing.T) {
	links := NewPhotoLinks(&keptImages{}) // it issued everything under /images/
	withCopies := domain.StoredPicture{URL: "/images/a.jpg", Width: 1600, Copies: []domain.PictureCopy{{URL: "/images/b.jpg", Width: 640}}}
	for _, ok := range []string{"/images/a.jpg", withCopies.String(), "/catalogue/ssd-sata.svg", " /catalogue/cpu.svg ", ""} {
		assert.NoError(t, links.Check("img", ok), ok)
	}
	foreignCopy := domain.StoredPicture{URL: "/images/a.jpg", Width: 1600, Copies: []domain.PictureCopy{{URL: "https://elsewhere.example/b.jpg", Width: 640}}}
	for _, refused := range []string{"https://elsewhere.example/x.jpg", "http://i.ibb.co/x.png", foreignCopy.String(),
		"/catalogue/../secret.svg", "/catalogue/cpu.png", "/brands/amd.svg"} {
		requirePhotoRefused(t, links.Check("img", refused), "img")
	}
}

func TestEditsKeepAnOldForeignPhotoButRefuseANewOne(t *testing.T) {
	f := newOrderFixture(t)
	ctx, links := context.Background(), NewPhotoLinks(&keptImages{})
	old := "https://elsewhere.example/saved-before.jpg"
	_, err := f.store.UpdateProduct(ctx, f.product.ID, func(p *domain.Product) error { p.Img = old; return nil })
	require.NoError(t, err)
	edit := NewEditProduct(f.store, f.store, links, fixedClock())

	price := int64(2600)
	_, err = edit.Handle(ctx, refundAdmin, f.product.ID, domain.ProductInput{PriceCents: &price, Img: &old})
	assert.NoError(t, err, "the form sends the photo back unchanged")
	foreign := "https://elsewhere.example/new.jpg"
	_, err = edit.Handle(ctx, refundAdmin, f.product.ID, domain.ProductInput{Img: &foreign})
	requirePhotoRefused(t, err, "img")

	_, err = f.store.UpdateUser(ctx, f.buyer.ID, func(u *domain.User) error { u.PhotoURL = old; return nil })
	require.NoError(t, err)
	profile := NewUpdateProfile(f.store, links, fixedClock())
	name := "New Name"
	_, err = profile.Handle(ctx, f.buyer, domain.ProfileChange{Name: &name, PhotoURL: &old})
	assert.NoError(t, err)
	_, err = profile.Handle(ctx, f.buyer, domain.ProfileChange{PhotoURL: &foreign})
	requirePhotoRefused(t, err, "photoUrl")
	cleared := ""
	_, err = profile.Handle(ctx, f.buyer, domain.ProfileChange{PhotoURL: &cleared})
	assert.NoError(t, err, "removing the photo is always fine")
}
