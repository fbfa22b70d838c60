package golang

import (
	"fmt"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/guidance"
)

// successFlagged reports an errorresult site whose constant text says the operation succeeded
// (rule successflagged). Only texts that can be read in the file are judged, and only results
// the client receives: one returned with a non-nil error is dropped (errorresult says so).
func (fl *file) successFlagged(s site) (finding.Finding, bool) {
	if s.outcome != finding.IsError {
		return finding.Finding{}, false
	}
	for _, t := range fl.siteTexts(s) {
		txt, ok := fl.leadingText(t, 0)
		if !ok || !guidance.ReportsSuccess(txt) {
			continue
		}
		fd := fl.finding(s)
		fd.Rule = "successflagged"
		fd.Fingerprint = finding.Fingerprint("successflagged", fl.f.Path, s.function, text(s.node, fl.src))
		fd.Message = fmt.Sprintf("%s builds an isError result whose text reports success (%q): the client treats a completed operation as a failure, and an agent may repeat it; drop the flag or use mcp.NewToolResultText", s.api, clip(txt))
		return fd, true
	}
	return finding.Finding{}, false
}

// siteTexts returns the expressions that become a site's text: the message argument of an
// mcp-go error constructor, or the Text of each TextContent of a CallToolResult literal.
func (fl *file) siteTexts(s site) []*sitter.Node {
	switch extract.Type(s.node) {
	case "call_expression":
		if s.api == "(*mcp.CallToolResult).SetError" {
			return nil // the text is err.Error() or content set elsewhere
		}
		if as := args(s.node); len(as) > 0 {
			return as[:1]
		}
	case "composite_literal":
		return fl.contentTexts(fieldValue(extract.Field(s.node, "body"), "Content", fl.src))
	}
	return nil
}

// contentTexts returns the text expressions of a Content slice literal.
func (fl *file) contentTexts(v *sitter.Node) []*sitter.Node {
	v = unparen(v)
	if v == nil || extract.Type(v) != "composite_literal" {
		return nil
	}
	var out []*sitter.Node
	for _, el := range namedChildren(extract.Field(v, "body")) {
		item := el
		if extract.Type(el) == "literal_element" {
			item = firstNamed(el)
		}
		item = unparen(item)
		if item != nil && extract.Type(item) == "unary_expression" {
			item = unparen(extract.Field(item, "operand"))
		}
		switch {
		case item == nil:
		case extract.Type(item) == "composite_literal":
			if t := fieldValue(extract.Field(item, "body"), "Text", fl.src); t != nil {
				out = append(out, t)
			}
		case extract.Type(item) == "call_expression":
			if _, name := callee(item, fl.src); name == "NewTextContent" {
				if as := args(item); len(as) > 0 {
					out = append(out, as[0])
				}
			}
		}
	}
	return out
}

// leadingText returns the constant text an expression starts with: a string literal, the format
// of fmt.Sprintf or fmt.Errorf, the left end of a concatenation, the text a string(x)
// conversion converts, or the value of a local or package-level constant or variable defined
// once.
func (fl *file) leadingText(e *sitter.Node, depth int) (string, bool) {
	e = unparen(e)
	if e == nil || depth > maxDepth {
		return "", false
	}
	switch extract.Type(e) {
	case "interpreted_string_literal", "raw_string_literal":
		return stringValue(e, fl.src)
	case "binary_expression":
		if text(extract.Field(e, "operator"), fl.src) == "+" {
			return fl.leadingText(extract.Field(e, "left"), depth+1)
		}
	case "call_expression":
		qual, name := callee(e, fl.src)
		as := args(e)
		switch {
		case fl.im.isPkg(qual, "fmt") && (name == "Sprintf" || name == "Errorf") && len(as) > 0:
			return fl.leadingText(as[0], depth+1)
		case qual == "" && name == "string" && len(as) == 1:
			// string(output): a conversion of a text keeps its words.
			return fl.leadingText(as[0], depth+1)
		}
	case "identifier":
		if d, ok := fl.resolve(e, text(e, fl.src)); ok && d.expr != nil && !d.multi {
			return fl.leadingText(d.expr, depth+1)
		}
	}
	return "", false
}

// clip shortens a quoted text in a message.
func clip(s string) string {
	const max = 60
	r := []rune(s)
	if len(r) <= max {
		return s
	}
	return string(r[:max]) + "…"
}
