//go:build !cgo

package needcgo

// The tree-sitter grammars are C: see the package comment.
var _ = mcperr_needs_cgo__build_with_CGO_ENABLED_1_and_a_C_compiler
