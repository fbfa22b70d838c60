package python

import (
	"fmt"
	"github.com/mcperr/mcperr/scanner/extract"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/finding"
)

// schemaConflicts finds error results that carry structuredContent in a tool that declares an
// output schema (rule schemaconflict):
//   - FastMCP / MCPServer tools annotated -> Annotated[CallToolResult, Model]: the server validates
//     a returned result's structuredContent against Model (sdk-catalog.md §3.1), so a structured
//     error that does not match is replaced by a validation error;
//   - fastmcp tools with @mcp.tool(output_schema=...), and low-level handlers answering a tool
//     declared types.Tool(name=..., outputSchema=...) in the same file: clients on the TypeScript
//     SDK 1.x validate error results against the schema and throw (runtime-verification.md §4).
func (c *fileCtx) schemaConflicts(sites []*site) []*site {
	var out []*site
	for _, st := range sites {
		if st.rule != "errorresult" || st.payload.shape != finding.Structured || st.outcome != finding.IsError {
			continue
		}
		t := c.toolOf(st.anchor)
		if t == nil {
			continue
		}
		var why string
		switch {
		case (t.fw == fwFastMCP1 || t.fw == fwMCPServer2) && c.annotatedResult(t.def):
			why = "the server validates structuredContent against the tool's output model, and a mismatch replaces this error with a validation error"
		case t.fw == fwJlowin && t.outputSchema:
			why = "the tool declares output_schema, and clients on the TypeScript SDK 1.x validate error results against it and throw"
		case t.fw == fwLowV1 || t.fw == fwLowV2:
			if name := c.branchToolName(st.anchor, t.def); name != "" && c.toolsWithOutputSchema()[name] {
				why = fmt.Sprintf("tool %q declares an outputSchema, and clients on the TypeScript SDK 1.x validate error results against it and throw", name)
			}
		}
		if why == "" {
			continue
		}
		d := *st
		d.rule = "schemaconflict"
		d.message = fmt.Sprintf("%s in %s carries structuredContent: %s; move the details to _meta or the text", st.api, c.funcName(st.def), why)
		out = append(out, &d)
	}
	return out
}

// annotatedResult reports whether a function is annotated -> Annotated[CallToolResult, Model].
func (c *fileCtx) annotatedResult(def *sitter.Node) bool {
	rt := c.text(extract.Field(def, "return_type"))
	return strings.HasPrefix(rt, "Annotated[") && strings.Contains(rt, "CallToolResult")
}

// toolsWithOutputSchema returns the names of tools declared in this file with an outputSchema:
// types.Tool(name="x", ..., outputSchema=...).
func (c *fileCtx) toolsWithOutputSchema() map[string]bool {
	if c.outputSchemas != nil {
		return c.outputSchemas
	}
	out := map[string]bool{}
	c.outputSchemas = out
	var walk func(n *sitter.Node)
	walk = func(n *sitter.Node) {
		if extract.Type(n) == "call" && lastName(c.text(extract.Field(n, "function"))) == "Tool" {
			kw, _ := c.arguments(n)
			for _, k := range []string{"outputSchema", "output_schema"} {
				if v := kw[k]; v != nil && extract.Type(v) != "none" {
					if name, ok := c.plainString(kw["name"]); ok {
						out[name] = true
					}
				}
			}
		}
		for i := 0; i < int(extract.NamedChildCount(n)); i++ {
			walk(extract.NamedChild(n, i))
		}
	}
	walk(c.root)
	return out
}

// branchToolName returns the tool name a low-level handler branch answers: the string compared
// with the handler's name in an enclosing `if name == "x":` (or params.name).
func (c *fileCtx) branchToolName(n, def *sitter.Node) string {
	for p := extract.Parent(n); p != nil && !sameNode(p, def); p = extract.Parent(p) {
		if extract.Type(p) != "if_statement" && extract.Type(p) != "elif_clause" {
			continue
		}
		cond := extract.Field(p, "condition")
		if cond == nil || extract.Type(cond) != "comparison_operator" || extract.NamedChildCount(cond) != 2 {
			continue
		}
		left, right := extract.NamedChild(cond, 0), extract.NamedChild(cond, 1)
		if !strings.Contains(c.text(cond), "==") || !strings.HasSuffix(c.text(left), "name") {
			continue
		}
		if s, ok := c.plainString(right); ok {
			return s
		}
	}
	return ""
}
