package main

import "github.com/modelcontextprotocol/go-sdk/mcp"

func main() { _ = mcp.NewServer(&mcp.Implementation{Name: "x"}, nil) }
