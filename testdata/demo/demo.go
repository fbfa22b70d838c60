// Package demo holds the built-in demo of `mcperr audit --demo`: a registry frame (an API list
// page) and the example MCP servers it names, one per language, as plain files. The package
// adjudication/demo materialises them as git repositories at run time.
//
// A Go module file cannot be embedded (go:embed refuses a directory holding go.mod, which marks
// another module), so the Go server's module files are stored as go.mod.demo and go.sum.demo and
// renamed on the way out (with go.sum, the typed Go analyzers of scan and audit load it).
package demo

import "embed"

// Files holds frame.json and servers/<repository>/...
//
//go:embed frame.json servers
var Files embed.FS
