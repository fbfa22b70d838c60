package main

import (
	"testing"

	"github.com/mcperr/mcperr/internal/lazyre"
)

// TestEveryExpressionCompiles compiles every package-level expression that mcperr's packages
// leave to their first use (lazyre): one that does not compile would panic only when a rule
// first reaches it.
func TestEveryExpressionCompiles(t *testing.T) {
	n, err := lazyre.CheckAll()
	if err != nil {
		t.Fatal(err)
	}
	if n < 100 {
		t.Errorf("%d lazy expressions linked into mcperr; the scanner's and guidance's alone are over 150", n)
	}
}
