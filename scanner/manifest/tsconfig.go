package manifest

import (
	"encoding/json"
	"fmt"
	"path"
	"strings"

	"github.com/mcperr/mcperr/scanner/extract"
)

// maxExtends bounds a chain of tsconfig extends.
const maxExtends = 8

// tsLevel is what one config of an extends chain sets; dir is its directory.
type tsLevel struct {
	dir string
	tsConfigFields
}

// readTSConfig reads the tsconfig.json (else jsconfig.json) of package root dir, following
// extends to relative files inside the scanned root (never into node_modules, never a package
// name), and records baseUrl and paths on p when the chain sets either. A config it cannot read
// or parse becomes a note and no aliases.
func (x *Index) readTSConfig(p *extract.Project, dir string) {
	var rel string
	for _, name := range []string{"tsconfig.json", "jsconfig.json"} {
		if r := path.Join(dir, name); x.exists(r) {
			rel = r
			break
		}
	}
	if rel == "" {
		return
	}
	var levels []tsLevel
	if !x.tsChain(p, rel, map[string]bool{}, 0, &levels) {
		return
	}
	cfg := &extract.TSConfig{File: rel, Exists: x.exists}
	var pathsDir string
	var paths map[string][]string
	for _, l := range levels { // bases first: a later config overrides
		if l.baseURL != nil {
			cfg.BaseURL, cfg.HasBaseURL = path.Clean(path.Join(l.dir, *l.baseURL)), true
		}
		if l.paths != nil {
			paths, pathsDir = l.paths, l.dir
		}
	}
	if !cfg.HasBaseURL && paths == nil {
		return
	}
	base := pathsDir
	if cfg.HasBaseURL {
		base = cfg.BaseURL
	}
	for pat, targets := range paths {
		if strings.Count(pat, "*") > 1 {
			continue
		}
		tp := extract.TSPath{Pattern: pat}
		for _, t := range targets {
			if strings.Count(t, "*") > 1 || path.IsAbs(t) {
				continue
			}
			tp.Targets = append(tp.Targets, path.Join(base, t))
		}
		if len(tp.Targets) > 0 {
			cfg.Paths = append(cfg.Paths, tp)
		}
	}
	extract.SortPaths(cfg.Paths)
	if cfg.BaseURL == "." {
		cfg.BaseURL = ""
	}
	p.TSConfig = cfg
}

// tsChain appends the levels of the config at rel (its bases first, then its own) to levels.
// It reports false when rel itself cannot be read or parsed (a note says why); a base that
// cannot be is left out with a note.
func (x *Index) tsChain(p *extract.Project, rel string, seen map[string]bool, depth int, levels *[]tsLevel) bool {
	if seen[rel] || depth > maxExtends {
		note(p, rel, "extends loops or nests deeper than %d; not followed further", maxExtends)
		return false
	}
	seen[rel] = true
	defer delete(seen, rel) // a chain, not the whole graph: two bases may share a base
	b, ok := x.readFile(p, rel, maxSize)
	if !ok {
		return false
	}
	cfg, err := parseTSConfig(b)
	if err != nil {
		note(p, rel, "%v; path aliases not read", err)
		return false
	}
	dir := path.Dir(rel)
	if dir == "." {
		dir = ""
	}
	for _, ext := range cfg.extends {
		base, ok := extendsPath(dir, ext)
		if !ok {
			continue // a package's config, or a file outside the root: not ours to read
		}
		if !x.exists(base) && !strings.HasSuffix(base, ".json") && x.exists(base+".json") {
			base += ".json"
		}
		if !x.exists(base) {
			note(p, rel, "extends %q names no file of the root; not followed", ext)
			continue
		}
		x.tsChain(p, base, seen, depth+1, levels)
	}
	*levels = append(*levels, tsLevel{dir: dir, tsConfigFields: cfg})
	return true
}

// extendsPath resolves an extends value against the config's directory: only a relative path
// that stays inside the scanned root and out of node_modules.
func extendsPath(dir, ext string) (string, bool) {
	if !strings.HasPrefix(ext, "./") && !strings.HasPrefix(ext, "../") {
		return "", false
	}
	p := path.Clean(path.Join(dir, ext))
	if p == ".." || strings.HasPrefix(p, "../") || strings.Contains("/"+p+"/", "/node_modules/") {
		return "", false
	}
	return p, true
}

// tsConfigFields are the fields of a tsconfig.json module resolution needs; paths is non-nil
// when the config sets compilerOptions.paths (even to {}).
type tsConfigFields struct {
	extends []string
	baseURL *string
	paths   map[string][]string
}

// parseTSConfig reads extends (a string or, since TypeScript 5.0, an array of strings),
// compilerOptions.baseUrl and compilerOptions.paths from a JSONC config. A field of another
// shape is ignored; only input that is not JSONC at all is an error.
func parseTSConfig(b []byte) (tsConfigFields, error) {
	var out tsConfigFields
	plain, err := stripJSONC(b)
	if err != nil {
		return out, fmt.Errorf("malformed JSONC (%w)", err)
	}
	var raw struct {
		Extends         json.RawMessage `json:"extends"`
		CompilerOptions json.RawMessage `json:"compilerOptions"`
	}
	if err := json.Unmarshal(plain, &raw); err != nil {
		return out, fmt.Errorf("malformed JSONC (%w)", err)
	}
	var one string
	var many []string
	switch {
	case json.Unmarshal(raw.Extends, &one) == nil:
		out.extends = []string{one}
	case json.Unmarshal(raw.Extends, &many) == nil:
		out.extends = many
	}
	var opts struct {
		BaseURL json.RawMessage            `json:"baseUrl"`
		Paths   map[string]json.RawMessage `json:"paths"`
	}
	if json.Unmarshal(raw.CompilerOptions, &opts) != nil {
		return out, nil
	}
	var base string
	if len(opts.BaseURL) > 0 && json.Unmarshal(opts.BaseURL, &base) == nil {
		out.baseURL = &base
	}
	if opts.Paths != nil {
		out.paths = map[string][]string{}
		for pat, v := range opts.Paths {
			var ts []string
			if json.Unmarshal(v, &ts) == nil {
				out.paths[pat] = ts
			}
		}
	}
	return out, nil
}
