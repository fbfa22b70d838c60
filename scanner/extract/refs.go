package extract

// Modules that no file of the root imports (Referrer, Pending.Imported): an exported tool object
// whose tool-ness comes from its shape alone ({ name, schema, handler } of an agent kit's
// Action) becomes a tool only where a module imports it and hands it to an adapter; in a module
// that nothing imports it is dead code, and its findings are no tool's.

// AddRefs notes what one file of the root refers to (Referrer.Refers). Every file that a
// Referrer reads must be added, with nil for a file that refers to nothing: the count of files
// tells a project from a file scanned alone.
func (ix *Index) AddRefs(refs []string) {
	ix.referrers++
	if len(refs) == 0 {
		return
	}
	if ix.refs == nil {
		ix.refs = map[string]bool{}
	}
	for _, r := range refs {
		ix.refs[r] = true
	}
}

// imported reports whether a module named by one of names may be imported by the root: always
// when names is empty, when fewer than two files said what they refer to (a file scanned
// alone, or a language without a Referrer), or when a file may load modules no literal names.
func (ix *Index) imported(names []string) bool {
	if len(names) == 0 || ix.referrers < 2 || ix.refs["*"] {
		return true
	}
	for _, n := range names {
		if ix.refs[n] {
			return true
		}
	}
	return false
}
