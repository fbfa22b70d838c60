package python

import (
	"strconv"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Failures unpacked from a tuple that a function of another module returns:
//
//	notebooks/utils.py:  def convert_cells(cells) -> tuple[list, dict | None]:
//	                         if not isinstance(cell, dict):
//	                             return [], {"status": "error", "message": "Cell must be a dict"}
//	                         language, error = resolve_language(cell.get("language"))
//	                         if error:
//	                             return [], error
//	                         return out, None
//	notebooks/tools.py:  cells, cells_error = utils.convert_cells(content["cells"])
//	                     if cells_error:
//	                         return cells_error
//
// Each function of the root whose every return builds a tuple of one width has a summary per
// member, keyed by the function's key with "().<i>" (tupleMemberKey): SoftFailure at the returns
// whose member i is a failure (softValue, in the return's own block), and a Forward to the
// member of what another function returns when member i is a name unpacked from its call. A
// tool's return of a name unpacked from a call of another module's function is pending on that
// member's summary (unpackedPending); a same-file helper is judged in place (unpacked.go).

// tupleMemberKey returns the key of member at of the tuple the function of key k returns.
func (c *fileCtx) tupleMemberKey(k string, at int) string {
	suffix := c.rootSuffix()
	if !strings.HasSuffix(k, suffix) {
		return ""
	}
	return strings.TrimSuffix(k, suffix) + "()." + strconv.Itoa(at) + suffix
}

// tupleWidth returns the width of the tuples every one of a function's returns builds, or 0.
func tupleWidth(rets []*sitter.Node) int {
	width := 0
	for _, r := range rets {
		t := unparen(r)
		if t == nil || extract.Type(t) != "tuple" && extract.Type(t) != "expression_list" {
			return 0
		}
		n := len(tupleMembers(t))
		if width != 0 && n != width {
			return 0
		}
		width = n
	}
	if width < 2 {
		return 0
	}
	return width
}

// tupleMemberSummaries returns the summaries of the members of the tuples the file's functions
// return (above).
func (c *fileCtx) tupleMemberSummaries() []extract.Summary {
	var out []extract.Summary
	for _, fn := range c.functions() {
		if fn.tool != nil || c.tupleMemberKey(fn.key, 0) == "" {
			continue
		}
		rets := c.returnValues(fn.def)
		width := tupleWidth(rets)
		if width == 0 {
			continue
		}
		name := c.funcName(fn.def)
		for at := 0; at < width; at++ {
			s := extract.Summary{Key: c.tupleMemberKey(fn.key, at), Name: name + "()[" + strconv.Itoa(at) + "]"}
			s.Line, s.Column = position(fn.def)
			for _, r := range rets {
				t := unparen(r)
				m := unparen(tupleMembers(t)[at])
				if m == nil || extract.Type(m) == "none" {
					continue
				}
				sv := c.softValue(m, c.blockOf(t), 0)
				if sv.why == "" {
					sv = c.flaggedText(rets, t, at) // flaggedtext.go
				}
				if sv.why != "" {
					c.addPlace(&s, extract.SoftFailure, t, name+" returns "+sv.why)
					c.addPlaces(&s, extract.SoftFailure, sv.places)
					if isTextShape(sv.shape) {
						c.addPlace(&s, extract.SoftText, t, name+" returns "+sv.why)
					}
				} else if f, ok := c.memberForward(m); ok {
					s.Forward = append(s.Forward, f)
				}
				// the members of the local tuples m takes out by index, one per branch
				// (tupleindex.go): those that hand on what another module's function returns
				for _, x := range c.indexedMembers(m) {
					if f, ok := c.memberForward(x); ok {
						s.Forward = append(s.Forward, f)
					}
				}
			}
			if s.Facts != 0 || len(s.Forward) > 0 {
				out = append(out, s)
			}
		}
	}
	return out
}

// memberForward returns the forward of a tuple member m that hands on what a function of
// another module returns: a name unpacked from its call (its member's summary), or its value
// (`return None, create_error_response(error=...)`; one of the file's is judged in place).
func (c *fileCtx) memberForward(m *sitter.Node) (extract.Forward, bool) {
	if keys := c.unpackedKeys(m); keys != nil {
		line, col := position(m)
		return extract.Forward{Facts: extract.SoftFailure | extract.SoftText, Keys: keys, Line: line, Column: col}, true
	}
	if call := c.passedCall(m, 0); call != nil && c.localDef(call) == nil {
		if k := c.valueTarget(call); k != "" {
			line, col := position(call)
			return extract.Forward{Facts: extract.SoftFailure | extract.SoftText, Keys: c.keysOf(k), Line: line, Column: col}, true
		}
	}
	return extract.Forward{}, false
}

// unpackedForwards returns, for a return of a function that is no tool of a name unpacked from
// a call (`selected, error = self._validate_columns(df, columns)` then `if error: return
// error`), a forward to that member of each call whose unpacking reaches the return, as
// unpackedPending makes a tool's return pending on them; nil when there is none.
func (c *fileCtx) unpackedForwards(v *sitter.Node) []extract.Forward {
	v = unparen(c.carriedName(v))
	if v == nil || extract.Type(v) != "identifier" {
		return nil
	}
	groups, call := c.branchUnpackedKeys(v)
	if groups == nil || call != nil && c.raisesOn(c.text(v), extract.Parent(call), v) {
		return nil
	}
	line, col := position(v)
	out := make([]extract.Forward, 0, len(groups))
	for _, keys := range groups {
		out = append(out, extract.Forward{Facts: extract.SoftFailure | extract.SoftText, Keys: keys, Line: line, Column: col})
	}
	return out
}

// unpackedKeys returns the keys of the tuple member that a name holds when the last binding
// of it before v, in its function, unpacks the call of a function of another file (`cells,
// error = utils.convert_cells(x)`); else nil.
func (c *fileCtx) unpackedKeys(v *sitter.Node) []string {
	v = unparen(v)
	if v == nil || extract.Type(v) != "identifier" {
		return nil
	}
	return c.unpackedBindingKeys(c.bindingBefore(c.enclosingDef(v), c.text(v), v), c.text(v))
}

// unpackedPending returns the pending finding of a tool's return of a name unpacked from the
// call of another module's function, on that member's failures, and the callee's name.
func (c *fileCtx) unpackedPending(v *sitter.Node) (*extract.Pending, string) {
	v = unparen(c.carriedName(v)) // [TextContent(text=text)] (unpackedbranch.go)
	if v == nil || extract.Type(v) != "identifier" {
		return nil, ""
	}
	groups, call := c.branchUnpackedKeys(v) // one per branch that unpacks a member (unpackedbranch.go)
	if groups == nil {
		return nil, ""
	}
	if call != nil && c.raisesOn(c.text(v), extract.Parent(call), v) {
		return nil, ""
	}
	name := c.calleeName(call, c.valueTarget(call))
	p := &extract.Pending{Keys: groups[0], AnyOf: groups[1:], Need: extract.SoftFailure}
	if len(groups) > 1 {
		p.Named = name // one branch's callee; the index names those that may fail
	}
	return p, name
}
