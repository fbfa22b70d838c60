package python

import (
	"bytes"
	"regexp"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
)

// Content items rebuilt from a callee's result, which drops the callee's error flag:
//
//	# tools/run_query.py
//	async def run_query(db, q) -> QueryResult:
//	    if not q:
//	        return QueryResult(content=[{"type": "text", "text": "Error: query is required"}], is_error=True)
//	    ...
//
//	# server.py
//	@server.call_tool()
//	async def call_tool(name, arguments):
//	    result = await run_query(db, arguments.get("q"))
//	    return [TextContent(type="text", text=item["text"]) for item in result.content]
//
// The handler answers with a list of content items, so the SDK builds a result without isError
// around them: the failure the callee flagged reaches the client as a success. The finding
// stands at the handler's return, where the fix goes (pass the flag on), and names the callee's
// flagged returns. The callee's module says which of its functions return a result built with
// is_error=True (or isError=True) and content: "<module>.<function>!flagged" has the fact Holds
// (flaggedReturns), which the pending finding needs. A handler that reads the flag
// (`if result.is_error: raise ...`, `isError=result.is_error`) is not reported.

// flaggedMark ends the key under which a module says that a function returns a result flagged
// as an error.
const flaggedMark = "!flagged"

// flaggedKey returns the key of k's flagged returns: the mark goes before the root's "@"
// suffix of a cross-file key.
func flaggedKey(k string) string {
	at := strings.Index(k, "@")
	if at < 0 {
		return ""
	}
	return k[:at] + flaggedMark + k[at:]
}

// flaggedReturns returns a summary with Holds for each function of the file that returns a
// result built with the error flag set, naming those returns.
func (c *fileCtx) flaggedReturns() []extract.Summary {
	if !bytesHasFlag(c.src) {
		return nil
	}
	var out []extract.Summary
	for _, fn := range c.functions() {
		var places []extract.Place
		name := c.funcName(fn.def)
		for _, r := range c.returnValues(fn.def) {
			if !c.flaggedResult(r) {
				continue
			}
			line, col := position(extract.Parent(r))
			places = append(places, extract.Place{Fact: extract.Holds, Line: line, Column: col, Message: name + " returns a result flagged as an error (is_error=True)"})
		}
		k := flaggedKey(fn.key)
		if len(places) == 0 || k == "" {
			continue
		}
		s := extract.Summary{Key: k, Name: name, Facts: extract.Holds, Places: places}
		s.Line, s.Column = position(fn.def)
		out = append(out, s)
	}
	return out
}

// bytesHasFlag reports whether a file spells an error flag at all.
func bytesHasFlag(src []byte) bool {
	return bytes.Contains(src, []byte("is_error")) || bytes.Contains(src, []byte("isError"))
}

// flaggedResult reports whether a returned value is a result built with content and the error
// flag True: `R(content=[...], is_error=True)` (any class: the project's own result type too),
// `{"content": [...], "isError": True}`, directly or through a local bound to one.
func (c *fileCtx) flaggedResult(v *sitter.Node) bool {
	v = unparen(v)
	if v != nil && extract.Type(v) == "identifier" {
		v = unparen(c.valueOf(v))
	}
	if v == nil {
		return false
	}
	switch extract.Type(v) {
	case "call":
		kw, _ := c.arguments(v)
		if kw["content"] == nil {
			return false
		}
		for _, f := range []string{"is_error", "isError"} {
			if kw[f] != nil && extract.Type(kw[f]) == "true" {
				return true
			}
		}
	case "dictionary":
		if _, ok := c.trueFlag(v); ok {
			return c.pairs(v)["content"] != nil
		}
	}
	return false
}

// contentItem matches the callee of an MCP content item's constructor.
var contentItem = lazyre.New(`^(\w+\.)*(TextContent|ImageContent|AudioContent|EmbeddedResource)$`)

