// Package frontend embeds the built React app (frontend/dist) into the binary.
package frontend

import "embed"

// Dist holds the output of `npm run build`; it may hold only .gitkeep when
// the front end has not been built.
//
//go:embed all:dist
var Dist embed.FS

// FirstView is the copy and links the app shares with the server, which
// paints them into index.html before the app's script has loaded.
//
//go:embed src/config/firstView.json
var FirstView []byte
