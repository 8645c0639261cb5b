package httpapi

// Failed sign-ins are limited per client address, and per address and
// account together, never per account alone: a stranger's wrong passwords
// must not lock the owner out of their account from everywhere else.
var (
	failedAuthPerAddress = rateRule{name: "auth-failed", perMinute: 10, burst: 30, message: "Too many failed sign-in attempts. Please wait a few minutes and try again."}
	failedAuthPerAccount = rateRule{name: "auth-failed-account", perMinute: 2, burst: 10, message: "Too many failed sign-ins for this email. Please wait a few minutes and try again."}
)

// authBlocked refuses an address whose recent failures, overall or for
// this email, are over the limit.
func (l *rateLimits) authBlocked(address, email string) error {
	if err := l.blocked(failedAuthPerAddress, address); err != nil {
		return err
	}
	return l.blocked(failedAuthPerAccount, address+"|"+email)
}

// authFailed counts one failed sign-in or sign-up of email from address.
func (l *rateLimits) authFailed(address, email string) {
	l.spend(failedAuthPerAddress, address)
	l.spend(failedAuthPerAccount, address+"|"+email)
}
