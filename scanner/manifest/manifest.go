// Package manifest reads a scanned tree's manifests and lockfiles to say which MCP SDK and
// framework versions each package root uses: go.mod; package.json with package-lock.json,
// pnpm-lock.yaml or yarn.lock; pyproject.toml (PEP 621 and Poetry), requirements*.txt, uv.lock and
// poetry.lock; deno.json or deno.jsonc with deno.lock. Each is read with a parser of its format (the go command's go.mod parser, streamed
// JSON tokens, YAML and TOML libraries, a line scanner for yarn.lock and requirements), only for
// the fields that name versions, and only when a file of the package root asks for its project:
// a package root's manifests are read once, and a lockfile once however many package roots of a
// workspace share it. It reads every file with a size cap, never follows a symlink out of the
// root, and never fails: a manifest it cannot read or a version it cannot pin becomes a note in
// Project.Notes, and the rules then assume the newest behaviour. Index.Notes returns the notes of
// the projects handed out, which the scan's document lists. For an npm package root it also
// reads tsconfig.json (else jsconfig.json) for baseUrl and paths (tsconfig.go), through which the
// TypeScript scanner resolves aliased imports to modules of the root.
package manifest

import (
	"errors"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/internal/safefile"
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
	cache map[cacheKey]*projectEntry
	locks map[string]*lockEntry
	// workspaces holds the uv workspace each directory's pyproject.toml declares (uvworkspace.go).
	workspaces map[string]*workspaceEntry
	// used holds the projects ProjectFor has handed out, whose notes Notes returns: not those
	// of the package roots only read to see whether they declare an SDK (enclosingDeclares).
	used map[*extract.Project]bool
	// groups holds whether each directory asked by GroupFor holds a manifest (group.go).
	groups map[string]bool
	// touched holds every path below the root the index asked the disk about (Touched).
	touchMu sync.Mutex
	touched map[string]bool
}

// projectEntry is one package root's project, read by the first file that asks for it while
// the others wait.
type projectEntry struct {
	once sync.Once
	p    *extract.Project
	// mayDeclare (npm) is set when the package root whose project p is declares an MCP SDK or
	// framework, or may: its package.json names an @modelcontextprotocol package the index
	// records no version of, or could not be read whole. enclosingDeclares asks it of the
	// package roots above a package.
	mayDeclare bool
}

// lockEntry is what one lockfile locks, read once however many package roots share it (the
// lockfile of a workspace serves every package of it).
type lockEntry struct {
	once  sync.Once
	facts lockFacts
	note  string // why the file was not read (unreadable, oversized, a symlink out of the root)
}

// lockFacts are the versions a lockfile locks for the SDK names, by a key the reader of the
// ecosystem chooses (an install path, an importer and name, a name), lowest first where there
// are several; err says why the file could not be parsed.
type lockFacts struct {
	versions map[string][]string
	err      string
}

type cacheKey struct {
	dir string
	eco eco
}

// NewIndex returns an index of the tree at root (a directory on disk).
func NewIndex(root string) *Index {
	return &Index{root: root, cache: map[cacheKey]*projectEntry{}, locks: map[string]*lockEntry{}, workspaces: map[string]*workspaceEntry{},
		used: map[*extract.Project]bool{}, groups: map[string]bool{}, touched: map[string]bool{}}
}

// Touched returns the slash paths, relative to the root, of every file and directory the index
// has asked the disk about so far (stat, read, listed, symlinks resolved), sorted: what its
// projects and notes rest on, for a cache of a root's whole result (scanner/rootcache.go).
func (x *Index) Touched() []string {
	x.touchMu.Lock()
	out := make([]string, 0, len(x.touched))
	for p := range x.touched {
		out = append(out, p)
	}
	x.touchMu.Unlock()
	sort.Strings(out)
	return out
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
	p := x.entryFor(dir, ecoOf(rel)).p
	x.mu.Lock()
	x.used[p] = true
	x.mu.Unlock()
	return p
}

