package domain

// CompanyRole is what a member may do in their company (api-companies.md).
type CompanyRole string

const (
	// CompanyAdmin manages members, invitations and details; approves; sees every order.
	CompanyAdmin CompanyRole = "admin"
	// CompanyApprover approves orders and sees every order.
	CompanyApprover CompanyRole = "approver"
	// CompanyBuyer orders and sees their own orders.
	CompanyBuyer CompanyRole = "buyer"
)

// ParseCompanyRole accepts the three company roles.
func ParseCompanyRole(s string) (CompanyRole, bool) {
	switch CompanyRole(s) {
	case CompanyAdmin, CompanyApprover, CompanyBuyer:
		return CompanyRole(s), true
	}
	return "", false
}

// SeesEveryOrder reports whether the role sees, opens and pays every
// member's orders, and approves them.
func (r CompanyRole) SeesEveryOrder() bool { return r == CompanyAdmin || r == CompanyApprover }

// Limits of company accounts.
const (
	// MaxContractPrices is how many contract prices one company keeps.
	MaxContractPrices = 10_000
	// MaxRejectReasonLen bounds the reason an approver gives for a rejection.
	MaxRejectReasonLen = 500
	// MaxSpendingLimitCents is the largest spending limit a member may have.
	MaxSpendingLimitCents int64 = 1_000_000_000_00
)
