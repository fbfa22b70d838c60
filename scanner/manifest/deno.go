package manifest

import (
	"encoding/json"
	"errors"
	"path"
	"strings"

	"github.com/mcperr/mcperr/scanner/extract"
)

// denoManifests are the files that make a directory a Deno package root.
var denoManifests = []string{"deno.json", "deno.jsonc"}

// denoFile returns the Deno manifest of dir ("deno.json" before "deno.jsonc"), or "".
func (x *Index) denoFile(dir string) string {
	for _, n := range denoManifests {
		if rel := path.Join(dir, n); x.exists(rel) {
			return rel
		}
	}
	return ""
}

// readDeno reads the Deno manifest of dir, if there is one: the "imports" of deno.json or
// deno.jsonc (JSON with comments and trailing commas), and of the import map file its
// "importMap" names, are the package's dependencies. An entry whose target is an npm specifier
// ("npm:@modelcontextprotocol/sdk@^1.29.0", "npm:/fastmcp@3/") records that package at the
// range's version, whatever the key; deno.lock (in dir or up the tree) then gives the version
// it resolved. found reports whether dir has a Deno manifest, whole whether it was read and
// parsed whole and names no @modelcontextprotocol package beyond those recorded.
func (x *Index) readDeno(p *extract.Project, dir string) (found, whole bool) {
	rel := x.denoFile(dir)
	if rel == "" {
		return false, false
	}
	imports, whole := x.denoImports(p, rel, true)
	specs := map[string]string{} // SDK name -> the specifier that named it, for the lockfile
	for _, target := range imports {
		name, rng, ok := npmSpecifier(target)
		if !ok {
			continue
		}
		if strings.HasPrefix(name, "@modelcontextprotocol/") && !isNPMSDK(name) {
			whole = false // an SDK package the index records no version of
		}
		if !isNPMSDK(name) {
			continue
		}
		if _, seen := p.Deps[name]; seen {
			continue
		}
		v, why := fromNPMRange(rng)
		set(p, name, v)
		specs[name] = strings.TrimSuffix(strings.Replace(target, "npm:/", "npm:", 1), "/")
		versionNote(p, rel, name, v, why)
	}
	if len(specs) == 0 {
		return true, whole
	}
	lock := x.findUp(dir, "deno.lock")
	if lock == "" {
		return true, whole
	}
	lf := x.lock(p, lock, func(_ string, b []byte) lockFacts { return readDenoLock(b) })
	if lf == nil {
		return true, whole
	}
	for name, spec := range specs {
		resolveLocked(p, lf, "spec\x00"+cutSubpath(spec, name), name, lock)
	}
	return true, whole
}

// denoImports reads the "imports" map of the Deno manifest or import map at rel; follow says
// whether an "importMap" it names is read too (from a manifest, not from the import map). whole
// is false when a file could not be read or parsed (with a note on p): then imports holds what
// was read, maybe nothing.
func (x *Index) denoImports(p *extract.Project, rel string, follow bool) (imports map[string]string, whole bool) {
	b, ok := x.readFile(p, rel, maxSize)
	if !ok {
		return nil, false
	}
	var doc struct {
		Imports   map[string]any `json:"imports"`
		ImportMap any            `json:"importMap"`
	}
	plain, err := stripJSONC(b)
	if err == nil {
		err = json.Unmarshal(plain, &doc)
	}
	if err != nil {
		var te *json.UnmarshalTypeError
		if !errors.As(err, &te) {
			note(p, rel, "malformed JSON (%v); skipped, newest SDK behaviour assumed", err)
			return nil, false
		}
		note(p, rel, "a field of another shape (%v); skipped, newest SDK behaviour assumed", err)
		return nil, false
	}
	imports = map[string]string{}
	for k, v := range doc.Imports {
		if s, ok := v.(string); ok {
			imports[k] = s
		}
	}
	if m, _ := doc.ImportMap.(string); follow && m != "" {
		target := path.Clean(path.Join(path.Dir(rel), m))
		switch {
		case strings.Contains(m, "://") || target == ".." || strings.HasPrefix(target, "../"):
			note(p, rel, "import map %s is not a file inside the scanned root; not read", m)
			return imports, false
		default:
			more, ok := x.denoImports(p, target, false)
			for k, v := range more {
				if _, dup := imports[k]; !dup {
					imports[k] = v
				}
			}
			return imports, ok
		}
	}
	return imports, true
}

