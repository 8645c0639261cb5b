package ports

import "context"

// ImageStore keeps uploaded, already-normalised images and returns their public URL.
type ImageStore interface {
	SaveImage(ctx context.Context, data []byte, contentType string) (url string, err error)
	// DeleteImage removes the image at url; one already gone is not an error.
	DeleteImage(ctx context.Context, url string) error
	// Issued reports whether url is one SaveImage returned (and, where the
	// store can tell, still keeps): only those pass the shop's own content
	// security policy.
	Issued(url string) bool
}

// MessageForwarder sends a contact message on to an external form service.
type MessageForwarder interface {
	Forward(ctx context.Context, fields map[string]string) error
}
