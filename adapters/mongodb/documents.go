package mongodb

import (
	"maps"
	"strings"
	"time"

	"github.com/palletshop/pallet/domain"
)

// Documents mirror the domain entities with camelCase BSON names. Updatable
// ones carry a version for optimistic concurrency.

// storedTime is t as BSON keeps it: UTC, millisecond precision.
func storedTime(t time.Time) time.Time { return time.UnixMilli(t.UnixMilli()).UTC() }

type productDoc struct {
	ID               string    `bson:"_id"`
	Name             string    `bson:"name"`
	NameKey          string    `bson:"nameKey"` // lower case, for the case-insensitive name sort
	Brand            string    `bson:"brand"`
	PriceCents       int64     `bson:"priceCents"`
	Stock            int64     `bson:"stock"`
	Descriptions     string    `bson:"descriptions"`
	Img              string    `bson:"img"`
	MinOrderQuantity int64     `bson:"minOrderQuantity"`
	AddedBy          string    `bson:"addedBy"`
	CreatedAt        time.Time `bson:"createdAt"`
	UpdatedAt        time.Time `bson:"updatedAt"`
	Version          int64     `bson:"version"`
	SKU              string    `bson:"sku"`
	// SKUKey is the part number upper-cased; its unique index makes part
	// numbers unique whatever their case.
	SKUKey      string          `bson:"skuKey"`
	PriceBreaks []priceBreakDoc `bson:"priceBreaks"`
	// LowStockHeadroom is stock - LowStockLevel (domain.Product's), moved
	// with every $inc of stock, so "at or below its level" is a plain filter
	// (FerretDB v1 has no $expr operators). LowStockLevel is kept to tell
	// documents written before it counted the minimum order (backfilled).
	LowStockThreshold int64             `bson:"lowStockThreshold"`
	LowStockLevel     int64             `bson:"lowStockLevel"`
	LowStockHeadroom  int64             `bson:"lowStockHeadroom"`
	LowStockAlerted   bool              `bson:"lowStockAlerted"`
	Category          string            `bson:"category"`
	Attributes        map[string]string `bson:"attributes"`
	// Seq is the product's place in the change feed (product_changes.go),
	// new with every write.
	Seq int64 `bson:"seq"`
	// StockByWarehouse holds every warehouse's pieces, main included, so a
	// reservation is a conditional $inc of "stockByWarehouse.<code>"
	// (warehouse_stock.go); stock stays the sum.
	StockByWarehouse map[string]int64 `bson:"stockByWarehouse"`
	Backorderable    bool             `bson:"backorderable"`
	RestockDays      int64            `bson:"restockDays"`
}

type priceBreakDoc struct {
	MinQuantity    int64 `bson:"minQuantity"`
	UnitPriceCents int64 `bson:"unitPriceCents"`
}

func newPriceBreakDocs(breaks []domain.PriceBreak) []priceBreakDoc {
	docs := make([]priceBreakDoc, len(breaks))
	for i, b := range breaks {
		docs[i] = priceBreakDoc(b)
	}
	return docs
}

// priceBreakEntities reads the breaks back; none is nil.
func priceBreakEntities(docs []priceBreakDoc) []domain.PriceBreak {
	if len(docs) == 0 {
		return nil
	}
	breaks := make([]domain.PriceBreak, len(docs))
	for i, d := range docs {
		breaks[i] = domain.PriceBreak(d)
	}
	return breaks
}

func newProductDoc(p domain.Product, version int64) productDoc {
	return productDoc{
		ID: p.ID, Name: p.Name, NameKey: strings.ToLower(p.Name), Brand: p.Brand,
		PriceCents: p.PriceCents, Stock: p.Stock, Descriptions: p.Descriptions, Img: p.Img,
		MinOrderQuantity: p.MinOrderQuantity, AddedBy: p.AddedBy,
		CreatedAt: storedTime(p.CreatedAt), UpdatedAt: storedTime(p.UpdatedAt), Version: version,
		SKU: p.SKU, SKUKey: domain.SKUKey(p.SKU), PriceBreaks: newPriceBreakDocs(p.PriceBreaks),
		LowStockThreshold: p.LowStockThreshold, LowStockLevel: p.LowStockLevel(), LowStockHeadroom: p.Stock - p.LowStockLevel(), LowStockAlerted: p.LowStockAlerted,
		Category: p.Category, Attributes: maps.Clone(p.Attributes), Seq: productSeqs.next(),
		StockByWarehouse: p.WarehouseStocks(), Backorderable: p.Backorderable, RestockDays: p.RestockDays,
	}
}

func (d productDoc) revision() int64 { return d.Version }

func attributesOrNil(attrs map[string]string) map[string]string {
	if len(attrs) == 0 {
		return nil
	}
	return attrs
}

