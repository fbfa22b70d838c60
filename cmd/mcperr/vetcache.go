package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"

	"golang.org/x/mod/modfile"

	"github.com/mcperr/mcperr/adjudication"
)

// The vet result cache. go vet keeps its results in the build cache, so a warm go vet of
// unchanged code only lists the packages; mcperr vet keeps the output of a complete run (exit 0
// or 1) under the user cache directory, keyed by everything that can change it:
//
//   - the mcperr executable (path, size, modification time) and its version;
//   - the go command on PATH (likewise) and the environment that steers it (GO*, CGO_*, CC, CXX);
//   - the working directory, the patterns and every flag, and the baseline file's bytes;
//   - the bytes of every Go, cgo and assembly source file and of go.mod and go.sum in the main
//     module (directories Go ignores, starting with . or _ or named testdata, left out).
//
// Dependencies outside the main module are fixed by go.mod and go.sum (the module cache is
// read-only), so the key holds them. What the key cannot hold disables the cache: a workspace
// (go.work), a replace directive to a local directory, a pattern that leaves the module, no
// module at all, or a module larger than vetCacheMaxBytes of source. --no-cache turns it off.

// vetCacheMaxBytes caps the source hashed for a key: a larger module is analyzed every time.
const vetCacheMaxBytes = 256 << 20

// vetCacheEntry is what a cached run printed, and whether it failed on findings.
type vetCacheEntry struct {
	Stdout   []byte `json:"stdout"`
	Stderr   []byte `json:"stderr"`
	Findings bool   `json:"findings"`
}

// vetCacheDir is the cache's directory (a variable for tests).
var vetCacheDir = func() (string, error) {
	d, err := os.UserCacheDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(d, "mcperr", "vet"), nil
}

// runVetCached answers from the cache when it can, and otherwise runs vet and stores the result
// of a complete run.
func runVetCached(s streams, f vetFlags, patterns []string) error {
	dir, err := vetCacheDir()
	if err != nil || f.noCache || f.writeBaseline != "" || f.newFromRev != "" || f.fix || f.diff { // the revision and the non-Go files are not in the key
		return runVet(s, f, patterns)
	}
	key := vetCacheKey(f, patterns)
	if key == "" {
		return runVet(s, f, patterns)
	}
	file := filepath.Join(dir, key[:2], key+".json")
	if b, err := os.ReadFile(file); err == nil {
		var e vetCacheEntry
		if json.Unmarshal(b, &e) == nil {
			s.out.Write(e.Stdout)
			s.err.Write(e.Stderr)
			if e.Findings {
				return errFindings
			}
			return nil
		}
	}
	var out, errw bytes.Buffer
	err = runVet(streams{in: s.in, out: io.MultiWriter(s.out, &out), err: io.MultiWriter(s.err, &errw)}, f, patterns)
	if err == nil || errors.Is(err, errFindings) {
		// A cache that cannot be written only costs time: the run's result stands.
		_ = writeVetCache(file, vetCacheEntry{Stdout: out.Bytes(), Stderr: errw.Bytes(), Findings: err != nil})
	}
	return err
}

// writeVetCache writes an entry atomically, so a concurrent run never reads half of one.
func writeVetCache(file string, e vetCacheEntry) error {
	b, err := json.Marshal(e)
	if err != nil {
		return err
	}
	return adjudication.WriteFileAtomic(file, func(w io.Writer) error {
		_, err := w.Write(b)
		return err
	})
}

