package app

import "github.com/palletshop/pallet/domain"

// starterCategories is the tree a new shop starts with; admins edit it.
var starterCategories = []domain.Category{
	{Slug: "components", Name: "Components", Position: 10},
	{Slug: "cpus", Name: "CPUs", Parent: "components", Position: 11, Attributes: attrs(
		"socket", "Socket", "cores", "Cores", "base_clock", "Base clock", "tdp", "TDP")},
	{Slug: "gpus", Name: "GPUs", Parent: "components", Position: 12, Attributes: attrs(
		"chipset", "Chipset", "memory", "Memory", "interface", "Interface", "fans", "Fans")},
	{Slug: "memory", Name: "Memory", Parent: "components", Position: 13, Attributes: attrs(
		"capacity", "Capacity", "type", "Type", "speed", "Speed", "form_factor", "Form factor")},
	{Slug: "ssds", Name: "SSDs", Parent: "components", Position: 14, Attributes: attrs(
		"capacity", "Capacity", "interface", "Interface", "form_factor", "Form factor", "nand", "NAND")},
	{Slug: "power-supplies", Name: "Power supplies", Parent: "components", Position: 15, Attributes: attrs(
		"wattage", "Wattage", "efficiency", "Efficiency", "modular", "Modular", "form_factor", "Form factor")},
	{Slug: "hard-drives", Name: "Hard drives", Parent: "components", Position: 16, Attributes: attrs(
		"capacity", "Capacity", "interface", "Interface", "rpm", "Spindle speed", "cache", "Cache")},
	{Slug: "monitors", Name: "Monitors", Position: 20, Attributes: attrs(
		"size", "Screen size", "resolution", "Resolution", "panel", "Panel", "refresh_rate", "Refresh rate")},
	{Slug: "nas", Name: "NAS", Position: 25, Attributes: attrs(
		"bays", "Drive bays", "processor", "Processor", "memory", "Memory", "network", "Network")},
	{Slug: "networking", Name: "Networking", Position: 30, Attributes: attrs(
		"ports", "Ports", "speed", "Speed", "managed", "Managed", "poe", "PoE")},
}

// attrs pairs keys and labels: attrs("capacity", "Capacity", ...).
func attrs(keyLabel ...string) []domain.CategoryAttribute {
	out := make([]domain.CategoryAttribute, 0, len(keyLabel)/2)
	for i := 0; i+1 < len(keyLabel); i += 2 {
		out = append(out, domain.CategoryAttribute{Key: keyLabel[i], Label: keyLabel[i+1]})
	}
	return out
}
