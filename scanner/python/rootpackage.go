package python

import (
	"path"
	"strings"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A checkout that is itself the package. A repository whose root holds __init__.py beside its
// modules is a package installed (or put on sys.path from its parent) under its own name, which
// the checkout's folder need not share:
//
//	fod-tools/__init__.py
//	fod-tools/adapter.py                  def list_jobs(): ...
//	fod-tools/server.py                   from fodtools.adapter import list_jobs
//	                                      from fodtools import adapter
//
// "fodtools.adapter" names the module "fodtools/adapter" (xkeys.go), which no file of the root
// defines: the file is adapter.py at the package root, module "adapter". So each absolute import
// of the file whose first two components make such a module ("pkg.mod", "pkg.mod.name", `from pkg
// import mod`) gives a prefix alias from that module's keys to those of mod at the package root
// (the directory of the file's manifest, or the scan root). A prefix alias names something only
// when no file defines the key it rewrites, so a folder pkg/ that holds mod.py keeps the import,
// and a library's pkg.mod reaches nothing unless the root has a mod.py defining the very name.
// Deeper modules need none: "pkg.schemas.results" is "schemas/results" already. Whether the
// root holds __init__.py is not asked (a file's extraction sees no other file): an import of a
// library's "pkg.mod" names a function of the root only when the root's mod.py defines it.

// rootPackageAliases returns the aliases of the file's absolute imports of a package's modules
// to the modules of the same name at the package root.
func (c *fileCtx) rootPackageAliases() []extract.Alias {
	var out []extract.Alias
	seen := map[string]bool{}
	add := func(q string) {
		parts := c.projectParts(q) // nil for an SDK's and a library's modules
		if len(parts) < 2 {
			return
		}
		from := joinModule(parts[0], parts[1]) + "."
		to := joinModule(path.Base(c.packageRoot()), parts[1]) + "."
		if from == to || seen[from] {
			return
		}
		seen[from] = true
		out = append(out, extract.Alias{From: from, To: to, Prefix: true})
	}
	for _, m := range c.run("facts") {
		if m.module == nil || (m.kind != "import_from_statement" && m.kind != "import_statement") {
			continue
		}
		mod := c.text(m.module)
		if strings.HasPrefix(mod, ".") {
			continue
		}
		if m.kind == "import_from_statement" && !strings.Contains(mod, ".") && m.name != nil && extract.Type(m.name) == "dotted_name" {
			add(mod + "." + c.text(m.name)) // from pkg import mod
			continue
		}
		add(mod)
	}
	return out
}

// packageRoot returns the directory of the file's manifest, relative to the scan root ("." at
// the scan root).
func (c *fileCtx) packageRoot() string {
	if c.f.Project == nil || c.f.Project.Root == "" {
		return "."
	}
	return c.f.Project.Root
}
