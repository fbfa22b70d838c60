//go:build unix

package adjudication

import (
	"syscall"
	"testing"
)

// reportCPU reports, when the returned function runs, the CPU seconds per operation that the
// process spent (user and system, every thread, the garbage collector's included) since
// reportCPU was called. Unlike ns/op it does not grow when other work shares the machine.
func reportCPU(b *testing.B) func() {
	start := cpuSeconds()
	return func() { b.ReportMetric((cpuSeconds()-start)/float64(b.N), "cpu-s/op") }
}

func cpuSeconds() float64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	tv := func(t syscall.Timeval) float64 { return float64(t.Sec) + float64(t.Usec)/1e6 }
	return tv(ru.Utime) + tv(ru.Stime)
}
