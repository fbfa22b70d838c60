// Package servertest builds the probe's testdata servers: real MCP servers on mcp-go and
// go-sdk, each a main package in a testdata module whose go.sum is checked in. The SDK modules
// come from the module cache, or through the module proxy the first time.
package servertest

import (
	"bufio"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

// Dir returns the path of a testdata module of package probe ("mcpgo", "gosdk").
func Dir(t testing.TB, module string) string {
	t.Helper()
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "probe", "testdata", module)
}

// Build builds the main package pkg of a testdata module into the test's temporary directory
// and returns the binary's path.
func Build(t testing.TB, module, pkg string) string {
	t.Helper()
	out := filepath.Join(t.TempDir(), pkg)
	cmd := exec.Command("go", "build", "-o", out, "./"+pkg)
	cmd.Dir = Dir(t, module)
	cmd.Env = append(os.Environ(), "GOTOOLCHAIN=local", "GOFLAGS=-mod=mod", "GOWORK=off")
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build ./%s in testdata/%s: %v\n%s", pkg, module, err, b)
	}
	return out
}

// ServeHTTP starts a built server with -http on a loopback port and returns its endpoint; the
// process is killed when the test ends.
func ServeHTTP(t testing.TB, bin string) string {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	cmd := exec.CommandContext(ctx, bin, "-http", "127.0.0.1:0")
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cancel()
		cmd.Wait()
	})
	found := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			if url, ok := strings.CutPrefix(sc.Text(), "listening on "); ok {
				found <- url
			}
		}
	}()
	select {
	case url := <-found:
		return url
	case <-time.After(30 * time.Second):
		t.Fatalf("%s -http printed no address", bin)
	}
	return ""
}
