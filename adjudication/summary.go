package adjudication

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/mcperr/mcperr/scanner/finding"
)

// Bits labels the six actionability bits of a profile, in order ("D detection").
var Bits = func() []string {
	var out []string
	for _, b := range finding.ProfileBits {
		out = append(out, b.Letter+" "+b.Name)
	}
	return out
}()

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
	RawProblems int            `json:"rawProblems"`
	Excluded    map[string]int `json:"excluded"`
	// ProductionMatches counts the production error-result sites: Explicit + Raised.
	ProductionMatches int `json:"productionMatches"`
	// Explicit counts the production errorresult sites: explicit constructions of an isError
	// result, what a narrow lexical audit of isError counts. Raised counts the production
	// raisederror sites: raises and throws the SDK turns into an isError result.
	Explicit int `json:"explicit"`
	Raised   int `json:"raised"`
	// Outcomes counts the production error-result sites by what the client receives (iserror,
	// protocol-error, crash, success); ProtocolInstead is its protocol-error count: constructions
	// whose client gets a JSON-RPC error instead of the result.
	Outcomes        map[string]int `json:"outcomes"`
	ProtocolInstead int            `json:"protocolInstead"`
	// ProductionProblems counts the production problem findings (Problems by rule).
	ProductionProblems int                       `json:"productionProblems"`
	SemanticPaths      int                       `json:"semanticPaths"`
	ReposWithPaths     int                       `json:"reposWithPaths"`
	Shapes             map[string]int            `json:"shapes"`
	Typed              TypedCoverage             `json:"typed"`
	Profiles           map[string]int            `json:"profiles"`
	Problems           map[string]int            `json:"problems"`
	ShapesByLang       map[string]map[string]int `json:"shapesByLang"`
	Views              []BitView                 `json:"views"`
	Repos              []RepoCount               `json:"repos"`
	// Servers splits the repositories with paths by their paths' shapes: every path text
	// (prose-only, JSON in text, or unknown), some structured, every path structured.
	Servers ServerSplit `json:"servers"`
	// ProseFallback lists the repositories none of whose error paths is structured: a client
	// must read the text of every error to recover.
	ProseFallback []RepoCount    `json:"proseFallback"`
	Unreachable   []Repo         `json:"unreachable"`
	Verdicts      map[string]int `json:"verdicts"`
	Stale         int            `json:"stale"`
	// Unresolved counts the rows whose coders disagree on a field that no adjudicator decided.
	Unresolved int `json:"unresolved"`
	// OneCoder counts the verdicts only one coder coded (no second coder checked them).
	OneCoder int `json:"oneCoder"`
}

// Summarize computes the summary of a ledger.
func Summarize(l *Ledger) *Summary {
	s := &Summary{Study: l.Study, FrameSize: l.FrameSize, Sampled: len(l.Repositories),
		Excluded: map[string]int{}, Shapes: map[string]int{}, Profiles: map[string]int{},
		Problems: map[string]int{}, ShapesByLang: map[string]map[string]int{}, Verdicts: map[string]int{}, Outcomes: map[string]int{},
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
		if strings.HasPrefix(r.VerdictBy, OneCoderBy) {
			s.OneCoder++
		}
		if !r.IsInventory() {
			s.RawProblems++
		}
		switch {
		case r.Decision != Production:
			s.Excluded[r.Reason]++
		case r.IsInventory():
			s.ProductionMatches++
			if r.Rule == "raisederror" {
				s.Raised++
			} else {
				s.Explicit++
			}
			s.Outcomes[cmp.Or(r.Outcome, "unknown")]++
			addBits(&sites, r.Profile)
		default:
			s.Problems[r.Rule]++
			s.ProductionProblems++
		}
	}
	s.ProtocolInstead = s.Outcomes[string(finding.ProtocolError)]
	paths := Paths(l.Rows)
	s.SemanticPaths = len(paths)
	pathView := BitView{View: "paths"}
	repoBits := map[string]string{}
	structured, text := map[string]int{}, map[string]int{}
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
		if p.Shape == string(finding.Structured) {
			structured[p.Repository]++
		} else {
			text[p.Repository]++
		}
	}
	s.Repos = CountByRepo(paths)
	s.ReposWithPaths = len(s.Repos)
	repoView := BitView{View: "repositories"}
	for _, rc := range s.Repos {
		addBits(&repoView, repoBits[rc.Repository])
		switch {
		case structured[rc.Repository] == 0:
			s.Servers.AllText++
			s.ProseFallback = append(s.ProseFallback, rc)
		case text[rc.Repository] == 0:
			s.Servers.AllStructured++
		default:
			s.Servers.SomeStructured++
		}
	}
	s.Views = []BitView{sites, pathView, repoView}
	return s
}

