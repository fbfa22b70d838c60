package manifest

import (
	"os"
	"path"
	"regexp"
	"sort"
	"strings"

	"github.com/mcperr/mcperr/scanner/extract"
)

// readPython reads dir's pyproject.toml, requirements*.txt and the nearest uv.lock or poetry.lock
// for the Python SDK (mcp) and jlowin's fastmcp.
func (x *Index) readPython(p *extract.Project, dir string) {
	if b, ok := x.readFile(p, path.Join(dir, "pyproject.toml"), maxSize); ok {
		readPyproject(p, path.Join(dir, "pyproject.toml"), string(b))
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
	b, ok := x.readFile(p, lock, maxLockLen)
	if !ok {
		return
	}
	locked := readPackageTables(string(b))
	for _, name := range pythonNames {
		v, ok := locked[name]
		if !ok {
			continue
		}
		if _, used := p.Deps[name]; !used {
			p.Deps[name] = v // a lockfile-only project (no pyproject in this root)
			continue
		}
		resolve(p, name, v, lock)
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
var pep508 = regexp.MustCompile(`^\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*(\[[^\]]*\])?\s*(\(?[^;#@]*\)?)`)

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
				note(p, "%s: %s from a URL or VCS; version unknown, newest assumed", source, name)
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
		note(p, "%s: %s from a direct reference; version unknown, newest assumed", source, name)
		return
	}
	v, why := fromRange(strings.Trim(strings.TrimSpace(m[3]), "()"))
	set(p, name, v)
	if why != "" {
		note(p, "%s: %s %s", source, name, why)
	}
}

func isPythonSDK(name string) bool {
	for _, n := range pythonNames {
		if name == n {
			return true
		}
	}
	return false
}

// tomlString finds the quoted strings of a TOML value.
var tomlString = regexp.MustCompile(`"((?:[^"\\]|\\.)*)"|'([^']*)'`)

// readPyproject reads PEP 621 dependency arrays ([project] dependencies, optional-dependencies,
// [dependency-groups]) and Poetry dependency tables, with a line-oriented reader that tolerates
// malformed TOML (a line it cannot read is skipped).
func readPyproject(p *extract.Project, rel, src string) {
	table := ""
	inArray := false
	for _, raw := range strings.Split(src, "\n") {
		line := strings.TrimSpace(raw)
		if strings.HasPrefix(line, "#") || line == "" {
			continue
		}
		if !inArray && strings.HasPrefix(line, "[") {
			table = strings.Trim(line, "[] ")
			continue
		}
		if inArray {
			for _, s := range tomlStrings(line) {
				addPEP508(p, rel, s)
			}
			if strings.Contains(stripStrings(line), "]") {
				inArray = false
			}
			continue
		}
		key, val, ok := strings.Cut(line, "=")
		if !ok {
			continue
		}
		key, val = strings.Trim(strings.TrimSpace(key), `"'`), strings.TrimSpace(val)
		switch {
		case (table == "project" && key == "dependencies") || table == "project.optional-dependencies" || table == "dependency-groups":
			if strings.HasPrefix(val, "[") {
				for _, s := range tomlStrings(val) {
					addPEP508(p, rel, s)
				}
				inArray = !strings.Contains(stripStrings(val), "]")
			}
		case strings.HasPrefix(table, "tool.poetry") && strings.HasSuffix(table, "dependencies"):
			name := pyName(key)
			if !isPythonSDK(name) {
				continue
			}
			spec := val
			if strings.HasPrefix(val, "{") { // mcp = {version = "^1.2", extras = ["cli"]}
				spec = ""
				if i := strings.Index(val, "version"); i >= 0 {
					if ss := tomlStrings(val[i:]); len(ss) > 0 {
						spec = ss[0]
					}
				} else if strings.Contains(val, "git") || strings.Contains(val, "path") {
					spec = "git"
				}
			} else if ss := tomlStrings(val); len(ss) > 0 {
				spec = ss[0]
			}
			v, why := fromRange(spec)
			set(p, name, v)
			if why != "" {
				note(p, "%s: %s %s", rel, name, why)
			}
		}
	}
}

func tomlStrings(s string) []string {
	var out []string
	for _, m := range tomlString.FindAllStringSubmatch(s, -1) {
		if m[1] != "" {
			out = append(out, m[1])
		} else {
			out = append(out, m[2])
		}
	}
	return out
}

func stripStrings(s string) string { return tomlString.ReplaceAllString(s, `""`) }

// readPackageTables reads the [[package]] tables of uv.lock and poetry.lock: name -> version.
func readPackageTables(src string) map[string]string {
	out := map[string]string{}
	name, version := "", ""
	flush := func() {
		if name != "" && version != "" {
			if _, ok := out[pyName(name)]; !ok {
				out[pyName(name)] = normalize(version)
			}
		}
		name, version = "", ""
	}
	inPackage := false
	for _, raw := range strings.Split(src, "\n") {
		line := strings.TrimSpace(raw)
		if strings.HasPrefix(line, "[") {
			if line == "[[package]]" {
				flush()
				inPackage = true
			} else if !strings.HasPrefix(line, "[package.") {
				flush()
				inPackage = false
			}
			continue
		}
		if !inPackage {
			continue
		}
		k, v, ok := strings.Cut(line, "=")
		if !ok {
			continue
		}
		ss := tomlStrings(v)
		if len(ss) == 0 {
			continue
		}
		switch strings.TrimSpace(k) {
		case "name":
			if name == "" {
				name = ss[0]
			}
		case "version":
			if version == "" {
				version = ss[0]
			}
		}
	}
	flush()
	return out
}
