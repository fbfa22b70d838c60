package tools

import "github.com/example/jobs-mcp/ledger"

// Deps holds what the tools of handlers.go use; the handlers are declared in another file.
type Deps struct {
	Ledger *ledger.Book
	Name   string
}