func (d productDoc) entity() domain.Product {
	p := domain.Product{
		ID: d.ID, Name: d.Name, Brand: d.Brand, PriceCents: d.PriceCents, Stock: d.Stock,
		Descriptions: d.Descriptions, Img: d.Img, MinOrderQuantity: d.MinOrderQuantity, AddedBy: d.AddedBy,
		CreatedAt: d.CreatedAt.UTC(), UpdatedAt: d.UpdatedAt.UTC(),
		SKU: d.SKU, PriceBreaks: priceBreakEntities(d.PriceBreaks),
		LowStockThreshold: d.LowStockThreshold, LowStockAlerted: d.LowStockAlerted,
		Category: d.Category, Attributes: attributesOrNil(d.Attributes),
		StockByWarehouse: d.StockByWarehouse, Backorderable: d.Backorderable, RestockDays: d.RestockDays,
	}
	p.SettleStock() // to the canonical form: nil when all is in main
	return p
}

type userDoc struct {
	ID       string `bson:"_id"`
	Email    string `bson:"email"`
	Name     string `bson:"name"`
	PhotoURL string `bson:"photoUrl"`
	Role     string `bson:"role"`
	// AuthSubject is left out when empty, so its unique index only sees
	// linked accounts.
	AuthSubject   string     `bson:"authSubject,omitempty"`
	CreatedAt     time.Time  `bson:"createdAt"`
	UpdatedAt     time.Time  `bson:"updatedAt"`
	Version       int64      `bson:"version"`
	EmailVerified bool       `bson:"emailVerified"`
	Company       companyDoc `bson:"company"`
	Terms         termsDoc   `bson:"terms"`
}

func newUserDoc(u domain.User, version int64) userDoc {
	return userDoc{
		ID: u.ID, Email: u.Email, Name: u.Name, PhotoURL: u.PhotoURL, Role: string(u.Role), AuthSubject: u.AuthSubject,
		CreatedAt: storedTime(u.CreatedAt), UpdatedAt: storedTime(u.UpdatedAt), Version: version,
		EmailVerified: u.EmailVerified, Company: companyDoc(u.Company), Terms: termsDoc(u.Terms),
	}
}

func (d userDoc) revision() int64 { return d.Version }

func (d userDoc) entity() domain.User {
	return domain.User{
		ID: d.ID, Email: d.Email, Name: d.Name, PhotoURL: d.PhotoURL, Role: domain.Role(d.Role), AuthSubject: d.AuthSubject,
		CreatedAt: d.CreatedAt.UTC(), UpdatedAt: d.UpdatedAt.UTC(),
		EmailVerified: d.EmailVerified, Company: domain.Company(d.Company), Terms: domain.Terms(d.Terms),
	}
}

type reviewDoc struct {
	ID            string    `bson:"_id"`
	UserID        string    `bson:"userId"`
	Name          string    `bson:"name"`
	Email         string    `bson:"email"`
	Review        string    `bson:"review"`
	Rating        int       `bson:"rating"`
	Img           string    `bson:"img"`
	VerifiedBuyer bool      `bson:"verifiedBuyer"`
	CreatedAt     time.Time `bson:"createdAt"`
}

func newReviewDoc(r domain.Review) reviewDoc {
	return reviewDoc{
		ID: r.ID, UserID: r.UserID, Name: r.Name, Email: r.Email, Review: r.Review, Rating: r.Rating,
		Img: r.Img, VerifiedBuyer: r.VerifiedBuyer, CreatedAt: storedTime(r.CreatedAt),
	}
}

func (d reviewDoc) entity() domain.Review {
	return domain.Review{
		ID: d.ID, UserID: d.UserID, Name: d.Name, Email: d.Email, Review: d.Review, Rating: d.Rating,
		Img: d.Img, VerifiedBuyer: d.VerifiedBuyer, CreatedAt: d.CreatedAt.UTC(),
	}
}

type messageDoc struct {
	ID        string    `bson:"_id"`
	Email     string    `bson:"email"`
	Name      string    `bson:"name"`
	Subject   string    `bson:"subject"`
	Message   string    `bson:"message"`
	Read      bool      `bson:"read"`
	Forwarded bool      `bson:"forwarded"`
	CreatedAt time.Time `bson:"createdAt"`
	Version   int64     `bson:"version"`
}

func newMessageDoc(m domain.ContactMessage, version int64) messageDoc {
	return messageDoc{
		ID: m.ID, Email: m.Email, Name: m.Name, Subject: m.Subject, Message: m.Message,
		Read: m.Read, Forwarded: m.Forwarded, CreatedAt: storedTime(m.CreatedAt), Version: version,
	}
}

func (d messageDoc) revision() int64 { return d.Version }

func (d messageDoc) entity() domain.ContactMessage {
	return domain.ContactMessage{
		ID: d.ID, Email: d.Email, Name: d.Name, Subject: d.Subject, Message: d.Message,
		Read: d.Read, Forwarded: d.Forwarded, CreatedAt: d.CreatedAt.UTC(),
	}
}
