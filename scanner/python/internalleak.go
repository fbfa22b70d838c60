package python

import (
	"fmt"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/leak"
)

// leakHit is one internal that goes into an error text: At is where it enters the text (a
// call, a read, or the use of a local that holds it).
type leakHit = leak.Hit[*sitter.Node]

// tracebackCalls are the functions of module traceback whose value is a traceback's text or
// frames.
var tracebackCalls = map[string]bool{
	"traceback.format_exc": true, "traceback.format_exception": true, "traceback.format_tb": true,
	"traceback.format_stack": true, "traceback.extract_tb": true, "traceback.extract_stack": true,
	"traceback.print_exc": false, // writes to stderr, returns None
}

// maskedDetails matches fastmcp's mask_error_details=True (FastMCP(...) or settings).
var maskedDetails = lazyre.New(`mask_error_details\s*=\s*True\b`)

// internalLeaks finds the error results whose text is built from the server's internals (rule
// internalleak): the text of an explicit isError result, of an exception the SDK turns into
// one, or of a soft error. The finding stands where the internal enters the text; related
// names the result. A text built by a function of another file of the root is judged once the
// root is linked, by that function's Internals fact.
func (c *fileCtx) internalLeaks(sites []*site) []*site {
	raisedAt := map[uint32]raised{}
	for _, r := range c.raises() {
		raisedAt[extract.StartByte(r.stmt)] = r
	}
	byAt := map[uint32]*site{}
	var out []*site
	for _, st := range sites {
		var receives string
		switch {
		case st.rule == "errorresult" && st.outcome == finding.IsError:
			receives = "the client receives it as the isError result's text"
		case st.rule == "raisederror":
			r, ok := raisedAt[extract.StartByte(st.span)]
			if !ok {
				continue
			}
			var masked bool
			if receives, masked = c.raisedReceives(r); masked {
				continue
			}
		case st.rule == "softerror":
			receives = "the client receives it as a successful result's text"
		default:
			continue
		}
		hits, calls := c.leaksIn(c.leakSpan(st), 0, map[uint32]bool{})
		result := c.resultWords(st)
		for _, h := range hits {
			if prev := byAt[extract.StartByte(h.At)]; prev != nil {
				prev.relate(c.relatedAt(st.anchor, "the error result whose text carries it"))
				continue
			}
			ls := &site{rule: "internalleak", anchor: h.At, span: h.At, construct: st.construct, api: st.api,
				payload: st.payload, outcome: st.outcome, def: c.enclosingDef(h.At), pending: st.pending}
			if ls.def == nil {
				ls.def = st.def
			}
			ls.related = []finding.Related{c.relatedAt(st.anchor, "the error result whose text carries it")}
			ls.message = leak.Message(h.Kind, h.What, result, receives)
			byAt[extract.StartByte(h.At)] = ls
			out = append(out, ls)
		}
		if len(hits) > 0 || len(calls) == 0 || st.pending != nil {
			continue
		}
		var keys [][]string
		for _, call := range calls {
			keys = append(keys, c.keysOf(c.callTarget(call)))
		}
		name := c.text(extract.Field(calls[0], "function"))
		ls := &site{rule: "internalleak", anchor: calls[0], span: calls[0], construct: st.construct, api: st.api,
			payload: st.payload, outcome: st.outcome, def: st.def,
			pending: &extract.Pending{Keys: keys[0], AnyOf: keys[1:], Need: extract.Internals}}
		ls.message = leak.ElsewhereMessage(name, result, receives)
		out = append(out, ls)
	}
	return out
}

// raisedReceives says what the client receives from a raise, and whether the SDK masks its
// text (fastmcp with mask_error_details=True answers any exception but ToolError with
// "Error calling tool 'x'" alone; sdk-catalog.md §3.3).
func (c *fileCtx) raisedReceives(r raised) (string, bool) {
	isToolError := c.raisesToolError(r) // toolerrorfactory.go
	if r.tool.fw == fwJlowin && maskedDetails.Match(c.src) {
		if !isToolError {
			return "", true
		}
		return "fastmcp sends a ToolError's message unprefixed, and mask_error_details does not mask it", false
	}
	w := "the client receives the isError text " + c.wireText(r, isToolError)
	if note := c.toolNote(r.tool); note != "" {
		w += "; " + note
	}
	return w, false
}

