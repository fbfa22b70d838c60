package extract

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mcperr/mcperr/scanner/finding"
)

// A failure a helper builds itself and several tools return as is, as their own result
// (Pending.Shared):
//
//	def error_response(msg): return {"error": msg}          # the finding, once
//	@mcp.tool()
//	def get_user(id): ... except ApiError as e: return error_response(str(e))
//	@mcp.tool()
//	def list_users(): ... except ApiError as e: return error_response(str(e))
//
// The fix (raise, or an isError result) goes in the helper, so the finding stands at its
// failure return and names every tool's return that hands it on; each tool's own finding of
// that return (Pending.LeftTo) does not stand then. A tool that puts the helper's text, as it
// is and untested, into its own (return f"BACKUP FILES:\n\n{result}", Forward.Embedded) hands
// the failure on the same way, and counts among those tools.

// minShared is how many tools must return a helper's value as is for its failure to be one
// finding at the helper: with one tool, the tool's return keeps it.
const minShared = 2

// sharedState is what the index knows of shared helpers: the functions that hold a Shared
// finding (Expect), and, once asked, the tools that return each as is.
type sharedState struct {
	wanted map[sym]bool
	tools  map[sym][]sym
}

// expectShared notes the function a Shared finding stands in.
func (ix *Index) expectShared(p Pending) {
	if !p.Shared || p.Within == "" {
		return
	}
	if ix.shared == nil {
		ix.shared = &sharedState{wanted: map[sym]bool{}, tools: map[sym][]sym{}}
	}
	ix.shared.wanted[ix.intern(p.Within)] = true
}

// sharedTools returns the tools that return the value of the function of key as is (every one,
// nearest first, then in the order of their returns), when key holds a Shared finding and at
// least minShared tools do; nil otherwise.
func (ix *Index) sharedTools(key sym) []sym {
	if ix.shared == nil || !ix.shared.wanted[key] {
		return nil
	}
	if ts, ok := ix.shared.tools[key]; ok {
		return ts
	}
	_, ts, _ := ix.returningUpTo(key, -1)
	for _, e := range ix.embeddedBy()[key] {
		if !slices.Contains(ts, e.from) {
			ts = append(ts, e.from)
		}
	}
	if len(ts) < minShared && (len(ts) == 0 || !ix.sharedBranch(key)) { // selector.go
		ts = nil
	}
	ix.shared.tools[key] = ts
	return ts
}

// leadsToShared reports whether what a call of key returns is a shared helper's failure and
// nothing else of its own: key holds a Shared finding that stands, or key (no tool) has no
// failure place of its own and each callee whose failure it passes on, it returns as is and
// leads to a shared helper.
func (ix *Index) leadsToShared(key sym, depth int) bool {
	if key == 0 || depth > maxChain {
		return false
	}
	if ix.sharedTools(key) != nil {
		return true
	}
	if ix.isTool(key) || ix.facts[key]&(SoftFailure|SoftResult) == 0 {
		return false
	}
	found := false
	for _, d := range ix.defs[key] {
		// The failure places a same-file callee's value, returned as is, puts here: at the
		// forward's position, or at one of the callee's own places.
		passed := map[[3]int32]bool{}
		asIs := map[sym]bool{} // callees some return hands back as is
		for _, fw := range d.forward {
			if fw.facts&SoftResult != 0 && ix.holds(fw) {
				asIs[ix.resolveKey(fw.keys)] = true
			}
		}
		for _, fw := range d.forward {
			if fw.facts&(SoftFailure|SoftResult) == 0 || !ix.holds(fw) {
				continue
			}
			next := ix.resolveKey(fw.keys)
			if next == 0 || ix.facts[next]&(SoftFailure|SoftResult) == 0 {
				continue // hands on no failure
			}
			// data = f(); return data: the forward of the failure stands at the call, the
			// one of the value as is at the return.
			if !asIs[next] || !ix.leadsToShared(next, depth+1) {
				return false
			}
			found = true
			passed[[3]int32{int32(d.path), fw.line, fw.column}] = true
			for _, nd := range ix.defs[next] {
				for _, pl := range nd.places {
					passed[[3]int32{int32(nd.path), pl.line, pl.column}] = true
				}
			}
		}
		for _, pl := range d.places {
			if pl.fact&(SoftFailure|SoftResult) != 0 && !passed[[3]int32{int32(d.path), pl.line, pl.column}] {
				return false
			}
		}
	}
	return found
}

