package manifest

import (
	"errors"
	"fmt"
	"maps"
	"os"
	"path"
	"slices"
	"sort"
	"strings"

	"github.com/pelletier/go-toml/v2"

	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
)

// readPython reads dir's pyproject.toml, requirements*.txt and the nearest uv.lock or poetry.lock
// for the Python SDK (mcp) and jlowin's fastmcp.
func (x *Index) readPython(p *extract.Project, dir string) {
	if b, ok := x.readFile(p, path.Join(dir, "pyproject.toml"), maxSize); ok {
		readPyproject(p, path.Join(dir, "pyproject.toml"), b)
	}
	for _, rel := range x.requirementFiles(dir) {
		if b, ok := x.readFile(p, rel, maxSize); ok {
			for _, line := range strings.Split(string(b), "\n") {
				addPEP508(p, rel, line)
			}
		}
	}
	lock := x.findUp(dir, "uv.lock", "poetry.lock")
	if lock == "" {
		return
	}
	lf := x.lock(p, lock, readPackageTables)
	if lf == nil {
		return
	}
	for _, name := range pythonNames {
		vs := lf.versions[name]
		if len(vs) == 0 {
			continue
		}
		if _, used := p.Deps[name]; !used {
			p.Deps[name] = vs[0] // a lockfile-only project (no pyproject in this root)
			continue
		}
		resolve(p, name, vs[0], lock)
	}
}

// requirementFiles lists dir's requirements*.txt files, sorted.
func (x *Index) requirementFiles(dir string) []string {
	entries, err := os.ReadDir(x.abs(dir))
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range entries {
		n := e.Name()
		if strings.HasPrefix(n, "requirements") && strings.HasSuffix(n, ".txt") && x.exists(path.Join(dir, n)) {
			out = append(out, path.Join(dir, n))
		}
	}
	sort.Strings(out)
	return out
}

// pep508 splits a requirement: name, extras, version specifier, markers.
var pep508 = lazyre.New(`^\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*(\[[^\]]*\])?\s*(\(?[^;#@]*\)?)`)

// pyName normalizes a distribution name (PEP 503).
func pyName(n string) string {
	return strings.ToLower(strings.NewReplacer("_", "-", ".", "-").Replace(n))
}

// addPEP508 records one requirement line ("mcp[cli]>=1.2,<2; python_version>='3.10'").
func addPEP508(p *extract.Project, source, line string) {
	line = strings.TrimSpace(line)
	if i := strings.Index(line, " #"); i >= 0 {
		line = line[:i]
	}
	if line == "" || strings.HasPrefix(line, "#") || strings.HasPrefix(line, "-") {
		return
	}
	if strings.Contains(line, "://") || strings.HasPrefix(line, "git+") {
		for _, name := range pythonNames {
			if strings.Contains(line, "egg="+name) || strings.Contains(line, "/"+name+".git") || strings.HasPrefix(line, name+" @") {
				set(p, name, "")
				note(p, source, "%s from a URL or VCS; version unknown, newest assumed", name)
			}
		}
		return
	}
	m := pep508.FindStringSubmatch(line)
	if m == nil {
		return
	}
	name := pyName(m[1])
	if !isPythonSDK(name) {
		return
	}
	if strings.Contains(line, " @ ") {
		set(p, name, "")
		note(p, source, "%s from a direct reference; version unknown, newest assumed", name)
		return
	}
	v, why := fromRange(strings.Trim(strings.TrimSpace(m[3]), "()"))
	set(p, name, v)
	versionNote(p, source, name, v, why)
}

func isPythonSDK(name string) bool {
	for _, n := range pythonNames {
		if name == n {
			return true
		}
	}
	return false
}

