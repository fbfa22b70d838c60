package python

import (
	"bytes"
	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"
)

// A decorator's wrapper that passes on what the function it decorates raises:
//
//	def timed(name):
//	    def decorator(func):
//	        @functools.wraps(func)
//	        def wrapper(*args, **kwargs):
//	            try:
//	                return func(*args, **kwargs)
//	            except Exception:
//	                raise            # runs only when func raises
//	        return wrapper
//	    return decorator
//
//	@mcp.tool()
//	@timed("render")
//	def render(scene):               # catches every failure of its own: the re-raise never runs
//	    try: ...
//	    except Exception as e: return f"Error: {e}"
//
// A re-raise in the except clause of a try whose body runs nothing that may raise but the
// decorated function (wrappedReraise) runs only when that function raises. Its pending finding
// is reached through the decorator (the function decorations name: the factory, timed, when a
// factory returns the decorator), not through the wrapper, and not through the decorations of
// functions that cannot raise into the wrapper: those catch every failure of their own
// (catchesOwn) with no other decorator below this one, and their call of the decorator says so
// (Call.Under holds raisesNothingInto; the pending finding skips it, Pending.SkipsUnder). A
// decorator that returns the wrapper only for coroutine functions (`if
// inspect.iscoroutinefunction(func): return async_wrapper`), or only for the others, skips the
// decorations of the others, or of coroutine functions (the decoration says which it is). Any
// other call of the decorator (timed("x")(f), a server class's override that wraps the tools
// it registers) may hand it anything, and reaches the re-raise as before, and so does a
// decoration with another decorator below. The tools named in related are those whose
// decorated function may raise.

// The predicates a decoration holds (Call.Under; no function's key holds "~"): the decorated
// function cannot raise into the decorator's wrapper, and it is a coroutine function or not.
const (
	raisesNothingInto = "~raises-nothing-into"
	decoratesAsync    = "~decorates-async"
	decoratesSync     = "~decorates-sync"
)

// decorationUnder returns the predicates a decoration holds, for the decorator at position i of
// a function's decorators (top first), when no other decorator is below it: whether the function
// is a coroutine function, and whether it may raise into the decorator's wrapper (another
// decorator below may make a coroutine function of any function, and raise). A function whose
// body does nothing that may raise but call functions of the root (`return await
// catalog.search(q)`) raises into it only what they raise: then raisesNothingInto is in quiet,
// to hold when none of the calls tried names may raise (Call.QuietUnder, Call.Tried).
func (c *fileCtx) decorationUnder(def *sitter.Node, decs []*sitter.Node, i int) (under, quiet []string, tried [][]string) {
	if i < len(decs)-1 {
		return nil, nil, nil
	}
	out := []string{coroutinePredicate(def)}
	if c.catchesOwn(def, nil) || c.raisesOnlyOwn(def) { // wrapownraise.go
		return append(out, raisesNothingInto), nil, nil
	}
	if tried := c.triedCalls(extract.Field(def, "body")); len(tried) > 0 { // deadexcept.go
		return out, []string{raisesNothingInto}, tried
	}
	return out, nil, nil
}

// keptDecoration returns, for the decorator at position i of a function's decorators (top
// first) with others below it, whether the function is a coroutine function as a predicate
// that holds if each decorator below keeps it one or not (Call.KeptUnder), and those
// decorators' keys (Call.Kept): each of the root's, by its decoration's callee; nil when one
// below is not the root's (a library's may make a coroutine function of any function).
func (c *fileCtx) keptDecoration(def *sitter.Node, decs []*sitter.Node, i int) (under []string, kept [][]string) {
	if i >= len(decs)-1 {
		return nil, nil
	}
	for _, e := range decs[i+1:] {
		k := c.decoratorTarget(e, def)
		if k == "" {
			return nil, nil
		}
		kept = append(kept, c.keysOf(k))
	}
	return []string{coroutinePredicate(def)}, kept
}

// coroutinePredicate is the predicate a decoration of def holds: decoratesAsync for a coroutine
// function, decoratesSync for any other.
func coroutinePredicate(def *sitter.Node) string {
	if isAsyncDef(def) {
		return decoratesAsync
	}
	return decoratesSync
}

