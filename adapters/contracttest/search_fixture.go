package contracttest

import (
	"testing"
	"time"

	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

// shelf is ten products over three categories (and one with none), with
// specs, made so that every search and facet rule decides an outcome:
// creation times put the expected order against plain newest-first, and wd
// and crucial are created at the same moment with wd's id first.
type shelf struct {
	heatsink, pro980, evo870, crucial, wd, fury, vengeance, rdimm, rtx, radeon domain.Product
}

func (s shelf) all() []domain.Product {
	return []domain.Product{s.heatsink, s.pro980, s.evo870, s.crucial, s.wd, s.fury, s.vengeance, s.rdimm, s.rtx, s.radeon}
}

func shelfProduct(name, brand, sku, descriptions, category string, attrs map[string]string, priceCents, stock int64, created time.Time) domain.Product {
	p := newProduct(name, brand, priceCents, stock, created)
	p.SKU, p.Descriptions, p.Category, p.Attributes = sku, descriptions, category, attrs
	return p
}

func newShelf() shelf {
	s := shelf{
		heatsink: shelfProduct("M.2 heatsink for EVO drives", "Generic", "EVO", "Keeps drives cool, über quiet", "",
			nil, 500, 5000, at(0)),
		pro980: shelfProduct("Samsung 980 PRO 2TB NVMe SSD", "Samsung", "SSD-980P-2TB", "PCIe 4.0 drive for workstations", "ssds",
			map[string]string{"capacity": "2 TB", "interface": "NVMe"}, 15000, 500, at(1)),
		evo870: shelfProduct("Samsung 870 EVO 1TB SATA SSD", "Samsung", "MZ-77E1T0", "Reliable SATA drive", "ssds",
			map[string]string{"capacity": "1 TB", "interface": "SATA"}, 8000, 1000, at(2)),
		crucial: shelfProduct("Crucial P3 Plus 2TB NVMe", "Crucial", "CT2000P3PSSD8", "Outpaces the Samsung EVO for less", "ssds",
			map[string]string{"capacity": "2 TB", "interface": "NVMe"}, 11000, 50, at(3)),
		wd: shelfProduct("WD Blue SN580 1TB NVMe", "Western Digital", "WDS100T3B0E", "Everyday drive", "ssds",
			map[string]string{"capacity": "1 TB", "interface": "NVMe"}, 6000, 300, at(3)),
		fury: shelfProduct("Kingston Fury Beast 32GB DDR5", "Kingston", "KF552C40BBK2-32", "Dual-channel kit", "memory",
			map[string]string{"capacity": "32 GB", "type": "DDR5"}, 9000, 200, at(4)),
		vengeance: shelfProduct("Corsair Vengeance 16GB DDR4", "Corsair", "CMK16GX4M2B3200C16", "Low-profile heat spreader", "memory",
			map[string]string{"capacity": "16 GB", "type": "DDR4"}, 4000, 1000, at(5)),
		rdimm: shelfProduct("Samsung 32GB DDR5 ECC RDIMM", "Samsung", "M321R4GA3BB6-CQK", "Server memory", "memory",
			map[string]string{"capacity": "32 GB", "type": "DDR5"}, 12000, 0, at(6)),
		rtx: shelfProduct("GeForce RTX 4090", "Nvidia", "RTX-4090-FE", "Flagship graphics card", "gpus",
			map[string]string{"chipset": "AD102", "memory": "24 GB"}, 160000, 120, at(7)),
		radeon: shelfProduct("Radeon RX 7900 XTX", "AMD", "RX-7900XTX", "Graphics card with 24 GB", "gpus",
			map[string]string{"chipset": "Navi 31", "memory": "24 GB"}, 95000, 150, at(8)),
	}
	ids := sortedIDs(2)
	s.wd.ID, s.crucial.ID = ids[0], ids[1]
	return s
}

func seedShelf(t *testing.T, store ports.Store) shelf {
	t.Helper()
	s := newShelf()
	for _, p := range s.all() {
		mustCreateProduct(t, store, p)
	}
	return s
}
