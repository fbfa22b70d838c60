// Command mcperr finds and classifies the error paths of MCP servers.
//
// MCPERR_CPUPROFILE=FILE writes a CPU profile of the run to FILE, and MCPERR_MEMPROFILE=FILE
// a heap profile taken as the run ends (go tool pprof reads both; -sample_index=inuse_space
// shows what was still held, which is what peak memory grows with).
package main

import (
	"fmt"
	"os"
	"runtime/pprof"

	_ "github.com/mcperr/mcperr/internal/needcgo" // a build without cgo fails saying it needs cgo
)

func main() {
	os.Exit(profiled(os.Getenv("MCPERR_CPUPROFILE"), func() int {
		code := run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
		if file := os.Getenv("MCPERR_MEMPROFILE"); file != "" {
			if err := writeHeapProfile(file); err != nil {
				fmt.Fprintf(os.Stderr, "mcperr: MCPERR_MEMPROFILE: %v\n", err)
			}
		}
		return code
	}))
}

// writeHeapProfile writes the heap profile to file.
func writeHeapProfile(file string) error {
	w, err := os.Create(file)
	if err != nil {
		return err
	}
	if err := pprof.Lookup("heap").WriteTo(w, 0); err != nil {
		w.Close()
		return err
	}
	return w.Close()
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
