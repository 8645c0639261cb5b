package app

import (
	"context"

	"github.com/palletshop/pallet/ports"
)

// UploadImage checks, cleans and stores an uploaded picture.
type UploadImage struct{ images ports.ImageStore }

func NewUploadImage(images ports.ImageStore) *UploadImage { return &UploadImage{images: images} }

// Handle returns the stored image's public URL.
func (h *UploadImage) Handle(ctx context.Context, data []byte) (string, error) {
	img, err := NormalizeImage(data)
	if err != nil {
		return "", err
	}
	return h.images.SaveImage(ctx, img.Data, img.ContentType)
}