// ServerSplit counts servers (repositories with paths) by the shapes of their paths.
type ServerSplit struct {
	AllText        int `json:"allText"`
	SomeStructured int `json:"someStructured"`
	AllStructured  int `json:"allStructured"`
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
		{"Production problem findings", strconv.Itoa(s.ProductionProblems)},
		{"Production error-result sites", fmt.Sprintf("%d = %d explicit isError constructions + %d raised errors the SDK turns into isError", s.ProductionMatches, s.Explicit, s.Raised)},
		{"Error-result sites by what the client receives", formatCounts(s.Outcomes)},
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
		Line{"Servers with no structured path (clients fall back to text)", pct(s.Servers.AllText, s.ReposWithPaths)},
		Line{"Servers with some structured paths", pct(s.Servers.SomeStructured, s.ReposWithPaths)},
		Line{"Servers with every path structured", pct(s.Servers.AllStructured, s.ReposWithPaths)},
	)
	if len(s.Verdicts) > 0 || s.Stale > 0 || s.Unresolved > 0 {
		verdicts := formatCounts(s.Verdicts)
		if s.OneCoder > 0 {
			verdicts += fmt.Sprintf(" (%d coded by one coder only)", s.OneCoder)
		}
		lines = append(lines, Line{"Human verdicts", verdicts},
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

// Headline is the study's headline in the terms of the reference audit, side by side, so that it
// compares with a narrow lexical count of isError and adds up to the raw candidates.
type Headline struct{ Labels, Values, Notes []string }

// Headline returns the headline measures: explicit isError constructions, raised errors the SDK
// turns into isError, constructions whose client gets a protocol error instead, semantic paths,
// repositories with paths, and the exclusions.
func (s *Summary) Headline() Headline {
	excluded := 0
	for _, n := range s.Excluded {
		excluded += n
	}
	return Headline{
		Labels: []string{"Explicit isError constructions", "Raised errors the SDK turns into isError", "Of these, the client gets a protocol error instead", "Semantic paths", "Repositories with paths", "Excluded by projection"},
		Values: []string{strconv.Itoa(s.Explicit), strconv.Itoa(s.Raised), strconv.Itoa(s.ProtocolInstead), strconv.Itoa(s.SemanticPaths), fmt.Sprintf("%d of %d scanned", s.ReposWithPaths, s.Reachable), strconv.Itoa(excluded)},
		Notes: []string{
			"production errorresult sites: what a lexical audit of isError counts",
			"production raisederror sites: raise or throw in a tool function",
			"of the two columns before, sites whose SDK sends a JSON-RPC error, not an isError result",
			"production error-result sites grouped by construction path",
			"repositories with at least one path",
			"raw candidates outside production code, outside the registry subfolder, duplicates or not sites",
		},
	}
}

// AddsUp says how the raw candidates split, in numbers that add up on the page.
func (s *Summary) AddsUp() string {
	excluded := 0
	for _, n := range s.Excluded {
		excluded += n
	}
	return fmt.Sprintf("%d raw candidates = %d excluded by projection + %d production error-result sites (%d explicit + %d raised) + %d production problem findings.",
		s.RawCandidates, excluded, s.ProductionMatches, s.Explicit, s.Raised, s.ProductionProblems)
}
