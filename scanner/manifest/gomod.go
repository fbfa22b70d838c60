package manifest

import (
	"path"
	"strings"

	"github.com/mcperr/mcperr/scanner/extract"
)

// readGoMod reads the require and replace directives of dir/go.mod for the Go SDKs. go.mod
// versions are exact (minimal version selection picks at least this one; without go.sum it is the
// best static answer).
func (x *Index) readGoMod(p *extract.Project, dir string) {
	rel := path.Join(dir, "go.mod")
	b, ok := x.readFile(p, rel, maxSize)
	if !ok {
		return
	}
	replaced := map[string]string{}
	block := ""
	for _, raw := range strings.Split(string(b), "\n") {
		line := raw
		if i := strings.Index(line, "//"); i >= 0 {
			line = line[:i]
		}
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		if block != "" {
			if line == ")" {
				block = ""
				continue
			}
			x.goDirective(p, rel, block, strings.Fields(line), replaced)
			continue
		}
		f := strings.Fields(line)
		switch {
		case len(f) == 2 && f[1] == "(":
			block = f[0]
		case len(f) > 1:
			x.goDirective(p, rel, f[0], f[1:], replaced)
		}
	}
	for name, to := range replaced {
		if _, ok := p.Deps[name]; ok {
			p.Deps[name] = to
		}
	}
}

// goDirective applies one require or replace line.
func (x *Index) goDirective(p *extract.Project, rel, verb string, f []string, replaced map[string]string) {
	switch verb {
	case "require":
		if len(f) < 2 || !isGoSDK(f[0]) {
			return
		}
		set(p, f[0], normalize(f[1]))
	case "replace":
		// replace old [v] => new [v]
		arrow := -1
		for i, s := range f {
			if s == "=>" {
				arrow = i
			}
		}
		if arrow < 1 || arrow+1 >= len(f) || !isGoSDK(f[0]) {
			return
		}
		to := f[arrow+1:]
		if len(to) >= 2 {
			replaced[f[0]] = normalize(to[1])
			note(p, "%s: %s replaced by %s %s; its version read as %s", rel, f[0], to[0], to[1], normalize(to[1]))
			return
		}
		replaced[f[0]] = ""
		note(p, "%s: %s replaced by the local directory %s; version unknown, newest assumed", rel, f[0], to[0])
	}
}

func isGoSDK(mod string) bool {
	for _, n := range goNames {
		if mod == n {
			return true
		}
	}
	return false
}