// resultWords names an error result in a message.
func (c *fileCtx) resultWords(st *site) string {
	switch st.rule {
	case "raisederror":
		return fmt.Sprintf("the %s raised in %s", st.api, c.funcName(st.def))
	case "softerror":
		return "the failure returned as a success from " + c.funcName(st.def)
	}
	return fmt.Sprintf("the isError result %s builds in %s", st.api, c.funcName(st.def))
}

func (c *fileCtx) relatedAt(n *sitter.Node, msg string) finding.Related {
	line, col := position(n)
	return finding.Related{Line: line, Column: col, Message: msg}
}

// leakSpan is the expression whose value becomes a site's text: the construct itself, or for
// a later result.isError = True the value result was built from.
func (c *fileCtx) leakSpan(st *site) *sitter.Node {
	if st.construct != finding.FlagAssignment || extract.Type(st.span) != "assignment" {
		return st.span
	}
	left := extract.Field(st.span, "left")
	if left != nil && extract.Type(left) == "attribute" {
		if obj := extract.Field(left, "object"); obj != nil && extract.Type(obj) == "identifier" {
			if v := c.valueOf(obj); v != nil {
				return v
			}
		}
	}
	return st.span
}

// leaksIn returns the internals that n's value is built from, following locals and same-file
// functions (depth bounds it), and the calls of other files' functions whose value n embeds.
func (c *fileCtx) leaksIn(n *sitter.Node, depth int, seen map[uint32]bool) ([]leakHit, []*sitter.Node) {
	var hits []leakHit
	var calls []*sitter.Node
	if n == nil || depth > maxDepth || seen[extract.StartByte(n)] {
		return nil, nil
	}
	seen[extract.StartByte(n)] = true
	var visit func(x *sitter.Node)
	visit = func(x *sitter.Node) {
		if x == nil {
			return
		}
		switch extract.Type(x) {
		case "function_definition", "lambda", "class_definition", "comparison_operator", "not_operator", "comment":
			return // no text of the result: a nested scope, or a test
		case "conditional_expression":
			// body if condition else alternative: the condition is a test.
			visit(extract.NamedChild(x, 0))
			visit(extract.NamedChild(x, 2))
			return
		case "call":
			if c.isPresenceTest(x) {
				return // bool(os.environ.get("API_KEY")): whether it is set, not its text
			}
			if h, ok := c.callLeak(x); ok {
				hits = append(hits, h)
				return
			}
			if fn := extract.Field(x, "function"); fn != nil && extract.Type(fn) == "attribute" && leak.IsTextMethod(c.text(extract.Field(fn, "attribute"))) {
				visit(extract.Field(fn, "object")) // tb.strip(), "\n".join(lines)
			}
			if d := c.localDef(x); d != nil {
				for _, r := range c.returnValues(d) {
					hs, cs := c.leaksIn(r, depth+1, seen)
					hits, calls = append(hits, hs...), append(calls, cs...)
				}
				// Its value holds only the arguments whose parameter a return hands back.
				for _, a := range c.returnedArgs(x, d) {
					visit(a)
				}
				return
			}
			if k := c.callTarget(x); k != "" && !c.isLengthOrTest(x) {
				calls = append(calls, x)
				if !isModelName(lastName(c.text(extract.Field(x, "function")))) {
					// A function of another file of the root: what its value holds is its
					// Internals fact's to say. An argument handed to it is not its value
					// (set_api_key_tool(config, ...) reads config's members and returns a
					// sentence); a class's constructor keeps what it is given.
					return
				}
			}
			visit(extract.Field(x, "arguments"))
			return
		case "subscript":
			if h, ok := c.environLeak(x); ok {
				hits = append(hits, h)
				return
			}
			if v := unparen(extract.Field(x, "value")); v != nil && extract.Type(v) == "identifier" {
				// config["error"] reads one entry: following all of config would blame it for
				// config["api_key"].
				return
			}
		case "attribute":
			if h, ok := c.attributeLeak(x); ok {
				hits = append(hits, h)
			}
			return // an attribute's object is no text of its own
		case "interpolation":
			if conv := extract.Field(x, "type_conversion"); conv != nil && string(c.bytesOf(conv)) == "!r" {
				if e := unparen(extract.Field(x, "expression")); e != nil && extract.Type(e) == "identifier" && c.isExceptAlias(e) {
					hits = append(hits, leakHit{At: x, Kind: leak.Repr, What: c.text(x) + " (the caught exception's repr)"})
					return
				}
			}
		case "identifier":
			name := c.text(x)
			if leak.IsConstantName(name) && leak.IsSecretName(name) {
				if _, isName := c.literalString(c.valueOf(x)); !isName {
					hits = append(hits, leakHit{At: x, Kind: leak.Secret, What: name})
				}
				return // a constant that holds a literal is the setting's name (TOKEN_VAR = "GITHUB_TOKEN")
			}
			if v := c.valueOf(x); v != nil && !c.isExceptAlias(x) {
				hs, cs := c.leaksIn(v, depth+1, seen)
				for _, h := range hs {
					hits = append(hits, leakHit{At: x, Kind: h.Kind, What: fmt.Sprintf("%s (holding %s, line %d)", name, h.What, h.At.StartPoint().Row+1)})
				}
				calls = append(calls, cs...)
			}
			return
		}
		eachNamedChild(x, visit)
	}
	visit(n)
	return hits, calls
}

