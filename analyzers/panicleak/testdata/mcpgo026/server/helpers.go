package main

import "strings"

// splitPair is a helper in another file; handlers that call it inherit its panic.
func splitPair(s string) string { // want splitPair:`mayPanic\(index into a strings.Split result`
	parts := strings.Split(s, "=")
	return parts[1]
}
