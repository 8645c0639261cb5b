package app

// catalogueEntry is one product of the starter catalogue. Img points at the
// artwork shipped in frontend/public/catalogue.
type catalogueEntry struct {
	Name             string
	Brand            string
	SKU              string // the maker's part number
	PriceCents       int64
	Stock            int64
	MinOrderQuantity int64
	Breaks           []volumeTier
	Img              string
	Descriptions     string
	Category         string            // a slug of starterCategories
	Attributes       map[string]string // the specs its category filters by
}

// volumeTier is a price break as the seed lists it: from From pieces,
// PercentOff the list price.
type volumeTier struct {
	From       int64
	PercentOff int64
}

// starterCatalogue is listed newest first; SeedCatalogue makes each entry
// an hour older than the one before it.
var starterCatalogue = []catalogueEntry{
	{"GeForce RTX 4070 SUPER Ventus 3X OC 12 GB", "MSI", "V513-003R", 58900, 420, 20, nil, "/catalogue/gpu-triple.svg",
		"A triple-fan GeForce RTX 4070 SUPER with 12 GB of GDDR6X memory, built for 1440p gaming and GPU-accelerated creative work. " +
			"Three TORX 4.0 fans keep it quiet under load, and a single 16-pin connector feeds its 220 W board power. " +
			"Outputs: one HDMI 2.1a and three DisplayPort 1.4a.",
		"gpus", specs("chipset", "GeForce RTX 4070 SUPER", "memory", "12 GB GDDR6X", "interface", "PCIe 4.0 x16", "fans", "3")},
	{"990 PRO 2 TB PCIe 4.0 NVMe M.2 SSD", "Samsung", "MZ-V9P2T0BW", 15999, 4800, 100, []volumeTier{{500, 4}, {1000, 8}}, "/catalogue/nvme-amber.svg",
		"Samsung's flagship PCIe 4.0 drive reads at up to 7,450 MB/s and writes at up to 6,900 MB/s. " +
			"It is rated for 1,200 TB written and carries a 5-year limited warranty. " +
			"A single-sided M.2 2280 board that fits laptops, desktops and workstations alike.",
		"ssds", specs("capacity", "2 TB", "interface", "PCIe 4.0 NVMe", "form_factor", "M.2 2280", "nand", "TLC")},
	{"Ryzen 7 7800X3D Desktop Processor", "AMD", "100-100000910WOF", 36900, 2200, 50, []volumeTier{{250, 3}, {500, 6}}, "/catalogue/cpu.svg",
		"Eight Zen 4 cores and 16 threads with 96 MB of L3 cache thanks to AMD 3D V-Cache, boosting to 5.0 GHz. " +
			"Fits AM5 motherboards with DDR5 memory and has a 120 W TDP. " +
			"Boxed processor without a cooler.",
		"cpus", specs("socket", "AM5", "cores", "8", "base_clock", "4.2 GHz", "tdp", "120 W")},
	{"FURY Beast 16 GB DDR4-3200 CL16 DIMM", "Kingston", "KF432C16BB/16", 3899, 12000, 100, []volumeTier{{500, 4}, {1000, 8}}, "/catalogue/dimm-amber.svg",
		"A 16 GB DDR4 desktop module running at 3200 MT/s with CL16 timings at 1.35 V. " +
			"Intel XMP profiles make it plug-and-play overclockable, and the low-profile heat spreader clears large CPU coolers. " +
			"Lifetime limited warranty.",
		"memory", specs("capacity", "16 GB", "type", "DDR4", "speed", "3200 MT/s", "form_factor", "DIMM")},
	{"Core i7-14700K Desktop Processor", "Intel", "BX8071514700K", 34900, 1500, 50, []volumeTier{{250, 3}, {500, 6}}, "/catalogue/cpu.svg",
		"20 cores (8 Performance and 12 Efficient) and 28 threads, turbo up to 5.6 GHz, with Intel UHD Graphics 770. " +
			"Unlocked for overclocking and made for LGA1700 boards with DDR4 or DDR5. " +
			"125 W processor base power; cooler not included.",
		"cpus", specs("socket", "LGA1700", "cores", "20", "base_clock", "3.4 GHz", "tdp", "125 W")},
	{"Dual GeForce RTX 4060 OC 8 GB", "ASUS", "DUAL-RTX4060-O8G", 29900, 900, 20, nil, "/catalogue/gpu-dual.svg",
		"A compact dual-fan GeForce RTX 4060 with 8 GB of GDDR6 and a factory overclock. " +
			"Its Axial-tech fans stop completely at low load, and it needs a single 8-pin power connector. " +
			"A sensible choice for office-friendly 1080p gaming builds and CAD workstations.",
		"gpus", specs("chipset", "GeForce RTX 4060", "memory", "8 GB GDDR6", "interface", "PCIe 4.0 x8", "fans", "2")},
	{"RM850e 850 W 80 PLUS Gold Fully Modular ATX 3.0 PSU", "Corsair", "CP-9020263-NA", 10999, 2600, 50, []volumeTier{{250, 3}, {500, 6}}, "/catalogue/psu.svg",
		"An 850 W fully modular power supply with 80 PLUS Gold efficiency and ATX 3.0 support, including a native 12VHPWR cable for current graphics cards. " +
			"A low-noise 120 mm fan keeps it quiet. " +
			"Backed by a 7-year warranty.",
		"power-supplies", specs("wattage", "850 W", "efficiency", "80 PLUS Gold", "modular", "Fully modular", "form_factor", "ATX")},
	{"P2723D 27\" QHD IPS Monitor", "Dell", "DELL-P2723D", 27900, 640, 10, []volumeTier{{50, 3}, {100, 5}}, "/catalogue/monitor.svg",
		"A 27-inch 2560×1440 IPS office monitor with a thin three-sided bezel and a stand that tilts, swivels, pivots and adjusts in height. " +
			"Connects through HDMI and DisplayPort and adds a USB 3.2 hub to the desk. " +
			"Includes Dell's 3-year Advanced Exchange Service.",
		"monitors", specs("size", "27\"", "resolution", "2560 × 1440", "panel", "IPS", "refresh_rate", "60 Hz")},
	{"27UP850N-W 27\" 4K UHD USB-C Monitor", "LG", "27UP850N-W.AUS", 39900, 8, 10, nil, "/catalogue/monitor-white.svg",
		"A 27-inch 4K IPS monitor with VESA DisplayHDR 400 and 95% DCI-P3 colour coverage. " +
			"One USB-C cable carries picture, data and up to 96 W of charging for a laptop. " +
			"Ideal for design teams and hot desks.",
		"monitors", specs("size", "27\"", "resolution", "3840 × 2160", "panel", "IPS", "refresh_rate", "60 Hz")},
	{"870 EVO 1 TB 2.5\" SATA SSD", "Samsung", "MZ-77E1T0B/AM", 7499, 6200, 100, []volumeTier{{500, 4}, {1000, 8}}, "/catalogue/ssd-sata.svg",
		"The reliable SATA upgrade: up to 560 MB/s reads and 530 MB/s writes in a standard 2.5-inch, 7 mm case. " +
			"Rated for 600 TB written with a 5-year limited warranty. " +
			"Revives older desktops and laptops in a single fleet refresh.",
		"ssds", specs("capacity", "1 TB", "interface", "SATA 6 Gb/s", "form_factor", "2.5\"", "nand", "TLC")},
	{"32 GB DDR5-5600 CL46 UDIMM", "Crucial", "CT32G56C46U5", 8499, 7200, 100, []volumeTier{{500, 4}, {1000, 8}}, "/catalogue/dimm-navy.svg",
		"A 32 GB DDR5 desktop module at 5600 MT/s, running at a cool 1.1 V with on-die ECC. " +
			"Plug-and-play on current Intel and AMD platforms, no tuning needed. " +
			"Limited lifetime warranty.",
		"memory", specs("capacity", "32 GB", "type", "DDR5", "speed", "5600 MT/s", "form_factor", "DIMM")},
	{"P3 Plus 1 TB PCIe 4.0 NVMe M.2 SSD", "Crucial", "CT1000P3PSSD8", 5899, 9500, 100, []volumeTier{{500, 4}, {1000, 8}}, "/catalogue/nvme-slate.svg",
		"An affordable PCIe 4.0 M.2 2280 drive with sequential reads up to 5,000 MB/s and writes up to 3,600 MB/s. " +
			"Rated for 220 TB written and covered by a 5-year limited warranty. " +
			"A good fit for mass office and classroom deployments.",
		"ssds", specs("capacity", "1 TB", "interface", "PCIe 4.0 NVMe", "form_factor", "M.2 2280", "nand", "QLC")},
	{"DC600M 1.92 TB Enterprise SATA SSD", "Kingston", "SEDC600M/1920G", 21900, 60, 100, nil, "/catalogue/ssd-sata-enterprise.svg",
		"A data-centre SATA SSD for mixed workloads with on-board power-loss protection and 1 drive write per day of endurance. " +
			"Steady latency and up to 560 MB/s reads make it a drop-in upgrade for server boot and cache tiers. " +
			"5-year limited warranty.",
		"ssds", specs("capacity", "1.92 TB", "interface", "SATA 6 Gb/s", "form_factor", "2.5\"", "nand", "TLC")},
	{"FOCUS GX-750 750 W 80 PLUS Gold PSU", "Seasonic", "SSR-750FX", 10499, 1800, 50, nil, "/catalogue/psu.svg",
		"A compact, fully modular 750 W power supply with 80 PLUS Gold efficiency. " +
			"Its hybrid fan mode keeps the fan off at light loads. " +
			"Covered by Seasonic's 10-year warranty.",
		"power-supplies", specs("wattage", "750 W", "efficiency", "80 PLUS Gold", "modular", "Fully modular", "form_factor", "ATX")},
	{"Ryzen 5 7600 Desktop Processor", "AMD", "100-100001015BOX", 19900, 3400, 100, []volumeTier{{500, 4}, {1000, 8}}, "/catalogue/cpu.svg",
		"Six Zen 4 cores and 12 threads, boosting to 5.1 GHz, with Radeon integrated graphics and a 65 W TDP. " +
			"Ships with the AMD Wraith Stealth cooler, ready for AM5 boards and DDR5. " +
			"The value pick for small-form-factor and office builds.",
		"cpus", specs("socket", "AM5", "cores", "6", "base_clock", "3.8 GHz", "tdp", "65 W")},
	{"WD Red Plus 8 TB 3.5\" NAS Hard Drive", "Western Digital", "WD80EFPX", 17999, 2100, 50, nil, "/catalogue/hdd.svg",
		"A CMR NAS hard drive tuned for 24/7 use in systems of up to 8 bays, with NASware 3.0 firmware. " +
			"Rated for 180 TB of workload per year and a 3-year limited warranty. " +
			"SATA 6 Gb/s, 256 MB cache.",
		"hard-drives", specs("capacity", "8 TB", "interface", "SATA 6 Gb/s", "rpm", "5640 rpm", "cache", "256 MB")},
	{"DiskStation DS224+ 2-Bay NAS", "Synology", "DS224PLUS", 29900, 300, 20, nil, "/catalogue/nas.svg",
		"A 2-bay desktop NAS with a quad-core Intel Celeron J4125 and 2 GB of DDR4 memory, expandable to 6 GB. " +
			"Two 1 GbE ports with link aggregation serve file sharing, backups and surveillance through Synology DSM. " +
			"Supplied without drives.",
		"nas", specs("bays", "2", "processor", "Intel Celeron J4125", "memory", "2 GB DDR4", "network", "2 × 1 GbE")},
	{"UniFi U6+ Wi-Fi 6 Access Point", "Ubiquiti", "U6-PLUS", 12900, 950, 20, nil, "/catalogue/access-point.svg",
		"A dual-band 2×2 Wi-Fi 6 access point for ceilings and walls, powered by 802.3af PoE. " +
			"It is adopted and managed from the UniFi Network application alongside the rest of a site. " +
			"PoE injector not included.",
		"networking", specs("ports", "1", "speed", "1 GbE", "managed", "Yes", "poe", "PoE powered")},
	{"TL-SG1024D 24-Port Gigabit Rackmount Switch", "TP-Link", "TL-SG1024D", 7499, 1300, 50, []volumeTier{{250, 3}, {500, 6}}, "/catalogue/switch-rack.svg",
		"Twenty-four gigabit ports with 48 Gbps of switching capacity in a fanless steel case. " +
			"Mounts in a standard 19-inch rack or sits on a desk. " +
			"Plug-and-play: no configuration needed.",
		"networking", specs("ports", "24", "speed", "1 GbE", "managed", "No", "poe", "No")},
	{"GS308 8-Port Gigabit Unmanaged Switch", "Netgear", "GS308-300NAS", 2199, 5400, 100, []volumeTier{{500, 4}, {1000, 8}}, "/catalogue/switch.svg",
		"An 8-port gigabit desktop switch in a fanless metal case for silent offices. " +
			"Plug-and-play with automatic port negotiation and energy-efficient Ethernet. " +
			"Wall-mountable.",
		"networking", specs("ports", "8", "speed", "1 GbE", "managed", "No", "poe", "No")},
}

// specs pairs names and values: specs("capacity", "2 TB", ...).
func specs(nameValue ...string) map[string]string {
	out := make(map[string]string, len(nameValue)/2)
	for i := 0; i+1 < len(nameValue); i += 2 {
		out[nameValue[i]] = nameValue[i+1]
	}
	return out
}
