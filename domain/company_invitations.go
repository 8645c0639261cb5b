package domain

import "time"

// Invite adds an open invitation for email with role and limit; raw is the
// token its link carries, kept on the invitation only as its hash.
func (c *CompanyAccount) Invite(email string, role CompanyRole, limit *int64, by string, now time.Time) (inv CompanyInvitation, raw string, err error) {
	email = NormalizeEmail(email)
	errs := FieldErrors{}
	CheckEmail(errs, "email", email)
	if _, ok := ParseCompanyRole(string(role)); !ok {
		errs.Add("role", "Choose admin, approver or buyer")
	}
	if limit != nil {
		if err := checkSpendingLimit(*limit); err != nil {
			errs.Add("spendingLimitCents", err.(*Error).Message)
		}
	}
	if err := errs.Err("email", "role", "spendingLimitCents"); err != nil {
		return CompanyInvitation{}, "", err
	}
	for _, m := range c.Members {
		if m.Email == email {
			return CompanyInvitation{}, "", &Error{Code: CodeConflict, Message: "This person is already a member",
				Fields: map[string]string{"email": "This person is already a member"}}
		}
	}
	c.dropExpiredInvitations(now)
	if len(c.Invitations) >= MaxOpenInvitations {
		return CompanyInvitation{}, "", Errorf(CodeConflict, "Withdraw some open invitations first")
	}
	raw, token := NewAccountToken("", TokenCompanyInvitation, CompanyInvitationTTL, now)
	inv = CompanyInvitation{ID: NewID(), CompanyID: c.ID, Email: email, Role: role, SpendingLimitCents: limit,
		InvitedBy: by, CreatedAt: now, ExpiresAt: token.ExpiresAt, TokenHash: token.Hash}
	c.Invitations = append(c.Invitations, inv)
	c.UpdatedAt = now
	return inv, raw, nil
}

// OpenInvitations are the invitations whose links still work at now.
func (c CompanyAccount) OpenInvitations(now time.Time) []CompanyInvitation {
	open := []CompanyInvitation{}
	for _, inv := range c.Invitations {
		if now.Before(inv.ExpiresAt) {
			open = append(open, inv)
		}
	}
	return open
}

func (c *CompanyAccount) dropExpiredInvitations(now time.Time) {
	c.Invitations = c.OpenInvitations(now)
}

// Withdraw removes an invitation, so its link stops working.
func (c *CompanyAccount) Withdraw(id string, now time.Time) (CompanyInvitation, error) {
	for i, inv := range c.Invitations {
		if inv.ID == id {
			c.Invitations = append(c.Invitations[:i:i], c.Invitations[i+1:]...)
			c.UpdatedAt = now
			return inv, nil
		}
	}
	return CompanyInvitation{}, ErrNoSuchInvitation
}

// Join spends the invitation whose token hashes to tokenHash: u becomes a
// member with its role and limit. The link is single-use: the invitation is
// gone once joined. u's email must be verified and the invitation's.
func (c *CompanyAccount) Join(tokenHash string, u User, now time.Time) (CompanyMember, error) {
	for i, inv := range c.Invitations {
		if inv.TokenHash != tokenHash || !now.Before(inv.ExpiresAt) {
			continue
		}
		if !u.EmailVerified {
			return CompanyMember{}, ErrVerifyBeforeJoin
		}
		if NormalizeEmail(u.Email) != inv.Email {
			return CompanyMember{}, ErrInvitationForSomeoneElse
		}
		if _, ok := c.Member(u.ID); ok {
			return CompanyMember{}, ErrAlreadyInCompany
		}
		m := CompanyMember{UserID: u.ID, Email: u.Email, Name: u.Name, Role: inv.Role,
			SpendingLimitCents: inv.SpendingLimitCents, JoinedAt: now}
		c.Members = append(c.Members, m)
		c.Invitations = append(c.Invitations[:i:i], c.Invitations[i+1:]...)
		c.UpdatedAt = now
		return m, nil
	}
	return CompanyMember{}, ErrNoSuchInvitation
}
