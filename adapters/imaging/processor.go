// Package imaging reads uploaded pictures with Go's decoders and writes them
// back as plain PNG or JPEG: upright, scaled down, without metadata, with
// smaller copies for narrow screens. It is the ports.ImageProcessor.
package imaging

import (
	"bytes"
	"image"
	"math"
	"slices"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// maxImageSide is the longest side of a processed picture.
const maxImageSide = 1600

// User-facing messages for a refused upload.
const (
	msgUnsupportedImage = "Please upload a JPEG, PNG, WebP or GIF image"
	msgUnreadableImage  = "This image could not be read"
)

// Processor checks an upload's type from its bytes, refuses corrupt
// images, and re-encodes the rest (PNG or JPEG) with their longest side at
// most 1600 px, which drops EXIF and any other metadata.
type Processor struct{}

func New() *Processor { return &Processor{} }

// inspectedImage is what an upload's header says, read before decoding.
type inspectedImage struct {
	format string
	codec  imageCodec
	config image.Config
}

// Cost prices processing data from its header: see decodeCost.
func (*Processor) Cost(data []byte, copySides []int) (int64, error) {
	img, err := inspectImage(data)
	if err != nil {
		return 0, err
	}
	cost := decodeCost(img.format, img.config, data)
	if cost == math.MaxInt64 { // priced beyond every budget already; adding would wrap
		return cost, nil
	}
	return cost + copiesCost(img.config, copySides), nil
}

// Process decodes, scales down, turns upright and re-encodes data, then
// makes the smaller copies from the result.
func (*Processor) Process(data []byte, copySides []int) (ports.ProcessedImage, error) {
	img, err := inspectImage(data)
	if err != nil {
		return ports.ProcessedImage{}, err
	}
	decoded, err := safeDecode(img.codec, data)
	if err != nil {
		return ports.ProcessedImage{}, invalidImage(msgUnreadableImage)
	}
	decoded = scaleToFit(decoded, maxImageSide)
	if img.format == "jpeg" {
		decoded = applyOrientation(decoded, jpegOrientation(data))
	}
	if img.codec.asJPEG {
		decoded = flattenOnWhite(decoded) // once, so the copies are opaque too
	}
	out := ports.ProcessedImage{}
	if out.Picture, err = encodePicture(decoded, img.codec.asJPEG, jpegQuality); err != nil {
		return ports.ProcessedImage{}, err
	}
	out.Copies, err = encodeCopies(decoded, smallerSides(decoded.Bounds().Size(), copySides), img.codec.asJPEG)
	if err != nil {
		return ports.ProcessedImage{}, err
	}
	return out, nil
}

// encodeCopies scales img to each side in turn, reusing one buffer of the
// largest copy's size.
func encodeCopies(img image.Image, sides []int, asJPEG bool) ([]ports.Picture, error) {
	if len(sides) == 0 {
		return nil, nil
	}
	b := img.Bounds()
	buf := make([]uint8, rgbaBytes(fitWithin(b.Dx(), b.Dy(), slices.Max(sides))))
	copies := make([]ports.Picture, 0, len(sides))
	for _, side := range sides {
		size := fitWithin(b.Dx(), b.Dy(), side)
		dst := &image.RGBA{Pix: buf[:rgbaBytes(size)], Stride: 4 * size.X, Rect: image.Rectangle{Max: size}}
		copied, err := encodePicture(smoothResizeInto(dst, img), asJPEG, copyJPEGQuality)
		if err != nil {
			return nil, err
		}
		copies = append(copies, copied)
	}
	return copies, nil
}

// smallerSides keeps the sides shorter than size's longest: copies are
// never scaled up.
func smallerSides(size image.Point, sides []int) []int {
	var kept []int
	for _, side := range sides {
		if side > 0 && side < max(size.X, size.Y) {
			kept = append(kept, side)
		}
	}
	return kept
}

// inspectImage names the format and reads the header.
func inspectImage(data []byte) (inspectedImage, error) {
	format := sniffImageFormat(data)
	codec, ok := imageCodecs[format]
	if !ok {
		return inspectedImage{}, invalidImage(msgUnsupportedImage)
	}
	cfg, err := codec.decodeConfig(bytes.NewReader(data))
	if err != nil || cfg.Width <= 0 || cfg.Height <= 0 {
		return inspectedImage{}, invalidImage(msgUnreadableImage)
	}
	return inspectedImage{format: format, codec: codec, config: cfg}, nil
}

func invalidImage(msg string) error {
	return domain.InvalidField("image", msg)
}