// isLengthOrTest reports whether a call's value says nothing of its arguments' text.
func (c *fileCtx) isLengthOrTest(call *sitter.Node) bool {
	switch string(c.bytesOf(extract.Field(call, "function"))) {
	case "len", "bool", "isinstance", "hasattr", "callable", "int", "float":
		return true
	}
	return false
}

// isPresenceTest reports whether a call of a builtin answers only whether or how much of its
// argument there is (len, bool) or what it is (isinstance, hasattr, callable), never its text.
func (c *fileCtx) isPresenceTest(call *sitter.Node) bool {
	fn := extract.Field(call, "function")
	if fn == nil || extract.Type(fn) != "identifier" || c.defs[string(c.bytesOf(fn))] != nil {
		return false
	}
	switch string(c.bytesOf(fn)) {
	case "len", "bool", "isinstance", "hasattr", "callable":
		return true
	}
	return false
}

// callLeak reports a call whose value is an internal: a traceback's text, sys.exc_info(),
// repr of the caught exception, a formatter's formatException, an environment read of a secret.
func (c *fileCtx) callLeak(call *sitter.Node) (leakHit, bool) {
	fn := extract.Field(call, "function")
	q := c.qualify(fn)
	what := clipCode(c.text(call))
	switch {
	case tracebackCalls[q] || strings.HasPrefix(q, "traceback.TracebackException"):
		return leakHit{At: call, Kind: leak.Traceback, What: what}, true
	case q == "sys.exc_info":
		return leakHit{At: call, Kind: leak.Traceback, What: what}, true
	case fn != nil && extract.Type(fn) == "attribute" && (string(c.bytesOf(extract.Field(fn, "attribute"))) == "formatException" || string(c.bytesOf(extract.Field(fn, "attribute"))) == "formatStack"):
		return leakHit{At: call, Kind: leak.Traceback, What: what}, true
	case fn != nil && extract.Type(fn) == "identifier" && string(c.bytesOf(fn)) == "repr" && c.defs["repr"] == nil:
		pos := c.positional(call)
		if len(pos) == 1 {
			if a := unparen(pos[0]); a != nil && extract.Type(a) == "identifier" && c.isExceptAlias(a) {
				return leakHit{At: call, Kind: leak.Repr, What: what + " (the caught exception's repr)"}, true
			}
		}
	case q == "os.getenv" || q == "os.environ.get" || q == "os.environ.setdefault":
		pos := c.positional(call)
		if len(pos) > 0 {
			if name, ok := c.literalString(pos[0]); ok && leak.IsSecretName(name) {
				return leakHit{At: call, Kind: leak.Secret, What: what}, true
			}
		}
	}
	return leakHit{}, false
}

