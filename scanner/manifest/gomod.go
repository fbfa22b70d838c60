package manifest

import (
	"path"

	"golang.org/x/mod/modfile"

	"github.com/mcperr/mcperr/scanner/extract"
)

// readGoMod reads the require and replace directives of dir/go.mod for the Go SDKs, with the go
// command's own parser. A go.mod the strict parser refuses (a directive newer than it knows) is
// read laxly, for its requires only, with a note. go.mod versions are exact (minimal version
// selection picks at least this one; without go.sum it is the best static answer).
func (x *Index) readGoMod(p *extract.Project, dir string) {
	rel := path.Join(dir, "go.mod")
	b, ok := x.readFile(p, rel, maxSize)
	if !ok {
		return
	}
	f, err := modfile.Parse(rel, b, nil)
	if err != nil {
		lax, laxErr := modfile.ParseLax(rel, b, nil)
		if laxErr != nil {
			note(p, rel, "malformed (%v); newest SDK behaviour assumed", laxErr)
			return
		}
		note(p, rel, "read for its requires only (%v)", err)
		f = lax
	}
	for _, r := range f.Require {
		if isGoSDK(r.Mod.Path) {
			set(p, r.Mod.Path, normalize(r.Mod.Version))
		}
	}
	replaced := map[string]string{}
	for _, r := range f.Replace {
		if !isGoSDK(r.Old.Path) {
			continue
		}
		if r.New.Version != "" {
			replaced[r.Old.Path] = normalize(r.New.Version)
			minorNote(p, rel, "%s replaced by %s %s; its version read as %s", r.Old.Path, r.New.Path, r.New.Version, normalize(r.New.Version))
			continue
		}
		replaced[r.Old.Path] = ""
		note(p, rel, "%s replaced by the local directory %s; version unknown, newest assumed", r.Old.Path, r.New.Path)
	}
	for name, to := range replaced {
		if _, ok := p.Deps[name]; ok {
			p.Deps[name] = to
		}
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
