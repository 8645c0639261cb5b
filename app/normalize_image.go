package app

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/color"
	"image/gif"
	"image/jpeg"
	"image/png"
	"io"
	"net/http"

	"golang.org/x/image/draw"
	"golang.org/x/image/math/f64"
	"golang.org/x/image/webp"
	"golang.org/x/sync/semaphore"

	"github.com/palletshop/pallet/domain"
)

// MaxUploadBytes is the largest upload the HTTP layer accepts.
const MaxUploadBytes = 5 << 20

const (
	maxImageSide = 1600
	jpegQuality  = 85
)

// User-facing messages for a refused upload.
const (
	msgUnsupportedImage = "Please upload a JPEG, PNG, WebP or GIF image"
	msgUnreadableImage  = "This image could not be read"
	msgImageTooLarge    = "The image is too large"
)

// errImageTooLarge refuses an image whose decoding alone would need more
// memory than every upload together may use.
var errImageTooLarge = &domain.Error{Code: domain.CodeTooLarge, Message: msgImageTooLarge,
	Fields: map[string]string{"image": msgImageTooLarge}}

var errDecodesBusy = domain.Errorf(domain.CodeUnavailable, "The server is busy with other uploads, please try again")

// NormalizedImage is an upload after it was decoded, scaled down and
// re-encoded without metadata.
type NormalizedImage struct {
	Data        []byte
	ContentType string
	Width       int
	Height      int
}

// imageCodec knows how to read one accepted format.
type imageCodec struct {
	mime         string
	decodeConfig func(io.Reader) (image.Config, error)
	decode       func(io.Reader) (image.Image, error)
	asJPEG       bool // photos stay JPEG; drawings and animations become PNG
}

var imageCodecs = map[string]imageCodec{
	"jpeg": {"image/jpeg", jpeg.DecodeConfig, jpeg.Decode, true},
	"png":  {"image/png", png.DecodeConfig, png.Decode, false},
	"gif":  {"image/gif", gif.DecodeConfig, gif.Decode, false}, // gif.Decode keeps the first frame
	"webp": {"image/webp", webp.DecodeConfig, webp.Decode, true},
}

// ImageNormalizer checks an upload's type from its bytes, refuses corrupt
// images and images too large to decode, and re-encodes the rest (PNG or
// JPEG) with their longest side at most 1600 px, which drops EXIF and any
// other metadata. All decodes in flight share one memory budget: each
// takes its cost (decodeCost) from it first, and waits while it doesn't fit.
type ImageNormalizer struct {
	budget     *semaphore.Weighted
	budgetSize int64
	normalize  func(inspectedImage, []byte) (NormalizedImage, error)
}

// NewImageNormalizer shares budgetBytes between all decodes in flight.
func NewImageNormalizer(budgetBytes int64) *ImageNormalizer {
	return &ImageNormalizer{budget: semaphore.NewWeighted(budgetBytes), budgetSize: budgetBytes, normalize: normalizeImage}
}

// inspectedImage is what an upload's header says, read before decoding.
type inspectedImage struct {
	format string
	codec  imageCodec
	cost   int64 // bytes that decoding and re-encoding it may allocate
}

// Normalize waits for budget (or for ctx to end), then decodes and
// re-encodes data.
func (n *ImageNormalizer) Normalize(ctx context.Context, data []byte) (NormalizedImage, error) {
	img, err := inspectImage(data)
	if err != nil {
		return NormalizedImage{}, err
	}
	if img.cost > n.budgetSize {
		return NormalizedImage{}, errImageTooLarge
	}
	if err := n.budget.Acquire(ctx, img.cost); err != nil {
		return NormalizedImage{}, fmt.Errorf("%w: %w", errDecodesBusy, err)
	}
	defer n.budget.Release(img.cost)
	return n.normalize(img, data)
}

// inspectImage names the format and prices the decode from the header.
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
	return inspectedImage{format: format, codec: codec, cost: decodeCost(format, cfg, data)}, nil
}

// normalizeImage decodes, scales down, turns upright and re-encodes.
func normalizeImage(img inspectedImage, data []byte) (NormalizedImage, error) {
	decoded, err := safeDecode(img.codec, data)
	if err != nil {
		return NormalizedImage{}, invalidImage(msgUnreadableImage)
	}
	decoded = scaleToFit(decoded, maxImageSide)
	if img.format == "jpeg" {
		decoded = applyOrientation(decoded, jpegOrientation(data))
	}
	return encodeNormalized(decoded, img.codec.asJPEG)
}

