package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// sweepBatch is how many unreferenced uploads one store query returns.
const sweepBatch = 100

// SweepUploads deletes uploads that nothing has shown for a day (the image
// and its records), so abandoned uploads don't fill the disk.
type SweepUploads struct {
	uploads ports.UploadRepository
	images  ports.ImageStore
	log     *slog.Logger
	now     Clock
}

func NewSweepUploads(uploads ports.UploadRepository, images ports.ImageStore, log *slog.Logger, now Clock) *SweepUploads {
	return &SweepUploads{uploads: uploads, images: images, log: log, now: now}
}

// Handle deletes every upload last uploaded more than a day ago that no
// product, review or profile shows, and returns how many it deleted. One
// that can't be deleted is logged and kept for the next sweep.
func (h *SweepUploads) Handle(ctx context.Context) (int, error) {
	cutoff := h.now().Add(-domain.UnreferencedUploadGrace)
	deleted := 0
	for {
		batch, err := h.uploads.UnreferencedUploads(ctx, cutoff, sweepBatch)
		if err != nil {
			return deleted, err
		}
		failed := false
		for _, u := range batch {
			if err := h.delete(ctx, u.URL); err != nil {
				h.log.WarnContext(ctx, "could not delete an unreferenced upload", "url", u.URL, "err", err)
				failed = true
				continue
			}
			deleted++
		}
		if len(batch) < sweepBatch || failed { // a failure would come back in the next batch
			return deleted, nil
		}
	}
}

// delete removes the picture and its copies first: a record without its
// images is harmless, an image without its record would never be swept.
func (h *SweepUploads) delete(ctx context.Context, url string) error {
	for _, image := range domain.ParseStoredPicture(url).URLs() {
		if err := h.images.DeleteImage(ctx, image); err != nil {
			return err
		}
	}
	return h.uploads.DeleteUpload(ctx, url)
}

// Run sweeps once per tick until ctx ends.
func (h *SweepUploads) Run(ctx context.Context, ticks <-chan time.Time) {
	for {
		select {
		case <-ctx.Done():
			return
		case <-ticks:
			n, err := h.Handle(ctx)
			if err != nil {
				h.log.ErrorContext(ctx, "upload sweep failed", "deleted", n, "err", err)
				continue
			}
			level := slog.LevelInfo
			if n == 0 {
				level = slog.LevelDebug
			}
			h.log.Log(ctx, level, "upload sweep done", "deleted", n)
		}
	}
}