// coroutineFacts gives s the fact KeepsCoroutine when def is a decorator, or the factory
// that returns one, that returns an `async def` wrapper for a coroutine function and a plain
// `def` one for any other, by a test of inspect.iscoroutinefunction on its parameter:
//
//	def telemetry_tool(name):
//	    def decorator(func):
//	        @functools.wraps(func)
//	        def sync_wrapper(*args, **kwargs): ...
//	        @functools.wraps(func)
//	        async def async_wrapper(*args, **kwargs): ...
//	        return async_wrapper if inspect.iscoroutinefunction(func) else sync_wrapper
//	    return decorator
func (c *fileCtx) coroutineFacts(def *sitter.Node, s *extract.Summary) {
	if !c.testsCoroutines() {
		return
	}
	if c.keepsCoroutine(def) {
		s.Facts |= extract.KeepsCoroutine
	} else if d := c.returnedWrapper(def); d != nil && c.keepsCoroutine(d) {
		s.Facts |= extract.KeepsCoroutine
	}
}

// testsCoroutines reports whether the file tests whether a function is a coroutine function
// anywhere (inspect.iscoroutinefunction), asked once: no decorator of a file without the test
// keeps coroutines.
func (c *fileCtx) testsCoroutines() bool {
	if c.coroTests == 0 {
		c.coroTests = 1
		if bytes.Contains(c.src, []byte("iscoroutinefunction")) {
			c.coroTests = 2
		}
	}
	return c.coroTests == 2
}

// keepsCoroutine reports whether every return of a decorator d returns one of its nested
// functions chosen by a test of whether the decorated function is a coroutine function
// (returnedFor), an `async def` one for coroutine functions and a `def` one for others, and it
// returns one of each.
func (c *fileCtx) keepsCoroutine(d *sitter.Node) bool {
	if len(c.paramNames(d)) == 0 || !bytes.Contains(c.src[extract.StartByte(d):extract.EndByte(d)], []byte("iscoroutinefunction")) {
		return false
	}
	nested := c.index().nested[extract.StartByte(d)]
	var async, sync bool
	for _, v := range c.returnValues(d) {
		ws := c.returnedWrappers(v, nested)
		if len(ws) == 0 {
			return false
		}
		for _, w := range ws {
			switch c.returnedFor(w) {
			case decoratesAsync:
				async = async || isAsyncDef(w)
				if !isAsyncDef(w) {
					return false
				}
			case decoratesSync:
				sync = sync || !isAsyncDef(w)
				if isAsyncDef(w) {
					return false
				}
			default:
				return false
			}
		}
	}
	return async && sync
}

// returnedWrappers returns the nested functions a returned value names: a name, or either name
// of `a if test else b`; nil when it names anything else.
func (c *fileCtx) returnedWrappers(v *sitter.Node, nested map[string]*sitter.Node) []*sitter.Node {
	v = c.uncast(unparen(v))
	if v == nil {
		return nil
	}
	switch extract.Type(v) {
	case "identifier":
		if w := nested[string(c.bytesOf(v))]; w != nil {
			return []*sitter.Node{w}
		}
	case "conditional_expression":
		if extract.NamedChildCount(v) == 3 {
			a, b := c.returnedWrappers(extract.NamedChild(v, 0), nested), c.returnedWrappers(extract.NamedChild(v, 2), nested)
			if len(a) > 0 && len(b) > 0 {
				return append(a, b...)
			}
		}
	}
	return nil
}

// isAsyncDef reports whether a function definition is a coroutine function (async def).
func isAsyncDef(def *sitter.Node) bool {
	return def.ChildCount() > 0 && extract.Type(def.Child(0)) == "async"
}

// wrappedSkips returns what a wrapper's re-raise of what the decorated function raises does not
// run under (Pending.SkipsUnder): the decorations of functions that raise nothing into it, and,
// when its decorator returns it only for coroutine functions (or only for others), the
// decorations of the others.
func (c *fileCtx) wrappedSkips(w *sitter.Node) []string {
	out := []string{raisesNothingInto}
	if other, _ := c.otherDecorations(w); other != "" {
		out = append(out, other)
	}
	return out
}

