package typescript

import (
	"path"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// importBinding is what a local name was imported as.
type importBinding struct {
	module string // the module specifier as written
	name   string // the exported name; "*" for a namespace or a whole require(), "default"
}

// regKind says what a registered handler answers.
type regKind int

const (
	regTool     regKind = iota + 1 // McpServer.registerTool / tool callback: throws become isError
	regFastMCP                     // punkpeye fastmcp addTool execute: throws become isError
	regLowLevel                    // Server.setRequestHandler(CallToolRequestSchema): throws are protocol errors
	regTable                       // a tool table's handler, dispatched by the project (tables.go)
	regOther                       // resource, prompt and other request handlers: not tool results
)

// registration is one handler registered with an SDK.
type registration struct {
	kind   regKind
	api    string       // "McpServer.registerTool", "FastMCP.addTool", "Server.setRequestHandler"
	tool   string       // the tool name, when the registration names it
	call   *sitter.Node // the registering call
	config *sitter.Node // the tool's config object, when there is one
	fn     *sitter.Node // the handler function
	// delegate is set on the registration of a same-file function whose result a handler returns
	// as its own (`return handleCall(request)`); shielded when that call sits in a try with a
	// catch, so that the function's throws do not reach the SDK.
	delegate, shielded bool
	// wrapped is set when the project's code stands between the handler and the SDK (a wrapper
	// call, a tool table's dispatcher) and builds the result from what the handler returns: a
	// returned string becomes the text of a success.
	wrapped bool
	// via is the other place of the file that makes the function a tool, for related: a tool
	// table's entry, or the registration inside the project's registration function.
	via    *sitter.Node
	viaMsg string
	// derived marks a registration that no SDK call makes (a table entry, a registration
	// function's callback, their delegates): the inventory does not see it (locateSite).
	derived bool
	// shieldKeys, for a callback handed to a wrapper of another module (`server.tool(name,
	// desc, shape, createToolHandler(async (data) => ...))`), name the wrapper's catch of that
	// argument (shieldKey): when the wrapper runs it only inside a try that answers, nothing the
	// callback throws reaches the SDK (wrappedshield.go).
	shieldKeys []string
	// validated marks a derived registration whose callback the SDK still runs with the
	// arguments it parsed with the schema the call gives where its tool overloads take it: a
	// registration method of a subclass of McpServer (subclassreg.go, validated.go).
	validated bool
	// unkinded marks a tool module's handler (moduletools.go): a tool whose registry the scan
	// cannot see, so that its returns are the tool's results and its throws reach no kind of
	// tool (neither an isError result nor a protocol error can be told).
	unkinded bool
}

// isToolKind reports whether the handler answers tools/call.
func (r *registration) isToolKind() bool {
	return r != nil && (r.kind == regTool || r.kind == regFastMCP || r.kind == regLowLevel || r.kind == regTable)
}

// file is one parsed file with what every rule needs to resolve names.
type file struct {
	*extract.File
	*parents
	root    *sitter.Node
	queries *compiled
	matched map[string][]match // the matches of each query file run so far
	err     error              // the first query set that failed to compile
	lang    finding.Lang
	modPath string // Path without its extension: the key prefix of its helpers

	// What classes a function may throw (caughtclass.go, throwclass.go).
	classWalk     map[uintptr]bool         // the functions whose classes are being walked (functionClasses)
	classDone     map[uintptr]classesDone  // per class set, the functions walked into it (functionClasses)
	deferring     bool                     // whether calls of other modules defer their classes
	deferredCalls [][]string               // the calls deferred so far
	filled        map[uintptr]*sitter.Node // getters the start-up fills -> their first statement (startfill.go)
	filledVar     map[uintptr]string       // getters the start-up fills -> the variable they fill

	imports       map[string]importBinding
	decls         map[string][]*sitter.Node // name -> function declarations, declarators, methods
	proxies       *[]throwingProxy          // the file's throwing proxies, once read (proxies.go)
	returnedRejs  *[]returnedReject         // the rejects of returned promises, once read (returnedrejects.go)
	regs          []*registration
	regByFn       map[uintptr]*registration
	escapes       map[uintptr]bool                 // escapesTries, by call
	declaredIn    map[*sitter.Node]map[string]bool // class body -> its methods' names (bodyDeclaresMethod)
	foreign       []foreignTool                    // handlers registered here and defined in another module
	texted        []wrappedTool                    // handlers of another module handed to a factory of another (textwrapped.go)
	jsoned        []wrappedTool                    // table entries' functions handed to a factory that serializes them (jsonwrapped.go)
	tableJSONed   []extract.Summary                // exported tables' entries' markers (jsonwrapped.go)
	regFuncs      []regFunction                    // registration functions for other modules (importedreg.go)
	xreg          *xregVariant                     // how this run registers other modules' callbacks (importedreg.go)
	fromOf        map[uintptr]string               // function -> the key its code runs under (fromKey)
	keyFns        map[string]*sitter.Node          // key -> the function fromKey found it of, first found
	catches       map[argSlot]argCaught            // a function's parameter -> whether it catches what a callback there throws (argCatch)
	neverRun      map[argSlot]bool                 // a function's parameter -> whether the function never runs it (neverRuns)
	classOf       map[classKey]*sitter.Node
	callers       map[string]bool              // the keys calls leave from (calls), to name them in summaries
	libCalls      map[string]*sitter.Node      // key -> a call of the function to no function of the root
	raiseFwds     map[string][]extract.Forward // key -> its unguarded calls of the root\'s functions
	tableSums     []extract.Summary            // the tables the module exports, as summaries (registries.go)
	lookups       map[string]bool              // names bound to a lookup in a registry (lookupNames)
	dispatched    map[uintptr][][]string       // callee -> dispatchKeys, once computed
	calledLookups map[string]bool              // names bound to a call with one computed argument (dispatchcross.go)
	entryFns      []*sitter.Node               // registry entries written in their table that other modules call (dispatchcross.go)
	hints         []uint32                     // offsets of failure words (hintIn)
	keyed         []*sitter.Node               // keyedFunctions, once computed
	built         map[uintptr][]int            // function -> builtParams
	returns       map[uintptr][]*sitter.Node   // function -> its returned values (returnedValuesOf)
	resultFns     map[uintptr]bool             // function -> whether a return of it is a built result (buildsResult)
	handedOut     map[uint32]bool              // offsets of factories' returned members (handedOutAt)
	textItems     map[uintptr]textItem         // function -> the text item it builds (textItemParam)
	returnAt      []uint32                     // offsets of "return" (mayHoldReturn)
	tries         *tries                       // the try index (caughtQuietly)
	classes       map[string]bool              // the class names a receiver may have (classNames)
	classDecls    map[string]*sitter.Node      // the classes the file declares, by name (classDeclaration)
	scopes        map[uintptr]*sitter.Node     // declaration -> its scope (scopeOf)
	spansOf       map[string][]declSpan        // name -> the spans of its declarations (declSpans)
	holdsClass    map[string]bool              // mayHoldClass, by name
	defaulted     map[uintptr]*sitter.Node     // binary expression -> defaultedNew
	memberClasses map[typeMember]*sitter.Node  // a type's member -> its class (memberTypeClass)
	tables        int                          // mayDefineToolTables: 0 unknown, 1 no, 2 yes
	annotates     int                          // annotatesClass: 0 unknown, 1 no, 2 yes
	keys          map[uintptr]string           // function -> its key (keyOf)
	hooks         *[]clientHook                // the clients' request hooks, once read (middleware.go)
	names         map[uintptr]string           // function -> its name (functionName)
	throwing      map[uintptr]bool             // function -> throwsOut, once asked (true while asked: a cycle may throw)
	byName        map[string]string            // a method's key -> the key of its name alone (keyOfFunction)
	// memberVals holds each object's members by name, read once (memberValue).
	memberVals map[uintptr]map[string]*sitter.Node
	// memberFns holds the functions the members of exported object literals hold (memberHandlers).
	memberFns *[]memberHandler
	pending   []extract.Pending
	envs      *envGuarantees // what the start-up code requires of the environment (invariants.go)
	absTests  int            // whether the source says isAbsolute: 0 not asked yet, 1 no, 2 yes (cannotRun)

	needle  bool // holds a needle of the prefilter (hasNeedle)
	usesSDK bool // imports an @modelcontextprotocol package
	// sdkPin is the version an npm: specifier of @modelcontextprotocol/sdk names (Deno:
	// "npm:@modelcontextprotocol/sdk@1.29.0/server/mcp.js"), or "".
	sdkPin       string
	usesV2       bool // imports an SDK v2 package (@modelcontextprotocol/server, core, ...)
	usesFastMCP  bool // imports punkpeye fastmcp
	usesToolHost bool // imports a package of another tool host (toolHosts)

	// rethrows are the summaries of the catch-all rethrows that wait to name other modules'
	// throws (rethrowPending).
	rethrows []extract.Summary
	// effectSums are the summaries of the Effect catches that wait to name other modules'
	// failures (effectCatchPending).
	effectSums []extract.Summary

	made map[string]bool // answers computed once per file (memo, ownvalues.go)

	params *paramState // what the file's calls hand to parameters (paramflow.go)

	// droppedIn holds the result objects whose isError droppedflag reports inside them
	// (droppedowner.go): softerror leaves them to that rule.
	droppedIn map[uintptr]bool

	types map[string][]*sitter.Node // the file's interfaces and object types by name (typemembers.go)

	membersOf map[uintptr]members // object -> its members, once read (members)
}

// isSDKModule reports whether a module specifier names an official MCP SDK package.
func isSDKModule(m string) bool { return strings.HasPrefix(m, "@modelcontextprotocol/") }

// isV2Module reports whether a module specifier names a TypeScript SDK v2 package.
func isV2Module(m string) bool {
	return isSDKModule(m) && !strings.HasPrefix(m, "@modelcontextprotocol/sdk")
}

// isFastMCPModule reports whether a module specifier names punkpeye's fastmcp.
func isFastMCPModule(m string) bool { return m == "fastmcp" || strings.HasPrefix(m, "fastmcp/") }

// indexQueries are the query files every file needs: they run together, in one pass, with the
// rules' queries the file's bytes foresee.
var indexQueries = []string{qImports, qBindings, qTools, qCalls, qFunctions, qTries}

// foreseenQueries returns the rules' query files that a file may need, judged before the index
// is built, so that they join the index queries' pass. Each is implied by
// the rule's own condition (ruleQueries), decided once the index is built; a query that was
// not foreseen would run in a second pass. raisederror, softerror and protocolerror always join:
// almost every file that reaches the rules holds "throw" and "tool", their patterns match only
// throws and returns, and each other combination of files is one more query to compile per
// dialect (some 45 ms of CPU each: protocolerror joined only where a low-level handler was
// foreseen, which made 7 sets to compile on /work/real where 5 do). errorresult never joins: it
// matches every object member, so it is wanted only where "isError" is written
// (mayBuildErrorResults, 114 of the TypeScript files of /work/real), and joined there it made a
// second set of all the queries to compile per dialect (some 380 M instructions, as much as a
// second walk of 3 MiB of trees); it runs alone, in a second pass, on those files. tables
// (tool tables, indexRegistrations, which reads it only where mayDefineToolTables) always joins:
// on the bench corpus its byte test passes on 264 of the 358 TypeScript files parsed, 5.0 of
// their 5.4 MiB, where a pass of its own walked each tree a second time, and joining it only
// there would double the query sets to compile.
func foreseenQueries() []string {
	return []string{qRaisedError, qSoftError, qProtocolError, qTables}
}

func newFile(f *extract.File, qs *compiled) (*file, error) { return newFileVariant(f, qs, nil) }

// newFileVariant is newFile for a run that registers the callbacks the file hands to other
// modules' registration functions as v says (importedreg.go); nil for none.
func newFileVariant(f *extract.File, qs *compiled, v *xregVariant) (*file, error) {
	root := f.Tree.RootNode()
	ff := &file{File: f, root: root, parents: newParents(root), queries: qs, matched: map[string][]match{},
		imports: map[string]importBinding{}, decls: map[string][]*sitter.Node{},
		regByFn: map[uintptr]*registration{}, fromOf: map[uintptr]string{}, keyFns: map[string]*sitter.Node{}, catches: map[argSlot]argCaught{},
		classOf: map[classKey]*sitter.Node{}, callers: map[string]bool{}, scopes: map[uintptr]*sitter.Node{},
		keys: map[uintptr]string{}, byName: map[string]string{}, holdsClass: map[string]bool{}, libCalls: map[string]*sitter.Node{},
		raiseFwds: map[string][]extract.Forward{}, built: map[uintptr][]int{}}
	ff.lang = finding.JavaScript
	if f.Dialect == extract.TypeScriptDialect || f.Dialect == extract.TSXDialect {
		ff.lang = finding.TypeScript
	}
	if v != nil && v.base != nil {
		// Another run over the same tree: the matches are the tree's, and so are the parents
		// and the answers kept with them (parents.go), which read nothing but the tree and the
		// source: the base run's answers are the variant's, and what a run adds the next ones
		// reuse.
		ff.parents = v.base.parents
		for q, ms := range v.base.matched {
			ff.matched[q] = ms
		}
	}
	ff.modPath = strings.TrimSuffix(f.Path, path.Ext(f.Path))
	ff.needle = hasNeedle(f.Src)
	if err := ff.runQueries(append(foreseenQueries(), indexQueries...)...); err != nil {
		return nil, err
	}
	ff.indexImports()
	ff.indexBindings()
	ff.indexRegistrations()
	ff.indexRegistrationFunctions()
	ff.xreg = v
	ff.indexImportedRegistrations()
	ff.indexDelegates()
	ff.indexDispatch()
	return ff, nil
}

// runQueries runs the named query files that have not run yet on the file, in one pass.
func (f *file) runQueries(names ...string) error {
	var todo []string
	for _, n := range names {
		if _, done := f.matched[n]; !done {
			todo = append(todo, n)
		}
	}
	if len(todo) == 0 {
		return nil
	}
	s, err := f.queries.set(f.Dialect, todo)
	if err != nil {
		return err
	}
	for n, ms := range s.run(f.root, f.Src) {
		f.matched[n] = ms
	}
	return nil
}

// matches returns the matches of a query file, running it now when no pass has. Extract runs
// the rules' queries in one pass beforehand, so this runs a query alone only when a rule asks
// for one that was not foreseen. A query that fails is recorded in f.err (Extract returns it).
func (f *file) matches(name string) []match {
	if _, done := f.matched[name]; !done {
		if err := f.runQueries(name); err != nil && f.err == nil {
			f.err = err
		}
	}
	return f.matched[name]
}

func (f *file) indexImports() {
	var dynamic []match
	for _, m := range f.matches(qImports) {
		src, pin := registryModule(text(m[capSource], f.Src)) // Deno's npm: specifiers (denomodules.go)
		if src == "" {
			continue
		}
		if isDynamicImport(m) {
			dynamic = append(dynamic, m) // bound after the static ones, which they never replace
			continue
		}
		switch {
		case isSDKModule(src):
			f.usesSDK = true
			f.usesV2 = f.usesV2 || isV2Module(src)
			if pin != "" && strings.HasPrefix(src, depSDKv1+"/") {
				f.sdkPin = pin
			}
		case isFastMCPModule(src):
			f.usesFastMCP = true
		case isToolHostModule(src):
			f.usesToolHost = true
		}
		name, alias := m[capName], m[capAlias]
		switch {
		case name != nil && extract.Type(name) == "object_pattern":
			f.bindPattern(name, src)
		case name != nil:
			imported := propertyName(name, f.Src)
			local := imported
			if alias != nil {
				local = extract.Content(alias, f.Src)
			}
			f.imports[local] = importBinding{module: src, name: imported}
		case alias != nil:
			what := "*"
			if site := m[capSite]; site != nil && extract.Type(site) == "import_statement" && !strings.Contains(extract.Content(site, f.Src), "*") {
				what = "default"
			}
			f.imports[extract.Content(alias, f.Src)] = importBinding{module: src, name: what}
		}
	}
	if len(dynamic) > 0 {
		f.indexDynamicImports(dynamic)
	}
}

// bindPattern records `const { A, B: C } = require(src)`.
func (f *file) bindPattern(p *sitter.Node, src string) {
	f.patternBindings(p, src, func(local string, b importBinding) { f.imports[local] = b })
}

// patternBindings calls bind with each local name a destructuring pattern of a module's
// exports binds, and the export it names.
func (f *file) patternBindings(p *sitter.Node, src string, bind func(string, importBinding)) {
	for i := 0; i < int(extract.NamedChildCount(p)); i++ {
		c := extract.NamedChild(p, i)
		switch extract.Type(c) {
		case "shorthand_property_identifier_pattern":
			n := extract.Content(c, f.Src)
			bind(n, importBinding{module: src, name: n})
		case "pair_pattern":
			k := propertyName(extract.Field(c, "key"), f.Src)
			if v := extract.Field(c, "value"); v != nil && extract.Type(v) == "identifier" && k != "" {
				bind(extract.Content(v, f.Src), importBinding{module: src, name: k})
			}
		}
	}
}

func (f *file) indexBindings() {
	for _, m := range f.matches(qBindings) {
		name, site := m[capName], m[capSite]
		if name == nil || site == nil {
			continue
		}
		n := extract.Content(name, f.Src)
		f.decls[n] = append(f.decls[n], site)
	}
}

// imported returns the exported name and module a local name (or `ns.Name`) was imported as.
func (f *file) imported(n *sitter.Node) (importBinding, bool) {
	n = unwrap(n)
	if n == nil {
		return importBinding{}, false
	}
	switch extract.Type(n) {
	case "identifier":
		b, ok := f.imports[extract.Content(n, f.Src)]
		return b, ok
	case "member_expression":
		obj := extract.Field(n, "object")
		if obj == nil || extract.Type(obj) != "identifier" {
			return importBinding{}, false
		}
		b, ok := f.imports[extract.Content(obj, f.Src)]
		if !ok || (b.name != "*" && b.name != "default") {
			return importBinding{}, false
		}
		return importBinding{module: b.module, name: text(extract.Field(n, "property"), f.Src)}, true
	}
	return importBinding{}, false
}

// sdkName returns the SDK export a name resolves to ("McpError"), or "" when it does not
// resolve to an @modelcontextprotocol package.
func (f *file) sdkName(n *sitter.Node) string {
	if b, ok := f.imported(n); ok && isSDKModule(b.module) {
		return b.name
	}
	return ""
}

// fastmcpName returns the punkpeye fastmcp export a name resolves to, or "".
func (f *file) fastmcpName(n *sitter.Node) string {
	if b, ok := f.imported(n); ok && isFastMCPModule(b.module) {
		return b.name
	}
	return ""
}

// resolve returns the declaration of name visible at `at`: the function declaration, variable
// declarator or method in the innermost enclosing scope, the latest one before `at` on ties.
func (f *file) resolve(name string, at *sitter.Node) *sitter.Node {
	ds := f.decls[name]
	if len(ds) == 0 {
		return nil
	}
	spans := f.declSpans(name, ds)
	start, end := extract.StartByte(at), extract.EndByte(at)
	var best *sitter.Node
	bestDepth := -1
	for i, d := range ds {
		s := spans[i]
		depth := 0
		if s.scoped {
			if start < s.start || end > s.end {
				continue // at is not inside the scope
			}
			depth = int(s.start) + 1
		}
		if depth > bestDepth || depth == bestDepth && s.decl <= start {
			best, bestDepth = d, depth
		}
	}
	return best
}

// declSpan is where a declaration is visible (resolve): the range of its scope, unless it is
// the program's, and where the declaration starts.
type declSpan struct {
	scoped     bool
	start, end uint32
	decl       uint32
}

// declSpans returns the spans of a name's declarations ds, in their order, computed once per
// name: resolve asks at every use of a name, and a common one (`result`, `error`) may have
// tens of declarations, each of whose ranges tree-sitter would otherwise be asked again.
func (f *file) declSpans(name string, ds []*sitter.Node) []declSpan {
	if ss, ok := f.spansOf[name]; ok && len(ss) == len(ds) {
		return ss
	}
	ss := make([]declSpan, len(ds))
	for i, d := range ds {
		ss[i].decl = extract.StartByte(d)
		if scope := f.scopeOf(d); scope != nil {
			ss[i] = declSpan{scoped: true, start: extract.StartByte(scope), end: extract.EndByte(scope), decl: ss[i].decl}
		}
	}
	if f.spansOf == nil {
		f.spansOf = map[string][]declSpan{}
	}
	f.spansOf[name] = ss
	return ss
}

// scopeOf returns the block a declaration is visible in (nil for the program).
func (f *file) scopeOf(d *sitter.Node) *sitter.Node {
	if s, ok := f.scopes[d.ID()]; ok {
		return s // declarations are few, and resolve asks for theirs at every use
	}
	var out *sitter.Node
	for p := f.parent(d); p != nil; p = f.parent(p) {
		switch extract.Type(p) {
		case "statement_block", "class_body", "switch_body":
			out = p
		case "program":
		default:
			if !f.parents.isFunction(p) || same(p, d) {
				continue
			}
			out = p
		}
		break
	}
	f.scopes[d.ID()] = out
	return out
}

// valueOf returns the value a local identifier is bound to (a declarator's initializer, or a
// function declaration itself), following at most a few aliases.
func (f *file) valueOf(n *sitter.Node) *sitter.Node {
	for i := 0; i < 4 && n != nil; i++ {
		n = unwrap(n)
		if t := extract.Type(n); t != "identifier" && t != "shorthand_property_identifier" {
			return n
		}
		d := f.resolve(extract.Content(n, f.Src), n)
		if d == nil {
			return nil
		}
		switch extract.Type(d) {
		case "variable_declarator":
			n = extract.Field(d, "value")
		default:
			return d
		}
	}
	return nil
}

// isConstTrue reports whether an identifier is bound by a const declaration to true.
func (f *file) isConstTrue(id *sitter.Node) bool {
	d := f.resolve(extract.Content(id, f.Src), id)
	if d == nil || extract.Type(d) != "variable_declarator" {
		return false
	}
	if !f.isConstDecl(d) {
		return false
	}
	return isTrue(extract.Field(d, "value"), f.Src)
}

// functionValue resolves a handler argument to the function it denotes: a function literal, a
// local function by name, a method by reference (`this.m`, `obj.m`, methodrefs.go), either bound
// (`this.m.bind(this)`), or the function argument of a wrapper call such as withAuth(fn).
func (f *file) functionValue(n *sitter.Node, depth int) *sitter.Node {
	n = unwrap(n)
	if n == nil || depth > 3 {
		return nil
	}
	if f.parents.isFunction(n) {
		return n
	}
	switch extract.Type(n) {
	case "identifier":
		v := f.valueOf(n)
		if v != nil && f.parents.isFunction(v) {
			return v
		}
		if v = unwrap(v); v != nil && (extract.Type(v) == "member_expression" || boundFunction(v, f.Src) != nil) {
			return f.functionValue(v, depth+1) // `const handle = this.handle.bind(this)`
		}
	case "member_expression":
		return f.methodReference(n)
	case "call_expression":
		if b := boundFunction(n, f.Src); b != nil {
			return f.functionValue(b, depth+1)
		}
		if args := extract.Field(n, "arguments"); args != nil {
			for i := int(extract.NamedChildCount(args)) - 1; i >= 0; i-- {
				if fn := f.functionValue(extract.NamedChild(args, i), depth+1); fn != nil {
					return fn
				}
			}
		}
	}
	return nil
}

// topDeclarators returns the variable declarators of the file's top-level let and const
// declarations, exported or not (`export const tools = [...]`, `let server = ...`).
func (f *file) topDeclarators() []*sitter.Node {
	var out []*sitter.Node
	for i := 0; i < int(extract.NamedChildCount(f.root)); i++ {
		st := extract.NamedChild(f.root, i)
		if extract.Type(st) == "export_statement" {
			st = extract.Field(st, "declaration")
		}
		if st == nil || extract.Type(st) != "lexical_declaration" {
			continue
		}
		for j := 0; j < int(extract.NamedChildCount(st)); j++ {
			if d := extract.NamedChild(st, j); extract.Type(d) == "variable_declarator" {
				out = append(out, d)
			}
		}
	}
	return out
}

// isConstDecl reports whether a variable declarator belongs to a const declaration
// (`const x = ...`, exported or not; not let or var).
func (f *file) isConstDecl(d *sitter.Node) bool {
	p := f.parent(d)
	return p != nil && extract.Type(p) == "lexical_declaration" && p.Child(0) != nil && extract.Type(p.Child(0)) == "const"
}

// srcHas reports whether the file's source holds tok (parents.srcHas).
func (f *file) srcHas(tok string) bool { return f.parents.srcHas(f.Src, tok) }
