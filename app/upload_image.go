package app

import (
	"context"
	"fmt"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// UploadLimits hold uploads to the process's memory and to the disk share
// of each user and of each client address.
type UploadLimits struct {
	DecodeBudgetBytes int64              // shared by every decode in flight
	DailyQuota        domain.UploadQuota // bytes per user per UTC day; 0 = no limit
	// AddressDailyQuota is bytes per client address per UTC day, whoever
	// uploads them, so that fresh accounts don't bring fresh quotas; 0 = no limit.
	AddressDailyQuota domain.UploadQuota
}

// UploadImage checks, cleans, stores and records an uploaded picture.
type UploadImage struct {
	images     ports.ImageStore
	uploads    ports.UploadRepository
	normalizer *ImageNormalizer
	quota      domain.UploadQuota
	perAddress domain.UploadQuota
	now        Clock
}

func NewUploadImage(images ports.ImageStore, processor ports.ImageProcessor, uploads ports.UploadRepository, limits UploadLimits, now Clock) *UploadImage {
	return &UploadImage{images: images, uploads: uploads, normalizer: NewImageNormalizer(processor, limits.DecodeBudgetBytes),
		quota: limits.DailyQuota, perAddress: limits.AddressDailyQuota, now: now}
}

// Handle returns the stored picture's public URL, which names its smaller
// copies too (see domain.StoredPicture). from is the client address (an
// IPv6 client's /64) the upload comes from. A user or address with nothing
// left of today's quota is refused before the image is decoded. The quotas
// count the picture as uploaded; the smaller copies are the shop's own.
func (h *UploadImage) Handle(ctx context.Context, uploader domain.User, from string, data []byte) (string, error) {
	if err := h.checkQuotas(ctx, uploader.ID, from, 1); err != nil {
		return "", err
	}
	img, err := h.normalizer.Normalize(ctx, data)
	if err != nil {
		return "", err
	}
	size := int64(len(img.Data))
	if err := h.checkQuotas(ctx, uploader.ID, from, size); err != nil {
		return "", err
	}
	url, err := h.save(ctx, img)
	if err != nil {
		return "", err
	}
	upload := domain.Upload{URL: url, UserID: uploader.ID, ClientAddress: from, Bytes: size, CreatedAt: h.now()}
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

// checkQuotas refuses when size more bytes would take userID, or the
// address from, past today's quota.
func (h *UploadImage) checkQuotas(ctx context.Context, userID, from string, size int64) error {
	dayStart := h.quota.DayStart(h.now())
	if h.quota > 0 {
		used, err := h.uploads.UploadedBytesSince(ctx, userID, dayStart)
		if err != nil {
			return err
		}
		if err := h.quota.Check(used, size); err != nil {
			return err
		}
	}
	if h.perAddress == 0 || from == "" {
		return nil
	}
	used, err := h.uploads.UploadedBytesFromAddressSince(ctx, from, dayStart)
	if err != nil {
		return err
	}
	if h.perAddress.Check(used, size) != nil {
		return domain.ErrAddressUploadQuotaReached
	}
	return nil
}
