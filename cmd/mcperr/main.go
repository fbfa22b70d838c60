// Command mcperr finds and classifies the error paths of MCP servers.
//
// MCPERR_CPUPROFILE=FILE writes a CPU profile of the run to FILE (go tool pprof reads it).
package main

import (
	"fmt"
	"os"
	"runtime/pprof"
)

func main() {
	os.Exit(profiled(os.Getenv("MCPERR_CPUPROFILE"), func() int {
		return run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	}))
}

// profiled runs f, under a CPU profile written to file when file is not empty.
func profiled(file string, f func() int) int {
	if file == "" {
		return f()
	}
	w, err := os.Create(file)
	if err != nil {
		fmt.Fprintf(os.Stderr, "mcperr: MCPERR_CPUPROFILE: %v\n", err)
		return exitFailure
	}
	if err := pprof.StartCPUProfile(w); err != nil {
		fmt.Fprintf(os.Stderr, "mcperr: MCPERR_CPUPROFILE: %v\n", err)
		w.Close()
		return exitFailure
	}
	code := f()
	pprof.StopCPUProfile()
	if err := w.Close(); err != nil {
		fmt.Fprintf(os.Stderr, "mcperr: MCPERR_CPUPROFILE: %v\n", err)
	}
	return code
}
