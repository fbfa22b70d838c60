package main

import (
	"bytes"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/internal/gittest"
)

// runCorpus runs the real command tree and returns stdout, stderr and the exit code.
func runCorpus(args ...string) (string, string, int) {
	var out, errw bytes.Buffer
	code := run(args, strings.NewReader(""), &out, &errw)
	return out.String(), errw.String(), code
}

const seedSlice = "../../testdata/frames/seed_2025_05_16_slice.json"

func TestSampleCommandReproducible(t *testing.T) {
	dir := t.TempDir()
	frame := filepath.Join(dir, "frame.jsonl")
	if _, errw, code := runCorpus("registry", "frame", "--out", frame, seedSlice); code != 0 {
		t.Fatalf("registry frame: %d %s", code, errw)
	}
	draw := func(seed string) string {
		out, errw, code := runCorpus("sample", "--frame", frame, "--n", "8", "--seed", seed, "--strata", "package-type")
		if code != 0 {
			t.Fatalf("sample: %d %s", code, errw)
		}
		return out
	}
	if a, b := draw("11"), draw("11"); a != b {
		t.Error("same seed, different output")
	}
	if a, b := draw("11"), draw("12"); a == b {
		t.Error("different seeds, same output")
	}
	if _, errw, code := runCorpus("sample", "--frame", frame, "--n", "0"); code != exitFailure || !strings.Contains(errw, "want at least 1") {
		t.Errorf("n=0: %d %s", code, errw)
	}
}

// sharedSeed is the real May 2025 seed frame beside the checkout; CI on a clean checkout may not
// have it, and then the committed slice of it stands in.
const sharedSeed = "../../../shared/registry/seed_2025_05_16.json"

// TestSampleCommandSeedFrame runs `mcperr sample` on the seed frame itself (a raw seed array) into
// files: the same seed gives the same bytes, another seed other bytes.
func TestSampleCommandSeedFrame(t *testing.T) {
	frames := []string{seedSlice}
	if _, err := os.Stat(sharedSeed); err == nil {
		frames = append(frames, sharedSeed)
	}
	dir := t.TempDir()
	for i, frame := range frames {
		draw := func(seed, name string) []byte {
			p := filepath.Join(dir, fmt.Sprintf("%d-%s.json", i, name))
			if _, errw, code := runCorpus("sample", "--frame", frame, "--n", "20", "--seed", seed, "-o", p); code != 0 {
				t.Fatalf("%s: sample: %d %s", frame, code, errw)
			}
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			return b
		}
		a, b, c := draw("42", "a"), draw("42", "b"), draw("43", "c")
		if !bytes.Equal(a, b) {
			t.Errorf("%s: seed 42 twice, different bytes", frame)
		}
		if bytes.Equal(a, c) {
			t.Errorf("%s: seeds 42 and 43, same bytes", frame)
		}
		if !bytes.Contains(a, []byte(`"seed": 42`)) {
			t.Errorf("%s: the sample does not record its seed", frame)
		}
	}
}

func TestRegistryPullCommand(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		next := `,"nextCursor":"io.github.example/a:1.0.0"`
		name := "a"
		if r.URL.Query().Get("cursor") == "io.github.example/a:1.0.0" {
			next, name = "", "b"
		}
		fmt.Fprintf(w, `{"servers":[{"server":{"name":"io.github.example/%s","description":"x","version":"1.0.0",`+
			`"repository":{"url":"https://github.com/example/%s","source":"github"}},`+
			`"_meta":{"io.modelcontextprotocol.registry/official":{"status":"active","publishedAt":"2025-10-01T00:00:00Z","updatedAt":"2025-10-01T00:00:00Z","isLatest":true}}}],`+
			`"metadata":{"count":1%s}}`, name, name, next)
	}))
	defer srv.Close()
	frame := filepath.Join(t.TempDir(), "frame.jsonl")
	out, errw, code := runCorpus("registry", "pull", "--url", srv.URL, "--out", frame, "--limit", "1")
	if code != 0 || !strings.Contains(out, "2 records, 0 rejected, 2 sources") {
		t.Fatalf("pull: %d\n%s\n%s", code, out, errw)
	}
	if _, err := os.Stat(filepath.Join(frame+".pages", "page-00002.json")); err != nil {
		t.Error(err)
	}
}

// makeRepo creates a repository with one commit in a temporary directory.
func makeRepo(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	gittest.Commit(t, dir, files, "c")
	return dir
}

func TestCloneCommand(t *testing.T) {
	dir := t.TempDir()
	var docs []string
	for i := 0; i < 3; i++ {
		repo := makeRepo(t, map[string]string{"srv/main.py": "print(1)\n"})
		docs = append(docs, fmt.Sprintf(`{"name":"io.github.t/r%d","version":"1","repository":{"url":"file://%s","subfolder":"srv"}}`, i, repo))
	}
	input := filepath.Join(dir, "servers.json")
	os.WriteFile(input, []byte("["+strings.Join(docs, ",")+"]"), 0o644)
	sample := filepath.Join(dir, "sample.json")
	if _, errw, code := runCorpus("sample", "--frame", input, "--n", "2", "--seed", "5", "--allow-local", "-o", sample); code != 0 {
		t.Fatalf("sample: %s", errw)
	}
	cache := filepath.Join(dir, "cache")
	out, errw, code := runCorpus("clone", "--sample", sample, "--cache", cache, "--allow-local", "--jobs", "2")
	if code != 0 || !strings.Contains(out, "cloned 2, reused 0, failed 0") {
		t.Fatalf("clone: %d\n%s\n%s", code, out, errw)
	}
	out, _, code = runCorpus("clone", "--sample", sample, "--cache", cache, "--allow-local", "--pins", filepath.Join(cache, "acquire.jsonl"))
	if code != 0 || !strings.Contains(out, "cloned 0, reused 2, failed 0") {
		t.Fatalf("re-run: %d %s", code, out)
	}
	_, errw, code = runCorpus("clone", "--sample", sample, "--cache", cache, "--allow-local", "--jobs", "100000000")
	if code != exitFailure || !strings.Contains(errw, "--jobs") {
		t.Errorf("clone --jobs 100000000: %d %s", code, errw)
	}
	_, errw, code = runCorpus("clone", "--sample", sample, "--cache", filepath.Join(dir, "other"))
	if code != exitFailure || !strings.Contains(errw, "needs --allow-local") {
		t.Errorf("file URL without --allow-local: %d %s", code, errw)
	}
}

// TestCloneProgressLines: with stderr not a terminal, clone writes a progress line every
// --progress-every naming the repository in flight.
func TestCloneProgressLines(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			defer c.Close() // silent until the listener closes
		}
	}()
	url := "https://" + ln.Addr().String() + "/o/slow"
	_, errw, code := runCorpus("clone", url, "--cache", t.TempDir(), "--timeout", "1500ms", "--progress-every", "200ms")
	if code != exitFailure || !strings.Contains(errw, "clone: 0 of 1 repositories, ") || !strings.Contains(errw, "in progress: "+url+" (") {
		t.Errorf("exit %d, stderr:\n%s", code, errw)
	}
}
