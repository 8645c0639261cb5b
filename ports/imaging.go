package ports

// Picture is one encoded image and its size in pixels.
type Picture struct {
	Data          []byte
	ContentType   string
	Width, Height int
}

// ProcessedImage is an upload made safe to show: decoded, turned upright,
// scaled down and re-encoded without metadata, with smaller copies of it.
type ProcessedImage struct {
	Picture
	// Copies holds one picture per asked side that is shorter than the
	// picture's longest side (nothing is scaled up), in the asked order.
	Copies []Picture
}

// ImageProcessor decodes uploaded pictures and encodes them again. A bad
// upload is refused with a *domain.Error on the field "image".
type ImageProcessor interface {
	// Cost is how many bytes of memory Process(data, copySides) may
	// allocate, read from data's header alone. It refuses data that is not
	// a picture of a supported format or whose header can't be read.
	Cost(data []byte, copySides []int) (int64, error)
	// Process returns the picture, with copies whose longest side is each
	// of copySides.
	Process(data []byte, copySides []int) (ProcessedImage, error)
}
