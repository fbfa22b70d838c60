package python

import (
	"fmt"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"

	sitter "github.com/smacker/go-tree-sitter"
)

// A function that another file registers as a tool (server.add_tool(visit_webpage)) and that
// returns what a call of the root gives back, a result model spreading it, or a success object
// holding it: its return is a tool's, judged as softErrors judges one of the file's own tools
// (pendingReturn), and stands when the function is a tool and the callee may return a failure.
//
//	def visit_webpage(url: str) -> PageResponse:     # registered in server.py
//	    result = _basic_visit(url)                   # may return {"error": ...}
//	    return PageResponse(id=url, **result)

// reachedSoft returns the softerror sites of fn's returns (fn no tool of this file, nor a
// decorator's wrapper, nor a probe: its caller leaves those out) that hand on a callee's
// failure, for the tool another file may make it; skip holds the returns already judged
// failures of fn's own.
func (c *fileCtx) reachedSoft(fn function, name string, fw framework, skip map[uint32]bool) []*site {
	var out []*site
	for _, r := range c.returnValues(fn.def) {
		ret := extract.Parent(r)
		if skip[extract.StartByte(ret)] || c.leavesBuilt(unparen(r)) {
			continue
		}
		p, sv := c.pendingReturn(unparen(r), ret)
		table := false
		if p == nil {
			var callee string
			if p, callee = c.tablePending(unparen(r)); p == nil {
				continue
			}
			sv = isSoft(finding.Unknown, "what "+callee+" returns, which may be a failure (see related),") // tablepending.go
			table = true
		}
		p.Within, p.Tool = fn.key, true
		st := c.softSite(ret, unparen(r), sv, fn.def, p)
		st.message = fmt.Sprintf("%s, %s, returns %s as a successful result: the client sees isError false and the agent reads the failure as data; %s instead", name, c.registeredWhere(fn.def), sv.why, softFix(fw))
		if table && len(p.AnyOf) == 0 {
			// The one handler it runs (if action == "read":) is the call whose value it returns
			// as is: a shared helper's finding behind it names this return.
			p.LeftTo = p.Keys
		} else {
			c.leaveToShared(st, unparen(r))
		}
		out = append(out, st)
		if tp, tsv := c.handedThroughPending(unparen(r)); tp != nil {
			tp.Within, tp.Tool = fn.key, true
			st := c.softSite(ret, unparen(r), tsv, fn.def, tp)
			st.message = fmt.Sprintf("%s, %s, returns %s as a successful result: the client sees isError false and the agent reads the failure as data; %s instead", name, c.registeredWhere(fn.def), tsv.why, softFix(fw))
			st.related = append(st.related, c.handedOnRelated(c.handedCall(unparen(r)))...)
			out = append(out, st)
		}
	}
	return out
}

// returnStmts returns the return statements of the values rs.
func returnStmts(rs []*sitter.Node) map[uint32]bool {
	out := map[uint32]bool{}
	for _, r := range rs {
		out[extract.StartByte(extract.Parent(r))] = true
	}
	return out
}
