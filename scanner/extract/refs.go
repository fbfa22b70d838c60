package extract

import "strings"

// Modules that no file of the project imports (Referrer, Pending.Imported): an exported tool
// object whose tool-ness comes from its shape alone ({ name, schema, handler } of an agent kit's
// Action) becomes a tool only where a module imports it and hands it to an adapter; in a module
// that nothing imports it is dead code, and its findings are no tool's.
//
// What files refer to is kept per project (SetGroups): a scan of a directory that holds several
// checkouts must not let one project's imports, or its require of a computed path, make another
// project's modules imported. A project's findings are then the same whether it is scanned alone
// or inside such a directory.

// projects says which project a file belongs to, for the facts the files of one project share
// (what they refer to, AddRefs; what they import, TestImports). Its zero value makes the root one
// project.
type projects struct {
	groupOf func(path string) string
}

// SetGroups sets the function that says which project a file (by its path relative to the
// root) belongs to.
func (g *projects) SetGroups(groupOf func(path string) string) { g.groupOf = groupOf }

// group returns the project of the file at path.
func (g *projects) group(path string) string {
	if g.groupOf == nil {
		return ""
	}
	return g.groupOf(path)
}

// A file may load modules no literal names only if code of the project runs its loader: an
// import() of a computed path in a method of a class (a registry that reads a directory and
// imports each file) loads nothing unless the class is instantiated. Such a file refers to
// LoadsIf + the class's name instead of "*"; a file that instantiates or extends a class refers
// to Instantiates + its name. The project may load any module once both name one class.
const (
	LoadsIf      = "?loads:"
	Instantiates = "?new:"
)

// refGroup is what the files of one project refer to.
type refGroup struct {
	names     map[string]bool // the modules they name; "*" when one may load any
	loaders   map[string]bool // the classes whose instances may load any module (LoadsIf)
	built     map[string]bool // the classes some file instantiates or extends (Instantiates)
	referrers int             // how many files said what they refer to
}

// add notes one name a file refers to.
func (rg *refGroup) add(r string) {
	switch {
	case strings.HasPrefix(r, LoadsIf):
		c := r[len(LoadsIf):]
		if rg.built[c] {
			rg.names["*"] = true
		}
		if rg.loaders == nil {
			rg.loaders = map[string]bool{}
		}
		rg.loaders[c] = true
	case strings.HasPrefix(r, Instantiates):
		c := r[len(Instantiates):]
		if rg.loaders[c] {
			rg.names["*"] = true
		}
		if rg.built == nil {
			rg.built = map[string]bool{}
		}
		rg.built[c] = true
	default:
		rg.names[r] = true
	}
}

// AddRefs notes what the file at path refers to (Referrer.Refers). Every file that a Referrer
// reads must be added, with nil for a file that refers to nothing: the count of files of a
// project tells a project from a file scanned alone.
func (ix *Index) AddRefs(path string, refs []string) {
	g := ix.group(path)
	if ix.refs == nil {
		ix.refs = map[string]*refGroup{}
	}
	rg := ix.refs[g]
	if rg == nil {
		rg = &refGroup{}
		ix.refs[g] = rg
	}
	rg.referrers++
	if len(refs) == 0 {
		return
	}
	if rg.names == nil {
		rg.names = map[string]bool{}
	}
	for _, r := range refs {
		rg.add(r)
	}
}

// imported reports whether a module named by one of names may be imported by the project of the
// file at path: always when names is empty, when fewer than two files of the project said what
// they refer to (a file scanned alone, or a language without a Referrer), or when a file of the
// project may load modules no literal names.
func (ix *Index) imported(path string, names []string) bool {
	if len(names) == 0 {
		return true
	}
	rg := ix.refs[ix.group(path)]
	if rg == nil || rg.referrers < 2 || rg.names["*"] {
		return true
	}
	for _, n := range names {
		if rg.names[n] {
			return true
		}
	}
	return false
}
