package mongodb

import "github.com/palletshop/pallet/domain"

// partiesDoc is who a booking's invoice and credit note print, embedded in
// the booking.
type partiesDoc struct {
	Seller sellerDoc `bson:"seller"`
	Buyer  buyerDoc  `bson:"buyer"`
}

type sellerDoc struct {
	Name    string `bson:"name"`
	Address string `bson:"address"`
	VATID   string `bson:"vatId"`
	Email   string `bson:"email"`
	Bank    string `bson:"bank"`
}

type buyerDoc struct {
	Name    string `bson:"name"`
	VATID   string `bson:"vatId"`
	Address string `bson:"address"`
	Email   string `bson:"email"`
}

// newPartiesDoc leaves parties not yet recorded out of the document.
func newPartiesDoc(p domain.DocumentParties) *partiesDoc {
	if p.IsZero() {
		return nil
	}
	return &partiesDoc{Seller: sellerDoc(p.Seller), Buyer: buyerDoc(p.Buyer)}
}

func (d *partiesDoc) entity() domain.DocumentParties {
	if d == nil {
		return domain.DocumentParties{}
	}
	return domain.DocumentParties{Seller: domain.ShopDetails(d.Seller), Buyer: domain.BillTo(d.Buyer)}
}
