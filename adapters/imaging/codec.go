package imaging

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/gif"
	"image/jpeg"
	"image/png"
	"io"
	"net/http"

	"golang.org/x/image/draw"
	"golang.org/x/image/webp"

	"github.com/palletshop/pallet/ports"
)

// JPEG qualities: the picture as uploaded, and the copies, which are shown
// small enough that their artefacts don't show.
const (
	jpegQuality     = 85
	copyJPEGQuality = 78
)

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

func encodePicture(img image.Image, asJPEG bool, quality int) (ports.Picture, error) {
	var buf bytes.Buffer
	out := ports.Picture{ContentType: "image/png", Width: img.Bounds().Dx(), Height: img.Bounds().Dy()}
	var err error
	if asJPEG {
		out.ContentType = "image/jpeg"
		err = jpeg.Encode(&buf, flattenOnWhite(img), &jpeg.Options{Quality: quality})
	} else {
		err = png.Encode(&buf, img)
	}
	if err != nil {
		return ports.Picture{}, invalidImage(msgUnreadableImage)
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
