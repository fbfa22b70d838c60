package main

import (
	"fmt"
	"os"
	"testing"
)

// TestMain gives the tests' scans a content cache of their own, removed at the end, instead of
// the user's.
func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "mcperr-scan-cache-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	scanCacheDir = func() (string, error) { return dir, nil }
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}
