// Package manifest reads a scanned tree's manifests and lockfiles to say which MCP SDK and
// framework versions each package root uses: go.mod; package.json with package-lock.json,
// pnpm-lock.yaml or yarn.lock; pyproject.toml (PEP 621 and Poetry), requirements*.txt, uv.lock and
// poetry.lock. It is pure Go, reads every file with a size cap, never follows a symlink out of
// the root, and never fails: a manifest it cannot read or a version it cannot pin becomes a note
// in Project.Notes, and the rules then assume the newest behaviour.
package manifest

import (
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"github.com/mcperr/mcperr/scanner/extract"
)

// The dependency names the index records, as they appear in Project.Deps.
const (
	MCPGo      = "github.com/mark3labs/mcp-go"
	GoSDK      = "github.com/modelcontextprotocol/go-sdk"
	MCPGolang  = "github.com/metoro-io/mcp-golang"
	TSSDK      = "@modelcontextprotocol/sdk"
	TSServer   = "@modelcontextprotocol/server"
	FastMCP    = "fastmcp" // npm: punkpeye's; PyPI: jlowin's (PrefectHQ)
	PythonMCP  = "mcp"     // PyPI: modelcontextprotocol/python-sdk
	maxSize    = 1 << 20   // manifests
	maxLockLen = 32 << 20  // lockfiles of large monorepos
)

var (
	goNames     = []string{MCPGo, GoSDK, MCPGolang}
	npmNames    = []string{TSSDK, TSServer, FastMCP}
	pythonNames = []string{PythonMCP, FastMCP}
)

// eco is a package ecosystem; a file's ecosystem decides which manifests make its package root.
type eco int

const (
	anyEco eco = iota
	goEco
	npmEco
	pyEco
)

// ecoOf returns the ecosystem of a source file by its extension.
func ecoOf(rel string) eco {
	switch strings.ToLower(path.Ext(rel)) {
	case ".go":
		return goEco
	case ".ts", ".tsx", ".mts", ".cts", ".js", ".mjs", ".cjs", ".jsx":
		return npmEco
	case ".py", ".pyi":
		return pyEco
	}
	return anyEco
}

// Index answers, for any file below a root, which project it belongs to. It reads each package
// root's manifests once and is safe for concurrent use.
type Index struct {
	root  string
	mu    sync.Mutex
	cache map[cacheKey]*extract.Project
}

type cacheKey struct {
	dir string
	eco eco
}

// NewIndex returns an index of the tree at root (a directory on disk).
func NewIndex(root string) *Index {
	return &Index{root: root, cache: map[cacheKey]*extract.Project{}}
}

// ProjectFor returns the project of the file at relPath (slash path relative to the root): the
// nearest directory up the tree that holds a manifest of the file's ecosystem. The result is
// shared between files and must not be modified. It is never nil.
func (x *Index) ProjectFor(relPath string) *extract.Project {
	rel := path.Clean(strings.TrimPrefix(filepath.ToSlash(relPath), "/"))
	dir := path.Dir(rel)
	if dir == "." || strings.HasPrefix(dir, "..") {
		dir = ""
	}
	return x.projectForDir(dir, ecoOf(rel))
}

func (x *Index) projectForDir(dir string, e eco) *extract.Project {
	key := cacheKey{dir, e}
	x.mu.Lock()
	p, ok := x.cache[key]
	x.mu.Unlock()
	if ok {
		return p
	}
	switch {
	case x.hasManifest(dir, e):
		p = x.read(dir, e)
	case dir == "":
		p = &extract.Project{Deps: map[string]string{}, Notes: []string{"no " + ecoName(e) + " manifest found; newest SDK behaviour assumed"}}
	default:
		parent := path.Dir(dir)
		if parent == "." {
			parent = ""
		}
		p = x.projectForDir(parent, e)
	}
	x.mu.Lock()
	if prev, ok := x.cache[key]; ok {
		p = prev
	} else {
		x.cache[key] = p
	}
	x.mu.Unlock()
	return p
}

func ecoName(e eco) string {
	switch e {
	case goEco:
		return "go.mod"
	case npmEco:
		return "package.json"
	case pyEco:
		return "Python"
	}
	return "package"
}

