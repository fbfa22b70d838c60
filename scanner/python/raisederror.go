package python

import (
	"bytes"
	"fmt"
	"slices"
	"sort"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// raised is a raise statement that leaves a tool function uncaught.
type raised struct {
	stmt  *sitter.Node
	tool  *tool
	via   *sitter.Node // the same-file function the raise is in, when the tool calls it
	class *sitter.Node // the raised class expression; nil for a bare re-raise
	api   string       // what is raised: "ToolError", "ValueError", "raise"
	args  *sitter.Node // the raised call, when the raise constructs the exception
	// caught is the class a re-raise's except clause names (except ToolError: raise), or nil.
	caught     *sitter.Node
	caughtName string
	// callers are the tools' calls of via that the raise leaves through, one per tool, the
	// first tool's first: the finding's related places.
	callers []place
	// reachers are the tools that reach a raise in a function they call (via), the first
	// tool's first.
	reachers []*tool
	// mapper, for a raise that an except clause of its own function catches and hands to an
	// error mapper of the root, is the mapper's keys (mapperclause.go).
	mapper []string
}

// caughtClass returns the single class named by the except clause around a re-raise, or nil
// (bare except, a tuple of classes).
func (c *fileCtx) caughtClass(stmt *sitter.Node) *sitter.Node {
	for p := extract.Parent(stmt); p != nil && extract.Type(p) != "function_definition"; p = extract.Parent(p) {
		if extract.Type(p) != "except_clause" {
			continue
		}
		cls := extract.NamedChild(p, 0)
		if cls != nil && extract.Type(cls) == "as_pattern" {
			cls = extract.NamedChild(cls, 0)
		}
		if cls != nil && (extract.Type(cls) == "identifier" || extract.Type(cls) == "attribute") {
			return cls
		}
		return nil
	}
	return nil
}

// raises returns the raise statements that leave tool functions uncaught: those in the tool
// functions themselves, and one level down, those in same-file functions a tool calls outside
// a try that catches their class (exceptions in callees propagate to the SDK just the same).
func (c *fileCtx) raises() []raised {
	if c.raised != nil {
		return *c.raised
	}
	if len(c.tools) == 0 {
		return nil // no tool function: no raise can reach an SDK
	}
	var out []raised
	defer func() { c.raised = &out }()
	for _, m := range c.run("raises") {
		stmt := m.site
		t := c.toolOf(stmt)
		if t == nil {
			continue
		}
		if r, ok := c.raisedAt(stmt, t, nil); ok {
			out = append(out, r)
		}
	}
	seen := map[uint32]bool{}     // resolvers already walked
	reported := map[uint32]bool{} // raises already reported, by statement
	callers := map[uint32][]place{}
	named := map[callerKey]bool{} // a raise's tools whose call is named
	reachers := map[uint32][]*tool{}
	// raisesIn reports the raises of def that leave it, except those that the try around the
	// tool's call of it catches (call is nil for a resolver, which MCPServer calls itself).
	leaving := map[uint32][]raised{} // each callee's raises that leave it, found once
	raisesIn := func(def *sitter.Node, t *tool, call *sitter.Node) {
		rs, ok := leaving[extract.StartByte(def)]
		if !ok {
			for _, st := range c.index().raises[c.keyOf(def)] {
				if r, ok := c.raisedAt(st, t, def); ok {
					rs = append(rs, r)
				}
			}
			leaving[extract.StartByte(def)] = rs
		}
		for _, r := range rs {
			if call != nil && (c.tryCatches(call, r) || c.handedCaught(call, def, r) || c.guardedAway(call, def, r) || c.argsRuleOut(call, def, r)) {
				continue
			}
			k := extract.StartByte(r.stmt)
			if !slices.Contains(reachers[k], t) {
				reachers[k] = append(reachers[k], t)
			}
			if call != nil && !named[callerKey{k, extract.StartByte(t.def)}] {
				named[callerKey{k, extract.StartByte(t.def)}] = true
				msg := "tool " + t.name + " calls it too"
				if len(callers[k]) == 0 {
					msg = "tool " + t.name + " calls " + c.funcName(def) + " here"
				}
				callers[k] = append(callers[k], place{call, msg})
			}
			if !reported[k] {
				reported[k] = true
				r.tool = t
				out = append(out, r)
			}
		}
	}
	for _, t := range c.toolList() {
		entries := []*sitter.Node{t.def}
		for _, res := range c.resolvers(t.def) {
			if !seen[extract.StartByte(res)] {
				seen[extract.StartByte(res)] = true
				entries = append(entries, res)
				raisesIn(res, t, nil)
			}
		}
		for _, entry := range entries {
			for _, n := range c.index().calls[c.keyOf(entry)] {
				callee := c.localDef(n)
				if callee == nil || sameNode(callee, entry) || c.tools[extract.StartByte(callee)] != nil {
					continue
				}
				if c.isCoroutineDef(callee) && c.deadCoroutine(n, entry) {
					continue // a coroutine nothing awaits: the callee never runs (coroutine.go)
				}
				raisesIn(callee, t, n)
			}
		}
	}
	for i := range out {
		out[i].callers = callers[extract.StartByte(out[i].stmt)]
		if out[i].via != nil {
			out[i].reachers = reachers[extract.StartByte(out[i].stmt)]
		}
	}
	return out
}

// callerKey is a raise statement and a tool that calls the function it is in.
type callerKey struct{ stmt, tool uint32 }

// callerRelated is the related places of a raise in a function the file's tools call: each
// tool's call; and, when they are more than extract.MaxRelated, the brief of them that the human
// formats show, the last of its places counting the calls left out.
func (c *fileCtx) callerRelated(r raised) (all, brief []finding.Related) {
	ps := r.callers
	all = c.relatedOf(ps)
	if len(ps) <= extract.MaxRelated {
		return all, nil
	}
	brief = append([]finding.Related(nil), all[:extract.MaxRelated-1]...)
	return all, append(brief, finding.NotShown(fmt.Sprintf("%d more calls of %s from tools", len(ps)-extract.MaxRelated+1, c.funcName(r.via))))
}

// tryCatches reports whether a try around n, in n's own function, catches what r raises and does
// not raise again: the first handler (innermost try first) whose class catches the raised class
// runs, and the raise is caught unless every path through that handler raises (a re-raise, or
// another exception: the handler's raise is then the finding, where it is written). n is the
// raise itself (caught in the function it is written in) or a tool's call of the function that
// holds it. Classes are matched exactly (exceptCatches), not by name fragments.
func (c *fileCtx) tryCatches(n *sitter.Node, r raised) bool {
	lo, ok := c.fnBound(n)
	caught := false
	c.index().tries.each(n, lo, ok, func(try *sitter.Node) bool {
		if !inTryBody(try, n) {
			return true // in a handler, else or finally: not caught by this try
		}
		for _, h := range c.handlers(try) {
			if c.exceptCatches(h.class, r) {
				caught = !h.reraises
				return false // the first handler that matches is the one that runs
			}
		}
		return true
	})
	return caught
}

// exceptCatches reports whether an except clause naming class (its text: "", "Exception",
// "(KeyError, ValueError)", "httpx.HTTPError") catches what r raises: a bare except,
// Exception or BaseException catch every raise; a named class catches the raised class when it
// is that class or a base of it that the file can tell (a builtin's bases, a class of this file
// and its bases). A re-raise is the class its own except clause names, when it names one; a raise
// of what a factory builds, or of a class the file cannot resolve, is caught only by the catch-alls.
func (c *fileCtx) exceptCatches(class string, r raised) bool {
	class = strings.TrimSpace(class)
	if class == "" {
		return true
	}
	raisedName := ""
	switch {
	case r.class != nil && !c.isExceptionFactory(r.class):
		raisedName = c.excName(c.text(r.class))
	case r.class == nil && r.caught != nil:
		raisedName = c.excName(c.text(r.caught))
	}
	for _, name := range strings.Split(strings.Trim(class, "()"), ",") {
		name = c.excName(name)
		if name == "Exception" || name == "BaseException" {
			return true
		}
		if raisedName != "" && c.isSubclass(raisedName, name, 0) {
			return true
		}
	}
	return false
}

// excName is the name the base lookup knows an exception class expression by: a library class
// of libraryBase by its package and class ("requests.HTTPError" for exceptions.HTTPError after
// from requests import exceptions, "httpx.HTTPStatusError" for hx.HTTPStatusError after import
// httpx as hx), anything else by its last name ("ValueError", a class of this file).
func (c *fileCtx) excName(expr string) string {
	expr = strings.TrimSpace(expr)
	root, rest, dotted := strings.Cut(expr, ".")
	if q, ok := c.names[root]; ok {
		if dotted {
			q += "." + rest
		}
		if k, ok := libraryName(q); ok {
			return k
		}
	}
	return osAlias(lastName(expr))
}

// libraryName returns the libraryBase key of a dotted name reached through the imports: its
// package and its class, whatever module of the package the file names it through
// ("requests.exceptions.HTTPError" -> "requests.HTTPError"); the class names are unique within
// each package of the table.
func libraryName(q string) (string, bool) {
	k := rootPackage(q) + "." + lastName(q)
	if a, ok := libraryAlias[k]; ok {
		return a, true
	}
	_, ok := libraryBase[k]
	return k, ok
}

// isSubclass reports whether exception class cls is base or derives from it, as far as the
// file tells: the builtin hierarchy (builtinBase), and the superclasses of the file's own classes.
func (c *fileCtx) isSubclass(cls, base string, depth int) bool {
	if cls == base || (strings.Contains(cls, ".") && !c.knownClass(base) && lastName(cls) == base) {
		return true // a handler name the file does not resolve matches a library class by its last name
	}
	if depth > 8 {
		return false
	}
	if supers, local := c.classes[cls]; local {
		for _, s := range supers {
			name := lastName(strings.TrimPrefix(s, "="))
			if k, ok := libraryName(s); ok && !strings.HasPrefix(s, "=") {
				name = k
			}
			if c.isSubclass(osAlias(name), base, depth+1) {
				return true
			}
		}
		return false
	}
	if b, ok := builtinBase[cls]; ok {
		return c.isSubclass(b, base, depth+1)
	}
	for _, b := range libraryBase[cls] {
		if c.isSubclass(b, base, depth+1) {
			return true
		}
	}
	return false
}

// knownClass reports whether the base lookup knows name: a builtin, a library class of
// libraryBase, a class of this file.
func (c *fileCtx) knownClass(name string) bool {
	_, builtin := builtinBase[name]
	_, lib := libraryBase[name]
	_, local := c.classes[name]
	return builtin || lib || local || name == "Exception" || name == "BaseException"
}

// osAlias names OSError for its builtin aliases IOError and EnvironmentError.
func osAlias(name string) string {
	if name == "IOError" || name == "EnvironmentError" {
		return "OSError"
	}
	return name
}

// builtinBase maps a builtin exception to its base class (the common ones a handler names).
var builtinBase = map[string]string{
	"ArithmeticError": "Exception", "ZeroDivisionError": "ArithmeticError", "OverflowError": "ArithmeticError",
	"AssertionError": "Exception", "AttributeError": "Exception", "EOFError": "Exception",
	"ImportError": "Exception", "ModuleNotFoundError": "ImportError",
	"LookupError": "Exception", "KeyError": "LookupError", "IndexError": "LookupError",
	"NameError": "Exception", "OSError": "Exception",
	"FileNotFoundError": "OSError", "FileExistsError": "OSError", "PermissionError": "OSError",
	"IsADirectoryError": "OSError", "NotADirectoryError": "OSError", "TimeoutError": "OSError",
	"ConnectionError": "OSError", "ConnectionRefusedError": "ConnectionError",
	"ConnectionResetError": "ConnectionError", "BrokenPipeError": "ConnectionError",
	"RuntimeError": "Exception", "NotImplementedError": "RuntimeError", "RecursionError": "RuntimeError",
	"TypeError": "Exception", "ValueError": "Exception", "UnicodeError": "ValueError",
	"UnicodeDecodeError": "UnicodeError", "UnicodeEncodeError": "UnicodeError", "JSONDecodeError": "ValueError",
	"StopIteration": "Exception", "StopAsyncIteration": "Exception",
}

// libraryBase maps an exception class of the HTTP client libraries MCP servers call, and of the
// standard library modules they use most, to its bases, keyed by package and class name (see
// libraryName); a base is another key of this table or a builtin of builtinBase. Read from the
// libraries' sources and docs:
//   - requests 2.32 (src/requests/exceptions.py at psf/requests 062ff11): RequestException derives
//     from IOError (OSError), so except OSError catches every requests exception;
//   - httpx 0.28 (docs/exceptions.md, "The exception hierarchy"; httpx/_exceptions.py);
//   - aiohttp 3.10 (aiohttp/client_exceptions.py, docs.aiohttp.org v3.10.10);
//   - urllib3 2.x (src/urllib3/exceptions.py at urllib3/urllib3 030d3f7); ConnectionError there
//     is an alias of ProtocolError;
//   - Python 3.11+: urllib.error (URLError derives from OSError), json.JSONDecodeError,
//     subprocess; libraryAlias holds the names that are another class's alias.
var libraryBase = map[string][]string{
	"requests.RequestException": {"OSError"},
	"requests.InvalidJSONError": {"requests.RequestException"}, "requests.JSONDecodeError": {"requests.InvalidJSONError", "json.JSONDecodeError"},
	"requests.HTTPError": {"requests.RequestException"}, "requests.ConnectionError": {"requests.RequestException"},
	"requests.ProxyError": {"requests.ConnectionError"}, "requests.SSLError": {"requests.ConnectionError"},
	"requests.Timeout": {"requests.RequestException"}, "requests.ConnectTimeout": {"requests.ConnectionError", "requests.Timeout"},
	"requests.ReadTimeout": {"requests.Timeout"}, "requests.URLRequired": {"requests.RequestException"},
	"requests.TooManyRedirects": {"requests.RequestException"},
	"requests.MissingSchema":    {"requests.RequestException", "ValueError"}, "requests.InvalidSchema": {"requests.RequestException", "ValueError"},
	"requests.InvalidURL": {"requests.RequestException", "ValueError"}, "requests.InvalidHeader": {"requests.RequestException", "ValueError"},
	"requests.InvalidProxyURL": {"requests.InvalidURL"}, "requests.ChunkedEncodingError": {"requests.RequestException"},
	"requests.ContentDecodingError": {"requests.RequestException", "urllib3.HTTPError"},
	"requests.StreamConsumedError":  {"requests.RequestException", "TypeError"},
	"requests.RetryError":           {"requests.RequestException"}, "requests.UnrewindableBodyError": {"requests.RequestException"},

	"httpx.HTTPError": {"Exception"}, "httpx.RequestError": {"httpx.HTTPError"}, "httpx.TransportError": {"httpx.RequestError"},
	"httpx.TimeoutException": {"httpx.TransportError"}, "httpx.ConnectTimeout": {"httpx.TimeoutException"},
	"httpx.ReadTimeout": {"httpx.TimeoutException"}, "httpx.WriteTimeout": {"httpx.TimeoutException"},
	"httpx.PoolTimeout": {"httpx.TimeoutException"}, "httpx.NetworkError": {"httpx.TransportError"},
	"httpx.ConnectError": {"httpx.NetworkError"}, "httpx.ReadError": {"httpx.NetworkError"},
	"httpx.WriteError": {"httpx.NetworkError"}, "httpx.CloseError": {"httpx.NetworkError"},
	"httpx.ProtocolError": {"httpx.TransportError"}, "httpx.LocalProtocolError": {"httpx.ProtocolError"},
	"httpx.RemoteProtocolError": {"httpx.ProtocolError"}, "httpx.ProxyError": {"httpx.TransportError"},
	"httpx.UnsupportedProtocol": {"httpx.TransportError"}, "httpx.DecodingError": {"httpx.RequestError"},
	"httpx.TooManyRedirects": {"httpx.RequestError"}, "httpx.HTTPStatusError": {"httpx.HTTPError"},
	"httpx.InvalidURL": {"Exception"}, "httpx.CookieConflict": {"Exception"}, "httpx.StreamError": {"RuntimeError"},
	"httpx.StreamConsumed": {"httpx.StreamError"}, "httpx.StreamClosed": {"httpx.StreamError"},
	"httpx.ResponseNotRead": {"httpx.StreamError"}, "httpx.RequestNotRead": {"httpx.StreamError"},

	"aiohttp.ClientError": {"Exception"}, "aiohttp.ClientResponseError": {"aiohttp.ClientError"},
	"aiohttp.ContentTypeError": {"aiohttp.ClientResponseError"}, "aiohttp.WSServerHandshakeError": {"aiohttp.ClientResponseError"},
	"aiohttp.ClientHttpProxyError": {"aiohttp.ClientResponseError"}, "aiohttp.TooManyRedirects": {"aiohttp.ClientResponseError"},
	"aiohttp.ClientConnectionError":      {"aiohttp.ClientError"},
	"aiohttp.ClientConnectionResetError": {"aiohttp.ClientConnectionError", "ConnectionResetError"},
	"aiohttp.ClientOSError":              {"aiohttp.ClientConnectionError", "OSError"}, "aiohttp.ClientConnectorError": {"aiohttp.ClientOSError"},
	"aiohttp.ClientProxyConnectionError": {"aiohttp.ClientConnectorError"}, "aiohttp.ClientConnectorDNSError": {"aiohttp.ClientConnectorError"},
	"aiohttp.ClientSSLError": {"aiohttp.ClientConnectorError"}, "aiohttp.ClientConnectorSSLError": {"aiohttp.ClientSSLError"},
	"aiohttp.ClientConnectorCertificateError": {"aiohttp.ClientSSLError"},
	"aiohttp.ServerConnectionError":           {"aiohttp.ClientConnectionError"}, "aiohttp.ServerDisconnectedError": {"aiohttp.ServerConnectionError"},
	"aiohttp.ServerTimeoutError":     {"aiohttp.ServerConnectionError", "TimeoutError"},
	"aiohttp.ConnectionTimeoutError": {"aiohttp.ServerTimeoutError"}, "aiohttp.SocketTimeoutError": {"aiohttp.ServerTimeoutError"},
	"aiohttp.ServerFingerprintMismatch": {"aiohttp.ServerConnectionError"}, "aiohttp.ClientPayloadError": {"aiohttp.ClientError"},
	"aiohttp.InvalidURL": {"aiohttp.ClientError", "ValueError"}, "aiohttp.InvalidUrlClientError": {"aiohttp.InvalidURL"},
	"aiohttp.RedirectClientError": {"aiohttp.ClientError"}, "aiohttp.NonHttpUrlClientError": {"aiohttp.ClientError"},

	"urllib3.HTTPError": {"Exception"}, "urllib3.PoolError": {"urllib3.HTTPError"}, "urllib3.RequestError": {"urllib3.PoolError"},
	"urllib3.SSLError": {"urllib3.HTTPError"}, "urllib3.ProxyError": {"urllib3.HTTPError"}, "urllib3.DecodeError": {"urllib3.HTTPError"},
	"urllib3.ProtocolError": {"urllib3.HTTPError"},
	"urllib3.MaxRetryError": {"urllib3.RequestError"}, "urllib3.HostChangedError": {"urllib3.RequestError"},
	"urllib3.TimeoutError": {"urllib3.HTTPError"}, "urllib3.ReadTimeoutError": {"urllib3.TimeoutError", "urllib3.RequestError"},
	"urllib3.ConnectTimeoutError": {"urllib3.TimeoutError"}, "urllib3.NewConnectionError": {"urllib3.ConnectTimeoutError"},
	"urllib3.NameResolutionError": {"urllib3.NewConnectionError"}, "urllib3.EmptyPoolError": {"urllib3.PoolError"},
	"urllib3.ClosedPoolError": {"urllib3.PoolError"}, "urllib3.LocationValueError": {"ValueError", "urllib3.HTTPError"},
	"urllib3.LocationParseError": {"urllib3.LocationValueError"}, "urllib3.ResponseError": {"urllib3.HTTPError"},

	"urllib.URLError": {"OSError"}, "urllib.HTTPError": {"urllib.URLError"}, "urllib.ContentTooShortError": {"urllib.URLError"},
	"json.JSONDecodeError":       {"ValueError"},
	"subprocess.SubprocessError": {"Exception"}, "subprocess.CalledProcessError": {"subprocess.SubprocessError"},
	"subprocess.TimeoutExpired": {"subprocess.SubprocessError"},
}

// libraryAlias maps a library name that is another class's alias to that class.
var libraryAlias = map[string]string{
	"asyncio.TimeoutError":    "TimeoutError",          // builtins.TimeoutError since Python 3.11
	"urllib3.ConnectionError": "urllib3.ProtocolError", // ConnectionError = ProtocolError
}

// resolvers returns the same-file functions that python-sdk 2.x MCPServer runs to fill a tool's
// parameters (order: Annotated[Order, Resolve(load_order)]), and the resolvers those depend on:
// MCPServer runs them inside the tool call, so what they raise is what the tool raises.
func (c *fileCtx) resolvers(def *sitter.Node) []*sitter.Node {
	var out []*sitter.Node
	seen := map[uint32]bool{extract.StartByte(def): true}
	queue := []*sitter.Node{def}
	for len(queue) > 0 && len(out) < 32 {
		d := queue[0]
		queue = queue[1:]
		params := extract.Field(d, "parameters")
		if params == nil || !bytes.Contains(c.src[extract.StartByte(params):extract.EndByte(params)], []byte("Resolve(")) {
			continue
		}
		var walk func(n *sitter.Node)
		walk = func(n *sitter.Node) {
			if extract.Type(n) == "call" && isSDKName(c.qualify(extract.Field(n, "function")), "Resolve") {
				if pos := c.positional(n); len(pos) > 0 && extract.Type(pos[0]) == "identifier" {
					if r := c.defNamed(c.text(pos[0]), d); r != nil && !seen[extract.StartByte(r)] {
						seen[extract.StartByte(r)] = true
						out = append(out, r)
						queue = append(queue, r)
					}
				}
			}
			for i := 0; i < int(extract.NamedChildCount(n)); i++ {
				walk(extract.NamedChild(n, i))
			}
		}
		walk(params)
	}
	return out
}

// raisedAt describes a raise statement reached from tool t, or reports false when it is caught
// in its own function.
func (c *fileCtx) raisedAt(stmt *sitter.Node, t *tool, via *sitter.Node) (raised, bool) {
	r := raised{stmt: stmt, tool: t, api: "raise", via: via}
	if extract.NamedChildCount(stmt) > 0 {
		v := unparen(extract.NamedChild(stmt, 0))
		switch extract.Type(v) {
		case "call":
			r.class, r.args = extract.Field(v, "function"), v
		case "identifier", "attribute":
			if extract.Type(v) == "identifier" && c.isExceptAlias(v) {
				break // raise e: a re-raise of the caught exception, like a bare raise
			}
			r.class = v
			if val := unparen(c.valueOf(v)); val != nil && extract.Type(val) == "call" {
				r.class, r.args = extract.Field(val, "function"), val
			}
		}
		if r.class != nil {
			r.api = c.text(r.class)
			if r.args != nil && c.isExceptionFactory(r.class) {
				r.api += "(...)"
			}
		}
	}
	if r.class == nil {
		r.caught = c.caughtClass(stmt)
		r.caughtName = c.text(r.caught)
	}
	if c.tryCatches(stmt, r) || (r.class == nil && c.reraisesCancellation(stmt)) || c.cannotRun(stmt) {
		return r, false // caught in its own function, a cancellation unwinding, or dead code
	}
	if replaced, reraised := c.ownClauseFate(stmt, r); replaced {
		return r, false // an except clause of its function raises a new exception in its place (ownreplaced.go)
	} else if reraised && r.class == nil {
		return r, false // a re-raise that a clause of its function catches and raises again (ownreplaced.go)
	}
	if r.class == nil && via != nil && !c.inExcept(stmt) {
		return r, false // a bare raise outside an except block re-raises nothing we can see
	}
	return r, true
}

var cancellation = lazyre.New(`(?i)cancel|KeyboardInterrupt|SystemExit|GeneratorExit`)

// reraisesCancellation reports whether a re-raise sits in an except clause that catches
// cancellation or interpreter exit (except asyncio.CancelledError: raise): those unwind the
// request and never become a tool result or a JSON-RPC error the server chose.
func (c *fileCtx) reraisesCancellation(stmt *sitter.Node) bool {
	for p := extract.Parent(stmt); p != nil && extract.Type(p) != "function_definition"; p = extract.Parent(p) {
		if extract.Type(p) == "except_clause" || extract.Type(p) == "except_group_clause" {
			h := strings.TrimSpace(strings.TrimPrefix(c.exceptHeader(p), "except"))
			if i := strings.Index(h, " as "); i >= 0 {
				h = h[:i]
			}
			return h != "" && cancellation.MatchString(h) && !strings.Contains(h, "Exception")
		}
	}
	return false
}

// toolList returns the file's tools in source order.
func (c *fileCtx) toolList() []*tool {
	var out []*tool
	for _, t := range c.tools {
		out = append(out, t)
	}
	sort.Slice(out, func(i, j int) bool { return extract.StartByte(out[i].def) < extract.StartByte(out[j].def) })
	return out
}

// inTryBody reports whether n lies in the body of a try statement, where its handlers catch
// what n raises (not in a handler, else or finally).
func inTryBody(try, n *sitter.Node) bool {
	body := extract.Field(try, "body")
	return body != nil && extract.StartByte(body) <= extract.StartByte(n) && extract.EndByte(n) <= extract.EndByte(body)
}

// handler is an except clause of a try statement, as the rules read it.
type handler struct {
	class    string // what it names: "", "Exception", "(KeyError, ValueError)"
	reraises bool   // every path through it raises
	replaces bool   // every path raises a new exception, none the caught one (ownreplaced.go)
	passesOn bool   // every path raises the caught exception itself, none a new one
}

// handlers returns the except clauses of a try statement, read once per try.
func (c *fileCtx) handlers(try *sitter.Node) []handler {
	return memo(&c.tryHandlers, extract.StartByte(try), func() []handler { return c.handlersOf(try) })
}

func (c *fileCtx) handlersOf(try *sitter.Node) []handler {
	var hs []handler
	for i := 0; i < int(extract.NamedChildCount(try)); i++ {
		clause := extract.NamedChild(try, i)
		if extract.Type(clause) != "except_clause" {
			continue
		}
		h := strings.TrimSpace(strings.TrimPrefix(c.exceptHeader(clause), "except"))
		if i := strings.Index(h, " as "); i >= 0 {
			h = h[:i]
		}
		replaces, passesOn := c.clauseFate(clause)
		hs = append(hs, handler{class: h, reraises: c.raisesOnEveryPath(clause), replaces: replaces, passesOn: passesOn})
	}
	return hs
}

// raisesOnEveryPath reports whether what an except clause catches leaves it: its last statement
// always raises, and no path returns before it unless some path raises the caught exception
// itself (a bare `raise`, `raise e` of its `as` name). A clause that returns on one path and
// rewraps on the others (`if status == 404: return ""` then `raise APIError(...) from exc`)
// lets the caught exception out on none: the rewrap is a raise of its own.
func (c *fileCtx) raisesOnEveryPath(clause *sitter.Node) bool {
	block := lastBlock(clause)
	if !c.terminates(lastStatement(block)) {
		return false
	}
	name := ""
	if m := exceptAs.FindStringSubmatch(c.exceptHeader(clause)); m != nil {
		name = m[1]
	}
	returns, rethrows := false, false
	walkScope(block, func(n *sitter.Node) {
		switch extract.Type(n) {
		case "return_statement":
			returns = true
		case "raise_statement":
			v := extract.NamedChild(n, 0)
			rethrows = rethrows || v == nil || (name != "" && extract.Type(v) == "identifier" && string(c.bytesOf(v)) == name)
		}
	})
	return !returns || rethrows
}

// raisedErrors finds raises in tool functions that the SDK turns into isError results
// (rule raisederror). Which raises count, per sdk-catalog.md §5.2 and §6.2 C:
//   - every raise that leaves a tool function uncaught, whatever its class: FastMCP, MCPServer,
//     fastmcp and the 1.x low-level server all turn it into an isError result;
//   - except MCPError / McpError under python-sdk 2.x MCPServer, which is a protocol error
//     (rule protocolerror), UrlElicitationRequiredError, which is always a protocol error by
//     design, and every raise in a 2.x low-level on_call_tool handler (rule protocolerror).
func (c *fileCtx) raisedErrors() []*site {
	var out []*site
	for _, r := range c.raises() {
		if c.classIs(r.class, "UrlElicitationRequiredError") || r.tool.fw == fwLowV2 {
			continue
		}
		if c.classIs(r.class, "McpError", "MCPError") && c.mcpErrorIsProtocol(r.tool) {
			continue
		}
		st := &site{rule: "raisederror", anchor: r.stmt, span: r.stmt, construct: finding.Exception,
			api: r.api, payload: c.raisePayload(r), outcome: finding.IsError, def: r.def()}
		st.related, st.brief = c.callerRelated(r)
		st.reachers = r.reachers
		st.pending = c.afterCall(r.stmt)
		st.server = r.tool.server
		isToolError := c.raisesToolError(r) // toolerrorfactory.go
		st.message = fmt.Sprintf("%s %s: %s sends an isError result with text %s", raiseWhat(r), c.where(r), r.tool.fw, c.wireText(r, isToolError))
		if line, col := c.rewrapOf(r); line > 0 {
			// try: raise X(...) except Exception as e: raise ToolError(...) from e: the client
			// reads the rewrap's message (rewrapcalls.go).
			st.message = fmt.Sprintf("%s %s, which an except clause of its try catches and raises another exception from (see related): %s sends an isError result with that one's message, not this raise's", raiseWhat(r), c.where(r), r.tool.fw)
			st.related = append([]finding.Related{{Line: line, Column: col, Message: "the except clause raises another exception from it"}}, st.related...)
		} else if keys := c.importedToolErrorKeys(r); keys != nil && !isToolError && r.tool.fw == fwJlowin {
			// raise handle_error(e) of another module's factory: its module says whether it
			// returns a ToolError (toolerrorfactory.go).
			st.toolErrorKeys = keys
			st.toolErrorMessage = fmt.Sprintf("%s %s: %s sends an isError result with text %s", raiseWhat(r), c.where(r), r.tool.fw, c.wireText(r, true))
		}
		note := func(s string) {
			st.message += s
			if st.toolErrorMessage != "" {
				st.toolErrorMessage += s
			}
		}
		if n := c.toolNote(r.tool); n != "" {
			note(" (" + n + ")")
		}
		if len(r.tool.server) > 0 {
			note(fmt.Sprintf(" (registered on an instance of the root's server class %s, whose tool override may reword the text)", serverClass(r.tool.server[0])))
		}
		if gs := append(c.guards(r.tool), c.viaGuards(r)...); len(gs) > 0 && st.pending == nil {
			// @handle_exceptions below @mcp.tool(), or on the same-file function the tool calls:
			// the raise stands unless a decorator of the root's catches everything it raises.
			st.pending = &extract.Pending{Keys: gs[0], AnyOf: gs[1:], Unless: extract.Catches, NamedGuards: true}
			// or unless one names the raise's class (narrowguard.go)
			st.pending.RaisedAs, st.pending.RaisedClass = c.raisedClasses(r)
		} else if dec := c.errorDecorator(r.tool.def); dec != "" {
			note(fmt.Sprintf(" (unless the tool's decorator %s, not visible in this file, catches it and returns a value instead)", dec))
		}
		if st.pending == nil {
			st.pending = c.rewrapPending(r.stmt) // registry.go
		}
		c.statusDeadPending(r.stmt, &st.pending) // statuscheck.go
		if c.envPending(r.stmt, &st.pending) {
			continue // the server's start-up requires the variable this raise says is missing
		}
		c.addOrigins(st, r, r.def()) // rewraporigins.go
		out = append(out, st)
	}
	return out
}

// raisePayload classifies the text of a raised exception.
func (c *fileCtx) raisePayload(r raised) payload { return c.raisePayloadAt(r, 0) }

// isExceptionFactory reports whether a raised callee is a function that returns an exception
// (raise handle_error(e)) rather than an exception class: a function defined in this file, or an
// imported name in snake_case.
func (c *fileCtx) isExceptionFactory(callee *sitter.Node) bool {
	if callee == nil || extract.Type(callee) != "identifier" {
		return false
	}
	name := c.text(callee)
	if _, cls := c.classes[name]; cls {
		return false
	}
	if _, def := c.defs[name]; def {
		return true
	}
	return name != "" && name[0] >= 'a' && name[0] <= 'z' && name != "type"
}

func (c *fileCtx) raisePayloadAt(r raised, depth int) payload {
	if r.args == nil {
		if r.class == nil {
			return payload{shape: finding.ProseOnly} // a re-raise: str() of the caught exception
		}
		return payload{shape: finding.Unknown}
	}
	if c.isExceptionFactory(r.class) {
		// raise to_tool_error(e): the message is whatever the factory builds.
		p := payload{shape: finding.Unknown}
		if def := c.localDef(r.args); def != nil && depth < maxDepth {
			shape := finding.Unknown
			for _, v := range c.returnValues(def) {
				if v = unparen(v); extract.Type(v) == "call" {
					shape = merge(shape, c.raisePayloadAt(raised{class: extract.Field(v, "function"), args: v}, depth+1).shape)
				}
			}
			p.shape = shape
		}
		return p
	}
	pos := c.positional(r.args)
	kw, _ := c.arguments(r.args)
	msg := kw["message"]
	if len(pos) > 0 {
		msg = pos[0]
	}
	if msg == nil {
		return payload{shape: finding.ProseOnly}
	}
	if m := unparen(msg); extract.Type(m) == "call" && lastName(c.text(extract.Field(m, "function"))) == "ErrorData" {
		// McpError(ErrorData(code=..., message=...)): the client reads the message.
		if kw, _ := c.arguments(m); kw["message"] != nil {
			msg = kw["message"]
		}
	}
	shape, text := c.textShape(msg, 0)
	return payload{shape: shape, text: text}
}

// wireText describes the text the client reads, per framework (sdk-catalog.md §5.2), for a
// raise of a ToolError or of another exception.
func (c *fileCtx) wireText(r raised, isToolError bool) string {
	switch r.tool.fw {
	case fwFastMCP1, fwMCPServer2:
		return fmt.Sprintf("%q", "Error executing tool "+r.tool.name+": …")
	case fwJlowin:
		if isToolError {
			return "the exception's message, unprefixed"
		}
		return fmt.Sprintf("%q (no detail when mask_error_details is on)", "Error calling tool '"+r.tool.name+"': …")
	case fwLowV1:
		return "str(exception)"
	}
	return "the exception's message"
}

// mcpErrorIsProtocol reports whether a raised MCPError reaches the client as a JSON-RPC error:
// under python-sdk 2.x MCPServer (and the 2.x low-level server).
func (c *fileCtx) mcpErrorIsProtocol(t *tool) bool {
	return t.fw == fwMCPServer2 || t.fw == fwLowV2
}

// errorDecorator names a decorator of a tool, other than its registration, that is named for
// error handling and defined in another file (@handle_exceptions, @tool_errors()): such a
// wrapper may turn a raise into a returned value, which this file cannot see.
func (c *fileCtx) errorDecorator(def *sitter.Node) string {
	dd := extract.Parent(def)
	if dd == nil || extract.Type(dd) != "decorated_definition" {
		return ""
	}
	for i := 0; i < int(extract.NamedChildCount(dd)); i++ {
		d := extract.NamedChild(dd, i)
		if extract.Type(d) != "decorator" || extract.NamedChildCount(d) == 0 {
			continue
		}
		e := extract.NamedChild(d, 0)
		if extract.Type(e) == "call" {
			e = extract.Field(e, "function")
		}
		name := lastName(c.text(e))
		if extract.Type(e) == "identifier" && c.defs[name] == nil && errorHelperName.MatchString(name) {
			return "@" + name
		}
	}
	return ""
}

// frameworkNote says which version an outcome assumed, when the manifests did not say.
func (c *fileCtx) frameworkNote(fw framework) string {
	switch fw {
	case fwJlowin:
		if c.sdk.fastmcpVersion == "" {
			return c.sdk.fastmcpNote()
		}
	case fwUnknown:
		return "server class not visible in this file; every Python MCP server turns an uncaught raise into an isError result"
	default:
		if c.sdk.mcpVersion == "" {
			return c.sdk.mcpNote()
		}
	}
	return ""
}

// afterCall returns, for a raise that follows a call statement of a function of the root
// (handle_error(e); raise), or a statement that ends in one on every way it does not return or
// raise (deadafter.go), the condition that the call may return: when the callee always raises,
// the raise after it never runs.
func (c *fileCtx) afterCall(stmt *sitter.Node) *extract.Pending {
	if _, k := c.endingBefore(stmt); k != "" {
		return &extract.Pending{Keys: c.keysOf(k), Unless: extract.AlwaysRaises}
	}
	return nil
}

// raiseWhat describes a raise for messages: "raise ToolError" or "bare raise".
func raiseWhat(r raised) string {
	if r.class == nil && r.caughtName != "" {
		return "re-raise of the caught " + r.caughtName
	}
	if r.class == nil {
		return "re-raise of the caught exception"
	}
	return "raise " + r.api
}

// def is the function the raise statement is written in.
func (r raised) def() *sitter.Node {
	if r.via != nil {
		return r.via
	}
	return r.tool.def
}

// where says where a raise is, for messages.
func (c *fileCtx) where(r raised) string {
	if r.via != nil {
		return fmt.Sprintf("in %s (called from tool %s)", c.funcName(r.via), r.tool.name)
	}
	return "in tool " + r.tool.name
}
