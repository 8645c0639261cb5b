package memory

import (
	"cmp"
	"context"
	"slices"
	"strings"

	"github.com/palletshop/pallet/domain"
)

// companyStore keeps company accounts, whose members and invitations live
// inside them, and their contract prices by company and product.
type companyStore struct {
	companies map[string]domain.CompanyAccount
	prices    map[string][]domain.ContractPrice // by company id, by SKU
}

func newCompanyStore() companyStore {
	return companyStore{companies: map[string]domain.CompanyAccount{}, prices: map[string][]domain.ContractPrice{}}
}

// companiesLocked is the company data; the caller holds the lock.
func (s *Store) companiesLocked() *companyStore { return &s.companyData }

// storedCompany is a deep copy as the real stores keep it.
func storedCompany(c domain.CompanyAccount) domain.CompanyAccount {
	c.CreatedAt, c.UpdatedAt = stored(c.CreatedAt), stored(c.UpdatedAt)
	c.Outbox = nil
	members := make([]domain.CompanyMember, len(c.Members))
	for i, m := range c.Members {
		m.JoinedAt = stored(m.JoinedAt)
		m.SpendingLimitCents = copyCents(m.SpendingLimitCents)
		members[i] = m
	}
	invitations := make([]domain.CompanyInvitation, len(c.Invitations))
	for i, inv := range c.Invitations {
		inv.CreatedAt, inv.ExpiresAt = stored(inv.CreatedAt), stored(inv.ExpiresAt)
		inv.SpendingLimitCents = copyCents(inv.SpendingLimitCents)
		invitations[i] = inv
	}
	c.Members, c.Invitations = members, invitations
	return c
}

func copyCents(p *int64) *int64 {
	if p == nil {
		return nil
	}
	v := *p
	return &v
}

// memberElsewhereLocked is the clash when a member of c is in another company.
func (s *Store) memberElsewhereLocked(c domain.CompanyAccount) error {
	for id, other := range s.companiesLocked().companies {
		if id == c.ID {
			continue
		}
		for _, m := range c.Members {
			if _, ok := other.Member(m.UserID); ok {
				return domain.ErrAlreadyInCompany
			}
		}
	}
	return nil
}

// CreateCompany adds c unless one of its members is in another company.
func (s *Store) CreateCompany(ctx context.Context, c domain.CompanyAccount) error {
	return auditedErr(ctx, s, func() error {
		if _, ok := s.companiesLocked().companies[c.ID]; ok {
			return conflictID("Company")
		}
		if err := s.memberElsewhereLocked(c); err != nil {
			return err
		}
		s.companiesLocked().companies[c.ID] = storedCompany(c)
		s.enqueueLocked(c.Outbox)
		return nil
	})
}

// GetCompany finds a company by id.
func (s *Store) GetCompany(_ context.Context, id string) (domain.CompanyAccount, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	c, ok := s.companiesLocked().companies[id]
	if !ok {
		return domain.CompanyAccount{}, domain.NotFound("Company")
	}
	return storedCompany(c), nil
}

func (s *Store) findCompany(match func(domain.CompanyAccount) bool) (domain.CompanyAccount, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	for _, c := range s.companiesLocked().companies {
		if match(c) {
			return storedCompany(c), nil
		}
	}
	return domain.CompanyAccount{}, domain.NotFound("Company")
}

// CompanyOfUser finds the company the user is a member of.
func (s *Store) CompanyOfUser(_ context.Context, userID string) (domain.CompanyAccount, error) {
	return s.findCompany(func(c domain.CompanyAccount) bool { _, ok := c.Member(userID); return ok })
}

// CompanyByInvitation finds the company holding the invitation.
func (s *Store) CompanyByInvitation(_ context.Context, tokenHash string) (domain.CompanyAccount, error) {
	return s.findCompany(func(c domain.CompanyAccount) bool {
		return slices.ContainsFunc(c.Invitations, func(inv domain.CompanyInvitation) bool { return inv.TokenHash == tokenHash })
	})
}

// ListCompanies lists the companies matching f, by name.
func (s *Store) ListCompanies(_ context.Context, f domain.CompanyFilter) (domain.Page[domain.CompanyAccount], error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	q := strings.ToLower(strings.TrimSpace(f.Query))
	var all []domain.CompanyAccount
	for _, c := range s.companiesLocked().companies {
		if q == "" || companyMatches(c, q) {
			all = append(all, storedCompany(c))
		}
	}
	slices.SortFunc(all, func(a, b domain.CompanyAccount) int {
		return cmp.Or(cmp.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name)), cmp.Compare(a.ID, b.ID))
	})
	return pageOf(all, f.PageRequest), nil
}

func companyMatches(c domain.CompanyAccount, q string) bool {
	if strings.Contains(strings.ToLower(c.Name), q) || strings.Contains(strings.ToLower(c.VATID), q) {
		return true
	}
	return slices.ContainsFunc(c.Members, func(m domain.CompanyMember) bool { return strings.Contains(m.Email, q) })
}

// UpdateCompany applies fn to a copy and keeps it only if fn succeeds.
func (s *Store) UpdateCompany(ctx context.Context, id string, fn func(*domain.CompanyAccount) error) (domain.CompanyAccount, error) {
	return audited(ctx, s, func() (domain.CompanyAccount, error) {
		c, ok := s.companiesLocked().companies[id]
		if !ok {
			return domain.CompanyAccount{}, domain.NotFound("Company")
		}
		c = storedCompany(c)
		if err := fn(&c); err != nil {
			return domain.CompanyAccount{}, err
		}
		if err := s.memberElsewhereLocked(c); err != nil {
			return domain.CompanyAccount{}, err
		}
		s.enqueueLocked(c.Outbox)
		s.companiesLocked().companies[id] = storedCompany(c)
		return storedCompany(c), nil
	})
}

// ContractPrices lists the company's prices by SKU.
func (s *Store) ContractPrices(_ context.Context, companyID string) ([]domain.ContractPrice, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return append([]domain.ContractPrice{}, s.companiesLocked().prices[companyID]...), nil
}

// ReplaceContractPrices keeps prices as the company's whole list.
func (s *Store) ReplaceContractPrices(ctx context.Context, companyID string, prices []domain.ContractPrice) error {
	return auditedErr(ctx, s, func() error {
		if _, ok := s.companiesLocked().companies[companyID]; !ok {
			return domain.NotFound("Company")
		}
		list := append([]domain.ContractPrice{}, prices...)
		slices.SortFunc(list, func(a, b domain.ContractPrice) int { return cmp.Compare(a.SKU, b.SKU) })
		s.companiesLocked().prices[companyID] = list
		return nil
	})
}

// ContractPricesFor are the company's prices of these products.
func (s *Store) ContractPricesFor(_ context.Context, companyID string, productIDs []string) (map[string]int64, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	out := map[string]int64{}
	for _, p := range s.companiesLocked().prices[companyID] {
		if slices.Contains(productIDs, p.ProductID) {
			out[p.ProductID] = p.UnitPriceCents
		}
	}
	return out, nil
}
