package python

import (
	"slices"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// FastMCP (python-sdk 1.x), MCPServer (2.x) and fastmcp pass a tool's parameter annotated with
// their Context class the request's context on every call they make, so in such a tool
// `if ctx is None:` (or `if not ctx:`, or the else of `if ctx:`) never holds:
//
//	@mcp.tool()
//	async def plan(query: str, ctx: Context | None = None) -> str:
//	    if ctx is None:
//	        return "Error: context is required"   # dead
//
// A plain `ctx: Context` is injected by every version. The union (`Context | None`,
// `Optional[Context]`) only where the SDK reads through it: fastmcp 2.2.7 and later
// (is_class_member_of_type), python-sdk 1.14 and later (find_context_parameter; before, a
// generic annotation was skipped and the parameter stayed a client argument) and MCPServer;
// an unknown version is taken as the newest. ctxParamDead reads it when the tool is registered
// with no other decorator and no wrapper, the parameter is never rebound, and its file names the
// function nowhere else (a direct call may pass None).

// ctxParamDead reports whether stmt runs only when a Context parameter the SDK injects is None.
func (c *fileCtx) ctxParamDead(stmt *sitter.Node) bool {
	if !c.hasBytes(&c.contextBytes, "Context") {
		return false
	}
	def := c.enclosingDef(stmt)
	if def == nil {
		return false
	}
	t := c.tools[extract.StartByte(def)]
	if !validatesArgs(t) || len(t.wrappers) > 0 {
		return false
	}
	if ds := decorators(def); len(ds) > 1 || len(ds) == 1 && (t.decorator == nil || !ds[0].Equal(t.decorator)) {
		return false
	}
	child := stmt
	for p := extract.Parent(stmt); p != nil && !sameNode(p, def); p = extract.Parent(p) {
		switch extract.Type(p) {
		case "if_statement", "elif_clause":
			if body := extract.Field(p, "consequence"); body != nil && sameNode(child, body) {
				if v, none := c.noneTest(extract.Field(p, "condition")); v != "" && none && c.injectedCtx(t, def, v) {
					return true
				}
			} else if extract.Type(p) == "if_statement" && extract.Type(child) == "else_clause" {
				if v, none := c.noneTest(extract.Field(p, "condition")); v != "" && !none && c.injectedCtx(t, def, v) {
					return true
				}
			}
		}
		child = p
	}
	return false
}

// noneTest reads `v is None`, `v == None`, `not v` (none true) and `v`, `v is not None`,
// `v != None` (none false) of a plain name v.
func (c *fileCtx) noneTest(cond *sitter.Node) (v string, none bool) {
	cond = unparen(cond)
	switch extract.Type(cond) {
	case "identifier":
		return c.text(cond), false
	case "not_operator":
		if a := unparen(extract.Field(cond, "argument")); a != nil && extract.Type(a) == "identifier" {
			return c.text(a), true
		}
	case "comparison_operator":
		if extract.NamedChildCount(cond) != 2 {
			return "", false
		}
		l, r, op := c.comparison(cond)
		if extract.Type(l) != "identifier" || extract.Type(r) != "none" {
			return "", false
		}
		switch op {
		case "is", "==":
			return c.text(l), true
		case "is not", "!=":
			return c.text(l), false
		}
	}
	return "", false
}

// injectedCtx reports whether def's parameter v is annotated with the SDK's Context class in a
// form t's SDK injects, is never rebound, and the file names def's function only at its
// definition.
func (c *fileCtx) injectedCtx(t *tool, def *sitter.Node, v string) bool {
	p := c.fixedTypedParam(def, v) // literalchain.go
	if p == nil {
		return false
	}
	if d := extract.Field(p, "value"); d != nil && extract.Type(unparen(d)) != "none" {
		return false
	}
	a := typeInner(extract.Field(p, "type"))
	switch {
	case c.isSDKContext(a):
	case c.optionalContext(a):
		if !c.unionInjected(t.fw) {
			return false
		}
	default:
		return false
	}
	return c.namedOnlyAtDef(def)
}

// isSDKContext reports whether n names the Context class of fastmcp or of python-sdk's servers.
func (c *fileCtx) isSDKContext(n *sitter.Node) bool {
	if n == nil || extract.Type(n) != "identifier" && extract.Type(n) != "attribute" {
		return false
	}
	q := c.qualify(n)
	if lastName(q) != "Context" {
		return false
	}
	return rootPackage(q) == "fastmcp" || strings.HasPrefix(q, "mcp.server.fastmcp.") || strings.HasPrefix(q, "mcp.server.mcpserver.")
}

// optionalContext reads `Context | None`, `None | Context`, `Optional[Context]` and
// `Union[Context, None]`.
func (c *fileCtx) optionalContext(n *sitter.Node) bool {
	n = unparen(n)
	if n == nil {
		return false
	}
	switch extract.Type(n) {
	case "binary_operator", "union_type":
		if extract.NamedChildCount(n) != 2 {
			return false
		}
		l, r := extract.NamedChild(n, 0), extract.NamedChild(n, 1)
		for _, pair := range [][2]*sitter.Node{{l, r}, {r, l}} {
			x, y := typeInner(pair[0]), typeInner(pair[1])
			if c.isSDKContext(x) && y != nil && extract.Type(y) == "none" {
				return true
			}
		}
	case "generic_type", "subscript":
		head, args := genericParts(n)
		switch lastName(c.qualify(head)) {
		case "Optional":
			return len(args) == 1 && c.isSDKContext(typeInner(args[0]))
		case "Union":
			return len(args) == 2 && slices.ContainsFunc(args, func(a *sitter.Node) bool { return c.isSDKContext(typeInner(a)) }) &&
				slices.ContainsFunc(args, func(a *sitter.Node) bool { a = typeInner(a); return a != nil && extract.Type(a) == "none" })
		}
	}
	return false
}

// unionInjected reports whether the SDK of fw, at the manifests' version, injects the context
// into a parameter annotated with a union holding Context.
func (c *fileCtx) unionInjected(fw framework) bool {
	switch fw {
	case fwJlowin:
		v := c.sdk.fastmcpVersion
		if v == "" {
			return true
		}
		ma, mi, pa := versionPart(v, 0), versionPart(v, 1), versionPart(v, 2)
		return ma > 2 || ma == 2 && (mi > 2 || mi == 2 && pa >= 7)
	case fwFastMCP1:
		return c.sdk.mcpVersion == "" || c.sdk.mcpAtLeast(1, 14)
	case fwMCPServer2:
		return true
	}
	return false
}

// namedOnlyAtDef reports whether the file spells def's function name, as a whole word, only at
// its definition.
func (c *fileCtx) namedOnlyAtDef(def *sitter.Node) bool {
	name := extract.Field(def, "name")
	if name == nil {
		return false
	}
	for start := range extract.Words(c.src, []byte(c.text(name)), isIdentByte) {
		if start != int(extract.StartByte(name)) {
			return false
		}
	}
	return true
}