// environLeak reports os.environ["X_TOKEN"].
func (c *fileCtx) environLeak(sub *sitter.Node) (leakHit, bool) {
	if c.qualify(extract.Field(sub, "value")) != "os.environ" {
		return leakHit{}, false
	}
	if name, ok := c.literalString(extract.Field(sub, "subscript")); ok && leak.IsSecretName(name) {
		return leakHit{At: sub, Kind: leak.Secret, What: clipCode(c.text(sub))}, true
	}
	return leakHit{}, false
}

// attributeLeak reports a log record's exc_text, an exception's __traceback__, and a secret
// read from a settings object (settings.api_key, self.config.token).
func (c *fileCtx) attributeLeak(a *sitter.Node) (leakHit, bool) {
	attr := c.text(extract.Field(a, "attribute"))
	what := clipCode(c.text(a))
	switch {
	case attr == "exc_text" || attr == "__traceback__" || attr == "stack_info":
		return leakHit{At: a, Kind: leak.Traceback, What: what}, true
	case leak.IsSecretName(attr) && leak.IsSettingHolder(c.text(extract.Field(a, "object"))):
		return leakHit{At: a, Kind: leak.Secret, What: what}, true
	}
	return leakHit{}, false
}

// literalString returns the value of a plain string literal (no interpolation).
func (c *fileCtx) literalString(n *sitter.Node) (string, bool) {
	n = unparen(n)
	if n == nil || extract.Type(n) != "string" {
		return "", false
	}
	var b strings.Builder
	for i := 0; i < int(extract.NamedChildCount(n)); i++ {
		switch ch := extract.NamedChild(n, i); extract.Type(ch) {
		case "string_content":
			b.WriteString(c.text(ch))
		case "interpolation":
			return "", false
		}
	}
	return b.String(), true
}

// clipCode shortens code quoted in a message to one line.
func clipCode(s string) string {
	if i := strings.IndexAny(s, "\r\n"); i >= 0 {
		s = s[:i] + "…"
	}
	const max = 60
	if r := []rune(s); len(r) > max {
		s = string(r[:max]) + "…"
	}
	return s
}

// leakFacts records, in a function's summary, the returns that hand back text built from the
// server's internals (Internals), for the error results of other files that embed it.
func (c *fileCtx) leakFacts(def *sitter.Node, s *extract.Summary) {
	for _, r := range c.returnValues(def) {
		hits, _ := c.leaksIn(r, 0, map[uint32]bool{})
		for _, h := range hits {
			c.addPlace(s, extract.Internals, h.At, "returns "+h.What)
		}
	}
}

// returnedArgs returns the arguments of a call of the file's function d whose parameter some
// return of d uses (returnsParam, passthrough.go); a splat argument, whose parameter is unknown, is
// always one.
func (c *fileCtx) returnedArgs(call, d *sitter.Node) []*sitter.Node {
	params := c.paramNames(d)
	if len(params) > 0 && (params[0] == "self" || params[0] == "cls") {
		if fn := extract.Field(call, "function"); fn != nil && extract.Type(fn) == "attribute" {
			params = params[1:]
		}
	}
	var out []*sitter.Node
	args := extract.Field(call, "arguments")
	pos := 0
	for _, a := range namedChildren(args) {
		name := ""
		switch extract.Type(a) {
		case "comment":
			continue
		case "keyword_argument":
			name = c.text(extract.Field(a, "name"))
		case "list_splat", "dictionary_splat":
			out = append(out, a)
			continue
		default:
			if pos < len(params) {
				name = params[pos]
			}
			pos++
		}
		if name == "" || c.returnsParam(d, name) {
			out = append(out, a)
		}
	}
	return out
}
