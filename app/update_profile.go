package app

import (
	"context"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// UpdateProfile lets a user change their own display name and photo.
type UpdateProfile struct {
	users  ports.UserRepository
	photos *PhotoLinks
	now    Clock
}

func NewUpdateProfile(users ports.UserRepository, photos *PhotoLinks, now Clock) *UpdateProfile {
	return &UpdateProfile{users: users, photos: photos, now: now}
}

func (h *UpdateProfile) Handle(ctx context.Context, actor domain.User, change domain.ProfileChange) (domain.User, error) {
	if err := change.Validate(); err != nil {
		return domain.User{}, err
	}
	return h.users.UpdateUser(ctx, actor.ID, func(u *domain.User) error {
		if change.PhotoURL != nil {
			if err := h.photos.CheckChange("photoUrl", u.PhotoURL, *change.PhotoURL); err != nil {
				return err
			}
		}
		change.Apply(u)
		u.UpdatedAt = h.now()
		return nil
	})
}
