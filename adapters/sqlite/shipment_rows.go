package sqlite

import (
	"encoding/json"

	"github.com/palletshop/pallet/domain"
)

// shipmentEntry is one element of the bookings.shipments JSON array.
type shipmentEntry struct {
	ID             string              `json:"id"`
	At             int64               `json:"at"`
	Carrier        string              `json:"carrier"`
	TrackingNumber string              `json:"trackingNumber"`
	Lines          []shipmentLineEntry `json:"lines"`
}

type shipmentLineEntry struct {
	ProductID string `json:"productId"`
	Quantity  int64  `json:"quantity"`
}

func encodeShipments(shipments []domain.Shipment) (string, error) {
	entries := make([]shipmentEntry, len(shipments))
	for i, s := range shipments {
		entries[i] = shipmentEntry{ID: s.ID, At: toMillis(s.At), Carrier: s.Carrier, TrackingNumber: s.TrackingNumber}
		for _, l := range s.Lines {
			entries[i].Lines = append(entries[i].Lines, shipmentLineEntry(l))
		}
	}
	data, err := json.Marshal(entries)
	return string(data), err
}

func decodeShipments(data string) ([]domain.Shipment, error) {
	var entries []shipmentEntry
	if err := json.Unmarshal([]byte(data), &entries); err != nil {
		return nil, err
	}
	if len(entries) == 0 {
		return nil, nil
	}
	shipments := make([]domain.Shipment, len(entries))
	for i, e := range entries {
		shipments[i] = domain.Shipment{ID: e.ID, At: fromMillis(e.At), Carrier: e.Carrier, TrackingNumber: e.TrackingNumber}
		for _, l := range e.Lines {
			shipments[i].Lines = append(shipments[i].Lines, domain.ShipmentLine(l))
		}
	}
	return shipments, nil
}
