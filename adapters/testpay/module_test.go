package testpay

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"go.uber.org/fx"
	"go.uber.org/fx/fxtest"

	"github.com/palletshop/pallet/ports"
)

func TestModuleProvidesOneGatewayForBothPorts(t *testing.T) {
	var gateway ports.PaymentGateway
	var charger ports.CardCharger
	app := fxtest.New(t, Module, fx.Populate(&gateway, &charger))
	app.RequireStart().RequireStop()

	assert.Equal(t, ports.PaymentTest, gateway.Mode())
	assert.Same(t, gateway.(*Gateway), charger.(*Gateway))
}
