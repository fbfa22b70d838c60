package manifest

import (
	"encoding/json"
	"path"
	"regexp"
	"sort"
	"strings"

	"github.com/mcperr/mcperr/scanner/extract"
)

// readNPM reads dir/package.json and the nearest lockfile (in dir or, for a workspace package,
// up the tree) for the TypeScript SDKs and punkpeye's fastmcp.
func (x *Index) readNPM(p *extract.Project, dir string) {
	rel := path.Join(dir, "package.json")
	b, ok := x.readFile(p, rel, maxSize)
	if !ok {
		return
	}
	var pkg map[string]json.RawMessage
	if err := json.Unmarshal(b, &pkg); err != nil {
		note(p, "%s: malformed JSON (%v); newest SDK behaviour assumed", rel, err)
		return
	}
	for _, field := range []string{"dependencies", "devDependencies", "peerDependencies", "optionalDependencies"} {
		var deps map[string]any
		if raw, ok := pkg[field]; !ok || json.Unmarshal(raw, &deps) != nil {
			continue
		}
		for _, name := range npmNames {
			spec, ok := deps[name].(string)
			if !ok {
				continue
			}
			v, why := fromRange(spec)
			set(p, name, v)
			if why != "" {
				note(p, "%s: %s %s", rel, name, why)
			}
		}
	}
	if len(p.Deps) == 0 {
		return
	}
	lock := x.findUp(dir, "package-lock.json", "npm-shrinkwrap.json", "pnpm-lock.yaml", "yarn.lock")
	if lock == "" {
		return
	}
	lb, ok := x.readFile(p, lock, maxLockLen)
	if !ok {
		return
	}
	switch path.Base(lock) {
	case "package-lock.json", "npm-shrinkwrap.json":
		x.readPackageLock(p, lock, dir, lb)
	case "pnpm-lock.yaml":
		readTextLock(p, lock, lb, pnpmVersion)
	case "yarn.lock":
		readYarnLock(p, lock, lb)
	}
}

// readPackageLock reads npm's lockfile: "packages" (v2, v3) keyed by install path, preferring the
// workspace package's own node_modules, or "dependencies" (v1).
func (x *Index) readPackageLock(p *extract.Project, lock, dir string, b []byte) {
	var lf struct {
		Packages     map[string]struct{ Version string } `json:"packages"`
		Dependencies map[string]struct{ Version string } `json:"dependencies"`
	}
	if err := json.Unmarshal(b, &lf); err != nil {
		note(p, "%s: malformed JSON (%v); versions from package.json kept", lock, err)
		return
	}
	lockDir := path.Dir(lock)
	if lockDir == "." {
		lockDir = ""
	}
	pkgRel := strings.TrimPrefix(strings.TrimPrefix(dir, lockDir), "/")
	for name := range p.Deps {
		var candidates []string
		if pkgRel != "" {
			candidates = append(candidates, pkgRel+"/node_modules/"+name)
		}
		candidates = append(candidates, "node_modules/"+name)
		found := false
		for _, c := range candidates {
			if e, ok := lf.Packages[c]; ok && e.Version != "" {
				resolve(p, name, normalize(e.Version), lock)
				found = true
				break
			}
		}
		if !found {
			if e, ok := lf.Dependencies[name]; ok && e.Version != "" {
				resolve(p, name, normalize(e.Version), lock)
			}
		}
	}
}

// pnpmVersion finds "name@1.2.3" (v6, v9) and "/name/1.2.3" (v5) package keys and
// "version: 1.2.3(peer@x)" importer entries are not needed: every locked version of the name
// appears as a package key.
func pnpmVersion(name string) *regexp.Regexp {
	return regexp.MustCompile(`(?m)^\s*['"]?/?` + regexp.QuoteMeta(name) + `[@/](\d+\.\d+\.\d+[0-9A-Za-z.\-+]*)`)
}

// readTextLock applies the versions a line-oriented lockfile locks for each dependency. With
// several locked versions the highest is taken, with a note.
func readTextLock(p *extract.Project, lock string, b []byte, pattern func(string) *regexp.Regexp) {
	for name := range p.Deps {
		ms := pattern(name).FindAllSubmatch(b, -1)
		var vs []string
		seen := map[string]bool{}
		for _, m := range ms {
			v := normalize(string(m[1]))
			if !seen[v] {
				seen[v] = true
				vs = append(vs, v)
			}
		}
		if len(vs) == 0 {
			continue
		}
		sort.Slice(vs, func(i, j int) bool { return lessVersion(vs[i], vs[j]) })
		if len(vs) > 1 {
			note(p, "%s: %s locked at several versions (%s); the highest assumed", lock, name, strings.Join(vs, ", "))
		}
		resolve(p, name, vs[len(vs)-1], lock)
	}
}

// readYarnLock reads yarn v1 and berry lockfiles: an entry header naming the package, then an
// indented version line.
func readYarnLock(p *extract.Project, lock string, b []byte) {
	readTextLock(p, lock, b, func(name string) *regexp.Regexp {
		return regexp.MustCompile(`(?m)^"?` + regexp.QuoteMeta(name) + `@[^\n]*:\s*\n(?:[ \t]+[^\n]*\n)*?[ \t]+version:?\s+"?(\d+\.\d+\.\d+[0-9A-Za-z.\-+]*)`)
	})
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
