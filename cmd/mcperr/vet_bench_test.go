package main

import (
	"os"
	"testing"
)

// BenchmarkVet runs `mcperr vet --no-cache --format json` through the real command on the vet
// test module's mcpgo and gosdk packages (its broken package fails the run by design), or on
// ./... of the module at MCPERR_BENCH_VET_DIR (bench/vet.sh --setup builds three under
// bench/out/vet/work): the go list, the loading and type-checking, the analyzers and the
// output, as a user's run without the cache. Run it with -benchtime=Nx and compare the CPU time
// of interleaved runs: most of a run is the go command's, and the machine's load moves it.
func BenchmarkVet(b *testing.B) {
	dir, patterns := os.Getenv("MCPERR_BENCH_VET_DIR"), []string{"./..."}
	if dir == "" {
		dir, patterns = vetModule, []string{"./mcpgo", "./gosdk"}
	}
	enterModule(b, dir)
	args := append([]string{"--no-cache", "--format", "json"}, patterns...)
	for b.Loop() {
		if out, errw, code := runVetCmd(args...); code > 1 {
			b.Fatalf("exit %d\n%s\n%s", code, out, errw)
		}
	}
}
