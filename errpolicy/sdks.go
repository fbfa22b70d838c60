package errpolicy

import (
	"sort"

	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/manifest"
)

// SDKsOf returns the MCP SDKs that the manifests of a root's error results name (each result's
// nearest manifest), as SDKFor labels them.
func SDKsOf(root string, fs []finding.Finding) []string {
	idx := manifest.NewIndex(root)
	seen := map[string]bool{}
	for _, f := range fs {
		if f.Site == nil {
			continue
		}
		p := idx.ProjectFor(f.Path)
		if p == nil {
			continue
		}
		lang := string(f.Lang)
		for dep := range p.Deps {
			if s := SDKFor(dep, lang); s != "" {
				seen[s] = true
			}
		}
	}
	out := make([]string, 0, len(seen))
	for s := range seen {
		out = append(out, s)
	}
	sort.Strings(out)
	return out
}