// rootManifests are the files that make a directory a package root, per ecosystem.
func rootManifests(e eco) []string {
	switch e {
	case goEco:
		return []string{"go.mod"}
	case npmEco:
		return []string{"package.json"}
	case pyEco:
		return []string{"pyproject.toml", "requirements.txt", "setup.py", "uv.lock", "poetry.lock", "Pipfile"}
	}
	return []string{"go.mod", "package.json", "pyproject.toml", "requirements.txt"}
}

// hasManifest reports whether dir is a package root for ecosystem e.
func (x *Index) hasManifest(dir string, e eco) bool {
	for _, name := range rootManifests(e) {
		if x.exists(path.Join(dir, name)) {
			return true
		}
	}
	if e == pyEco || e == anyEco {
		return len(x.requirementFiles(dir)) > 0
	}
	return false
}

// read builds the project of package root dir.
func (x *Index) read(dir string, e eco) *extract.Project {
	p := &extract.Project{Root: dir, Deps: map[string]string{}}
	if e == goEco || e == anyEco {
		x.readGoMod(p, dir)
	}
	if e == npmEco || e == anyEco {
		x.readNPM(p, dir)
	}
	if e == pyEco || e == anyEco {
		x.readPython(p, dir)
	}
	sort.Strings(p.Notes)
	return p
}

// note records an assumption.
func note(p *extract.Project, format string, args ...any) {
	p.Notes = append(p.Notes, fmt.Sprintf(format, args...))
}

// abs returns the on-disk path of a slash path relative to the root.
func (x *Index) abs(rel string) string { return filepath.Join(x.root, filepath.FromSlash(rel)) }

// exists reports whether rel is a regular file inside the root.
func (x *Index) exists(rel string) bool {
	fi, err := os.Lstat(x.abs(rel))
	if err != nil {
		return false
	}
	return fi.Mode().IsRegular() || (fi.Mode()&os.ModeSymlink != 0 && x.inside(rel))
}

// inside reports whether rel, with every symlink resolved, stays inside the root.
func (x *Index) inside(rel string) bool {
	real, err := filepath.EvalSymlinks(x.abs(rel))
	if err != nil {
		return false
	}
	root, err := filepath.EvalSymlinks(x.root)
	if err != nil {
		return false
	}
	r, err := filepath.Rel(root, real)
	return err == nil && r != ".." && !strings.HasPrefix(r, ".."+string(filepath.Separator))
}

// readFile reads rel with a size cap. A missing file gives ok false and no note; an unreadable,
// oversized or escaping file gives ok false and a note.
func (x *Index) readFile(p *extract.Project, rel string, limit int64) ([]byte, bool) {
	fi, err := os.Lstat(x.abs(rel))
	if err != nil {
		return nil, false
	}
	if fi.Mode()&os.ModeSymlink != 0 && !x.inside(rel) {
		note(p, "%s: symlink leaves the scanned root; not read", rel)
		return nil, false
	}
	f, err := os.Open(x.abs(rel))
	if err != nil {
		note(p, "%s: unreadable (%v)", rel, err)
		return nil, false
	}
	defer f.Close()
	if st, err := f.Stat(); err != nil || !st.Mode().IsRegular() {
		note(p, "%s: not a regular file; not read", rel)
		return nil, false
	}
	b, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		note(p, "%s: unreadable (%v)", rel, err)
		return nil, false
	}
	if int64(len(b)) > limit {
		note(p, "%s: larger than %d bytes; not read", rel, limit)
		return nil, false
	}
	return b, true
}

// set records a dependency version, keeping the first one found (manifests are read nearest
// first, and a lockfile's resolved version replaces a range through resolve).
func set(p *extract.Project, name, version string) {
	if _, ok := p.Deps[name]; !ok {
		p.Deps[name] = version
	}
}

// resolve replaces a dependency's version with the one a lockfile resolved.
func resolve(p *extract.Project, name, version, source string) {
	if _, ok := p.Deps[name]; !ok || version == "" {
		return
	}
	if old := p.Deps[name]; old != version {
		p.Deps[name] = version
		if old != "" {
			note(p, "%s: %s resolved to %s (manifest said %s)", source, name, version, old)
		}
	}
}

// findUp returns the first of names that exists in dir or a parent directory up to the root.
func (x *Index) findUp(dir string, names ...string) string {
	for d := dir; ; {
		for _, n := range names {
			if rel := path.Join(d, n); x.exists(rel) {
				return rel
			}
		}
		if d == "" {
			return ""
		}
		d = path.Dir(d)
		if d == "." {
			d = ""
		}
	}
}
