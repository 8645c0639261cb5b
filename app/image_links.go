package app

import (
	"regexp"
	"strings"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// MsgPhotoLinkElsewhere refuses a photo URL the shop didn't issue.
const MsgPhotoLinkElsewhere = "Upload the photo; links to other sites can't be shown"

// cataloguePicture is the seeded product artwork the front end ships.
var cataloguePicture = regexp.MustCompile(`^/catalogue/[a-z0-9][a-z0-9-]*\.svg$`)

// PhotoLinks accepts only photos the shop can show: pictures its image
// store issued (with every copy their URL names) and the seeded catalogue
// artwork. The page's content security policy blocks pictures from
// anywhere else, so a link to another site would save and then show a
// placeholder.
type PhotoLinks struct {
	images ports.ImageStore
}

func NewPhotoLinks(images ports.ImageStore) *PhotoLinks {
	return &PhotoLinks{images: images}
}

// Check refuses url under field unless the shop can show it. A blank url
// is left to the field's own rules (required, or clearing the photo).
func (l *PhotoLinks) Check(field, url string) error {
	url = strings.TrimSpace(url)
	if url == "" || cataloguePicture.MatchString(url) {
		return nil
	}
	for _, part := range domain.ParseStoredPicture(url).URLs() {
		if !l.images.Issued(part) {
			return domain.InvalidField(field, MsgPhotoLinkElsewhere)
		}
	}
	return nil
}

// CheckChange is Check for an edit: a photo saved before this rule keeps
// working as long as it isn't changed.
func (l *PhotoLinks) CheckChange(field, before, after string) error {
	if strings.TrimSpace(after) == before {
		return nil
	}
	return l.Check(field, after)
}
