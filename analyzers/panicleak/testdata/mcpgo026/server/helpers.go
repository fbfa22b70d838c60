package main

import "strings"

// splitPair is a helper in another file; handlers that call it inherit its panic.
func splitPair(s string) string { // want splitPair:`summary\(index into a strings.Split result without a length check at server/helpers.go:8 if \[0\]\)`
	parts := strings.Split(s, "=")
	return parts[1] // want `^index into a strings.Split result without a length check in splitPair, which tool handler split calls: mcp-go v0.26.0 has no recovery of its own` related=server/main.go:20,server/main.go:53
}