// vetCacheKey returns the key of a run, or "" when the run cannot be cached.
func vetCacheKey(f vetFlags, patterns []string) string {
	cwd, err := os.Getwd()
	if err != nil {
		return ""
	}
	modRoot, gowork := findModRoot(cwd), os.Getenv("GOWORK")
	if modRoot == "" || gowork != "" && gowork != "off" {
		return ""
	}
	if gowork != "off" {
		for d := modRoot; ; d = filepath.Dir(d) {
			if _, err := os.Stat(filepath.Join(d, "go.work")); err == nil {
				return ""
			}
			if filepath.Dir(d) == d {
				break
			}
		}
	}
	gomod, err := os.ReadFile(filepath.Join(modRoot, "go.mod"))
	if err != nil {
		return ""
	}
	mf, err := modfile.ParseLax("go.mod", gomod, nil)
	if err != nil {
		return ""
	}
	for _, r := range mf.Replace {
		if r.New.Version == "" { // a local directory: its files are not in the key
			return ""
		}
	}
	for _, p := range patterns {
		abs := p
		if !filepath.IsAbs(p) {
			if !strings.HasPrefix(p, ".") { // an import path: the main module or a pinned dependency
				continue
			}
			abs = filepath.Join(cwd, p)
		}
		if rel, err := filepath.Rel(modRoot, abs); err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			return ""
		}
	}

	h := sha256.New()
	fmt.Fprintf(h, "mcperr vet cache v1\x00%s\x00%s\x00", version, cwd)
	if !statInto(h, executable()) || !statInto(h, lookGo()) {
		return ""
	}
	var env []string
	for _, kv := range os.Environ() {
		if strings.HasPrefix(kv, "GO") || strings.HasPrefix(kv, "CGO_") || strings.HasPrefix(kv, "CC=") || strings.HasPrefix(kv, "CXX=") {
			env = append(env, kv)
		}
	}
	sort.Strings(env)
	key := f
	key.cfg = nil // a pointer; configKey holds the file
	fmt.Fprintf(h, "%#v\x00%q\x00%q\x00", key, patterns, env)
	if f.baseline != "" {
		b, err := os.ReadFile(f.baseline)
		if err != nil {
			return "" // the run reports it
		}
		h.Write(b)
		h.Write([]byte{0})
	}
	if !hashModuleSources(h, modRoot) {
		return ""
	}
	return hex.EncodeToString(h.Sum(nil))
}

// findModRoot returns the nearest directory at or above dir with a go.mod, or "".
func findModRoot(dir string) string {
	for {
		if fi, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil && fi.Mode().IsRegular() {
			return dir
		}
		up := filepath.Dir(dir)
		if up == dir {
			return ""
		}
		dir = up
	}
}

// vetSourceExt are the extensions of the files whose bytes go into the key.
var vetSourceExt = map[string]bool{".go": true, ".c": true, ".h": true, ".s": true, ".S": true, ".cc": true,
	".cpp": true, ".cxx": true, ".hh": true, ".hpp": true, ".hxx": true, ".m": true, ".syso": true}

// hashModuleSources writes the module's source files (relative path, size, bytes) into h, in
// walk order; false when the module is too large or a file cannot be read.
func hashModuleSources(h io.Writer, modRoot string) bool {
	total := int64(0)
	err := filepath.WalkDir(modRoot, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if p != modRoot && (strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") || name == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		if !vetSourceExt[filepath.Ext(name)] && name != "go.mod" && name != "go.sum" && name != "modules.txt" {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		if total += int64(len(b)); total > vetCacheMaxBytes {
			return errors.New("too large")
		}
		rel, _ := filepath.Rel(modRoot, p)
		fmt.Fprintf(h, "%s\x00%d\x00", filepath.ToSlash(rel), len(b))
		h.Write(b)
		return nil
	})
	return err == nil
}

// statInto writes a file's path, size and modification time into h; false when it has none.
func statInto(h io.Writer, path string) bool {
	if path == "" {
		return false
	}
	fi, err := os.Stat(path)
	if err != nil {
		return false
	}
	fmt.Fprintf(h, "%s\x00%d\x00%d\x00", path, fi.Size(), fi.ModTime().UnixNano())
	return true
}

func executable() string {
	p, err := os.Executable()
	if err != nil {
		return ""
	}
	return p
}

func lookGo() string {
	p, err := exec.LookPath("go")
	if err != nil {
		return ""
	}
	return p
}