// readPyproject reads the dependency lists of pyproject.toml with a TOML parser: PEP 621
// ([project] dependencies, then optional-dependencies and [dependency-groups], groups by name) and
// Poetry's tables ([tool.poetry.dependencies], then its groups by name, then dev-dependencies).
// The main dependencies come first, so that their version wins over an extra's. A file that is
// not TOML gives a note and no dependencies, as pip and uv would refuse it.
func readPyproject(p *extract.Project, rel string, b []byte) {
	type poetryDeps struct {
		Dependencies map[string]any `toml:"dependencies"`
	}
	var doc struct {
		Project struct {
			Dependencies         any            `toml:"dependencies"`
			OptionalDependencies map[string]any `toml:"optional-dependencies"`
		} `toml:"project"`
		DependencyGroups map[string]any `toml:"dependency-groups"`
		Tool             struct {
			Poetry struct {
				Dependencies    map[string]any        `toml:"dependencies"`
				DevDependencies map[string]any        `toml:"dev-dependencies"`
				Group           map[string]poetryDeps `toml:"group"`
			} `toml:"poetry"`
		} `toml:"tool"`
	}
	if err := toml.Unmarshal(b, &doc); err != nil {
		note(p, rel, "%s; newest SDK behaviour assumed", tomlError(err))
		return
	}
	pep508s := func(v any) {
		list, _ := v.([]any)
		for _, e := range list {
			if s, ok := e.(string); ok { // {include-group = "x"} entries name no package
				addPEP508(p, rel, s)
			}
		}
	}
	pep508s(doc.Project.Dependencies)
	for _, g := range slices.Sorted(maps.Keys(doc.Project.OptionalDependencies)) {
		pep508s(doc.Project.OptionalDependencies[g])
	}
	for _, g := range slices.Sorted(maps.Keys(doc.DependencyGroups)) {
		pep508s(doc.DependencyGroups[g])
	}
	poetry := []map[string]any{doc.Tool.Poetry.Dependencies}
	for _, g := range slices.Sorted(maps.Keys(doc.Tool.Poetry.Group)) {
		poetry = append(poetry, doc.Tool.Poetry.Group[g].Dependencies)
	}
	poetry = append(poetry, doc.Tool.Poetry.DevDependencies)
	for _, deps := range poetry {
		for _, key := range slices.Sorted(maps.Keys(deps)) {
			name := pyName(key)
			if !isPythonSDK(name) {
				continue
			}
			spec := ""
			switch v := deps[key].(type) {
			case string: // mcp = "^1.2"
				spec = v
			case map[string]any: // mcp = {version = "^1.2", extras = ["cli"]}
				if s, ok := v["version"].(string); ok {
					spec = s
				} else if v["git"] != nil || v["path"] != nil || v["url"] != nil {
					spec = "git"
				}
			}
			v, why := fromRange(spec)
			set(p, name, v)
			versionNote(p, rel, name, v, why)
		}
	}
}

// readPackageTables reads the [[package]] tables of uv.lock and poetry.lock with a TOML parser,
// for the SDK names only: name -> the first version locked (a universal uv.lock may lock a name
// once per set of markers).
func readPackageTables(_ string, b []byte) lockFacts {
	var doc struct {
		Package []struct {
			Name    string `toml:"name"`
			Version string `toml:"version"`
		} `toml:"package"`
	}
	if err := toml.Unmarshal(b, &doc); err != nil {
		return lockFacts{err: tomlError(err)}
	}
	lf := lockFacts{versions: map[string][]string{}}
	for _, pk := range doc.Package {
		name := pyName(pk.Name)
		if pk.Version == "" || !isPythonSDK(name) || len(lf.versions[name]) > 0 {
			continue
		}
		lf.versions[name] = []string{normalize(pk.Version)}
	}
	return lf
}

// tomlError says why a TOML file was not read, at the line and column of a syntax error.
func tomlError(err error) string {
	var de *toml.DecodeError
	if errors.As(err, &de) {
		row, col := de.Position()
		return fmt.Sprintf("malformed TOML at line %d, column %d (%s)", row, col, de.Error())
	}
	return "not read (" + err.Error() + ")"
}
