package mongodb

import (
	"context"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo/options"

	"github.com/palletshop/pallet/domain"
)

// A user's one company is kept by a claim whose _id is the user's id
// (companyMembers): a company saved with a member claimed by another gets a
// duplicate key and is not saved. Claims are taken before the company's
// conditional replace and put right after it, whether it was saved or not
// (reconcileClaims), so the claims follow the saved members. On a replica
// set both happen in one transaction.

// CreateCompany inserts c unless one of its members is in another company.
func (s *Store) CreateCompany(ctx context.Context, c domain.CompanyAccount) error {
	return s.audited(ctx, func(ctx context.Context) error {
		if err := s.claimMembers(ctx, c); err != nil {
			return err
		}
		_, err := s.companies.InsertOne(ctx, newCompanyAccountDoc(c, 1))
		if err != nil {
			return s.reconcileAfter(ctx, c.ID, storeErr(err))
		}
		return s.enqueueMail(ctx, c.Outbox)
	})
}

func (s *Store) claimMembers(ctx context.Context, c domain.CompanyAccount) error {
	for _, m := range c.Members {
		_, err := s.companyMembers.UpdateOne(ctx, bson.D{{Key: "_id", Value: m.UserID}, {Key: "companyId", Value: c.ID}},
			bson.D{{Key: "$set", Value: bson.D{{Key: "companyId", Value: c.ID}}}}, options.UpdateOne().SetUpsert(true))
		if duplicateKey(err) {
			return s.reconcileAfter(ctx, c.ID, domain.ErrAlreadyInCompany)
		}
		if err != nil {
			return s.reconcileAfter(ctx, c.ID, storeErr(err))
		}
	}
	return nil
}

// reconcileAfter puts the company's claims right and returns cause.
func (s *Store) reconcileAfter(ctx context.Context, companyID string, cause error) error {
	if err := s.reconcileClaims(ctx, companyID); err != nil {
		return err
	}
	return cause
}

// reconcileClaims drops the company's claims on users who are not its saved members.
func (s *Store) reconcileClaims(ctx context.Context, companyID string) error {
	keep := bson.A{}
	if c, err := getByID[domain.CompanyAccount, companyAccountDoc](ctx, s.companies, companyID, "Company"); err == nil {
		for _, m := range c.Members {
			keep = append(keep, m.UserID)
		}
	} else if !domain.IsCode(err, domain.CodeNotFound) {
		return err
	}
	_, err := s.companyMembers.DeleteMany(ctx, bson.D{{Key: "companyId", Value: companyID},
		{Key: "_id", Value: bson.D{{Key: "$nin", Value: keep}}}})
	return storeErr(err)
}

// GetCompany reads a company by id.
func (s *Store) GetCompany(ctx context.Context, id string) (domain.CompanyAccount, error) {
	return getByID[domain.CompanyAccount, companyAccountDoc](ctx, s.companies, id, "Company")
}

// CompanyOfUser reads the company whose saved members include the user.
func (s *Store) CompanyOfUser(ctx context.Context, userID string) (domain.CompanyAccount, error) {
	return s.findCompany(ctx, bson.D{{Key: "members.userId", Value: userID}})
}

// CompanyByInvitation reads the company holding the invitation.
func (s *Store) CompanyByInvitation(ctx context.Context, tokenHash string) (domain.CompanyAccount, error) {
	return s.findCompany(ctx, bson.D{{Key: "invitations.tokenHash", Value: tokenHash}})
}

func (s *Store) findCompany(ctx context.Context, filter bson.D) (domain.CompanyAccount, error) {
	var d companyAccountDoc
	if err := s.companies.FindOne(ctx, filter).Decode(&d); err != nil {
		return domain.CompanyAccount{}, findErr(err, "Company")
	}
	return d.entity(), nil
}

