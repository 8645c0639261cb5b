package app

import (
	"strconv"
	"strings"
	"time"

	"github.com/palletshop/pallet/domain"
)

// returnLetter writes to the buyer about one of their returns.
func (l Letters) returnLetter(b domain.Booking, r domain.Return, subject string, paras []string, now time.Time) domain.Mail {
	return l.orderLetter(b, "Return "+r.Number+" for order "+b.Reference()+": "+subject, paras, now)
}

// returnedPieces lists a return's lines by product name.
func returnedPieces(b domain.Booking, r domain.Return) string {
	names := map[string]string{}
	for _, line := range b.Lines {
		names[line.ProductID] = line.ProductName
	}
	pieces := make([]string, len(r.Lines))
	for i, line := range r.Lines {
		pieces[i] = strconv.FormatInt(line.Quantity, 10) + " × " + names[line.ProductID]
	}
	return strings.Join(pieces, "\n")
}

func (l Letters) returnApproved(b domain.Booking, r domain.Return, now time.Time) domain.Mail {
	return l.returnLetter(b, r, "approved", []string{
		"We have approved your return " + r.Number + " of these pieces:", returnedPieces(b, r),
		"How to send them back:\n" + r.Instructions,
		"Please write " + r.Number + " on the parcel.",
	}, now)
}

func (l Letters) returnRejected(b domain.Booking, r domain.Return, now time.Time) domain.Mail {
	return l.returnLetter(b, r, "not accepted", []string{
		"We can't accept your return " + r.Number + " of order " + b.Reference() + ".",
		"The reason: " + r.RejectionReason,
	}, now)
}

func (l Letters) returnReceived(b domain.Booking, r domain.Return, now time.Time) domain.Mail {
	return l.returnLetter(b, r, "received", []string{
		"The pieces of your return " + r.Number + " have arrived:", returnedPieces(b, r),
		"We will refund them shortly and write again when we have.",
	}, now)
}

func (l Letters) returnRefunded(b domain.Booking, r domain.Return, now time.Time) domain.Mail {
	paras := []string{"We have refunded the pieces of your return " + r.Number + ":", returnedPieces(b, r)}
	if r.CreditNoteNumber != "" {
		paras = append(paras, "Its credit note is "+r.CreditNoteNumber+"; you can download it from the order's page.")
	}
	return l.returnLetter(b, r, "refunded", paras, now)
}

// returnRequested confirms a return request to the buyer. The return's
// RMA number is given by the store in the same save, after this letter is
// written, so the letter names the order; the approval gives the number.
func (l Letters) returnRequested(b domain.Booking, r domain.Return, now time.Time) domain.Mail {
	return l.orderLetter(b, "We have your return request for order "+b.Reference(), []string{
		"We have your request to return these pieces of order " + b.Reference() + ":", returnedPieces(b, r),
		"Your reason: " + r.Reason,
		"We will look at it shortly and write to you with how to send them back. You can follow it on the order's page: " + l.orderLink(b),
	}, now)
}

// returnRequestNotice tells the shop's admins a return is waiting for them.
func (l Letters) returnRequestNotice(admins []string, b domain.Booking, r domain.Return, by string, now time.Time) domain.Mail {
	return l.letter(admins, "Return requested for order "+b.Reference(), "", []string{
		by + " asks to return these pieces of order " + b.Reference() + ":", returnedPieces(b, r),
		"Reason: " + r.Reason,
		"Approve or reject it in the Returns queue: " + l.SiteURL + "/dashboard/admin-returns",
	}, now)
}