// otherDecorations returns the predicate of the decorations under which a wrapper w never runs
// (those of coroutine functions when its decorator returns it only for others, and the
// reverse) and the key of the function decorations name (appliedDecorator); "" when its
// decorator does not choose (returnedFor).
func (c *fileCtx) otherDecorations(w *sitter.Node) (other, applied string) {
	switch c.returnedFor(w) {
	case decoratesAsync:
		other = decoratesSync
	case decoratesSync:
		other = decoratesAsync
	default:
		return "", ""
	}
	d, _ := c.appliedDecorator(w)
	if d == nil || c.fnKey(d) == "" {
		return "", ""
	}
	return other, c.fnKey(d)
}

// returnedFor says for which decorated functions the decorator around wrapper w returns it: only
// coroutine functions (decoratesAsync) when every return of it is under a true test that the
// decorated function is one (inspect.iscoroutinefunction(func), or a name bound to that once),
// only others (decoratesSync) when every return is where that test is false (its else, or after
// an if on it that returns); "" when it does not say.
func (c *fileCtx) returnedFor(w *sitter.Node) string {
	d := c.enclosingDef(w)
	if d == nil {
		return ""
	}
	params := c.paramNames(d)
	if len(params) == 0 {
		return ""
	}
	fn, name := params[0], c.text(extract.Field(w, "name"))
	isCoro := func(cond *sitter.Node) bool {
		cond = unparen(cond)
		if cond != nil && extract.Type(cond) == "identifier" {
			if as := c.soleAssignment(d, c.text(cond)); as != nil {
				cond = unparen(extract.Field(as, "right"))
			}
		}
		if cond == nil || extract.Type(cond) != "call" || lastName(c.text(extract.Field(cond, "function"))) != "iscoroutinefunction" {
			return false
		}
		pos := c.positional(cond)
		return len(pos) == 1 && string(c.bytesOf(pos[0])) == fn
	}
	verdict := ""
	for _, v := range c.returnValues(d) {
		b := c.returnedName(v, name)
		if b == nil {
			continue
		}
		got := ""
		for n, p := b, extract.Parent(b); p != nil && !sameNode(p, d) && got == ""; n, p = p, extract.Parent(p) {
			switch extract.Type(p) {
			case "conditional_expression":
				if extract.NamedChildCount(p) == 3 && isCoro(extract.NamedChild(p, 1)) {
					got = decoratesSync
					if nodeIs(extract.NamedChild(p, 0), n) {
						got = decoratesAsync
					}
				}
			case "if_statement":
				if !isCoro(extract.Field(p, "condition")) {
					continue
				}
				if nodeIs(extract.Field(p, "consequence"), n) {
					got = decoratesAsync
				} else if extract.Type(n) == "else_clause" {
					got = decoratesSync
				}
			case "block":
				for _, st := range c.blockGuards(p) {
					if extract.StartByte(st) < extract.StartByte(n) && extract.Type(st) == "if_statement" && isCoro(extract.Field(st, "condition")) {
						got = decoratesSync // after `if iscoroutinefunction(func): return ...`
					}
				}
			}
		}
		if got == "" || verdict != "" && verdict != got {
			return ""
		}
		verdict = got
	}
	return verdict
}

// appliedDecorator returns, for a wrapper function w that a decorator returns, the function
// decorations name (the decorator, or the factory that returns it) and the name of the
// parameter that holds the decorated function; nil when w is no such wrapper.
func (c *fileCtx) appliedDecorator(w *sitter.Node) (*sitter.Node, string) {
	d := c.enclosingDef(w)
	if d == nil || !c.returnsName(d, c.text(extract.Field(w, "name"))) {
		return nil, ""
	}
	params := c.paramNames(d)
	if len(params) == 0 {
		return nil, ""
	}
	if f := c.enclosingDef(d); f != nil && c.returnsName(f, c.text(extract.Field(d, "name"))) {
		return f, params[0]
	}
	return d, params[0]
}