// npmSpecifier splits a Deno npm specifier, "npm:" then an optional "/", the package name, an
// optional "@range" and an optional "/subpath" ("npm:@modelcontextprotocol/sdk@^1.29.0/server/mcp.js"),
// into the package name and the range ("" when none is written). ok is false for any other
// specifier (jsr:, https:, a path).
func npmSpecifier(s string) (name, rng string, ok bool) {
	s, ok = strings.CutPrefix(strings.TrimSpace(s), "npm:")
	if !ok {
		return "", "", false
	}
	s = strings.TrimPrefix(s, "/")
	scope := ""
	if strings.HasPrefix(s, "@") {
		i := strings.IndexByte(s, '/')
		if i < 0 {
			return "", "", false
		}
		scope, s = s[:i+1], s[i+1:]
	}
	end := strings.IndexAny(s, "@/")
	if end < 0 {
		end = len(s)
	}
	name, s = scope+s[:end], s[end:]
	if name == scope || name == "" {
		return "", "", false
	}
	if strings.HasPrefix(s, "@") {
		rng, _, _ = strings.Cut(s[1:], "/")
	}
	return name, rng, true
}

// cutSubpath returns an npm specifier of name without its subpath: "npm:@scope/pkg@^1.2/x.js"
// is "npm:@scope/pkg@^1.2".
func cutSubpath(spec, name string) string {
	i := strings.Index(spec, name)
	if i < 0 {
		return spec
	}
	head, rest := spec[:i+len(name)], spec[i+len(name):]
	if !strings.HasPrefix(rest, "@") {
		return head
	}
	rng, _, _ := strings.Cut(rest[1:], "/")
	return head + "@" + rng
}

// readDenoLock reads what deno.lock locks for the npm SDK names: each specifier the lockfile
// resolves ("npm:@modelcontextprotocol/sdk@^1.29.0" to "1.29.0", keyed "spec\x00" and the
// specifier), and each installed package ("@modelcontextprotocol/sdk@1.29.0", keyed by name,
// lowest first), in the layouts of lockfile versions 2 ("npm": {"specifiers", "packages"}), 3
// ("packages": {"specifiers", "npm"}) and 4 on (top-level "specifiers" and "npm").
func readDenoLock(b []byte) lockFacts {
	type section struct {
		Specifiers map[string]any             `json:"specifiers"`
		Packages   map[string]json.RawMessage `json:"packages"`
		NPM        map[string]json.RawMessage `json:"npm"`
	}
	var doc struct {
		Specifiers map[string]any  `json:"specifiers"`
		Packages   json.RawMessage `json:"packages"`
		NPM        json.RawMessage `json:"npm"`
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		return lockFacts{err: "malformed JSON (" + err.Error() + ")"}
	}
	lf := lockFacts{versions: map[string][]string{}}
	specs := []map[string]any{doc.Specifiers}
	var pkgs []map[string]json.RawMessage
	for _, raw := range []json.RawMessage{doc.Packages, doc.NPM} {
		var s section
		if len(raw) == 0 || json.Unmarshal(raw, &s) != nil {
			continue
		}
		specs = append(specs, s.Specifiers)
		pkgs = append(pkgs, s.Packages, s.NPM)
	}
	// v4 on: "npm" itself maps "name@version" to the package; v2 and v3 nest it.
	var flat map[string]json.RawMessage
	if len(doc.NPM) > 0 && json.Unmarshal(doc.NPM, &flat) == nil {
		pkgs = append(pkgs, flat)
	}
	for _, m := range specs {
		for spec, v := range m {
			s, _ := v.(string)
			name, _, ok := npmSpecifier(spec)
			if !ok {
				name, _, ok = npmSpecifier("npm:" + spec) // v2 writes specifiers without "npm:"
				spec = "npm:" + spec
			}
			if !ok || !isNPMSDK(name) {
				continue
			}
			// The resolved side is "1.29.0" (v4 on), "npm:name@1.29.0" (v3) or "name@1.29.0" (v2),
			// with a peer suffix ("1.29.0_zod@3.25.1") after it.
			s = strings.TrimPrefix(strings.TrimPrefix(s, "npm:"), name+"@")
			if startsVersion(s) {
				lf.versions["spec\x00"+spec] = []string{normalize(versionPrefix(s))}
			}
		}
	}
	for _, m := range pkgs {
		for key := range m {
			for _, n := range npmNames {
				if v, ok := strings.CutPrefix(key, n+"@"); ok && startsVersion(v) {
					lf.add(n, normalize(versionPrefix(v)))
				}
			}
		}
	}
	lf.sortVersions()
	return lf
}
