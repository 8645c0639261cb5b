package app

import (
	"context"
	"fmt"

	"golang.org/x/sync/semaphore"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// MaxUploadBytes is the largest upload the HTTP layer accepts.
const MaxUploadBytes = 5 << 20

// DefaultDecodeBudgetBytes is how much memory all image decodes in flight
// may hold together. Uploads that don't fit wait; one that could never fit
// is refused. With Go's garbage collector letting the heap reach about
// twice what is live, 96 MiB keeps the process well under 300 MiB however
// many uploads arrive at once, and still takes a 24-megapixel phone photo
// (a 4:2:0 JPEG decodes to 1.5 bytes a pixel) with its smaller copies.
const DefaultDecodeBudgetBytes = 96 << 20

// pictureCopySides are the longest sides of the smaller copies kept of
// every upload, so that cards on narrow screens load a few dozen kilobytes
// rather than the whole picture. A larger copy would take a 24-megapixel
// photo past the default decode budget.
var pictureCopySides = []int{640, 320}

const msgImageTooLarge = "The image is too large"

// errImageTooLarge refuses an image whose decoding alone would need more
// memory than every upload together may use.
var errImageTooLarge = &domain.Error{Code: domain.CodeTooLarge, Message: msgImageTooLarge,
	Fields: map[string]string{"image": msgImageTooLarge}}

var errDecodesBusy = domain.Errorf(domain.CodeUnavailable, "The server is busy with other uploads, please try again")

// ImageNormalizer lets uploads through the image processor within one
// memory budget that all decodes in flight share: each takes its cost
// (priced from the header) from it first, and waits while it doesn't fit.
type ImageNormalizer struct {
	processor  ports.ImageProcessor
	budget     *semaphore.Weighted
	budgetSize int64
}

// NewImageNormalizer shares budgetBytes between all decodes in flight.
func NewImageNormalizer(processor ports.ImageProcessor, budgetBytes int64) *ImageNormalizer {
	return &ImageNormalizer{processor: processor, budget: semaphore.NewWeighted(budgetBytes), budgetSize: budgetBytes}
}

// Normalize waits for budget (or for ctx to end), then decodes data and
// encodes it again with its smaller copies.
func (n *ImageNormalizer) Normalize(ctx context.Context, data []byte) (ports.ProcessedImage, error) {
	cost, err := n.processor.Cost(data, pictureCopySides)
	if err != nil {
		return ports.ProcessedImage{}, err
	}
	if cost > n.budgetSize {
		return ports.ProcessedImage{}, errImageTooLarge
	}
	if err := n.budget.Acquire(ctx, cost); err != nil {
		return ports.ProcessedImage{}, fmt.Errorf("%w: %w", errDecodesBusy, err)
	}
	defer n.budget.Release(cost)
	return n.processor.Process(data, pictureCopySides)
}
