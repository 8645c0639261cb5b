package config

// StoreMode is where data lives (PALLET_STORE).
type StoreMode string

const (
	StoreSQLite  StoreMode = "sqlite"  // one file in the data directory
	StoreMongoDB StoreMode = "mongodb" // MONGODB_URI
	StoreMemory  StoreMode = "memory"  // lost on restart; tests and demos
)

// ImageMode is where uploaded images are kept (PALLET_IMAGES).
type ImageMode string

const (
	ImagesDisk ImageMode = "disk"    // in the data directory
	ImagesHost ImageMode = "imghost" // an imgbb-style image host
)
