//go:build tools

// Keeps the modules that adapters are being written against in go.mod while
// the skeleton grows; remove once every one is imported for real.
package main

import (
	_ "firebase.google.com/go/v4"
	_ "github.com/FerretDB/FerretDB/ferretdb"
	_ "github.com/gin-gonic/gin"
	_ "github.com/pressly/goose/v3"
	_ "github.com/prometheus/client_golang/prometheus"
	_ "github.com/stretchr/testify/require"
	_ "github.com/stripe/stripe-go/v85"
	_ "go.mongodb.org/mongo-driver/v2/mongo"
	_ "go.uber.org/fx"
	_ "golang.org/x/crypto/bcrypt"
	_ "golang.org/x/image/webp"
	_ "golang.org/x/time/rate"
	_ "modernc.org/sqlite"
)
