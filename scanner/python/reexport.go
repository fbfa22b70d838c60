package python

import (
	"strings"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Re-exports. A module's top-level `from .search import search_projects` makes
// search_projects a name of that module as much as of its own: another module's `from
// pkg.tools import search_projects` (a package's __init__.py gathering its submodules' tools)
// calls the function defined in pkg/tools/search.py, though its key names pkg/tools. Each such
// import is an alias from the key the importing module gives the name to the key the import
// names (a class's keys, the constructor's and its methods', by a prefix alias), and `from .x
// import *` a prefix alias from the module's keys to x's. An alias only names something when no
// file defines the key it rewrites, so a module's own function of that name stays its own. A
// module's `from . import launch` names the package's own key ("pkg.launch", isMemberName), so
// the __init__.py's alias takes it on to the submodule, and chains of re-exports are followed.
//
// What a parameter holds goes the other way: the callee's file names a method called on a
// parameter "<module>.<function>(<param>).<method>" after the module that defines the function
// (paramobjects.go), while a caller that imports the function from the package names the
// classes it passes after the package ("pkg.tools.register(#1)."). So each re-export of a
// function also gives a prefix alias from the defining module's parameter keys to the
// package's ("<defining>.<function>(" to "<package>.<name>("). A class's __init__ is not
// followed so.

// reexportAliases returns the aliases of the file's top-level imports of the root's functions
// and classes.
func (c *fileCtx) reexportAliases() []extract.Alias {
	var out []extract.Alias
	suffix := c.rootSuffix()
	for _, m := range c.run("facts") {
		if m.kind != "import_from_statement" || m.site == nil || !c.atModuleLevel(m.site) {
			continue
		}
		mod := c.text(m.module)
		if extract.Type(m.name) == "wildcard_import" {
			if to := c.starModule(mod); to != "" && to != c.modID {
				out = append(out, extract.Alias{From: c.modID + ".", To: to + ".", Prefix: true})
			}
			continue
		}
		name := c.text(m.name)
		local := name
		if m.alias != nil {
			local = c.text(m.alias)
		}
		if c.defs[local] != nil || c.topClasses[local] {
			continue // the module defines its own (a later def wins over the import)
		}
		q := mod + "." + name
		if strings.HasSuffix(mod, ".") {
			q = mod + name
		}
		to := c.importedKey(q)
		if to == "" || !strings.HasSuffix(to, suffix) {
			continue
		}
		if cls, ok := strings.CutSuffix(to, ".__init__"+suffix); ok && isModelName(name) {
			out = append(out, extract.Alias{From: c.modID + "." + local + ".", To: cls + ".", Prefix: true})
			continue
		}
		if from := c.xkey(c.modID, local); from != to {
			// The function, what it returns as an object (mro.go) and as a list of functions
			// (loopreg.go), and backwards, what its parameters hold.
			fn := strings.TrimSuffix(to, suffix)
			out = append(out, extract.Alias{From: from, To: to},
				extract.Alias{From: c.modID + "." + local + "().", To: fn + "().", Prefix: true},
				extract.Alias{From: c.xkey(c.modID, local+listSuffix), To: fn + listSuffix + suffix},
				extract.Alias{From: fn + "(", To: c.modID + "." + local + "(", Prefix: true},
				extract.Alias{From: flaggedKey(from), To: flaggedKey(to)},     // rebuiltitems.go
				extract.Alias{From: toolErrorKey(from), To: toolErrorKey(to)}) // toolerrorfactory.go
		}
	}
	return out
}

// starModule returns the module id that `from mod import *` names when it is a module of the
// root, or "".
func (c *fileCtx) starModule(mod string) string {
	q := mod + ".__star__"
	if strings.HasSuffix(mod, ".") {
		q = mod + "__star__"
	}
	m, _, ok := strings.Cut(c.importedKey(q), ".__star__@")
	if !ok {
		return ""
	}
	return m
}
