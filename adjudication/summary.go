package adjudication

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
)

// Bits names the six actionability bits of a profile, in order.
var Bits = []string{"D detection", "P policy", "C cause", "T target", "E executable repair", "R replay constraints"}

// BitView counts, for one view of the study (sites, paths or repositories), how many items have
// each actionability bit.
type BitView struct {
	View  string `json:"view"`
	Total int    `json:"total"`
	Bits  [6]int `json:"bits"`
}

// TypedCoverage counts semantic paths that carry each typed field.
type TypedCoverage struct {
	Cause       int `json:"cause"`
	Target      int `json:"target"`
	Policy      int `json:"policy"`
	Retry       int `json:"retry"`
	SideEffects int `json:"sideEffects"`
}

// Summary is the study's result in the shape the reference audit reports it.
type Summary struct {
	Study         string `json:"study"`
	FrameSize     int    `json:"frameSize"`
	Sampled       int    `json:"sampled"`
	Reachable     int    `json:"reachable"`
	RawCandidates int    `json:"rawCandidates"`
	// RawProblems counts the raw candidates that are problem findings, not error-result sites.
	RawProblems       int                       `json:"rawProblems"`
	Excluded          map[string]int            `json:"excluded"`
	ProductionMatches int                       `json:"productionMatches"`
	SemanticPaths     int                       `json:"semanticPaths"`
	ReposWithPaths    int                       `json:"reposWithPaths"`
	Shapes            map[string]int            `json:"shapes"`
	Typed             TypedCoverage             `json:"typed"`
	Profiles          map[string]int            `json:"profiles"`
	Problems          map[string]int            `json:"problems"`
	ShapesByLang      map[string]map[string]int `json:"shapesByLang"`
	Views             []BitView                 `json:"views"`
	Repos             []RepoCount               `json:"repos"`
	// ProseFallback lists the repositories whose every error path gives a client no typed field,
	// so an agent must read prose to recover.
	ProseFallback []RepoCount    `json:"proseFallback"`
	Unreachable   []Repo         `json:"unreachable"`
	Verdicts      map[string]int `json:"verdicts"`
	Stale         int            `json:"stale"`
	// Unresolved counts the rows whose coders disagree on a field that no adjudicator decided.
	Unresolved int `json:"unresolved"`
}

// Summarize computes the summary of a ledger.
func Summarize(l *Ledger) *Summary {
	s := &Summary{Study: l.Study, FrameSize: l.FrameSize, Sampled: len(l.Repositories),
		Excluded: map[string]int{}, Shapes: map[string]int{}, Profiles: map[string]int{},
		Problems: map[string]int{}, ShapesByLang: map[string]map[string]int{}, Verdicts: map[string]int{},
		Stale: len(l.Stale), Unreachable: []Repo{}, ProseFallback: []RepoCount{}}
	for _, r := range l.Repositories {
		if r.Reachable() {
			s.Reachable++
		} else {
			s.Unreachable = append(s.Unreachable, r)
		}
	}
	s.RawCandidates = len(l.Rows)
	sites := BitView{View: "sites"}
	for i := range l.Rows {
		r := &l.Rows[i]
		if r.Verdict != "" {
			s.Verdicts[r.Verdict]++
		}
		if r.IsUnresolved() {
			s.Unresolved++
		}
		if !r.IsInventory() {
			s.RawProblems++
		}
		switch {
		case r.Decision != Production:
			s.Excluded[r.Reason]++
		case r.IsInventory():
			s.ProductionMatches++
			addBits(&sites, r.Profile)
		default:
			s.Problems[r.Rule]++
		}
	}
	paths := Paths(l.Rows)
	s.SemanticPaths = len(paths)
	pathView := BitView{View: "paths"}
	repoBits := map[string]string{}
	hasTyped := map[string]bool{}
	for _, p := range paths {
		s.Shapes[p.Shape]++
		if s.ShapesByLang[p.Lang] == nil {
			s.ShapesByLang[p.Lang] = map[string]int{}
		}
		s.ShapesByLang[p.Lang][p.Shape]++
		s.Profiles[p.Profile]++
		t := p.Typed
		s.Typed.Cause += b2i(t.Code)
		s.Typed.Target += b2i(t.Target)
		s.Typed.Policy += b2i(t.Policy)
		s.Typed.Retry += b2i(t.Retry)
		s.Typed.SideEffects += b2i(t.SideEffects)
		addBits(&pathView, p.Profile)
		repoBits[p.Repository] = orProfile(repoBits[p.Repository], p.Profile)
		if t.Code || t.Target || t.Policy || t.Retry || t.SideEffects {
			hasTyped[p.Repository] = true
		}
	}
	s.Repos = CountByRepo(paths)
	s.ReposWithPaths = len(s.Repos)
	repoView := BitView{View: "repositories"}
	for _, rc := range s.Repos {
		addBits(&repoView, repoBits[rc.Repository])
		if !hasTyped[rc.Repository] {
			s.ProseFallback = append(s.ProseFallback, rc)
		}
	}
	s.Views = []BitView{sites, pathView, repoView}
	return s
}

