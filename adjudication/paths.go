package adjudication

import (
	"cmp"
	"slices"

	"github.com/mcperr/mcperr/scanner/finding"
)

// Path is one semantic construction path: the production error-result sites of one repository
// that share a pathKey (the same helper, or the same pattern in one function family).
type Path struct {
	Repository string `json:"repository"`
	Record     string `json:"record"`
	PathKey    string `json:"pathKey"`
	Lang       string `json:"lang"`
	// Shape is the most informative shape among the path's sites (structured, then json-in-text,
	// then prose-only, then unknown): what the best of its results gives a client.
	Shape   string        `json:"shape"`
	Typed   finding.Typed `json:"typed"`
	Profile string        `json:"profile"`
	// Matches counts the path's production sites; Uses the call sites of its helper (the largest
	// count any of its sites reports).
	Matches      int      `json:"matches"`
	Uses         int      `json:"uses"`
	Fingerprints []string `json:"fingerprints"`
}

var shapeRank = map[string]int{"structured": 4, "json-in-text": 3, "prose-only": 2, "unknown": 1}

// Paths groups the production matches of rows into semantic paths, in ledger order. A site with
// no pathKey is a path of its own.
func Paths(rows []Row) []Path {
	index := map[string]int{}
	var out []Path
	for i := range rows {
		r := &rows[i]
		if !r.IsMatch() {
			continue
		}
		key := r.PathKey
		if key == "" {
			key = "site:" + r.Fingerprint
		}
		k := r.Repository + "\x00" + key
		j, ok := index[k]
		if !ok {
			j = len(out)
			index[k] = j
			out = append(out, Path{Repository: r.Repository, Record: r.Record, PathKey: key, Lang: r.Lang})
		}
		p := &out[j]
		p.Matches++
		p.Uses = max(p.Uses, r.Uses)
		p.Fingerprints = append(p.Fingerprints, r.Fingerprint)
		if shapeRank[r.Shape] > shapeRank[p.Shape] {
			p.Shape = r.Shape
		}
		t := r.Typed()
		p.Typed.Code = p.Typed.Code || t.Code
		p.Typed.Target = p.Typed.Target || t.Target
		p.Typed.Policy = p.Typed.Policy || t.Policy
		p.Typed.Retry = p.Typed.Retry || t.Retry
		p.Typed.SideEffects = p.Typed.SideEffects || t.SideEffects
		p.Profile = orProfile(p.Profile, r.Profile)
	}
	return out
}

// orProfile combines two profile strings bit by bit.
func orProfile(a, b string) string {
	if len(a) != len(b) {
		return cmp.Or(a, b)
	}
	out := []byte(a)
	for i := range out {
		if b[i] == '1' {
			out[i] = '1'
		}
	}
	return string(out)
}

// RepoCount is one repository's line of the semantic-path table.
type RepoCount struct {
	Repository string `json:"repository"`
	Record     string `json:"record"`
	Matches    int    `json:"matches"`
	Paths      int    `json:"paths"`
	Uses       int    `json:"uses"`
}

// CountByRepo returns matches, paths and uses per repository that has at least one path, in the
// order the paths come.
func CountByRepo(paths []Path) []RepoCount {
	index := map[string]int{}
	var out []RepoCount
	for _, p := range paths {
		j, ok := index[p.Repository]
		if !ok {
			j = len(out)
			index[p.Repository] = j
			out = append(out, RepoCount{Repository: p.Repository, Record: p.Record})
		}
		out[j].Matches += p.Matches
		out[j].Paths++
		out[j].Uses += p.Uses
	}
	return slices.Clip(out)
}
