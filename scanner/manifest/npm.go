package manifest

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"path"
	"slices"
	"sort"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/mcperr/mcperr/scanner/extract"
)

// readNPM reads dir/package.json and the nearest lockfile (in dir or, for a workspace package,
// up the tree) for the TypeScript SDKs and punkpeye's fastmcp. It reports whether package.json
// was read and parsed whole and names no @modelcontextprotocol package beyond those recorded.
func (x *Index) readNPM(p *extract.Project, dir string) (whole bool) {
	rel := path.Join(dir, "package.json")
	b, ok := x.readFile(p, rel, maxSize)
	if !ok {
		return false
	}
	var pkg struct {
		Dependencies         map[string]any `json:"dependencies"`
		DevDependencies      map[string]any `json:"devDependencies"`
		PeerDependencies     map[string]any `json:"peerDependencies"`
		OptionalDependencies map[string]any `json:"optionalDependencies"`
	}
	whole = true
	if err := json.Unmarshal(b, &pkg); err != nil {
		whole = false
		var te *json.UnmarshalTypeError
		if !errors.As(err, &te) { // a field of another shape is not ours to judge
			note(p, rel, "malformed JSON (%v); newest SDK behaviour assumed", err)
			return false
		}
	}
	for _, deps := range []map[string]any{pkg.Dependencies, pkg.DevDependencies, pkg.PeerDependencies, pkg.OptionalDependencies} {
		for name := range deps {
			if strings.HasPrefix(name, "@modelcontextprotocol/") {
				whole = false // an SDK package the index records no version of (@modelcontextprotocol/node, ...)
			}
		}
		for _, name := range npmNames {
			spec, ok := deps[name].(string)
			if !ok {
				continue
			}
			v, why := fromNPMRange(spec)
			set(p, name, v)
			versionNote(p, rel, name, v, why)
		}
	}
	if len(p.Deps) == 0 {
		return whole
	}
	lock := x.findUp(dir, "package-lock.json", "npm-shrinkwrap.json", "pnpm-lock.yaml", "yarn.lock")
	if lock == "" {
		return whole
	}
	lf := x.lock(p, lock, readNPMLock)
	if lf == nil {
		return whole
	}
	lockDir := path.Dir(lock)
	if lockDir == "." {
		lockDir = ""
	}
	pkgRel := strings.TrimPrefix(strings.TrimPrefix(dir, lockDir), "/")
	for name := range p.Deps {
		switch path.Base(lock) {
		case "package-lock.json", "npm-shrinkwrap.json":
			// "packages" (v2, v3) by install path, the workspace package's own node_modules first,
			// then "dependencies" (v1).
			var candidates []string
			if pkgRel != "" {
				candidates = append(candidates, pkgRel+"/node_modules/"+name)
			}
			candidates = append(candidates, "node_modules/"+name, "dependencies:"+name)
			for _, c := range candidates {
				if vs := lf.versions[c]; len(vs) > 0 {
					resolve(p, name, vs[0], lock)
					break
				}
			}
		default:
			// pnpm's importer of this package root names its version exactly; otherwise (and for
			// yarn) every locked version of the name counts, and the highest is assumed.
			importer := pkgRel
			if importer == "" {
				importer = "."
			}
			resolveLocked(p, lf, importer+"\x00"+name, name, lock)
		}
	}
	return whole
}

// readNPMLock reads the versions an npm, pnpm or yarn lockfile locks for the npm SDK names.
func readNPMLock(lock string, b []byte) lockFacts {
	switch path.Base(lock) {
	case "package-lock.json", "npm-shrinkwrap.json":
		return readPackageLock(b)
	case "pnpm-lock.yaml":
		return readPnpmLock(b)
	}
	return readYarnLock(b)
}

// readPackageLock streams npm's lockfile: the entries of "packages" (v2, v3) whose install path
// ends in an SDK's node_modules directory, and the SDKs' entries of "dependencies" (v1), keyed
// "dependencies:NAME". Every other value is skipped unread.
func readPackageLock(b []byte) lockFacts {
	lf := lockFacts{versions: map[string][]string{}}
	dec := json.NewDecoder(bytes.NewReader(b))
	var skip json.RawMessage // reused: skipped values are scanned, not kept
	fail := func(err error) lockFacts {
		return lockFacts{err: "malformed JSON (" + err.Error() + ")"}
	}
	if err := expectDelim(dec, '{'); err != nil {
		return fail(err)
	}
	for dec.More() {
		key, err := dec.Token()
		if err != nil {
			return fail(err)
		}
		section, _ := key.(string)
		if section != "packages" && section != "dependencies" {
			if err := dec.Decode(&skip); err != nil {
				return fail(err)
			}
			continue
		}
		if t, err := dec.Token(); err != nil {
			return fail(err)
		} else if t != json.Delim('{') {
			if t == json.Delim('[') { // not a map: skip the rest of the array
				for dec.More() {
					if err := dec.Decode(&skip); err != nil {
						return fail(err)
					}
				}
				if _, err := dec.Token(); err != nil {
					return fail(err)
				}
			}
			continue
		}
		for dec.More() {
			k, err := dec.Token()
			if err != nil {
				return fail(err)
			}
			ks, _ := k.(string)
			name := ""
			if section == "packages" {
				name = installedName(ks)
			} else if isNPMSDK(ks) {
				name = ks
			}
			if name == "" {
				if err := dec.Decode(&skip); err != nil {
					return fail(err)
				}
				continue
			}
			var e struct {
				Version any `json:"version"`
			}
			if err := dec.Decode(&e); err != nil {
				var te *json.UnmarshalTypeError
				if !errors.As(err, &te) {
					return fail(err)
				}
			}
			v, _ := e.Version.(string)
			if v == "" {
				continue
			}
			if section == "dependencies" {
				ks = "dependencies:" + ks
			}
			lf.versions[ks] = append(lf.versions[ks], normalize(v))
		}
		if _, err := dec.Token(); err != nil {
			return fail(err)
		}
	}
	if _, err := dec.Token(); err != nil && err != io.EOF {
		return fail(err)
	}
	return lf
}