// returnsName reports whether a function returns the name on some path (also as a branch of a
// conditional expression: `return async_wrapper if is_async else sync_wrapper`).
func (c *fileCtx) returnsName(def *sitter.Node, name string) bool {
	for _, v := range c.returnValues(def) {
		if c.returnedName(v, name) != nil {
			return true
		}
	}
	return false
}

// returnedName returns the node of a returned value that is the name: the value, or a branch of
// a conditional expression that it is; nil when it is neither.
func (c *fileCtx) returnedName(v *sitter.Node, name string) *sitter.Node {
	v = unparen(v)
	if v == nil {
		return nil
	}
	if extract.Type(v) == "conditional_expression" && extract.NamedChildCount(v) == 3 {
		for _, i := range []int{0, 2} {
			if b := unparen(extract.NamedChild(v, i)); b != nil && extract.Type(b) == "identifier" && string(c.bytesOf(b)) == name {
				return b
			}
		}
	}
	if extract.Type(v) == "identifier" && string(c.bytesOf(v)) == name {
		return v
	}
	return nil
}

// wrappedReraise returns the key a re-raise r in a decorator's wrapper w is reached through (the
// decorator's, appliedDecorator), when it re-raises only what the decorated function raises: a
// bare raise, or a raise of the caught exception, in an except clause of a try of w whose body
// runs nothing that may raise but calls of that function (beside logging, and the clock
// readings and arithmetic that time it). It returns "" for any other raise.
func (c *fileCtx) wrappedReraise(r raised, w *sitter.Node) string {
	if r.class != nil || w == nil {
		return ""
	}
	applied, fn := c.appliedDecorator(w)
	if applied == nil {
		return ""
	}
	clause := c.exceptClauseOf(r.stmt)
	if clause == nil || extract.Parent(clause) == nil || extract.Type(extract.Parent(clause)) != "try_statement" {
		return ""
	}
	try := extract.Parent(clause)
	if d := c.enclosingDef(try); d == nil || !sameNode(d, w) {
		return ""
	}
	// Besides the call of the decorated function, the try may time it: a clock's reading and
	// arithmetic on readings raise nothing a tool would see.
	runsFn := func(n *sitter.Node) bool {
		if extract.Type(n) == "binary_operator" {
			return true
		}
		callee := c.text(extract.Field(n, "function"))
		return callee == fn || clockCallee.MatchString(callee)
	}
	if !c.quietBlock(extract.Field(try, "body"), runsFn) {
		return ""
	}
	return c.fnKey(applied)
}

// catchesOwn reports whether a function catches every failure of its own: each statement of its
// body is safe (ownSafe), a try among them catching every exception, with clauses, else and
// finally that are quiet and raise on no path, calls that allow accepts counting as quiet. A
// generator raises where it is consumed, and never counts.
func (c *fileCtx) catchesOwn(def *sitter.Node, allow func(*sitter.Node) bool) bool {
	body := extract.Field(def, "body")
	if body == nil {
		return false
	}
	if !c.safeBlock(body, allow) || bytes.Contains(c.src[extract.StartByte(body):extract.EndByte(body)], []byte("yield")) {
		return false
	}
	yields := false
	walkScope(body, func(n *sitter.Node) { yields = yields || extract.Type(n) == "yield" })
	return !yields
}

// ownSafe reports whether a statement outside a catching try raises nothing: a quiet one, or an
// if whose condition is quiet and whose branches are safe (calls that allow accepts counting as
// quiet).
func (c *fileCtx) ownSafe(st *sitter.Node, allow func(*sitter.Node) bool) bool {
	if extract.Type(st) == "if_statement" {
		if !c.quietExpr(extract.Field(st, "condition"), allow) || !c.safeBlock(extract.Field(st, "consequence"), allow) {
			return false
		}
		for _, alt := range namedChildren(st) {
			switch extract.Type(alt) {
			case "elif_clause":
				if !c.quietExpr(extract.Field(alt, "condition"), allow) || !c.safeBlock(extract.Field(alt, "consequence"), allow) {
					return false
				}
			case "else_clause":
				if !c.safeBlock(extract.Field(alt, "body"), allow) {
					return false
				}
			}
		}
		return true
	}
	if extract.Type(st) == "try_statement" {
		return c.catchesAllQuietly(st, allow)
	}
	return c.quietStmt(st, allow)
}

