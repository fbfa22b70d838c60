package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A dict whose failure members only read the members of what a function of the root returned:
//
//	result = bank.open_locker(n)
//	return {"success": result.success, "error": result.error}
//
// It reports a failure only when that function may return one: LockerBank.open_locker builds
// LockerResult(success=False, error=...) on a path, while a function whose every return has
// success true (and no error) hands back a success the dict merely copies. The finding then
// needs the callee's SoftFailure (outcomeCallKeys).

// outcomeCallKeys returns the keys of the callee whose returned object a dict literal d reads
// every failure member of (an error member, a "success" or "ok" flag decided at run time) from,
// `result.error` and `result.success` with result bound to a call of the root; nil when a
// member is a failure of its own (a literal, another variable) or d holds no such member.
func (c *fileCtx) outcomeCallKeys(d *sitter.Node) []string {
	if d = unparen(d); d == nil || extract.Type(d) != "dictionary" || c.envelope(d) != nil {
		return nil
	}
	p := c.pairs(d)
	var obj *sitter.Node
	reads := func(v *sitter.Node) bool {
		v = unparen(v)
		if extract.Type(v) != "attribute" {
			return false
		}
		o := unparen(extract.Field(v, "object"))
		if extract.Type(o) != "identifier" || obj != nil && string(c.bytesOf(obj)) != string(c.bytesOf(o)) {
			return false
		}
		obj = o
		return true
	}
	for _, k := range errorMembers {
		if v := p[k]; v != nil && c.isErrorValue(v) && !reads(v) {
			return nil
		}
	}
	for _, k := range []string{"success", "ok"} {
		if v := unparen(p[k]); v != nil && (extract.Type(v) == "false" || c.isRuntimeFlag(v) && !reads(v)) {
			return nil
		}
	}
	if _, ok := p["status"]; ok {
		return nil // a status of its own (statusvar.go, softDict)
	}
	for _, k := range outcomeMembers {
		if _, ok := p[k]; ok && extract.Type(unparen(p[k])) == "string" {
			return nil
		}
	}
	if obj == nil || c.enclosingDef(obj) == nil || len(c.assignments(c.enclosingDef(obj))[string(c.bytesOf(obj))]) != 1 {
		return nil
	}
	call := unparen(c.valueOf(obj))
	if call != nil && extract.Type(call) == "await" && extract.NamedChildCount(call) > 0 {
		call = unparen(extract.NamedChild(call, 0))
	}
	if call == nil || extract.Type(call) != "call" {
		return nil
	}
	k := c.valueTarget(call)
	if k == "" {
		return nil
	}
	return c.keysOf(k)
}