func addBits(v *BitView, profile string) {
	v.Total++
	for i := 0; i < len(profile) && i < 6; i++ {
		if profile[i] == '1' {
			v.Bits[i]++
		}
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Line is one line of the summary table.
type Line struct{ Label, Value string }

// Table returns the summary as the reference audit's table, line by line.
func (s *Summary) Table() []Line {
	pct := func(n, d int) string {
		if d == 0 {
			return strconv.Itoa(n)
		}
		return fmt.Sprintf("%d of %d (%.0f%%)", n, d, 100*float64(n)/float64(d))
	}
	lines := []Line{
		{"Frame size (records)", strconv.Itoa(s.FrameSize)},
		{"Repositories sampled", strconv.Itoa(s.Sampled)},
		{"Reachable (acquired and scanned)", pct(s.Reachable, s.Sampled)},
		{"Raw candidates (lexical and tree-sitter)", s.rawCandidates()},
		{"Excluded by projection", total(s.Excluded)},
		{"Production isError matches", strconv.Itoa(s.ProductionMatches)},
		{"Semantic paths", strconv.Itoa(s.SemanticPaths)},
		{"Repositories with paths", strconv.Itoa(s.ReposWithPaths)},
		{"Paths prose-only", pct(s.Shapes["prose-only"], s.SemanticPaths)},
		{"Paths JSON-in-text", pct(s.Shapes["json-in-text"], s.SemanticPaths)},
		{"Paths structured", pct(s.Shapes["structured"], s.SemanticPaths)},
	}
	if n := s.Shapes["unknown"]; n > 0 {
		lines = append(lines, Line{"Paths of unknown shape", pct(n, s.SemanticPaths)})
	}
	lines = append(lines,
		Line{"Typed cause (code)", pct(s.Typed.Cause, s.SemanticPaths)},
		Line{"Typed target", pct(s.Typed.Target, s.SemanticPaths)},
		Line{"Typed policy", pct(s.Typed.Policy, s.SemanticPaths)},
		Line{"Typed retry", pct(s.Typed.Retry, s.SemanticPaths)},
		Line{"Typed side effects", pct(s.Typed.SideEffects, s.SemanticPaths)},
		Line{"Profiles (DPCTER) over paths", formatCounts(s.Profiles)},
		Line{"Problems in production code", formatCounts(s.Problems)},
		Line{"Servers whose clients fall back to prose", pct(len(s.ProseFallback), s.ReposWithPaths)},
	)
	if len(s.Verdicts) > 0 || s.Stale > 0 || s.Unresolved > 0 {
		lines = append(lines, Line{"Human verdicts", formatCounts(s.Verdicts)},
			Line{"Unresolved verdicts (coders disagree, no adjudicator decided)", strconv.Itoa(s.Unresolved)},
			Line{"Stale verdicts", strconv.Itoa(s.Stale)})
	}
	return lines
}

// rawCandidates says how many raw candidates are error-result sites and how many problem
// findings, so that the excluded and production lines below add up.
func (s *Summary) rawCandidates() string {
	n := strconv.Itoa(s.RawCandidates)
	if s.RawProblems == 0 {
		return n
	}
	return fmt.Sprintf("%s (%s, %s)", n, plural(s.RawCandidates-s.RawProblems, "isError site"), plural(s.RawProblems, "problem finding"))
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}

// total renders a count map with its total first: "6: a 3, b 2, c 1", or "none".
func total(m map[string]int) string {
	n := 0
	for _, v := range m {
		n += v
	}
	if n == 0 {
		return "none"
	}
	return strconv.Itoa(n) + ": " + formatCounts(m)
}

// formatCounts renders a count map as "a 3, b 1", largest first, "none" when empty.
func formatCounts(m map[string]int) string {
	if len(m) == 0 {
		return "none"
	}
	keys := slices.Collect(maps.Keys(m))
	slices.SortFunc(keys, func(a, b string) int { return cmp.Or(cmp.Compare(m[b], m[a]), cmp.Compare(a, b)) })
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s %d", k, m[k])
	}
	return strings.Join(parts, ", ")
}

// FormatTable renders the summary table as aligned text.
func (s *Summary) FormatTable() string {
	lines := s.Table()
	w := 0
	for _, l := range lines {
		w = max(w, len(l.Label))
	}
	var b strings.Builder
	for _, l := range lines {
		fmt.Fprintf(&b, "%-*s  %s\n", w, l.Label, l.Value)
	}
	return forPeople(b.String())
}
