// Command deadtools registers some of its handler-shaped functions and leaves others unused. An // want package:`helperUses\(example.com/mcpgo121/deadtools.removeStore\)`
// unexported one that nothing in the package refers to is dead code, not a tool handler (its
// registration may be commented out); an exported one may be registered by another package, one
// an interface of the package names may be called through it, and one a //go:linkname names
// may be called from elsewhere.
package main

import (
	"context"
	"errors"
	_ "unsafe" // for go:linkname

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Store holds the tools of a store.
type Store struct{}

func main() {
	s := server.NewMCPServer("demo", "1.0.0")
	st := &Store{}
	s.AddTool(mcp.NewTool("list_stores"), st.listStores)
	// s.AddTool(mcp.NewTool("create_store"), st.createStore)
	var h server.ToolHandlerFunc = st.heldStore
	_ = h
	_ = server.ServeStdio(s)
}

// listStores is registered.
func (s *Store) listStores(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want listStores:`mayReturnError\(deadtools/main.go:32\)`
	return nil, errors.New("no stores") // want `tool handler listStores returns an error` related=23
}

// createStore's registration is commented out: nothing refers to it.
func (s *Store) createStore(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want createStore:`mayReturnError\(deadtools/main.go:37\)`
	return nil, errors.New("cannot create")
}

// deleteStore is unused too, as is the function only it calls.
func deleteStore(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want deleteStore:`mayReturnError\(deadtools/main.go:42\)`
	return removeStore(ctx)
}

func removeStore(ctx context.Context) (*mcp.CallToolResult, error) { // want removeStore:`mayReturnError\(deadtools/main.go:46\)`
	return nil, errors.New("cannot delete")
}

// heldStore is referred to as a value, so it may be registered anywhere.
func (s *Store) heldStore(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want heldStore:`mayReturnError\(deadtools/main.go:51\)`
	return nil, errors.New("nothing held") // want `tool handler heldStore returns an error`
}

// CreateStore is exported: another package may register it.
func (s *Store) CreateStore(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want CreateStore:`mayReturnError\(deadtools/main.go:56\)` CreateStore:`pure`
	return nil, errors.New("cannot create") // want `tool handler CreateStore returns an error`
}

// handlerSet is implemented by *Store: its method may be called through it.
type handlerSet interface {
	moveStore(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error)
}

var _ handlerSet = (*Store)(nil)

func (s *Store) moveStore(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want moveStore:`mayReturnError\(deadtools/main.go:67\)`
	return nil, errors.New("cannot move") // want `tool handler moveStore returns an error`
}

//go:linkname pushStore
func pushStore(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want pushStore:`mayReturnError\(deadtools/main.go:72\)`
	return nil, errors.New("cannot push") // want `tool handler pushStore returns an error`
}