// safeBlock reports whether every statement of a block is ownSafe.
func (c *fileCtx) safeBlock(b *sitter.Node, allow func(*sitter.Node) bool) bool {
	if b == nil {
		return false
	}
	for _, st := range namedChildren(b) {
		if !c.ownSafe(st, allow) {
			return false
		}
	}
	return true
}

// catchesAllQuietly reports whether a try catches every exception its body raises and raises
// nothing itself: a clause catches every exception, and every clause (calls that allow accepts
// counting as quiet), the else and the finally are quiet blocks.
func (c *fileCtx) catchesAllQuietly(try *sitter.Node, allow func(*sitter.Node) bool) bool {
	return c.catchesEvery(try, func(b *sitter.Node) bool { return c.quietBlock(b, allow) })
}

// catchesEvery reports whether a clause of a try catches every exception, every clause's block
// is one that handles accepts, and the else and the finally are quiet blocks.
func (c *fileCtx) catchesEvery(try *sitter.Node, handles func(block *sitter.Node) bool) bool {
	all := false
	for _, ch := range namedChildren(try) {
		switch extract.Type(ch) {
		case "except_clause":
			all = all || c.catchesAll(c.clauseClass(ch))
			if !handles(lastBlock(ch)) {
				return false
			}
		case "except_group_clause":
			return false
		case "else_clause", "finally_clause":
			b := extract.Field(ch, "body")
			if b == nil {
				b = lastBlock(ch)
			}
			if !c.quietBlock(b, nil) {
				return false
			}
		}
	}
	return all
}

// quietBlock reports whether every statement of a block is quiet (quietStmt), calls that allow
// accepts counting as quiet.
func (c *fileCtx) quietBlock(b *sitter.Node, allow func(*sitter.Node) bool) bool {
	if b == nil {
		return false
	}
	for _, st := range namedChildren(b) {
		if !c.quietStmt(st, allow) {
			return false
		}
	}
	return true
}

// quietStmt reports whether a statement raises nothing of its own: pass, a docstring, a return,
// an expression or an assignment to plain names of quiet expressions (quietExpr), an if of
// quiet parts.
func (c *fileCtx) quietStmt(st *sitter.Node, allow func(*sitter.Node) bool) bool {
	switch extract.Type(st) {
	case "pass_statement", "comment":
		return true
	case "import_statement":
		// import traceback in a handler: a module of the standard library's that is always there.
		for _, m := range namedChildren(st) {
			if !quietModules[string(c.bytesOf(m))] {
				return false
			}
		}
		return true
	case "return_statement", "expression_statement":
		for _, ch := range namedChildren(st) {
			if extract.Type(ch) == "assignment" {
				if !c.plainTarget(extract.Field(ch, "left")) || !c.quietExpr(extract.Field(ch, "right"), allow) {
					return false
				}
				continue
			}
			if !c.quietExpr(ch, allow) {
				return false
			}
		}
		return true
	case "if_statement":
		if !c.quietExpr(extract.Field(st, "condition"), allow) || !c.quietBlock(extract.Field(st, "consequence"), allow) {
			return false
		}
		for _, alt := range namedChildren(st) {
			switch extract.Type(alt) {
			case "elif_clause":
				if !c.quietExpr(extract.Field(alt, "condition"), allow) || !c.quietBlock(extract.Field(alt, "consequence"), allow) {
					return false
				}
			case "else_clause":
				if !c.quietBlock(extract.Field(alt, "body"), allow) {
					return false
				}
			}
		}
		return true
	}
	return false
}

// plainTarget reports whether an assignment's target is a name or a pattern of names.
func (c *fileCtx) plainTarget(t *sitter.Node) bool {
	if t == nil {
		return false
	}
	switch extract.Type(t) {
	case "identifier":
		return true
	case "pattern_list", "tuple_pattern", "list_pattern":
		for _, ch := range namedChildren(t) {
			if !c.plainTarget(ch) {
				return false
			}
		}
		return true
	}
	return false
}

