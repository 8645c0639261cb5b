package httpapi

import (
	"context"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/palletshop/pallet/ports"
)

type probeView struct {
	Status string `json:"status" enum:"ok,ready"`
}

func (s *Server) healthz(c *gin.Context) { c.JSON(http.StatusOK, probeView{Status: "ok"}) }

func (s *Server) readyz(c *gin.Context) {
	ctx, cancel := context.WithTimeout(c.Request.Context(), 2*time.Second)
	defer cancel()
	if err := s.d.Health.Ping(ctx); err != nil {
		requestLogger(c).Warn("not ready", "err", err)
		c.JSON(http.StatusServiceUnavailable, errorBody{Error: errorDetail{Code: "unavailable", Message: "The store is not answering"}})
		return
	}
	if problem := s.dataDiskProblem(c); problem != "" {
		c.JSON(http.StatusServiceUnavailable, errorBody{Error: errorDetail{Code: "unavailable", Message: problem}})
		return
	}
	c.JSON(http.StatusOK, probeView{Status: "ready"})
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
}

// firebaseConfigView is the Firebase web config the front end signs in with.
type firebaseConfigView struct {
	APIKey       string `json:"apiKey"`
	AuthDomain   string `json:"authDomain"`
	ProjectID    string `json:"projectId"`
	EmulatorHost string `json:"emulatorHost,omitempty"`
}

func (s *Server) getConfig(c *gin.Context) {
	cfg := s.d.Config
	v := configView{AuthMode: cfg.Auth, PaymentMode: s.d.Gateway.Mode()}
	if cfg.Auth == ports.AuthFirebase {
		v.Firebase = &firebaseConfigView{APIKey: cfg.FirebaseWebAPIKey, AuthDomain: cfg.FirebaseAuthDomain,
			ProjectID: cfg.FirebaseProjectID, EmulatorHost: cfg.FirebaseEmulatorHost}
	}
	if v.PaymentMode == ports.PaymentStripe {
		v.StripePublishableKey = &cfg.StripePublishableKey
	}
	c.JSON(http.StatusOK, v)
}
