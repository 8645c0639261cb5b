package app

import (
	"strconv"
	"time"

	"github.com/palletshop/pallet/domain"
)

func (l Letters) passwordReset(u domain.User, link string, now time.Time) domain.Mail {
	return l.letter([]string{u.Email}, "Reset your "+l.shopName()+" password", u.Name, []string{
		"Someone asked to reset the password of your account. If it was you, choose a new password here within the hour:",
		link,
		"If it wasn't you, ignore this message: your password stays as it is.",
	}, now)
}

func (l Letters) verifyEmail(u domain.User, link string, now time.Time) domain.Mail {
	return l.letter([]string{u.Email}, "Confirm your email address", u.Name, []string{
		"Welcome to " + l.shopName() + ". Please confirm that this is your email address:",
		link,
		"If you didn't open an account with us, ignore this message.",
	}, now)
}

func (l Letters) lowStock(admins []string, p domain.Product, now time.Time) domain.Mail {
	return l.letter(admins, "Low stock: "+p.Name+" ("+p.SKU+")", "", []string{
		p.Name + " (" + p.SKU + ") is down to " + strconv.FormatInt(p.Stock, 10) + " pieces, at or below its low-stock level of " + strconv.FormatInt(p.LowStockThreshold, 10) + ".",
		"Time to reorder it, or to raise its level if that is expected.",
	}, now)
}