// quietExpr reports whether an expression raises nothing of its own: names, literals, f-strings
// of quiet parts, containers, not, and, or, comparisons and conditionals of quiet parts, and
// calls of quiet functions (quietCallee) or that allow accepts, with quiet arguments, awaited or
// not. An attribute, a subscript, arithmetic, any other call and the await of anything but a
// call (await task) may raise.
func (c *fileCtx) quietExpr(n *sitter.Node, allow func(*sitter.Node) bool) bool {
	if n == nil {
		return true
	}
	switch extract.Type(n) {
	case "identifier", "integer", "float", "true", "false", "none", "string_content", "escape_sequence",
		"string_start", "string_end", "comment", "ellipsis", "type_conversion", "format_specifier":
		return true
	case "await":
		// await task: a task, future or coroutine bound earlier raises here what its function
		// raises (asyncio.to_thread(f, x), loop.run_in_executor(None, f, x)); only the await of
		// a call is judged by the call.
		if extract.NamedChildCount(n) == 0 {
			return false
		}
		if v := unparen(extract.NamedChild(n, 0)); v == nil || extract.Type(v) != "call" {
			return false
		}
		return c.quietExpr(extract.NamedChild(n, 0), allow)
	case "string", "concatenated_string", "interpolation", "parenthesized_expression", "tuple", "list", "set",
		"dictionary", "pair", "not_operator", "boolean_operator", "comparison_operator", "conditional_expression",
		"expression_list", "keyword_argument", "list_splat", "dictionary_splat", "argument_list":
		for _, ch := range namedChildren(n) {
			if extract.Type(n) == "keyword_argument" && nodeIs(ch, extract.Field(n, "name")) {
				continue
			}
			if !c.quietExpr(ch, allow) {
				return false
			}
		}
		return true
	case "binary_operator":
		// Arithmetic may raise (a TypeError, a ZeroDivisionError) unless allow accepts it.
		if allow == nil || !allow(n) {
			return false
		}
		for _, ch := range namedChildren(n) {
			if !c.quietExpr(ch, allow) {
				return false
			}
		}
		return true
	case "call":
		if !(allow != nil && allow(n)) && !quietCallee.MatchString(c.text(extract.Field(n, "function"))) && !c.textContentCall(n) {
			return false
		}
		return c.quietExpr(extract.Field(n, "arguments"), allow)
	}
	return false
}

// quietCallee matches the functions whose call raises nothing a tool would see: logging (and
// a logger bound to context, structlog's logger.bind(k=v), or a child, logger.getChild(name),
// or one asked for, logging.getLogger(name).error), printing, str and repr of a value, type
// tests, a traceback's text.
var quietCallee = lazyre.New(`^(?:(?:(?:(?:self|cls)\.)?_*(?:logger|log|logging|LOGGER|LOG)|logging\.getLogger\([^()]*\))\.(?:debug|info|warning|warn|error|exception|critical|log|bind|getChild)|print|str|repr|isinstance|type|bool|id|traceback\.format_exc|traceback\.print_exc)$`)

// textContentCall reports whether a call builds the SDK's text content with its type written out
// (TextContent(type="text", text=...)): the model validates nothing else that could fail. Its
// arguments are judged as any call's.
func (c *fileCtx) textContentCall(call *sitter.Node) bool {
	if lastName(c.text(extract.Field(call, "function"))) != "TextContent" {
		return false
	}
	kw, pos := c.arguments(call)
	t := kw["type"]
	if len(pos) > 0 {
		t = pos[0]
	}
	return t != nil && extract.Type(t) == "string" && strings.Trim(c.text(t), `"'`) == "text"
}

// clockCallee matches the clock readings a wrapper times the decorated function with.
var clockCallee = lazyre.New(`^(?:time\.(?:time|perf_counter|monotonic|process_time)(?:_ns)?|(?:datetime\.)?datetime\.(?:now|utcnow))$`)

// quietModules are modules of the standard library whose import never fails.
var quietModules = map[string]bool{"traceback": true, "logging": true, "json": true, "sys": true, "os": true}
