package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A success object that carries what a call returned as one of its members:
//
//	affected = await call_service(domain, service, data)
//	return {"success": True, "affected_entities": affected}
//
// When the callee may return a failure ({"error": ...} from a decorator's wrapper, an error
// text), the client gets it under a flag that says the work was done.

// successDictPending returns, for a returned dictionary (or a variable bound to one) whose
// "success" or "ok" member is the literal True, the condition that the callee of another of its
// members may return a failure, and the callee's name; nil when there is none.
func (c *fileCtx) successDictPending(v *sitter.Node) (*extract.Pending, string) {
	v = unparen(v)
	if v != nil && extract.Type(v) == "identifier" {
		v = unparen(c.valueOf(v))
	}
	if v == nil || extract.Type(v) != "dictionary" || !c.claimsSuccess(v) {
		return nil, ""
	}
	for _, pair := range namedChildren(v) {
		if extract.Type(pair) != "pair" {
			continue
		}
		val := unparen(extract.Field(pair, "value"))
		if val != nil && extract.Type(val) == "identifier" {
			if val = unparen(c.valueOf(val)); val != nil && extract.Type(val) == "identifier" {
				continue
			}
		}
		if val != nil && extract.Type(val) == "await" {
			val = unparen(extract.NamedChild(val, 0))
		}
		if val == nil || extract.Type(val) != "call" {
			continue
		}
		if k := c.callTarget(val); k != "" {
			return &extract.Pending{Keys: c.keysOf(k), Need: extract.SoftFailure}, c.calleeName(val, k)
		}
	}
	return nil, ""
}

// claimsSuccess reports whether a dictionary has a "success" or "ok" member that is True.
func (c *fileCtx) claimsSuccess(d *sitter.Node) bool {
	for _, pair := range namedChildren(d) {
		if extract.Type(pair) != "pair" {
			continue
		}
		k, val := extract.Field(pair, "key"), extract.Field(pair, "value")
		if k == nil || val == nil || extract.Type(k) != "string" || extract.Type(val) != "true" {
			continue
		}
		if s, ok := c.literalString(k); ok && (s == "success" || s == "ok") {
			return true
		}
	}
	return false
}
