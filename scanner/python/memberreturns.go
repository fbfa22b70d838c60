package python

import (
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A member of what a function of the root returns, handed on by another function, or read where
// a method is called on it:
//
//	mcp/container.py: @dataclass
//	                  class ServiceContainer:
//	                      connection_pool: ConnectionPool
//	                  def get_container() -> ServiceContainer: ...
//	mcp/recovery.py:  def _pool():
//	                      from .container import get_container
//	                      return get_container().connection_pool
//	                  result = _pool().recover_access(confirm=confirm)
//
// The call of _pool is "<recovery>._pool().recover_access" (returnedBy). The function's file
// aliases what its call gives back to the member of the call it returns, "<recovery>._pool()."
// to "<container>.get_container().connection_pool." (returnMemberAliases); the container's file
// ties the call to the class its annotation names (returnAliases) and the class's annotated
// attribute to the attribute's class (attrMemberAliases), so the key reaches
// ConnectionPool.recover_access. A method called on the member directly,
// get_container().connection_pool.recover_access(), gets the same key (returnedMethodAt).
// Nothing that the annotations and attributes do not name is reached: a library's class, an
// attribute without a class of the root.

// returnMemberAliases returns, for each function of this file whose every return reads a member
// of a call that returnedBy names (return get_container().pool, also a.b of it), the alias from
// the keys of what its call gives back to those of each member read.
func (c *fileCtx) returnMemberAliases() []extract.Alias {
	var out []extract.Alias
	suffix := c.rootSuffix()
	for _, fn := range c.functions() {
		if !strings.HasSuffix(fn.key, suffix) {
			continue
		}
		from := strings.TrimSuffix(fn.key, suffix) + "()"
		for _, k := range c.returnMemberTargets(fn.def, from) {
			out = append(out, extract.Alias{From: from + ".", To: k + ".", Prefix: true})
		}
	}
	return out
}

// returnMemberTargets returns "<callee>().<member>" for each return of def when every one reads
// a member of a call returnedBy names other than def's own (self), nil otherwise.
func (c *fileCtx) returnMemberTargets(def *sitter.Node, self string) []string {
	rs := c.returnValues(def)
	if len(rs) == 0 {
		return nil
	}
	var out []string
	for _, r := range rs {
		k := c.calledMember(r)
		if k == "" || strings.HasPrefix(k, self+".") {
			return nil
		}
		out = append(out, k)
	}
	return out
}

// calledMember returns "<callee>().<a>.<b>" for an expression reading members a.b of a call that
// returnedBy names (get_container().pool), or "".
func (c *fileCtx) calledMember(v *sitter.Node) string {
	var members []string
	v = unparen(v)
	for v != nil && extract.Type(v) == "attribute" && len(members) < 4 {
		members = append(members, c.text(extract.Field(v, "attribute")))
		v = unparen(extract.Field(v, "object"))
	}
	if len(members) == 0 || v == nil || extract.Type(v) != "call" {
		return ""
	}
	k := c.returnedBy(v)
	if k == "" {
		return ""
	}
	for i := len(members) - 1; i >= 0; i-- {
		k += "." + members[i]
	}
	return k
}
