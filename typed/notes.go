package typed

import (
	"fmt"
	"sort"

	gomodule "golang.org/x/mod/module"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"

	"github.com/mcperr/mcperr/analyzers/mcpsdk"
	"github.com/mcperr/mcperr/scanner/finding"
)

// ModuleNotes are the document notes of a vet run: for each SDK module that a package of the
// main module imports, where the version the analyzers read from the build (mcpsdk.BuildVersion)
// is assumed or uncertain, said as scan says it for go.mod (scanner/manifest): no module
// information (a GOPATH build), a replace by a local directory (version unknown, the newest
// behaviour assumed), a replace by another module version (a minor note), a pseudo-version (a
// commit, read as the release its numbers name). Each note's path is the importing module's
// go.mod relative to root (the package's directory outside a module). Call it before PruneDeps.
func ModuleNotes(root string, pkgs []*packages.Package) []finding.Note {
	seen := map[finding.Note]bool{}
	var notes []finding.Note
	add := func(n finding.Note) {
		if !seen[n] {
			seen[n] = true
			notes = append(notes, n)
		}
	}
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		if !isOurs(p) {
			return
		}
		for _, imp := range p.Imports {
			if sdk := mcpsdk.SDKModule(imp.PkgPath); sdk != "" {
				for _, n := range versionNotes(sdk, imp.Module) {
					n.Path = notePath(root, p)
					add(n)
				}
			}
		}
	})
	sort.Slice(notes, func(i, j int) bool {
		if notes[i].Path != notes[j].Path {
			return notes[i].Path < notes[j].Path
		}
		return notes[i].Message < notes[j].Message
	})
	return notes
}

// isOurs reports whether p belongs to a main module, or is outside any module and not an SDK
// package (a GOPATH build), as mcpsdk.IsMainModule decides for a pass.
func isOurs(p *packages.Package) bool {
	if p.Module == nil {
		return mcpsdk.SDKModule(p.PkgPath) == "" && !mcpsdk.IsStd(p.PkgPath)
	}
	return p.Module.Main
}

// versionNotes says how the version of the SDK module sdk, whose package was loaded with the
// module information m, is read, when that is not simply the version go.mod requires.
func versionNotes(sdk string, m *packages.Module) []finding.Note {
	if m == nil {
		return []finding.Note{{Message: sdk + " has no module information (a GOPATH build); version unknown, newest assumed"}}
	}
	var notes []finding.Note
	if r := m.Replace; r != nil {
		if r.Version == "" {
			return []finding.Note{{Message: fmt.Sprintf("%s replaced by the local directory %s; version unknown, newest assumed", m.Path, r.Path)}}
		}
		notes = append(notes, finding.Note{Message: fmt.Sprintf("%s replaced by %s %s; its version read as %s", m.Path, r.Path, r.Version, r.Version), Minor: true})
	}
	v := mcpsdk.BuildVersion(analysisModule(m))
	if gomodule.IsPseudoVersion(v) {
		notes = append(notes, finding.Note{Message: fmt.Sprintf("%s at the pseudo-version %s, a commit and not a release; the behaviour of %s assumed", m.Path, v, releaseOf(v))})
	}
	return notes
}

// releaseOf is the release whose behaviour the analyzers give a version (mcpsdk.ParseVersion
// keeps its numbers and drops the rest: v0.0.0-2024... is read as v0.0.0, the oldest).
func releaseOf(v string) string {
	pv := mcpsdk.ParseVersion(v)
	if !pv.Known() {
		return "the newest version"
	}
	return fmt.Sprintf("v%d.%d.%d", pv.Major, pv.Minor, pv.Patch)
}

// analysisModule is the module information a pass of m's packages gets (checker's conversion).
func analysisModule(m *packages.Module) *analysis.Module {
	if m == nil {
		return nil
	}
	return &analysis.Module{Path: m.Path, Version: m.Version, Replace: analysisModule(m.Replace)}
}

// notePath is the go.mod of p's module relative to root, or p's directory outside a module.
func notePath(root string, p *packages.Package) string {
	if p.Module != nil && p.Module.GoMod != "" {
		return RelPath(root, p.Module.GoMod)
	}
	return RelPath(root, pkgDir(p))
}
