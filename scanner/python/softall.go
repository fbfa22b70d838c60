package python

import (
	"strings"

	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
)

// Every way a failure reaches a tool's return, not the first one found: a finding stands where
// the fix goes and names the other places it is about (DESIGN.md, related), so a helper with
// several failing returns names each of them, and a variable that several except branches
// assign a failure names each assignment:
//
//	def _impl(p):
//	    if not found:
//	        return f"Could not determine {p}"   # related
//	    ...
//	    except Exception as e:
//	        return f"Error retrieving {p}: {e}"  # related too
//
//	try: result = run(cmd)
//	except ConnectionError as e: result = f"Error: {e}"  # related
//	except Exception as e: result = f"Error executing: {e}"  # related too
//	return result

// maxFailures bounds the failing returns of one helper, or the failing assignments of one
// variable, that a finding names: as many as a summary keeps per fact (maxPlaces), since json,
// jsonl and sarif name every related place and the human formats cut the list themselves
// (finding.MaxShown). It was 8, which left a dispatcher's ninth to twelfth "Error: ..." returns
// out of the one finding that stands for them.
const maxFailures = maxPlaces

// softReturns is softHelper's answer: whether some return of the same-file helper def hands
// back a failure, judged in the helper's own blocks, with every such return (and what each
// rests on) as places, in source order. The verdict and shape are the first failing return's.
func (c *fileCtx) softReturns(def *sitter.Node, depth int) soft {
	var out soft
	n := 0
	for _, r := range c.returnValues(def) {
		sv := c.softValue(unparen(r), c.blockOf(r), depth+1)
		if sv.why == "" {
			continue
		}
		sv = sv.with(r, c.funcName(def)+" returns the failure here")
		if n++; n == 1 {
			out = sv
			if !strings.Contains(out.why, " built by ") {
				// A helper that returns another's value names the builder, the innermost:
				// its own return is a place ("X returns the failure here").
				out.why += " built by " + c.funcName(def)
			}
			continue
		}
		out.places = appendPlaces(out.places, sv.places)
		if n >= maxFailures {
			break
		}
	}
	return out
}

// softAssigned is softVariable's answer for a variable id of function scope with assignments
// as (source order): whether an assignment before the use may leave a failure in it, walking
// back as far as one that every path to the use runs. Each failing assignment that reaches the
// use is a place, in source order; one that a later assignment of the same block (or of a
// block around it) overwrites before the use does not reach it. The verdict and shape are
// those of the failing assignment nearest the use. seen reports whether any assignment
// precedes the use.
func (c *fileCtx) softAssigned(id *sitter.Node, as []*sitter.Node, depth int) (out soft, seen bool) {
	name := c.text(id)
	var later []*sitter.Node // the assignments walked, between the current one and the use
	n := 0
	for i := len(as) - 1; i >= 0 && n < maxFailures; i-- {
		a := as[i]
		if extract.StartByte(a) >= extract.StartByte(id) {
			continue
		}
		seen = true
		val := unparen(assignedValue(a))
		if val != nil && extract.Type(val) != "identifier" && !overwritten(a, later) && !c.raisesOn(name, a, id) &&
			!c.leavesOnError(name, a, id) && !leavesFirst(a, id) {
			sv := soft{}
			if l := extract.Field(a, "left"); l != nil && extract.Type(l) != "identifier" {
				sv = c.softUnpacked(a, name, depth) // unpacked.go
			} else {
				sv = c.softValue(val, c.blockOf(a), depth+1)
				if sv.why == "" {
					sv = c.softPieces(a, id, name, depth) // result += "**Error**: ...": pieces.go
				}
			}
			if sv.why != "" {
				sv = sv.with(a, "the failure is assigned to "+name+" here")
				if n++; n == 1 {
					out = sv
				} else {
					out.places = appendPlaces(sv.places, out.places)
				}
			}
		}
		if dominates(a, id) {
			break
		}
		later = append(later, a)
	}
	return out, seen
}

// overwritten reports whether one of the later assignments (after a, before the use) runs on
// every path from a onwards: the block holding its statement holds a too.
func overwritten(a *sitter.Node, later []*sitter.Node) bool {
	for _, b := range later {
		if dominates(b, a) {
			return true
		}
	}
	return false
}

// appendPlaces appends to ps the places of more that it does not hold yet (a helper's returns
// may rest on the same assignment).
func appendPlaces(ps, more []place) []place {
	out := append([]place(nil), ps...)
	for _, m := range more {
		dup := false
		for _, p := range out {
			if sameNode(p.node, m.node) {
				dup = true
				break
			}
		}
		if !dup {
			out = append(out, m)
		}
	}
	return out
}
