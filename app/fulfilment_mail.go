package app

import (
	"strconv"
	"time"

	"github.com/palletshop/pallet/domain"
)

// shipmentSent tells the buyer which pieces one shipment holds.
func (l Letters) shipmentSent(b domain.Booking, s domain.Shipment, now time.Time) domain.Mail {
	names := map[string]string{}
	for _, line := range b.Lines {
		names[line.ProductID] = line.ProductName
	}
	paras := []string{shipmentOpening(b) + " has left our warehouse for " + b.Address + ":"}
	for _, line := range s.Lines {
		paras = append(paras, strconv.FormatInt(line.Quantity, 10)+" × "+names[line.ProductID])
	}
	if s.TrackingNumber != "" {
		via := ""
		if s.Carrier != "" {
			via = " (" + s.Carrier + ")"
		}
		paras = append(paras, "The tracking number is "+s.TrackingNumber+via+".")
	}
	subject := "Order " + b.Reference() + " has shipped"
	if b.Status == domain.StatusPartiallyShipped {
		subject = "Part of order " + b.Reference() + " has shipped"
		paras = append(paras, "We will let you know when the rest ships.")
	}
	return l.orderLetter(b, subject, paras, now)
}

// shipmentOpening names what a shipment's letter is about: part of the
// order, the rest of it, or (one shipment for everything) the order.
func shipmentOpening(b domain.Booking) string {
	switch {
	case b.Status == domain.StatusPartiallyShipped:
		return "Part of order " + b.Reference()
	case len(b.Shipments) > 1:
		return "The rest of order " + b.Reference()
	}
	return "Order " + b.Reference()
}

// backorderFilled tells the buyer that pieces they waited for are reserved.
func (l Letters) backorderFilled(b domain.Booking, productName string, filled int64, now time.Time) domain.Mail {
	paras := []string{strconv.FormatInt(filled, 10) + " more pieces of " + productName + " for order " + b.Reference() +
		" have arrived and are reserved for you; they ship with the next shipment."}
	if b.Backordered() {
		paras = append(paras, "The rest of the order still waits for stock; we will write again when it arrives.")
	}
	return l.orderLetter(b, "Backordered pieces for order "+b.Reference()+" have arrived", paras, now)
}