func expectDelim(dec *json.Decoder, d json.Delim) error {
	t, err := dec.Token()
	if err != nil {
		return err
	}
	if t != d {
		return errors.New("expected " + d.String() + " at the top")
	}
	return nil
}

// installedName returns the SDK a package-lock install path ("node_modules/@modelcontextprotocol/sdk",
// "packages/a/node_modules/fastmcp") installs, or "".
func installedName(key string) string {
	for _, n := range npmNames {
		if strings.HasSuffix(key, n) && (key == "node_modules/"+n || strings.HasSuffix(key, "/node_modules/"+n)) {
			return n
		}
	}
	return ""
}

func isNPMSDK(name string) bool {
	for _, n := range npmNames {
		if name == n {
			return true
		}
	}
	return false
}

// readPnpmLock reads pnpm-lock.yaml with a YAML parser, but only the parts that name versions:
// the importers (v5.4 to v9: each workspace package's dependencies, by its directory relative to
// the lockfile, keyed "DIR\x00NAME") and the top-level dependencies of a single-package lockfile
// (v5, v6, keyed ".\x00NAME"); and the keys of the packages section (every locked version,
// "name@1.2.3" or "/name/1.2.3", keyed NAME). The top-level sections are cut out by their
// column-0 keys so that the large packages and snapshots sections are never parsed as YAML.
func readPnpmLock(b []byte) lockFacts {
	lf := lockFacts{versions: map[string][]string{}}
	var head []byte // the importer sections, parsed as YAML
	section := ""
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(nil, maxLockLen)
	for sc.Scan() {
		line := sc.Bytes()
		if len(line) > 0 && line[0] != ' ' && line[0] != '\t' && line[0] != '#' {
			section = ""
			if k, _, ok := bytes.Cut(line, []byte(":")); ok {
				section = string(k)
			}
		}
		switch section {
		case "importers", "dependencies", "devDependencies", "optionalDependencies":
			head = append(append(head, line...), '\n')
		case "packages", "snapshots":
			// A package key: two spaces of indent, then the key and a colon.
			if len(line) < 3 || line[0] != ' ' || line[1] != ' ' || line[2] == ' ' {
				continue
			}
			key := strings.Trim(strings.TrimSuffix(strings.TrimSpace(string(line)), ":"), `'"`)
			if name, v := pnpmPackageKey(key); name != "" {
				lf.add(name, v)
			}
		}
	}
	if err := sc.Err(); err != nil {
		return lockFacts{err: "unreadable (" + err.Error() + ")"}
	}
	lf.sortVersions()
	if len(head) == 0 {
		return lf
	}
	type importer struct {
		Dependencies         map[string]any `yaml:"dependencies"`
		DevDependencies      map[string]any `yaml:"devDependencies"`
		OptionalDependencies map[string]any `yaml:"optionalDependencies"`
	}
	var doc struct {
		Importers map[string]importer `yaml:"importers"`
		importer  `yaml:",inline"`
	}
	if err := yaml.Unmarshal(head, &doc); err != nil {
		return lockFacts{err: "malformed YAML (" + firstLine(err.Error()) + ")"}
	}
	if doc.Importers == nil {
		doc.Importers = map[string]importer{}
	}
	if _, ok := doc.Importers["."]; !ok {
		doc.Importers["."] = doc.importer
	}
	for dir, imp := range doc.Importers {
		for _, deps := range []map[string]any{imp.Dependencies, imp.DevDependencies, imp.OptionalDependencies} {
			for _, name := range npmNames {
				if v := pnpmVersion(deps[name]); v != "" {
					k := dir + "\x00" + name
					if len(lf.versions[k]) == 0 {
						lf.versions[k] = []string{v}
					}
				}
			}
		}
	}
	return lf
}

