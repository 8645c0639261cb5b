package httpapi

import (
	"bytes"
	"errors"
	"io"
	"mime/multipart"

	"github.com/gin-gonic/gin"

	"github.com/palletshop/pallet/app"
	"github.com/palletshop/pallet/domain"
)

var errUploadTooLarge = &domain.Error{Code: domain.CodeTooLarge, Message: "The image is too large: the limit is 5 MB",
	Fields: map[string]string{"image": "The image is too large: the limit is 5 MB"}}

func (s *Server) upload(c *gin.Context, req uploadRequest) (uploadView, error) {
	url, err := s.d.UploadImage.Handle(c.Request.Context(), currentUser(c), clientNetwork(c), req.Image)
	return uploadView{URL: url}, err
}

type uploadView struct {
	URL string `json:"url"`
}

// uploadRequest is the multipart form's image; decodeUpload reads it as a
// stream.
type uploadRequest struct {
	Image []byte
}

// uploadForm is the form as the document shows it: a file field makes it
// multipart/form-data.
type uploadForm struct {
	Image multipart.File `formData:"image" required:"true"`
}

func (uploadRequest) documentedAs() any { return uploadForm{} }

func decodeUpload(c *gin.Context, dst any) error {
	data, err := readUpload(c)
	dst.(*uploadRequest).Image = data
	return err
}

// readUpload reads the multipart field "image", refusing more than 5 MiB.
func readUpload(c *gin.Context) ([]byte, error) {
	reader, err := c.Request.MultipartReader()
	if err != nil {
		return nil, invalid("image", "Send the image as multipart/form-data in the field image")
	}
	for {
		part, err := reader.NextPart()
		if errors.Is(err, io.EOF) {
			return nil, invalid("image", "Please choose an image to upload")
		}
		if err != nil {
			if isTooLarge(err) {
				return nil, errUploadTooLarge
			}
			return nil, invalid("image", "The upload could not be read")
		}
		if part.FormName() != "image" {
			continue
		}
		data, err := readPart(part, c.Request.ContentLength)
		if isTooLarge(err) || len(data) > app.MaxUploadBytes {
			return nil, errUploadTooLarge
		}
		if err != nil {
			return nil, invalid("image", "The upload could not be read")
		}
		return data, nil
	}
}

// readPart reads at most one byte over the upload limit into a buffer sized
// from the request's length, so a burst of uploads doesn't also allocate
// the doubling copies io.ReadAll would make.
func readPart(part io.Reader, requestLength int64) ([]byte, error) {
	const limit = app.MaxUploadBytes + 1
	size := limit
	if requestLength > 0 && requestLength < limit {
		size = int(requestLength)
	}
	buf := bytes.NewBuffer(make([]byte, 0, size+bytes.MinRead))
	_, err := buf.ReadFrom(io.LimitReader(part, limit))
	return buf.Bytes(), err
}
