package scanner

import (
	"sort"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/manifest"
)

// projectIndex returns, for a root, the function that says which project (manifests, SDK
// versions) a file belongs to, the function that returns, once the root's files are done, the
// notes of the projects handed out, and the function that says which checkout a file belongs
// to for the facts that its files share (manifest.Index.GroupFor: what they import), and the
// function that lists the paths the index has asked the disk about (for the root cache). The
// index reads each package root's manifests once, lazily, and is safe for the workers to share.
func projectIndex(root string) (project func(rel string) *extract.Project, notes func() []extract.Note, group func(rel string) string, touched func() []string) {
	x := manifest.NewIndex(root)
	return x.ProjectFor, x.Notes, x.GroupFor, x.Touched
}

// documentNotes turns a root's manifest notes into the document's, their paths under prefix
// (the root's, in a scan of several) and the scan root's own directory named ".".
func documentNotes(prefix string, ns []extract.Note) []finding.Note {
	out := make([]finding.Note, len(ns))
	for i, n := range ns {
		p := n.Path
		if p == "" {
			p = "."
		}
		out[i] = finding.Note{Path: joinPrefix(prefix, p), Message: n.Message, Minor: n.Minor}
	}
	return out
}

// sortNotes orders a document's notes by path and message and drops repeats (a root given
// twice).
func sortNotes(ns []finding.Note) []finding.Note {
	sort.SliceStable(ns, func(i, j int) bool {
		if ns[i].Path != ns[j].Path {
			return ns[i].Path < ns[j].Path
		}
		return ns[i].Message < ns[j].Message
	})
	out := ns[:0]
	for i, n := range ns {
		if i == 0 || n != ns[i-1] {
			out = append(out, n)
		}
	}
	return out
}
