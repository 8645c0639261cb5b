package httpapi

import (
	"context"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
)

func (s *Server) healthz(c *gin.Context) { c.JSON(http.StatusOK, gin.H{"status": "ok"}) }

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
	c.JSON(http.StatusOK, gin.H{"status": "ready"})
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
	AuthMode             string         `json:"authMode"`
	Firebase             map[string]any `json:"firebase"`
	PaymentMode          string         `json:"paymentMode"`
	StripePublishableKey *string        `json:"stripePublishableKey"`
}

func (s *Server) getConfig(c *gin.Context) {
	cfg := s.d.Config
	v := configView{AuthMode: cfg.Auth, PaymentMode: s.d.Gateway.Mode()}
	if cfg.Auth == "firebase" {
		v.Firebase = map[string]any{"apiKey": cfg.FirebaseWebAPIKey, "authDomain": cfg.FirebaseAuthDomain, "projectId": cfg.FirebaseProjectID}
		if cfg.FirebaseEmulatorHost != "" {
			v.Firebase["emulatorHost"] = cfg.FirebaseEmulatorHost
		}
	}
	if v.PaymentMode == "stripe" {
		v.StripePublishableKey = &cfg.StripePublishableKey
	}
	c.JSON(http.StatusOK, v)
}
