package typescript

import (
	"bytes"
	"fmt"
	"slices"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// thrown describes what a throw statement throws.
type thrown struct {
	stmt  *sitter.Node
	class string       // the resolved class: "UserError" (fastmcp), "McpError"/"ProtocolError" (SDK), or the written name
	sdk   bool         // class resolved to an SDK or fastmcp import
	args  *sitter.Node // the constructor's arguments, when it is `new X(...)`
	where where
}

// errorCodes are the JSON-RPC codes of the SDK's ErrorCode / ProtocolErrorCode members.
var errorCodes = map[string]int{
	"ConnectionClosed": -32000, "RequestTimeout": -32001, "ParseError": -32700, "InvalidRequest": -32600,
	"MethodNotFound": -32601, "InvalidParams": -32602, "InternalError": -32603, "UrlElicitationRequired": -32042,
}

func (f *file) describeThrow(stmt *sitter.Node) thrown {
	t := thrown{stmt: stmt, where: f.locate(stmt)}
	v := unwrap(extract.NamedChild(stmt, 0))
	if v != nil && extract.Type(v) == "call_expression" && f.returnsUserError(v) {
		t.class, t.sdk = "UserError", true // `throw notFound(p)`, a same-file helper's UserError
		return t
	}
	if v == nil || extract.Type(v) != "new_expression" {
		return t
	}
	ctor := extract.Field(v, "constructor")
	t.args = extract.Field(v, "arguments")
	if name := f.fastmcpName(ctor); name != "" {
		t.class, t.sdk = name, true
	} else if name := f.sdkName(ctor); name != "" {
		t.class, t.sdk = name, true
	} else {
		t.class = text(ctor, f.Src)
	}
	return t
}

// returnsUserError reports whether a call is of a same-file function whose every return
// constructs punkpeye fastmcp's UserError.
func (f *file) returnsUserError(call *sitter.Node) bool {
	fn := f.calledFunction(extract.Field(call, "function"))
	if fn == nil {
		return false
	}
	rs := f.returnedValuesOf(fn)
	for _, r := range rs {
		r = unwrap(r)
		if r == nil || extract.Type(r) != "new_expression" || f.fastmcpName(extract.Field(r, "constructor")) != "UserError" {
			return false
		}
	}
	return len(rs) > 0
}

// throwWord names what throws at a raisederror or protocolerror site, for its message: "throw"
// for a throw statement, the method's name for the argument list of a method that throws the
// error it is handed (`orThrow(new Error(...))`, queries/raisederror.scm), "reject(...)" for the
// call of a returned Promise's reject (returnedrejects.go).
func (f *file) throwWord(site *sitter.Node) string {
	if extract.Type(site) == "call_expression" {
		return "reject(...)" // a Promise executor's (returnedrejects.go)
	}
	if extract.Type(site) == "arguments" {
		if call := f.parent(site); call != nil {
			if m := extract.Field(call, "function"); m != nil && extract.Type(m) == "member_expression" {
				return text(extract.Field(m, "property"), f.Src)
			}
		}
	}
	return "throw"
}

// builtinErrors are JavaScript's own error classes.
var builtinErrors = map[string]bool{"Error": true, "TypeError": true, "RangeError": true, "SyntaxError": true,
	"ReferenceError": true, "EvalError": true, "URIError": true, "AggregateError": true}

// isBuiltinError reports whether the throw constructs one of JavaScript's own error classes
// (never a fastmcp UserError).
func (t thrown) isBuiltinError() bool { return !t.sdk && builtinErrors[t.class] }

// isUserError reports whether the throw is of punkpeye fastmcp's UserError.
func (t thrown) isUserError() bool { return t.sdk && t.class == "UserError" }

// isSDKError reports whether the throw is of the SDK's McpError / ProtocolError.
func (t thrown) isSDKError() bool {
	return t.sdk && (t.class == "McpError" || t.class == "ProtocolError" || t.class == "UrlElicitationRequiredError")
}

// code returns the JSON-RPC code an SDK error carries, when it is written as a constant.
func (t thrown) code(src []byte) (int, bool) {
	if !t.isSDKError() {
		return 0, false
	}
	if t.class == "UrlElicitationRequiredError" {
		return -32042, true
	}
	c := unwrap(argument(t.args, 0))
	if c == nil {
		return 0, false
	}
	if extract.Type(c) == "member_expression" {
		n, ok := errorCodes[text(extract.Field(c, "property"), src)]
		return n, ok
	}
	var n int
	if _, err := fmt.Sscanf(strings.ReplaceAll(extract.Content(c, src), " ", ""), "%d", &n); err == nil {
		return n, true
	}
	return 0, false
}

// message returns the message argument of the thrown constructor.
func (t thrown) message() *sitter.Node {
	if t.isSDKError() && t.class != "UrlElicitationRequiredError" {
		return argument(t.args, 1)
	}
	return argument(t.args, 0)
}

// throwShape returns the shape of a throw's message: JSON in text when it spells JSON, else prose.
func (f *file) throwShape(t thrown) finding.Shape {
	if msg := t.message(); msg != nil && f.textShape(msg, 0) == finding.JSONInText {
		return finding.JSONInText
	}
	return finding.ProseOnly
}

// caught reports whether a throw is caught before it leaves fn: it sits in the body of a try
// statement that has a catch clause, inside fn.
func (f *file) caught(stmt, fn *sitter.Node) bool { return f.innermostTry(stmt, fn) != nil }

// mayThrow reports whether src may throw: it spells a throw, or a call of a method that throws
// the error it is handed (orThrow, getOrThrow, orElseThrow, expect: queries/raisederror.scm).
func mayThrow(src []byte) bool {
	return slices.ContainsFunc(throwTokens, func(tok string) bool { return bytes.Contains(src, []byte(tok)) })
}

// throwTokens are the words of which mayThrow needs one.
var throwTokens = []string{"throw", "Throw(", ".expect("}

// srcMayThrow is mayThrow(f.Src), each token tested once per file (srcHas).
func (f *file) srcMayThrow() bool { return slices.ContainsFunc(throwTokens, f.srcHas) }

// mayRaiseToolErrors reports whether the file may throw into a tool wrapper: it throws, and it
// registers a tool callback or names fastmcp's UserError.
func (f *file) mayRaiseToolErrors() bool {
	return f.srcMayThrow() &&
		(f.hasReg(regTool, regFastMCP) || f.srcHas("UserError"))
}

// raisedErrors finds the throws that the SDK turns into isError results (raisederror).
func (f *file) raisedErrors() []finding.Finding {
	if !f.mayRaiseToolErrors() {
		return nil // no throw that could reach a tool wrapper
	}
	var out []finding.Finding
	v := f.tsSDK()
	for _, m := range f.matches(qRaisedError) {
		stmt := m[capSite]
		if stmt == nil {
			continue
		}
		t := f.describeThrow(stmt)
		w := t.where
		leaves := f.thrownOutOf(stmt)
		if leaves == nil {
			continue // a catch handles it
		}
		if w.reg != nil && !w.direct && same(leaves, w.reg.fn) {
			w.direct = true // thrown in a .map() callback of the handler, or rewrapped
		}
		// A tool table's handler is left out: what its throws become is its dispatcher's choice (an
		// SDK callback, or the project's catch that builds the result).
		inTool := w.direct && (w.reg != nil && (w.reg.kind == regTool || w.reg.kind == regFastMCP))
		if !inTool && !t.isUserError() {
			continue
		}
		if inTool && f.replacedInCatch(stmt, leaves) {
			continue // a catch of the callback throws a new error in its place, the site (replacedthrows.go)
		}
		if inTool && w.reg.shielded {
			continue // the delegating call is in a try: the handler's catch decides
		}
		if w.reg != nil && (w.reg.kind == regLowLevel || w.reg.kind == regOther) {
			continue
		}
		shape := f.throwShape(t)
		var typed finding.Typed
		api := "throw"
		outcome := finding.IsError
		note := ""
		switch {
		case t.isUserError():
			api = "fastmcp.UserError"
			if extras := argument(t.args, 1); extras != nil && f.fastmcpExtras() {
				shape = finding.Structured
				f.typedFields(extras, &typed, 0)
				note = "; extras become structuredContent"
			}
		case w.reg.kind == regFastMCP:
			api = "FastMCP.addTool"
			note = f.fastmcpToolText(w.reg.tool, t.class, t.isBuiltinError()) // fastmcptext.go
		default:
			api = w.reg.api
			if code, ok := t.code(f.Src); ok && code == -32042 && (v.major >= 2 || !v.before(1, 23)) {
				outcome = finding.ProtocolError
				note = fmt.Sprintf("; URL elicitation is re-thrown as JSON-RPC -32042 on %s", v.describe())
			} else if t.isSDKError() && v.major < 2 {
				note = fmt.Sprintf(`; %s text keeps the "MCP error N: " prefix on %s`, t.class, v.describe())
			}
		}
		fn := w.name
		var related []finding.Related
		if w.reg != nil && w.reg.via != nil {
			related = append(related, f.relatedAt(w.reg.via, w.reg.viaMsg))
		}
		fd := finding.Finding{Related: related,
			Rule: "raisederror", Line: line(stmt), Column: column(stmt), StartLine: line(stmt), EndLine: endLine(stmt),
			Lang: f.lang, Method: finding.TreeSitter,
			Message: fmt.Sprintf("%s in %s becomes %s (%s%s)", f.throwWord(stmt), describeWhere(w), outcomeWords(outcome), shape, note),
			Site: &finding.Site{Construct: finding.Exception, API: api, Function: fn, Shape: shape, Typed: typed,
				PathKey: fmt.Sprintf("%s#%s:%s:%s", f.Path, fn, finding.Exception, shape),
				Profile: finding.Profile(outcome, typed), Outcome: outcome},
		}
		if inTool {
			f.nameReplaced(&fd, stmt, leaves) // the throws of its try that a replacing catch stands for
		}
		if inTool && len(w.reg.shieldKeys) > 0 {
			// A wrapper of another module holds the callback: the throw stands unless that
			// wrapper runs it only inside a try that answers (wrappedshield.go).
			f.pending = append(f.pending, extract.Pending{Finding: fd, Keys: w.reg.shieldKeys, Unless: extract.Catches})
			continue
		}
		p, ok := f.unlessPending(stmt, fd)
		// A catch of the tool that throws a new error in place of what it caught names the
		// throws of the functions of other modules its try calls (rewrappedcalls.go).
		named := inTool && f.replacedOrigins(&p, stmt, w.fn)
		if ok {
			// It may never run: after a call that always throws, or when a variable that another
			// module's start-up requires is missing.
			if !inTool {
				f.namesReach(&p, leaves)
			}
			f.pending = append(f.pending, p)
			continue
		}
		if inTool {
			if g, ok := f.registrarGuard(stmt, w.fn, p); ok {
				f.pending = append(f.pending, g) // a guard on the registering function's parameter (paramguard.go)
				continue
			}
		}
		if !inTool && len(p.RunsIf) > 0 && same(leaves, f.enclosingFunction(stmt)) {
			// A helper's UserError under a test of its parameters that the input schemas may
			// rule out for every call of it in the root (refined.go, schemaargs.go).
			if key := f.keyOf(leaves); key != "" {
				p.Within, p.AllCalls = key, true
				f.pending = append(f.pending, p)
				continue
			}
		}
		if named {
			f.pending = append(f.pending, p)
			continue
		}
		if !inTool && f.namesReach(&p, leaves) {
			f.pending = append(f.pending, p)
			continue
		}
		out = append(out, fd)
	}
	return out
}

// namesReach makes p, a helper's UserError that stands where it is, name the tools that reach
// fn, the function the throw leaves, and the calls down to it, as a plain throw there does
// (raisedPendings). It reports whether fn has a key to reach it by.
func (f *file) namesReach(p *extract.Pending, fn *sitter.Node) bool {
	if fn == nil || p.Within != "" {
		return false
	}
	key := f.keyOf(fn)
	if key == "" {
		return false
	}
	p.Within, p.Raised, p.NamesReach = key, true, true
	return true
}

// describeWhere names a handler for a message.
func describeWhere(w where) string {
	if w.reg == nil {
		return "function " + w.name
	}
	switch w.reg.kind {
	case regLowLevel:
		return fmt.Sprintf("low-level tools/call handler (%s)", w.name)
	case regFastMCP:
		return fmt.Sprintf("fastmcp tool %s", w.name)
	}
	return "tool " + w.name
}

func outcomeWords(o finding.Outcome) string {
	switch o {
	case finding.IsError:
		return "an isError result"
	case finding.ProtocolError:
		return "a JSON-RPC error"
	case finding.Crash:
		return "a crash"
	}
	return "a success"
}

// unknownToolText matches the messages of unknown-tool handling. In a tools/call handler a
// "method" or "operation" that is not found is the requested tool (servers generated from an
// OpenAPI document name their tools by operation).
var unknownToolText = lazyre.New(`(?i)(unknown|unsupported|invalid|no such)\s+tool|(unknown|no such)\s+(method|operation)|(tool|method|operation)\s+(\S+\s+)?(is\s+)?(not\s+(found|supported|available|enabled|registered)|disabled)|not\s+found:?\s+tool`)

// isUnknownTool reports whether a throw in a low-level handler answers an unknown tool name: in a
// switch's default branch, with MethodNotFound, with an unknown-tool message (also through a
// const), or in the branch where the lookup by the requested name found nothing. The spec makes
// an unknown tool a protocol error, so these throws are right.
func (f *file) isUnknownTool(t thrown) bool {
	if code, ok := t.code(f.Src); ok && code == -32601 {
		return true
	}
	if msg := t.message(); msg != nil && f.unknownToolMessage(msg) {
		return true
	}
	if f.inToolNotFound(t.stmt, t.where.fn) {
		return true
	}
	for p := f.parent(t.stmt); p != nil && (t.where.fn == nil || !same(p, t.where.fn)); p = f.parent(p) {
		if extract.Type(p) == "switch_default" {
			return f.switchesOnToolName(p)
		}
	}
	return false
}

// toolNameWords matches the discriminant of a switch whose cases are tool names: the requested
// name (`switch (request.params.name)`, `switch (toolName)`), a tool, or an operation or method
// (servers generated from an OpenAPI document name their tools by operation).
var toolNameWords = lazyre.New(`(?i)name|tool|method|operation`)

// switchesOnToolName reports whether the switch of a default branch switches on something that
// names the requested tool. A default branch of a switch on an argument's value (`switch
// (action)` in a function the handler calls) answers a bad argument, which is a tool failure,
// not an unknown tool.
func (f *file) switchesOnToolName(def *sitter.Node) bool {
	for p := f.parent(def); p != nil; p = f.parent(p) {
		if extract.Type(p) == "switch_statement" {
			return toolNameWords.MatchString(text(extract.Field(p, "value"), f.Src))
		}
	}
	return true
}

// sdkRethrow reports whether a throw in the catch of try throws the caught value itself, in
// the consequence of an if that tests it to be an instance of the SDK's McpError (or
// ProtocolError), and nothing in the catch reassigns it.
func (f *file) sdkRethrow(stmt, try *sitter.Node) bool {
	catch := extract.Field(try, "handler")
	if catch == nil {
		return false
	}
	param, body := extract.Field(catch, "parameter"), extract.Field(catch, "body")
	v := unwrap(extract.NamedChild(stmt, 0))
	if param == nil || body == nil || v == nil || extract.Type(param) != "identifier" || extract.Type(v) != "identifier" {
		return false
	}
	name := extract.Content(param, f.Src)
	if extract.Content(v, f.Src) != name || f.sdkClassTest(stmt, body, name) == "" {
		return false
	}
	reassigned := false
	f.walkOwn(body, func(n *sitter.Node) {
		if t := extract.Type(n); t == "assignment_expression" || t == "augmented_assignment_expression" {
			if l := extract.Field(n, "left"); l != nil && extract.Type(l) == "identifier" && extract.Content(l, f.Src) == name {
				reassigned = true
			}
		}
	})
	return !reassigned
}

// rethrowsElicitation reports whether a throw sits under a condition that tests for the SDK's URL
// elicitation error (`if (e instanceof ProtocolError && e.code === ...UrlElicitationRequired)
// throw e;`), which must stay a protocol error.
func (f *file) rethrowsElicitation(stmt, fn *sitter.Node) bool {
	for p := f.parent(stmt); p != nil && (fn == nil || !same(p, fn)); p = f.parent(p) {
		if extract.Type(p) == "if_statement" && strings.Contains(text(extract.Field(p, "condition"), f.Src), "UrlElicitation") {
			return true
		}
	}
	return false
}

// mayRaiseProtocolErrors reports whether the file registers a low-level tools/call handler and
// throws.
func (f *file) mayRaiseProtocolErrors() bool {
	return f.hasReg(regLowLevel) && f.srcMayThrow()
}

// protocolErrors finds throws that escape a low-level tools/call handler (protocolerror).
func (f *file) protocolErrors() []finding.Finding {
	if !f.mayRaiseProtocolErrors() {
		return nil // no low-level tools/call handler, or nothing thrown
	}
	var out []finding.Finding
	v := f.tsSDK()
	for _, m := range f.matches(qProtocolError) {
		stmt := m[capSite]
		if stmt == nil {
			continue
		}
		t := f.describeThrow(stmt)
		w := t.where
		if w.reg != nil && w.reg.kind == regLowLevel && !w.direct && f.catchingTry(stmt, w.reg.fn) == nil && f.leavesAtOnce(stmt, w.reg.fn) {
			w.direct = true // thrown in a callback that the handler's call runs at once (atonce.go)
		}
		// A function the handler calls outside a try, in this file or another, is judged once
		// the root is linked (protocolPending).
		if w.reg == nil || w.reg.kind != regLowLevel || !w.direct || w.reg.shielded || f.caught(stmt, w.fn) ||
			f.isUnknownTool(t) || f.rethrowsElicitation(stmt, w.fn) || f.cannotRun(stmt) {
			continue
		}
		codeText := "-32603 (or the error's own numeric code)"
		if code, ok := t.code(f.Src); ok {
			if code == -32042 {
				continue // URL elicitation must be a protocol error
			}
			codeText = fmt.Sprint(code)
		}
		shape := f.throwShape(t)
		var related, brief []finding.Related
		var roots, classCalls [][]string
		var classes []string // the classes of the origins named (originClasses)
		only := false
		if try := f.rethrowTry(stmt, w.fn); try != nil {
			if f.sdkRethrow(stmt, try) {
				// `if (e instanceof McpError) throw e;` passes on only the SDK's errors: it stands
				// if the try may throw one that answers no unknown tool, here or, once the root is
				// linked, in a function of another module it calls (Pending.ClassCalls).
				var classes map[string]bool
				calls := f.withDeferred(func() { classes = f.tryClasses(try, w.fn, 0) })
				if !anyMember(classes, func(m string) bool { return chainHas(m, sdkClass) }) {
					if len(calls) == 0 {
						continue // only unknown tools' McpErrors reach it, which the spec sanctions
					}
					classCalls = calls
				}
			}
			var origins []*sitter.Node
			var opaque bool
			origins, roots, opaque = f.rethrowOrigins(try, w.fn)
			switch {
			case len(origins) == 0 && !opaque && len(roots) == 0:
				continue // every tool in the try catches its own failures: only unknown tools reach it
			case len(origins) == 0 && !opaque:
				only = true // only functions of other modules may throw into it: linked later
			}
			classes = f.originClasses(stmt, try)
			if slices.Contains(classes, "~"+zodClass) {
				origins = append(origins, f.zodParses(try, w.fn)...) // what throws a ZodError (catchbranches.go)
			}
			origins = slices.DeleteFunc(origins, func(o *sitter.Node) bool { return !f.keepsClass(o, classes) })
			related, brief = f.originsRelated(origins)
		}
		fd := finding.Finding{Related: related, Brief: brief,
			Rule: "protocolerror", Line: line(stmt), Column: column(stmt), StartLine: line(stmt), EndLine: endLine(stmt),
			Lang: f.lang, Method: finding.TreeSitter,
			Message: fmt.Sprintf("%s in the low-level tools/call handler (%s) reaches the client as JSON-RPC error %s on %s, which the model never sees; return {isError: true, content: [...]} instead",
				f.throwWord(stmt), w.name, codeText, v.describe()),
			Site: &finding.Site{Construct: finding.Exception, API: "Server.setRequestHandler", Function: w.name, Shape: shape,
				PathKey: fmt.Sprintf("%s#%s:%s:protocol", f.Path, w.name, finding.Exception),
				Profile: finding.Profile(finding.ProtocolError, finding.Typed{}), Outcome: finding.ProtocolError},
		}
		if calls := f.nonErrorCalls(stmt); len(calls) > 0 {
			// A caught value's branch for a non-Error: it runs only if a function of the root
			// throws one (nonerror.go), whatever else the try calls; its places are related.
			fd.Related, fd.Brief = nil, nil
			f.pending = append(f.pending, extract.Pending{Finding: fd, AnyOf: calls, Need: extract.ThrowsValue})
			continue
		}
		if len(roots) > 0 || len(classCalls) > 0 {
			p := f.rethrowPending(fd, stmt, roots, only)
			p.ClassCalls, p.Class, p.Classes = classCalls, sdkClass, pendingClasses(classes)
			if only && len(classCalls) == 0 {
				// Only other modules throw into it: it stands if one of them may throw what
				// answers no unknown tool (unknowntool.go).
				p.ClassCalls, p.Class, p.NotClasses = p.AnyOf, "", []string{unknownToolMark}
			}
			p.Unnamed = []string{"~" + unknownToolMark} // nor are they named (unknowntool.go)
			f.pending = append(f.pending, p)
			continue
		}
		out = append(out, fd)
	}
	return out
}