// leftToShared reports whether a tool's return, which hands back as is what the call of keys
// returns, leaves its failure to a shared helper's finding.
func (ix *Index) leftToShared(keys []string) bool {
	if ix.shared == nil || len(keys) == 0 {
		return false
	}
	for _, k := range ix.resolveTargets(keys) {
		if ix.leadsToShared(k, 0) {
			return true
		}
	}
	return false
}

// sharedMessage fills a Shared finding's message: it holds one %d (how many tools) and one %s
// (one of them), and every other percent sign doubled.
func (ix *Index) sharedMessage(msg string, tools []sym) string {
	if strings.Count(msg, "%d") != 1 || strings.Count(msg, "%s") != 1 {
		return msg
	}
	if len(tools) == 1 { // one branch of a shared dispatcher (sharedBranch)
		if one := strings.Replace(msg, "%d tools return it as their own (e.g. %s; see related)", "tool %s returns it as its own (see related)", 1); one != msg {
			return fmt.Sprintf(one, ix.toolName(tools[0]))
		}
	}
	return fmt.Sprintf(msg, len(tools), ix.toolName(tools[0]))
}

// sharedRelated returns the places of a Shared finding: each tool's return and the returns
// between, every tool, and every return of a function between that hands the value on (two
// failure branches of one request helper), not only the first.
func (ix *Index) sharedRelated(key sym) []finding.Related {
	rel, _, _ := ix.returningUpTo(key, -1)
	type pos struct {
		path         string
		line, column int
	}
	have := map[pos]bool{}
	for _, r := range rel {
		have[pos{r.Path, r.Line, r.Column}] = true
	}
	at := func(e retEdge) pos {
		fw := e.d.forward[e.fw]
		return pos{ix.str(e.d.path), int(fw.line), int(fw.column)}
	}
	for _, e := range ix.embeddedBy()[key] {
		if p := at(e); !have[p] {
			have[p] = true
			rel = append(rel, ix.returnAt(e, fmt.Sprintf("tool %s returns what %s returns, inside text of its own, as its result", ix.toolName(e.from), ix.name(key))))
		}
	}
	by := ix.returnedBy()
	onChain := map[sym]bool{} // functions between whose return rel names
	for _, es := range by {
		for _, e := range es {
			if !ix.isTool(e.from) && have[at(e)] {
				onChain[e.from] = true
			}
		}
	}
	seen := map[sym]bool{key: true}
	queue := []sym{key}
	for depth := 0; len(queue) > 0 && depth <= maxChain; depth++ {
		var next []sym
		for _, n := range queue {
			for _, e := range by[n] {
				if ix.isTool(e.from) || !onChain[e.from] {
					continue
				}
				if p := at(e); !have[p] {
					have[p] = true
					rel = append(rel, ix.returnAt(e, ix.handsOn(e)))
				}
				if !seen[e.from] {
					seen[e.from] = true
					next = append(next, e.from)
				}
			}
		}
		queue = next
	}
	return rel
}

// embeddedBy returns, by callee, the tools' forwards that put what it returns into text of their
// own (Forward.Embedded), in the order of the returns in the root, once the index is linked.
func (ix *Index) embeddedBy() map[sym][]retEdge {
	if ix.embBy == nil {
		ix.embBy = ix.forwardsBy(func(k sym, fw forward) bool { return fw.embedded && ix.isTool(k) })
	}
	return ix.embBy
}
