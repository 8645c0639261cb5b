package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// concurrentDecodes bounds how many uploads are decoded at once: a small
// file can describe a large picture, and decoding one takes seconds of CPU
// and hundreds of MB, so a burst of uploads must queue instead of piling up.
const concurrentDecodes = 2

// UploadImage checks, cleans and stores an uploaded picture.
type UploadImage struct {
	images  ports.ImageStore
	decodes chan struct{}
}

func NewUploadImage(images ports.ImageStore) *UploadImage {
	return &UploadImage{images: images, decodes: make(chan struct{}, concurrentDecodes)}
}

// Handle returns the stored image's public URL.
func (h *UploadImage) Handle(ctx context.Context, data []byte) (string, error) {
	select {
	case h.decodes <- struct{}{}:
	case <-ctx.Done():
		return "", domain.Errorf(domain.CodeUnavailable, "The server is busy with other uploads, please try again")
	}
	img, err := NormalizeImage(data)
	<-h.decodes
	if err != nil {
		return "", err
	}
	return h.images.SaveImage(ctx, img.Data, img.ContentType)
}
