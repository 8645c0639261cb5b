package ports

// ShopMetrics counts business events for /metrics.
type ShopMetrics interface {
	BookingPlaced()
	OutOfStockRefused()
	PaymentConfirmed()
	PaymentFailed()
}

// NoMetrics discards every event; tests and tools use it.
type NoMetrics struct{}

func (NoMetrics) BookingPlaced()     {}
func (NoMetrics) OutOfStockRefused() {}
func (NoMetrics) PaymentConfirmed()  {}
func (NoMetrics) PaymentFailed()     {}
