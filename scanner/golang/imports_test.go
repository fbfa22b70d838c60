package golang

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// TestStdRootsCoverGOROOT checks stdRoots against the standard library of the Go that runs the
// test: a new top-level package would otherwise make its calls look like calls into the tree.
func TestStdRootsCoverGOROOT(t *testing.T) {
	ents, err := os.ReadDir(filepath.Join(runtime.GOROOT(), "src"))
	if err != nil {
		t.Skipf("no GOROOT sources: %v", err)
	}
	for _, e := range ents {
		switch name := e.Name(); {
		case !e.IsDir(), name == "cmd", name == "testdata", name == "vendor":
		case !stdRoots[name]:
			t.Errorf("standard library root %q is missing from stdRoots", name)
		}
	}
	for _, p := range []string{"toolbox/reply", "last9-mcp/internal/utils", "github.com/a/b"} {
		if isStdlib(p) {
			t.Errorf("isStdlib(%q) = true", p)
		}
	}
	for _, p := range []string{"errors", "net/http", "encoding/json", "C"} {
		if !isStdlib(p) {
			t.Errorf("isStdlib(%q) = false", p)
		}
	}
}

func TestDefaultName(t *testing.T) {
	for p, want := range map[string]string{
		"encoding/json":                              "json",
		"github.com/mark3labs/mcp-go/mcp":            "mcp",
		"github.com/google/go-github/v89":            "github",
		"gopkg.in/yaml.v3":                           "yaml",
		"gopkg.in/natefinch/lumberjack.v2":           "lumberjack",
		"sigs.k8s.io/yaml":                           "yaml",
		"github.com/goccy/go-yaml":                   "yaml",
		"gopkg.in/check.v1":                          "check",
		"example.com/x/version.vx":                   "version.vx",
		"github.com/modelcontextprotocol/go-sdk/mcp": "mcp",
	} {
		if got := defaultName(p); got != want {
			t.Errorf("defaultName(%q) = %q, want %q", p, got, want)
		}
	}
}
