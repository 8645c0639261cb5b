package httpapi

import (
	"context"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

type probeView struct {
	Status string `json:"status" enum:"ok,ready"`
}

func (s *Server) healthz(*gin.Context, none) (probeView, error) { return probeView{Status: "ok"}, nil }

func (s *Server) readyz(c *gin.Context, _ none) (probeView, error) {
	ctx, cancel := context.WithTimeout(c.Request.Context(), 2*time.Second)
	defer cancel()
	if err := s.d.Health.Ping(ctx); err != nil {
		requestLogger(c).Warn("not ready", "err", err)
		return probeView{}, &domain.Error{Code: domain.CodeUnavailable, Message: "The store is not answering"}
	}
	if problem := s.dataDiskProblem(c); problem != "" {
		return probeView{}, &domain.Error{Code: domain.CodeUnavailable, Message: problem}
	}
	return probeView{Status: "ready"}, nil
}

// dataDiskProblem is why the data directory can't take more writes, or "".
func (s *Server) dataDiskProblem(c *gin.Context) string {
	if s.d.Disk == nil || !usesDataDisk(s.d.Config) {
		return ""
	}
	problem, err := diskProblem(s.d.Disk, s.d.Config.DataDir)
	if err != nil {
		requestLogger(c).Warn("not ready", "err", err)
	} else if problem != "" {
		requestLogger(c).Warn("not ready", "reason", problem)
	}
	return problem
}

type configView struct {
	AuthMode             ports.AuthMode      `json:"authMode"`
	Firebase             *firebaseConfigView `json:"firebase"` // null unless sign-in is Firebase
	PaymentMode          ports.PaymentMode   `json:"paymentMode"`
	StripePublishableKey *string             `json:"stripePublishableKey"`
	// SampleSellerDetails names the PALLET_SHOP_* settings invoices show
	// samples for (development only), so the admin granting terms is warned.
	SampleSellerDetails []string `json:"sampleSellerDetails"`
}

// firebaseConfigView is the Firebase web config the front end signs in with.
type firebaseConfigView struct {
	APIKey       string `json:"apiKey"`
	AuthDomain   string `json:"authDomain"`
	ProjectID    string `json:"projectId"`
	EmulatorHost string `json:"emulatorHost,omitempty"`
}

func (s *Server) getConfig(*gin.Context, none) (configView, error) {
	cfg := s.d.Config
	v := configView{AuthMode: cfg.Auth, PaymentMode: s.d.Gateway.Mode(), SampleSellerDetails: cfg.SampleSellerDetails}
	if v.SampleSellerDetails == nil {
		v.SampleSellerDetails = []string{}
	}
	if cfg.Auth == ports.AuthFirebase {
		v.Firebase = &firebaseConfigView{APIKey: cfg.FirebaseWebAPIKey, AuthDomain: cfg.FirebaseAuthDomain,
			ProjectID: cfg.FirebaseProjectID, EmulatorHost: cfg.FirebaseEmulatorHost}
	}
	if v.PaymentMode == ports.PaymentStripe {
		v.StripePublishableKey = &cfg.StripePublishableKey
	}
	return v, nil
}
