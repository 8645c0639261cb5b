package app

import (
	"context"
	"fmt"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// UploadLimits hold uploads to the process's memory and each user's disk share.
type UploadLimits struct {
	DecodeBudgetBytes int64              // shared by every decode in flight
	DailyQuota        domain.UploadQuota // bytes per user per UTC day; 0 = no limit
}

// UploadImage checks, cleans, stores and records an uploaded picture.
type UploadImage struct {
	images     ports.ImageStore
	uploads    ports.UploadRepository
	normalizer *ImageNormalizer
	quota      domain.UploadQuota
	now        Clock
}

func NewUploadImage(images ports.ImageStore, processor ports.ImageProcessor, uploads ports.UploadRepository, limits UploadLimits, now Clock) *UploadImage {
	return &UploadImage{images: images, uploads: uploads, normalizer: NewImageNormalizer(processor, limits.DecodeBudgetBytes),
		quota: limits.DailyQuota, now: now}
}

// Handle returns the stored picture's public URL, which names its smaller
// copies too (see domain.StoredPicture). A user with nothing left of
// today's quota is refused before the image is decoded. The quota counts
// the picture as uploaded; the smaller copies are the shop's own.
func (h *UploadImage) Handle(ctx context.Context, uploader domain.User, data []byte) (string, error) {
	if err := h.checkQuota(ctx, uploader.ID, 1); err != nil {
		return "", err
	}
	img, err := h.normalizer.Normalize(ctx, data)
	if err != nil {
		return "", err
	}
	size := int64(len(img.Data))
	if err := h.checkQuota(ctx, uploader.ID, size); err != nil {
		return "", err
	}
	url, err := h.save(ctx, img)
	if err != nil {
		return "", err
	}
	upload := domain.Upload{URL: url, UserID: uploader.ID, Bytes: size, CreatedAt: h.now()}
	if err := h.uploads.RecordUpload(ctx, upload); err != nil {
		return "", fmt.Errorf("recording the upload of %s: %w", url, err)
	}
	return url, nil
}

// save stores the copies first, so that the picture's URL is only handed
// out once everything it names is in place.
func (h *UploadImage) save(ctx context.Context, img ports.ProcessedImage) (string, error) {
	picture := domain.StoredPicture{Width: img.Width}
	for _, c := range img.Copies {
		url, err := h.images.SaveImage(ctx, c.Data, c.ContentType)
		if err != nil {
			return "", err
		}
		picture.Copies = append(picture.Copies, domain.PictureCopy{URL: url, Width: c.Width})
	}
	url, err := h.images.SaveImage(ctx, img.Data, img.ContentType)
	if err != nil {
		return "", err
	}
	picture.URL = url
	return picture.String(), nil
}

// checkQuota refuses when size more bytes would take userID past today's quota.
func (h *UploadImage) checkQuota(ctx context.Context, userID string, size int64) error {
	if h.quota == 0 {
		return nil
	}
	used, err := h.uploads.UploadedBytesSince(ctx, userID, h.quota.DayStart(h.now()))
	if err != nil {
		return err
	}
	return h.quota.Check(used, size)
}