// Notes returns the notes of the projects ProjectFor has returned, each once (the notes of a
// lockfile that several package roots share are one), ordered by path and message. A note
// about the scan root's lack of a manifest has the path "".
func (x *Index) Notes() []extract.Note {
	x.mu.Lock()
	defer x.mu.Unlock()
	seen := map[extract.Note]bool{}
	var out []extract.Note
	for p := range x.used {
		for _, n := range p.Notes {
			if !seen[n] {
				seen[n] = true
				out = append(out, n)
			}
		}
	}
	sortNotes(out)
	return out
}

// entryFor returns the filled entry of dir's project: its own manifest's, else its parent's.
func (x *Index) entryFor(dir string, e eco) *projectEntry {
	ent := entryOf(&x.mu, x.cache, cacheKey{dir, e})
	ent.once.Do(func() {
		switch {
		case x.hasManifest(dir, e):
			var whole bool
			ent.p, whole = x.read(dir, e)
			ent.mayDeclare = len(ent.p.Deps) > 0 || (e == npmEco && !whole)
			ent.p.NoMCP = e == npmEco && !ent.mayDeclare && !x.enclosingDeclares(dir, e)
		case dir == "":
			ent.p = &extract.Project{Deps: map[string]string{}, Notes: []extract.Note{{Message: "no " + ecoName(e) + " manifest found; newest SDK behaviour assumed"}}}
			if e == npmEco {
				x.readTSConfig(ent.p, "") // a tree without package.json may still alias its modules
			}
		default:
			parent := path.Dir(dir)
			if parent == "." {
				parent = ""
			}
			up := x.entryFor(parent, e)
			ent.p, ent.mayDeclare = up.p, up.mayDeclare
		}
	})
	return ent
}

// lock returns what the lockfile at rel locks, parsing it with parse on first use. A lockfile
// that could not be read or parsed gives nil, with a note on p.
func (x *Index) lock(p *extract.Project, rel string, parse func(rel string, b []byte) lockFacts) *lockFacts {
	ent := entryOf(&x.mu, x.locks, rel)
	ent.once.Do(func() {
		b, why, ok := x.readBytes(rel, maxLockLen)
		if !ok {
			ent.note = why
			return
		}
		ent.facts = parse(rel, b)
	})
	switch {
	case ent.note != "":
		note(p, rel, "%s", ent.note)
		return nil
	case ent.facts.err != "":
		note(p, rel, "%s; versions from the manifests kept", ent.facts.err)
		return nil
	}
	return &ent.facts
}