// rebuiltItemsPending returns, for a returned list comprehension that rebuilds content items
// from the items of what a call of the root returned (`[TextContent(type="text",
// text=item["text"]) for item in result.content]` with `result = await run_query(...)`), the
// condition that the callee returns a result flagged as an error, and the callee's name; nil
// when the value is no such list or the function reads the result's flag.
func (c *fileCtx) rebuiltItemsPending(v *sitter.Node) (*extract.Pending, string) {
	v = unparen(v)
	if v == nil || extract.Type(v) != "list_comprehension" {
		return nil, ""
	}
	body := extract.Field(v, "body")
	var clause *sitter.Node
	for i := 0; i < int(extract.NamedChildCount(v)); i++ {
		ch := extract.NamedChild(v, i)
		if extract.Type(ch) != "for_in_clause" {
			continue
		}
		if clause != nil {
			return nil, "" // nested loops: not one item per item
		}
		clause = ch
	}
	if body == nil || clause == nil || !c.contentItemOf(body) {
		return nil, ""
	}
	left := extract.Field(clause, "left")
	if left == nil || extract.Type(left) != "identifier" || !c.mentionsName(body, c.text(left), 0) {
		return nil, ""
	}
	src := unparen(extract.Field(clause, "right"))
	var obj *sitter.Node
	switch {
	case src == nil:
	case extract.Type(src) == "attribute" && string(c.bytesOf(extract.Field(src, "attribute"))) == "content":
		obj = extract.Field(src, "object")
	case extract.Type(src) == "subscript":
		if k, ok := c.plainString(extract.Field(src, "subscript")); ok && k == "content" {
			obj = extract.Field(src, "value")
		}
	}
	if obj == nil || extract.Type(obj) != "identifier" {
		return nil, ""
	}
	val := c.valueOf(obj)
	call := awaited(unparen(val))
	if call == nil || extract.Type(call) != "call" {
		return nil, ""
	}
	if val == nil || c.readsFlag(c.src[extract.StartByte(val):extract.EndByte(v)], c.text(obj)) {
		return nil, ""
	}
	k := c.valueTarget(call)
	if k == "" {
		return nil, ""
	}
	var keys []string
	for _, alt := range c.keysOf(k) {
		if fk := flaggedKey(alt); fk != "" {
			keys = append(keys, fk)
		}
	}
	if len(keys) == 0 {
		return nil, ""
	}
	return &extract.Pending{Keys: keys, Need: extract.Holds}, c.calleeName(call, k)
}

// contentItemOf reports whether an expression builds one content item: a TextContent (or
// another content type) call, or a dict with a "type" key.
func (c *fileCtx) contentItemOf(n *sitter.Node) bool {
	n = unparen(n)
	switch extract.Type(n) {
	case "call":
		return contentItem.MatchString(c.text(extract.Field(n, "function")))
	case "dictionary":
		return c.pairs(n)["type"] != nil
	}
	return false
}

// readsFlag reports whether source text (from the variable's value to the return) reads the
// error flag of the variable name (`name.is_error`, `name.isError`, `name["isError"]`,
// `getattr(name, "is_error")`): the function tests or passes the flag on itself.
func (c *fileCtx) readsFlag(src []byte, name string) bool {
	re := regexp.MustCompile(`\b` + regexp.QuoteMeta(name) + `\s*(\.\s*(is_error|isError)\b|\[\s*["'](is_error|isError)["']\s*\]|\.get\(\s*["'](is_error|isError)["'])|getattr\(\s*` + regexp.QuoteMeta(name) + `\s*,\s*["'](is_error|isError)["']`)
	return re.Match(src)
}

// rebuiltFix is the fix a rebuilt list's finding names: hand the flag on with the items.
func rebuiltFix(fw framework) string {
	switch fw {
	case fwLowV1, fwLowV2, fwUnknown:
		return "return CallToolResult(content=[...], isError=result.is_error)"
	}
	return "raise ToolError(...) when the result's is_error is set"
}