// ListCompanies lists the companies matching f by name.
func (s *Store) ListCompanies(ctx context.Context, f domain.CompanyFilter) (domain.Page[domain.CompanyAccount], error) {
	filter := bson.D{}
	if f.Query != "" {
		filter = bson.D{{Key: "$or", Value: bson.A{
			bson.D{{Key: "name", Value: containing(f.Query)}}, bson.D{{Key: "vatId", Value: containing(f.Query)}},
			bson.D{{Key: "members.email", Value: containing(f.Query)}},
		}}}
	}
	byName := bson.D{{Key: "nameKey", Value: 1}, {Key: "_id", Value: 1}}
	return listPage[domain.CompanyAccount, companyAccountDoc](ctx, s.companies, filter, byName, f.PageRequest)
}

// UpdateCompany saves fn's change unless another writer got in between,
// claiming any new member first.
func (s *Store) UpdateCompany(ctx context.Context, id string, fn func(*domain.CompanyAccount) error) (domain.CompanyAccount, error) {
	var saved domain.CompanyAccount
	err := s.audited(ctx, func(ctx context.Context) error {
		var outbox []domain.Mail
		_, after, err := updateVersioned(ctx, s.companies, id, "Company", newCompanyAccountDoc, func(c *domain.CompanyAccount) error {
			if err := fn(c); err != nil {
				return err
			}
			outbox = c.Outbox
			return s.claimMembers(ctx, *c)
		})
		if err := s.reconcileClaims(ctx, id); err != nil {
			return err
		}
		if err != nil {
			return err
		}
		saved = after
		return s.enqueueMail(ctx, outbox)
	})
	return saved, err
}

// ContractPrices lists the company's prices by SKU.
func (s *Store) ContractPrices(ctx context.Context, companyID string) ([]domain.ContractPrice, error) {
	return s.findPrices(ctx, bson.D{{Key: "companyId", Value: companyID}})
}

func (s *Store) findPrices(ctx context.Context, filter bson.D) ([]domain.ContractPrice, error) {
	cur, err := s.contractPrices.Find(ctx, filter, options.Find().SetSort(bson.D{{Key: "sku", Value: 1}}))
	if err != nil {
		return nil, storeErr(err)
	}
	var docs []contractPriceDoc
	if err := cur.All(ctx, &docs); err != nil {
		return nil, storeErr(err)
	}
	prices := make([]domain.ContractPrice, len(docs))
	for i, d := range docs {
		prices[i] = d.entity()
	}
	return prices, nil
}

// ReplaceContractPrices replaces the company's list: in one transaction on
// a replica set, else deleted and inserted right after each other.
func (s *Store) ReplaceContractPrices(ctx context.Context, companyID string, prices []domain.ContractPrice) error {
	if _, err := s.GetCompany(ctx, companyID); err != nil {
		return err
	}
	return s.audited(ctx, func(ctx context.Context) error {
		if _, err := s.contractPrices.DeleteMany(ctx, bson.D{{Key: "companyId", Value: companyID}}); err != nil {
			return storeErr(err)
		}
		if len(prices) == 0 {
			return nil
		}
		docs := make([]any, len(prices))
		for i, p := range prices {
			docs[i] = contractPriceDoc{ID: companyID + ":" + p.ProductID, CompanyID: companyID, ProductID: p.ProductID,
				SKU: p.SKU, UnitPriceCents: p.UnitPriceCents}
		}
		_, err := s.contractPrices.InsertMany(ctx, docs)
		return storeErr(err)
	})
}

// ContractPricesFor are the company's prices of these products.
func (s *Store) ContractPricesFor(ctx context.Context, companyID string, productIDs []string) (map[string]int64, error) {
	out := map[string]int64{}
	if len(productIDs) == 0 {
		return out, nil
	}
	prices, err := s.findPrices(ctx, bson.D{{Key: "companyId", Value: companyID},
		{Key: "productId", Value: bson.D{{Key: "$in", Value: productIDs}}}})
	for _, p := range prices {
		out[p.ProductID] = p.UnitPriceCents
	}
	return out, err
}
