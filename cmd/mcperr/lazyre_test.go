package main

import (
	"os/exec"
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

// BenchmarkStartup runs the built mcperr with --version: a process's start-up, most of it
// the initialisation of the packages it links (GODEBUG=inittrace=1 shows each).
func BenchmarkStartup(b *testing.B) {
	bin, out, err := goBuild(b, nil)
	if err != nil {
		b.Fatalf("go build: %v\n%s", err, out)
	}
	b.ResetTimer()
	for range b.N {
		if err := exec.Command(bin, "--version").Run(); err != nil {
			b.Fatal(err)
		}
	}
}
