package app

import (
	"strconv"
	"time"

	"github.com/palletshop/pallet/domain"
)

// Account mail greets nobody by name: the name was chosen by whoever
// signed up, who may not own the address the mail goes to.

func (l Letters) passwordReset(u domain.User, link string, now time.Time) domain.Mail {
	return l.letter([]string{u.Email}, "Reset your "+l.shopName()+" password", "", []string{
		"Someone asked to reset the password of your account. If it was you, choose a new password here within the hour:",
		link,
		"If it wasn't you, ignore this message: your password stays as it is.",
	}, now)
}

func (l Letters) verifyEmail(u domain.User, link string, now time.Time) domain.Mail {
	return l.letter([]string{u.Email}, "Confirm your email address", "", []string{
		"Welcome to " + l.shopName() + ". Please confirm that this is your email address:",
		link,
		"If you didn't open an account with us, ignore this message.",
	}, now)
}

func (l Letters) adminPassword(u domain.User, link string, now time.Time) domain.Mail {
	return l.letter([]string{u.Email}, "Choose a password for your "+l.shopName()+" admin account", "", []string{
		"Your email address is confirmed. It is one of this shop's admin addresses, so we signed the account out everywhere. It becomes an admin account once you choose a new password here within the hour:",
		link,
		"Until then it stays a customer account. If the link has run out, ask for a new one with \"Forgot password?\" on the log-in page.",
	}, now)
}

// lowStockReason says why p counts as low: short of one minimum order, buyers
// can't order it at all; otherwise it is at its own level.
func lowStockReason(p domain.Product) string {
	if !p.Orderable() {
		return "below its minimum order of " + strconv.FormatInt(p.MinOrderQuantity, 10) + ", so buyers can't order it"
	}
	return "at or below its low-stock level of " + strconv.FormatInt(p.LowStockThreshold, 10)
}

func (l Letters) lowStock(admins []string, p domain.Product, now time.Time) domain.Mail {
	return l.letter(admins, "Low stock: "+p.Name+" ("+p.SKU+")", "", []string{
		p.Name + " (" + p.SKU + ") is down to " + strconv.FormatInt(p.Stock, 10) + " pieces, " + lowStockReason(p) + ".",
		"Time to reorder it, or to raise its level if that is expected.",
	}, now)
}