// entryOf returns the entry of k in m, made on first use; mu guards m.
func entryOf[K comparable, E any](mu *sync.Mutex, m map[K]*E, k K) *E {
	mu.Lock()
	defer mu.Unlock()
	e, ok := m[k]
	if !ok {
		e = new(E)
		m[k] = e
	}
	return e
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
		return []string{"package.json", "deno.json", "deno.jsonc"}
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

// read builds the project of package root dir, and says whether its package.json was read and
// parsed whole (npm only).
func (x *Index) read(dir string, e eco) (*extract.Project, bool) {
	p := &extract.Project{Root: dir, Deps: map[string]string{}}
	if e == goEco || e == anyEco {
		x.readGoMod(p, dir)
	}
	npm := false
	if e == npmEco || e == anyEco {
		// A package root has package.json, a Deno manifest (deno.go) or both: whole when each
		// that it has was read whole.
		pkgJSON := x.exists(path.Join(dir, "package.json"))
		npm = pkgJSON && x.readNPM(p, dir)
		if deno, whole := x.readDeno(p, dir); deno {
			npm = (npm || !pkgJSON) && whole
		}
		x.readTSConfig(p, dir)
	}
	if e == pyEco || e == anyEco {
		x.readPython(p, dir)
	}
	if e == pyEco {
		x.markWorkspace(p, dir)
	}
	sortNotes(p.Notes)
	return p, npm
}

// enclosingDeclares reports whether a package root above dir (up to the scan root) declares an
// MCP SDK or framework of ecosystem e, or may (see projectEntry.mayDeclare): a workspace root
// whose dependencies its packages may use hoisted, or any other enclosing package.
func (x *Index) enclosingDeclares(dir string, e eco) bool {
	for dir != "" {
		parent := path.Dir(dir)
		if parent == "." {
			parent = ""
		}
		ent := x.entryFor(parent, e)
		if ent.mayDeclare {
			return true
		}
		dir = ent.p.Root // "" at the scan root, or when no manifest is above
	}
	return false
}

// note records an assumption, or a manifest not read, about the file at rel.
func note(p *extract.Project, rel, format string, args ...any) {
	p.Notes = append(p.Notes, extract.Note{Path: rel, Message: fmt.Sprintf(format, args...)})
}

// minorNote records how a version was read from the file at rel (extract.Note.Minor).
func minorNote(p *extract.Project, rel, format string, args ...any) {
	p.Notes = append(p.Notes, extract.Note{Path: rel, Message: fmt.Sprintf(format, args...), Minor: true})
}

// versionNote records how a dependency's version was read from a range: a minor note when a
// version came out of it, else the assumption that the newest behaviour applies.
func versionNote(p *extract.Project, rel, name, version, why string) {
	if why == "" {
		return
	}
	if version != "" {
		minorNote(p, rel, "%s %s", name, why)
		return
	}
	note(p, rel, "%s %s", name, why)
}

// sortNotes orders notes by path, then message.
func sortNotes(ns []extract.Note) {
	sort.Slice(ns, func(i, j int) bool {
		if ns[i].Path != ns[j].Path {
			return ns[i].Path < ns[j].Path
		}
		return ns[i].Message < ns[j].Message
	})
}

// abs returns the on-disk path of a slash path relative to the root. Every access to the disk
// goes through it, and it records rel (Touched).
func (x *Index) abs(rel string) string {
	x.touchMu.Lock()
	x.touched[rel] = true
	x.touchMu.Unlock()
	return filepath.Join(x.root, filepath.FromSlash(rel))
}

// exists reports whether rel is a regular file inside the root, or a symlink that stays inside
// it (readBytes checks what it leads to).
func (x *Index) exists(rel string) bool {
	fi, err := os.Lstat(x.abs(rel))
	if err != nil {
		return false
	}
	if fi.Mode()&os.ModeSymlink != 0 {
		_, inside := x.resolve(rel)
		return inside
	}
	return fi.Mode().IsRegular()
}

// resolve returns the real path of rel, every symlink resolved, and whether it stays inside the
// root.
func (x *Index) resolve(rel string) (string, bool) {
	real, err := filepath.EvalSymlinks(x.abs(rel))
	if err != nil {
		return "", false
	}
	root, err := filepath.EvalSymlinks(x.root)
	if err != nil {
		return "", false
	}
	r, err := filepath.Rel(root, real)
	return real, err == nil && r != ".." && !strings.HasPrefix(r, ".."+string(filepath.Separator))
}

// readFile reads rel with a size cap. A missing file gives ok false and no note; an unreadable,
// oversized or escaping file gives ok false and a note.
func (x *Index) readFile(p *extract.Project, rel string, limit int64) ([]byte, bool) {
	b, why, ok := x.readBytes(rel, limit)
	if why != "" {
		note(p, rel, "%s", why)
	}
	return b, ok
}

// readBytes is readFile with the note's message returned. It reads as the scanner reads sources
// (safefile): a regular file only, never blocking on a FIFO, the cap checked before reading.
func (x *Index) readBytes(rel string, limit int64) (b []byte, why string, ok bool) {
	p := x.abs(rel)
	fi, err := os.Lstat(p)
	if err != nil {
		return nil, "", false
	}
	if fi.Mode()&os.ModeSymlink != 0 {
		real, inside := x.resolve(rel)
		if !inside {
			return nil, "symlink leaves the scanned root or leads nowhere; not read", false
		}
		p = real
	}
	b, n, err := safefile.Read(p, limit, nil)
	switch {
	case errors.Is(err, safefile.ErrNotRegular):
		return nil, "not a regular file; not read", false
	case errors.Is(err, safefile.ErrTooLarge):
		return nil, fmt.Sprintf("%d bytes, larger than %d; not read", n, limit), false
	case err != nil:
		return nil, fmt.Sprintf("unreadable (%v)", err), false
	}
	return b, "", true
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
			minorNote(p, source, "%s resolved to %s (manifest said %s)", name, version, old)
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
