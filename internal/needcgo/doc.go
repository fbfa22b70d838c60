// Package needcgo stops a build of mcperr without cgo with an error that says so.
//
// mcperr parses with the tree-sitter grammars, which are C compiled through cgo. Built with
// CGO_ENABLED=0 (or without a C compiler, where go turns cgo off), go-tree-sitter's packages
// fail with "build constraints exclude all Go files" and "undefined: Node", which do not say
// what to do. cmd/mcperr imports this package, whose !cgo file names an undefined identifier
// that does:
//
//	internal/needcgo/nocgo.go:…: undefined: mcperr_needs_cgo__build_with_CGO_ENABLED_1_and_a_C_compiler
//
// cmd/mcperrvet and the golangci-lint plugin do not parse with tree-sitter and build without cgo.
package needcgo