// sniffImageFormat names the format only when the magic bytes and
// http.DetectContentType agree; anything else is "".
func sniffImageFormat(data []byte) string {
	format := ""
	switch {
	case bytes.HasPrefix(data, []byte{0xFF, 0xD8, 0xFF}):
		format = "jpeg"
	case bytes.HasPrefix(data, []byte("\x89PNG\r\n\x1a\n")):
		format = "png"
	case bytes.HasPrefix(data, []byte("GIF87a")), bytes.HasPrefix(data, []byte("GIF89a")):
		format = "gif"
	case len(data) >= 12 && string(data[:4]) == "RIFF" && string(data[8:12]) == "WEBP":
		format = "webp"
	default:
		return ""
	}
	if http.DetectContentType(data) != imageCodecs[format].mime {
		return ""
	}
	return format
}

// safeDecode turns a decoder panic on hostile input into an ordinary error.
func safeDecode(codec imageCodec, data []byte) (img image.Image, err error) {
	defer func() {
		if r := recover(); r != nil {
			img, err = nil, fmt.Errorf("image decoder panicked: %v", r)
		}
	}()
	img, err = codec.decode(bytes.NewReader(data))
	if err == nil && (img == nil || img.Bounds().Empty()) {
		err = fmt.Errorf("image has no pixels")
	}
	return img, err
}

// scaleToFit shrinks img so its longest side is at most maxSide.
func scaleToFit(img image.Image, maxSide int) image.Image {
	b := img.Bounds()
	if b.Dx() <= maxSide && b.Dy() <= maxSide {
		return img
	}
	if max(b.Dx(), b.Dy()) > 2*maxSide {
		// CatmullRom's cost grows with the source size; a cheap first pass
		// keeps very large photos from tying up a core for seconds.
		img = approxResize(img, fitWithin(b.Dx(), b.Dy(), 2*maxSide))
	}
	return smoothResize(img, fitWithin(b.Dx(), b.Dy(), maxSide))
}

// fitWithin keeps the aspect ratio of w×h with its longest side set to side.
func fitWithin(w, h, side int) image.Point {
	if w >= h {
		return image.Pt(side, max(1, (h*side+w/2)/w))
	}
	return image.Pt(max(1, (w*side+h/2)/h), side)
}

func approxResize(img image.Image, size image.Point) image.Image {
	dst := image.NewRGBA(image.Rectangle{Max: size})
	draw.ApproxBiLinear.Scale(dst, dst.Bounds(), img, img.Bounds(), draw.Src, nil)
	return dst
}

// smoothResize filters with Catmull-Rom through Transform rather than
// Scale: Scale's two passes keep a float64 RGBA buffer of the target width
// by the source height (over 100 MB for one photo), Transform needs none.
func smoothResize(img image.Image, size image.Point) image.Image {
	b := img.Bounds()
	sx, sy := float64(size.X)/float64(b.Dx()), float64(size.Y)/float64(b.Dy())
	dst := image.NewRGBA(image.Rectangle{Max: size})
	toDst := f64.Aff3{sx, 0, -float64(b.Min.X) * sx, 0, sy, -float64(b.Min.Y) * sy}
	draw.CatmullRom.Transform(dst, toDst, img, b, draw.Src, nil)
	return dst
}

func encodeNormalized(img image.Image, asJPEG bool) (NormalizedImage, error) {
	var buf bytes.Buffer
	out := NormalizedImage{ContentType: "image/png", Width: img.Bounds().Dx(), Height: img.Bounds().Dy()}
	var err error
	if asJPEG {
		out.ContentType = "image/jpeg"
		err = jpeg.Encode(&buf, flattenOnWhite(img), &jpeg.Options{Quality: jpegQuality})
	} else {
		err = png.Encode(&buf, img)
	}
	if err != nil {
		return NormalizedImage{}, invalidImage(msgUnreadableImage)
	}
	out.Data = buf.Bytes()
	return out, nil
}

// flattenOnWhite paints transparent areas white, since JPEG has no alpha
// and would otherwise turn them black.
func flattenOnWhite(img image.Image) image.Image {
	if o, ok := img.(interface{ Opaque() bool }); ok && o.Opaque() {
		return img
	}
	b := img.Bounds()
	dst := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	draw.Draw(dst, dst.Bounds(), image.NewUniform(color.White), image.Point{}, draw.Src)
	draw.Draw(dst, dst.Bounds(), img, b.Min, draw.Over)
	return dst
}

func invalidImage(msg string) error {
	return domain.InvalidField("image", msg)
}