// pnpmVersion reads an importer's dependency: "1.2.3" (v5), {specifier, version} (v6 on), the
// version cut before its peer suffix ("1.2.3(zod@3.24.1)", "1.2.3_zod@3.24.1"). A link to a
// workspace directory has no version: "".
func pnpmVersion(v any) string {
	if m, ok := v.(map[string]any); ok {
		v = m["version"]
	}
	s, _ := v.(string)
	if !startsVersion(s) {
		return ""
	}
	return normalize(versionPrefix(s))
}

// pnpmPackageKey splits a key of the packages section: "name@1.2.3" and "/name@1.2.3(peer)"
// (v6, v9) or "/name/1.2.3_peer" (v5).
func pnpmPackageKey(key string) (name, version string) {
	key = strings.TrimPrefix(key, "/")
	for _, n := range npmNames {
		if len(key) > len(n) && strings.HasPrefix(key, n) && (key[len(n)] == '@' || key[len(n)] == '/') {
			if v := key[len(n)+1:]; startsVersion(v) {
				return n, normalize(versionPrefix(v))
			}
		}
	}
	return "", ""
}

// startsVersion reports whether s starts with a major.minor.patch version.
func startsVersion(s string) bool {
	dots := 0
	digits := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= '0' && c <= '9':
			digits = true
		case c == '.' && digits && dots < 2:
			dots++
			digits = false
		default:
			return dots == 2 && digits
		}
	}
	return dots == 2 && digits
}

// readYarnLock reads yarn v1 and berry lockfiles line by line: an entry header at column 0
// whose first specifier names an SDK ("@modelcontextprotocol/sdk@^1.2.0", ...:), then its
// indented version line (version "1.2.3" in v1, version: 1.2.3 in berry). Versions by name,
// lowest first.
func readYarnLock(b []byte) lockFacts {
	lf := lockFacts{versions: map[string][]string{}}
	current := ""
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(nil, maxLockLen)
	for sc.Scan() {
		line := sc.Bytes()
		if len(line) == 0 {
			continue
		}
		if line[0] != ' ' && line[0] != '\t' {
			current = ""
			if line[0] == '#' || !bytes.HasSuffix(bytes.TrimRight(line, " \t\r"), []byte(":")) {
				continue
			}
			spec := strings.TrimPrefix(string(line), `"`)
			for _, n := range npmNames {
				if strings.HasPrefix(spec, n+"@") {
					current = n
				}
			}
			continue
		}
		if current == "" {
			continue
		}
		t := bytes.TrimSpace(line)
		if !bytes.HasPrefix(t, []byte("version")) {
			continue
		}
		v := strings.Trim(strings.TrimSpace(strings.TrimPrefix(string(t[len("version"):]), ":")), `"`)
		if !startsVersion(v) {
			continue
		}
		lf.add(current, normalize(versionPrefix(v)))
		current = ""
	}
	if err := sc.Err(); err != nil {
		return lockFacts{err: "unreadable (" + err.Error() + ")"}
	}
	lf.sortVersions()
	return lf
}

// versionPrefix cuts a locked version at the first byte a version does not hold.
func versionPrefix(v string) string {
	for i := 0; i < len(v); i++ {
		c := v[i]
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '.' || c == '-' || c == '+') {
			return v[:i]
		}
	}
	return v
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return s
}

// add records that name is locked at v, once.
func (lf *lockFacts) add(name, v string) {
	if !slices.Contains(lf.versions[name], v) {
		lf.versions[name] = append(lf.versions[name], v)
	}
}

// sortVersions puts the versions of each name lowest first.
func (lf *lockFacts) sortVersions() {
	for _, vs := range lf.versions {
		sort.Slice(vs, func(i, j int) bool { return lessVersion(vs[i], vs[j]) })
	}
}

// lessVersion compares two normalized versions numerically by major, minor and patch.
func lessVersion(a, b string) bool {
	pa, pb := parts(a), parts(b)
	for i := range pa {
		if pa[i] != pb[i] {
			return pa[i] < pb[i]
		}
	}
	return a < b
}

func parts(v string) [3]int {
	var out [3]int
	i := 0
	for _, r := range v {
		switch {
		case r >= '0' && r <= '9':
			out[i] = out[i]*10 + int(r-'0')
		case r == '.' && i < 2:
			i++
		default:
			return out
		}
	}
	return out
}

// resolveLocked sets name's version from lock's facts: the version locked under the exact key
// (an importer's or a specifier's entry) when there is one, else the highest of the versions
// locked for the name, with a note when there are several.
func resolveLocked(p *extract.Project, lf *lockFacts, exact, name, lock string) {
	if vs := lf.versions[exact]; len(vs) > 0 {
		resolve(p, name, vs[0], lock)
		return
	}
	vs := lf.versions[name]
	if len(vs) == 0 {
		return
	}
	if len(vs) > 1 {
		note(p, lock, "%s locked at several versions (%s); the highest assumed", name, strings.Join(vs, ", "))
	}
	resolve(p, name, vs[len(vs)-1], lock)
}
