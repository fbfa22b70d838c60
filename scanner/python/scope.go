package python

import (
	"cmp"
	"path"
	"slices"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// fileCtx is everything the rules know about one file: its tree, what its names refer to, the
// server instances it creates and the functions that handle tool calls.
type fileCtx struct {
	f       *extract.File
	src     []byte
	root    *sitter.Node
	queries passes
	// sited is mayHaveSite of the source, read once: Extract, runPass and flagsTested ask it.
	sited bool

	// names maps a local name to the dotted name it was imported as: "R" -> "mcp.types.CallToolResult",
	// "t" -> "mcp.types", "tool_error" -> ".errors.tool_error" (relative imports keep their dots).
	names map[string]string
	// wildcards are the modules imported with "from m import *".
	wildcards []string
	// classes maps a class defined in this file to the dotted names of its superclasses.
	classes map[string][]string
	// defs maps the name of each function defined at module level (or "Class.method") to its node.
	defs map[string]*sitter.Node
	// tools maps a function_definition's start byte to the tool it implements.
	tools map[uint32]*tool
	// mcpEvidence reports whether the file imports anything from an MCP SDK or framework.
	mcpEvidence bool
	// modKey is the module's key for helper linking (see helperKey); modID its id in
	// cross-file keys (see xkeys.go).
	modKey, modID string
	sdk           sdkVersions
	// raised caches raises(): raisederror and protocolerror both read it.
	raised *[]raised
	// outputSchemas caches toolsWithOutputSchema.
	outputSchemas map[string]bool
	// lineStarts caches the source's line starts (lines); importedWords where the source spells
	// each imported name (wordsSpelled).
	lineStarts    lineStarts
	importedWords map[string][][2]int
	// matches caches each query's matches: several rules read the same facts.
	matches map[string][]match
	// returns caches each function's returned expressions (see returnValues).
	returns map[uint32][]*sitter.Node
	// toolSpans are the byte ranges of the tools' functions; toolOfs caches toolOf.
	toolSpans [][2]uint32
	toolOfs   map[*sitter.Node]*tool
	// registrations are the summaries of tools this file registers and other files define.
	registrations []extract.Summary
	// removals are the summaries of the file's removals of tools (removals.go).
	removals []extract.Summary
	// regEdges are the edges from the registering code to those tools (see registerForeign).
	regEdges []extract.Call
	// regWrappers holds, by start byte, the functions a registration of the file hands its
	// tool through (mcp.tool()(guarded(search)), wrapreg.go).
	regWrappers map[uint32]bool
	// registering are the keys of the decorators (and factories) whose registration hands the
	// server what they decorate (paramreg.go): they run when a tool is registered, not called.
	registering map[string]bool
	// dispatched are the tools' calls of a method of registry handlers, with the keys of the
	// methods each reaches (registry.go); rewraps the summaries of the raises in except clauses
	// whose findings name what their try's callees raise (registry.go, rewraporigins.go);
	// raiseFwds the calls that pass on their callee's raises, by the key of the function they
	// are in (rewraporigins.go).
	dispatched []dispatchedCall
	// registryNames maps a class expression whose instance a registry dictionary holds (by its
	// start) to the tool name, the key, it is held under (builtreg.go).
	registryNames map[uint32]string
	// wantedOverrides holds the method keys of classes whose overrides an element's call names
	// (elements.go).
	wantedOverrides map[string]bool
	rewraps         []extract.Summary
	raiseFwds       map[string][]extract.Forward
	// params caches callParams, by the function's byte range.
	params map[[2]uint32][]param
	// bound caches bindings, by the function's byte range.
	bound map[[2]uint32]map[string][]*sitter.Node
	// bodySites caches tryBodySites, by the try body's byte range.
	bodySites map[[2]uint32][]bodySite
	// enclosingDefs caches enclosingDef, by node.
	enclosingDefs map[*sitter.Node]*sitter.Node
	// deadByOwn caches deadByOwnTests, by statement: cannotRun, returnFacts and reachedProblems
	// ask it of the same return or raise (raisedAt runs again for every fn that reaches it).
	deadByOwn map[*sitter.Node]bool
	// superInits caches, by top-level class, whether its __init__ calls super().__init__
	// (extendsInit).
	superInits map[string]bool
	// scopeDefs holds, by a function's start, the functions defNamed finds in its scope.
	scopeDefs map[uint32]map[string]*sitter.Node
	// predicates caches predicateOf, by the function's start byte.
	predicates map[uint32]predicate
	// skips caches raiseSkips, by the start bytes of the raise and its function.
	skips map[[2]uint32][]string
	// guardStmts caches each block's guard statements (see blockGuards), by its byte range.
	guardStmts map[[2]uint32][]*sitter.Node
	// tryHandlers caches what each try statement's except clauses name (see handlers).
	tryHandlers map[uint32][]handler
	// classNames caches enclosingClassName, fnKeys fnKey, by the function's start byte.
	classNames, fnKeys map[uint32]string
	// readied caches readiedAttrs, by class name (lifespanready.go).
	readied map[string]map[string]bool
	// fns caches functions().
	fns []function
	// built caches builds, by the function's start byte (nil while it is being computed).
	built map[uint32]*extract.Builds
	// mayTargets caches mayTarget; objClasses caches classOf for a variable, by function and name.
	mayTargets map[mayKey]bool
	objClasses map[mayKey]string
	// globalClasses caches globalClass, by name: every function of a module may read one.
	globalClasses map[string]string
	// added caches callsAdded, by function start and parameter position: every call of the
	// file that hands a parameter on asks it (adderSums).
	added map[[2]uint32]bool
	// paramNamesOf caches paramNames, by function start; callers never write into it.
	paramNamesOf map[uint32][]string
	// altModules maps the module id of a one-component import to its other candidates.
	altModules map[string][]string
	// altKeys maps the key of a call name.attr(...) of an imported name to the other keys it may
	// have: name an object of its module (objects.go), name.func a decorated function (unwrapped.go).
	altKeys map[string][]string
	// paramIndexes maps the prefix of the keys of what a parameter holds to its position
	// (paramobjects.go).
	paramIndexes map[string]int
	// leaving caches leavingRaises by the function's start byte.
	leaving map[uint32][]raised
	// softs caches the softerror verdict of each returned expression, by its start byte.
	softs map[uint32]soft
	// idx is the scope index (scopeidx.go), built on first use.
	idx *scopeIndex
	// argLists caches passedArgs, by the call's node ID.
	argLists map[uintptr][]passedArg
	// initAssigns caches selfAssigns, by class.
	initAssigns map[string]map[string]selfAssign
	// selfAttrs caches, per class, the class of each self.<attr> (see classAttrs).
	selfAttrs map[string]map[string]string
	// readOnly caches onlyRead, by module-level name (keytable.go).
	readOnly map[string]bool
	// wrapperAnswers caches wrapperCatches, by the start of the decorator or wrapper factory
	// (guards.go).
	wrapperAnswers map[uint32]wrapperAnswer
	// tableRegs caches tableRegistrar, by the start of the registering method; tableTools
	// holds, by a method's start, the call that hands it to a base's registering method
	// (self.add_tool(self.wind_reel), tabletools.go).
	tableRegs  map[uint32]tableReg
	tableTools map[uint32]string
	// moduleBindCount remembers moduleBinds, and localProtocols localProtocol, by name.
	localProtocols  map[string]bool
	moduleBindCount map[string]int
	// factories caches builtClass: the class a staticmethod or classmethod builds, by its start.
	factories map[uint32]string
	// topClasses holds the names of the classes the module defines at its top level, and
	// classDefs their definitions in source order (collectDefs).
	topClasses map[string]bool
	classDefs  []*sitter.Node
	// allowProtocols and allowAnnotated, while positive, let annotationClass name a Protocol
	// class of this file and saysNoClass pass a parameter annotated with a class (protocolnames.go).
	allowProtocols, allowAnnotated int
	// paramDefaults maps the key of a call of a parameter to the function of the file that the
	// parameter's default names (paramCallValue).
	paramDefaults map[string]string
	// catchSums are the summaries that stand for the tries of the file's dispatchers that
	// answer what their handlers raise (importedtable.go).
	catchSums []extract.Summary
	// coroTests is whether the file spells iscoroutinefunction: 0 not asked, 1 no, 2 yes
	// (testsCoroutines).
	coroTests int8
	// envs caches what the file's start-up code requires of the environment (invariants.go).
	envs *envGuarantees
	// rebound caches the names some function declares global or nonlocal (see reassigned).
	rebound map[string]bool
	// attrBound caches the values assignments of the file give attributes (attrAssigned);
	// attrAlts collects the other values a rebound class attribute may have, and attrOverride
	// holds the one a retry loop is tried with (deadloop.go).
	attrBound    map[string][]*sitter.Node
	attrAlts     map[string][]int
	attrOverride map[string]int
	// attrLeast holds, for an attribute that only assignments of max(N, ...) bind, the least
	// value N it may have; the retry loop reads the attribute as symBase (deadloop.go).
	attrLeast map[string]int
	// subclassBods caches subclassBodies: the bodies of the file's classes, by the last part of
	// each base they name; nil until first asked (deadloop.go).
	subclassBods map[string][]*sitter.Node
	// envBytes and absBytes cache whether the source names the environment (environ, getenv)
	// and an absolute-path test (isabs, is_absolute): 0 not yet read, 1 no, 2 yes.
	envBytes, absBytes int8
	// lifespanBytes, lifespanCtxBytes and yieldBytes cache, the same way, whether it holds
	// "lifespan", "lifespan_context" and "yield" (lifespan.go, lifespanready.go ask per call).
	lifespanBytes, lifespanCtxBytes, yieldBytes int8
	// globalBytes caches whether it holds "global", and readyGlobals readiedGlobals
	// (globalready.go).
	globalBytes  int8
	readyGlobals map[string]bool
	// bindAt are the offsets of the file's binding tokens, read once (bindTokens) when bindRead.
	bindAt   tokenAt
	bindRead bool
	// startupBytes caches whether the source holds a word of initMessage, and reachedDefs
	// toolReached (startupready.go; nil until read).
	startupBytes int8
	reachedDefs  map[uint32]bool
	// runCalls caches serverCalls (nil until read).
	runCalls *[]*sitter.Node
	// dels caches deleteStmts, by the function's start byte.
	dels map[uint32][]*sitter.Node
	// tested caches mayBeTested, by function and name (argguards.go).
	tested map[testedKey]bool
	// caches holds the functions that fill a module variable on their first call, by the
	// function's start byte (startcache.go; nil until read).
	caches map[uint32]*cacheFill
	// enumBytes caches whether the source holds "enum", as envBytes; lowSchemas caches
	// lowToolSchemas (lowenum.go; nil until read).
	enumBytes  int8
	lowSchemas map[string]*lowSchema
	// requiredBytes caches whether the source holds "required" (lowrequired.go).
	requiredBytes int8
	// lowHandlers caches lowValidated's reading of a function, by its start byte (lowenum.go).
	lowHandlers map[uint32]lowHandler
	// literalBytes caches whether the source holds "Literal" (literalchain.go).
	literalBytes int8
	// contextBytes caches whether the source holds "Context" (ctxparam.go).
	contextBytes int8
}

// tool is a function the SDK calls for a tools/call request.
type tool struct {
	def  *sitter.Node // function_definition
	name string       // tool name: the decorator's name or the function's
	fw   framework
	// outputSchema reports whether the registration declares an output schema (output_schema=).
	outputSchema bool
	// decorator is the expression of the decorator that registers the tool, or nil.
	decorator *sitter.Node
	// server, for a tool registered on an instance of a class of the root's that is not an SDK
	// class, holds the keys that say whether that class is a server class (subclass.go).
	server []string
	// via, for a tool a function registers on its own parameter (def register(mcp): @mcp.tool()
	// ...) that its file never names, holds the keys that say the root uses that function
	// (paramtools.go): the tool and its findings stand only then.
	via []string
	// obj is the key of the server object the tool is registered on (removals.go), or "".
	obj string
	// caughtBy, for a handler a dispatcher picks from a table of its file inside a try that
	// answers every exception, is the key of the summary that stands for that try
	// (catchingDispatch): a guard, as a catching decorator is, of what the handler raises.
	caughtBy string
	// wrappers are the project's functions a registration of the file hands the tool through
	// (mcp.tool()(guarded(search))) whose wrapper answers some of what it raises (wrapreg.go).
	wrappers []*sitter.Node
	// factory is the dotted name of the imported factory that builds the server the tool is
	// registered on, when the file does not see the server's class (externalfactory.go), or "".
	factory string
}

// parent returns n's parent: extract.Parent, which the worker's extract.Remember answers from
// its memo of the tree (tree-sitter finds a parent by a walk down from the root, and the walks
// up from the calls of a function, predicatesAt and loopRegistry, pass the same statements).
func (c *fileCtx) parent(n *sitter.Node) *sitter.Node { return extract.Parent(n) }

// memo returns (*m)[k], computing it with f the first time it is asked: several rules ask the
// same questions of the same functions, nodes and names.
func memo[K comparable, V any](m *map[K]V, k K, f func() V) V {
	if v, ok := (*m)[k]; ok {
		return v
	}
	if *m == nil {
		*m = map[K]V{}
	}
	v := f()
	(*m)[k] = v
	return v
}

func newFileCtx(f *extract.File, qs passes) *fileCtx {
	return newFileCtxSited(f, qs, mayHaveSite(f.Src))
}

// newFileCtxSited is newFileCtx of a file whose mayHaveSite the caller read already.
func newFileCtxSited(f *extract.File, qs passes, sited bool) *fileCtx {
	c := &fileCtx{f: f, src: f.Src, root: f.Tree.RootNode(), queries: qs, sited: sited,
		names: map[string]string{}, classes: map[string][]string{}, defs: map[string]*sitter.Node{}, tools: map[uint32]*tool{},
		topClasses: map[string]bool{}, modKey: moduleKey(f.Path), modID: moduleID(f.Path)}
	c.collectImports()
	c.collectDefs(c.root, "")
	c.collectFunctionClasses()
	c.sdk = readVersions(f.Project, c)
	c.collectHandlers()
	return c
}

func (c *fileCtx) text(n *sitter.Node) string {
	if n == nil {
		return ""
	}
	return extract.Content(n, c.src)
}

// bytesOf is text in place: n's bytes of the source, nil for nil. A comparison, a switch or a
// map lookup of string(c.bytesOf(n)) makes no string, where one of c.text(n) makes one each
// time; the bytes must not be changed.
func (c *fileCtx) bytesOf(n *sitter.Node) []byte {
	if n == nil {
		return nil
	}
	return c.src[extract.StartByte(n):extract.EndByte(n)]
}

// collectImports records the file's imports and classes from the facts query.
func (c *fileCtx) collectImports() {
	for _, m := range c.run("facts") {
		switch m.kind {
		case "import_statement":
			mod := c.text(m.module)
			if a := m.alias; a != nil {
				c.names[string(c.bytesOf(a))] = mod
			} else {
				top, _, _ := strings.Cut(mod, ".")
				c.names[top] = top
			}
			c.noteEvidence(mod)
		case "import_from_statement":
			mod, name := c.text(m.module), c.text(m.name)
			if extract.Type(m.name) == "wildcard_import" {
				c.wildcards = append(c.wildcards, mod)
				c.noteEvidence(mod)
				continue
			}
			q := mod + "." + name
			if strings.HasSuffix(mod, ".") {
				q = mod + name
			}
			local := name
			if a := m.alias; a != nil {
				local = c.text(a)
			}
			if _, bound := c.names[local]; bound && c.exceptClauseOf(m.site) != nil {
				// try: from .tool_handlers import T / except ImportError: from tool_handlers
				// import T: the fallback runs only where the first import fails.
				c.noteEvidence(mod)
				continue
			}
			c.names[local] = q
			c.noteEvidence(mod)
		case "class_definition":
			if m.name == nil {
				continue // the plain pattern, for the scope index
			}
			name := c.text(m.name)
			base := m.value
			if extract.Type(base) == "subscript" {
				base = extract.Field(base, "value") // FastMCP[LifespanT]: the generic class
			}
			super := c.qualify(base)
			if super == "" {
				super = "=" + c.text(base) // a class of this file, resolved by qualifiedIs
			}
			c.classes[name] = append(c.classes[name], super)
		}
	}
}

func (c *fileCtx) noteEvidence(mod string) {
	switch rootPackage(mod) {
	case "mcp", "fastmcp", "mcp_types":
		c.mcpEvidence = true
	}
}

// collectDefs records module-level functions and methods ("Class.method"), and the names of the
// module-level classes. A definition under a try, if or with statement of the module (or of a
// class body) binds the same name as one beside it:
//
//	try:
//	    from mcp.server.fastmcp import FastMCP
//	    class MetaMCP(FastMCP): ...
//	    mcp = MetaMCP("x")
//	except ImportError: ...
func (c *fileCtx) collectDefs(n *sitter.Node, class string) {
	for i := 0; i < int(extract.NamedChildCount(n)); i++ {
		ch := extract.NamedChild(n, i)
		def := ch
		if extract.Type(ch) == "decorated_definition" {
			def = extract.Field(ch, "definition")
		}
		if def == nil {
			continue
		}
		if compoundStatements[extract.Type(def)] {
			for _, b := range clauseBlocks(def) {
				c.collectDefs(b, class)
			}
			continue
		}
		switch extract.Type(def) {
		case "function_definition":
			name := c.text(extract.Field(def, "name"))
			if class != "" {
				name = class + "." + name
			}
			c.defs[name] = def
		case "class_definition":
			if class == "" {
				c.topClasses[string(c.bytesOf(extract.Field(def, "name")))] = true
				c.classDefs = append(c.classDefs, def)
				if body := extract.Field(def, "body"); body != nil {
					c.collectDefs(body, c.text(extract.Field(def, "name")))
				}
			}
		}
	}
}

// collectFunctionClasses records the classes defined in the body of a module-level function or
// method as the module's own, with their methods, when no other class of the module has the
// name: a server that defines its tool classes where it registers them,
//
//	async def _register_auth_tools(self):
//	    class ClearTokensTool(BaseTool):
//	        async def execute(self, arguments): ...
//	    self.tool_registry.register_multiple([ClearTokensTool(self.auth_manager)])
//
// has the same classes, overrides and methods (keys "ClearTokensTool.execute") as one that defines
// them at the top of the module. Python sees such a name only in its function; the scanner,
// which keys classes by module, lets it be seen in the module, as it would be were it moved
// out. Two function classes of one name are left out, both.
func (c *fileCtx) collectFunctionClasses() {
	var found []*sitter.Node
	seen := map[string]int{}
	for _, def := range c.defs {
		if extract.Type(def) != "function_definition" {
			continue
		}
		for _, cls := range blockClasses(extract.Field(def, "body")) {
			found = append(found, cls)
			seen[string(c.bytesOf(extract.Field(cls, "name")))]++
		}
	}
	slices.SortFunc(found, func(a, b *sitter.Node) int { return cmp.Compare(a.StartByte(), b.StartByte()) })
	for _, cls := range found {
		name := c.text(extract.Field(cls, "name"))
		if seen[name] > 1 || c.topClasses[name] || c.defs[name] != nil {
			continue
		}
		c.topClasses[name] = true
		c.classDefs = append(c.classDefs, cls)
		if body := extract.Field(cls, "body"); body != nil {
			c.collectDefs(body, name)
		}
	}
}

// blockClasses returns the class definitions among a block's statements, in its try, if and
// with statements too.
func blockClasses(block *sitter.Node) []*sitter.Node {
	if block == nil {
		return nil
	}
	var out []*sitter.Node
	for _, ch := range namedChildren(block) {
		def := ch
		if extract.Type(ch) == "decorated_definition" {
			def = extract.Field(ch, "definition")
		}
		switch {
		case def == nil:
		case compoundStatements[extract.Type(def)]:
			for _, b := range clauseBlocks(def) {
				out = append(out, blockClasses(b)...)
			}
		case extract.Type(def) == "class_definition":
			out = append(out, def)
		}
	}
	return out
}

// compoundStatements are the statements whose blocks run in the scope around them.
var compoundStatements = map[string]bool{"try_statement": true, "if_statement": true, "with_statement": true}

// clauseBlocks returns the blocks of a try, if or with statement: its body and those of its
// except, elif, else and finally clauses.
func clauseBlocks(n *sitter.Node) []*sitter.Node {
	var out []*sitter.Node
	for i := 0; i < int(extract.NamedChildCount(n)); i++ {
		switch ch := extract.NamedChild(n, i); extract.Type(ch) {
		case "block":
			out = append(out, ch)
		case "except_clause", "except_group_clause", "elif_clause", "else_clause", "finally_clause":
			out = append(out, clauseBlocks(ch)...)
		}
	}
	return out
}

// qualify returns the dotted name an identifier or attribute chain refers to through the
// file's imports ("t.CallToolResult" -> "mcp.types.CallToolResult"), or "" when its root is not
// an imported name.
func (c *fileCtx) qualify(n *sitter.Node) string {
	if n == nil {
		return ""
	}
	switch extract.Type(n) {
	case "identifier":
		// The name is looked up in place (a map lookup by string(bytes) makes no string).
		name := c.bytesOf(n)
		if q, ok := c.names[string(name)]; ok {
			return q
		}
		if _, local := c.classes[string(name)]; local {
			return ""
		}
		if _, local := c.defs[string(name)]; local {
			return ""
		}
		for _, mod := range c.wildcards {
			if rootPackage(mod) == "mcp" || rootPackage(mod) == "fastmcp" || rootPackage(mod) == "mcp_types" {
				return mod + "." + string(name)
			}
		}
		return ""
	case "attribute":
		obj := c.qualify(extract.Field(n, "object"))
		if obj == "" {
			return ""
		}
		return obj + "." + c.text(extract.Field(n, "attribute"))
	}
	return ""
}

// rootPackage is the first component of a dotted name ("" for relative names).
func rootPackage(q string) string {
	top, _, _ := strings.Cut(q, ".")
	return top
}

func lastName(q string) string {
	return q[strings.LastIndex(q, ".")+1:]
}

// isSDKName reports whether q is name from one of the MCP SDK packages.
func isSDKName(q, name string) bool {
	switch rootPackage(q) {
	case "mcp", "mcp_types", "fastmcp":
		return lastName(q) == name
	}
	return false
}

// classIs reports whether the class expression n (an identifier or attribute) resolves to one
// of the SDK classes named, directly or through classes defined in this file.
func (c *fileCtx) classIs(n *sitter.Node, names ...string) bool {
	if n == nil {
		return false
	}
	return c.qualifiedIs(c.qualify(n), c.text(n), names, 0)
}

func (c *fileCtx) qualifiedIs(q, local string, names []string, depth int) bool {
	for _, name := range names {
		if q != "" && isSDKName(q, name) {
			return true
		}
	}
	if q != "" || depth > 8 {
		return false
	}
	for _, super := range c.classes[local] {
		if strings.HasPrefix(super, "=") {
			if c.qualifiedIs("", super[1:], names, depth+1) {
				return true
			}
		} else if c.qualifiedIs(super, "", names, depth+1) {
			return true
		}
	}
	return false
}

// moduleKey is the last component of a file's module path: "pkg/errors.py" -> "errors",
// "pkg/__init__.py" -> "pkg".
func moduleKey(p string) string {
	base := strings.TrimSuffix(path.Base(p), ".py")
	if base == "__init__" {
		if d := path.Base(path.Dir(p)); d != "." && d != "/" {
			return d
		}
	}
	return base
}

// enclosingClassName returns the name of the class a function is defined in directly, or "".
func (c *fileCtx) enclosingClassName(def *sitter.Node) string {
	return memo(&c.classNames, extract.StartByte(def), func() string { return c.classNameOf(def) })
}

func (c *fileCtx) classNameOf(def *sitter.Node) string {
	if body := classBodyOf(def); body != nil {
		return c.text(extract.Field(extract.Parent(body), "name"))
	}
	return ""
}

// classBodyOf returns the body of the class a function is defined in directly (through a
// decorator, not through a nested def), or nil; its parent is the class_definition.
func classBodyOf(def *sitter.Node) *sitter.Node {
	if def == nil {
		return nil
	}
	p := extract.Parent(def)
	if p != nil && extract.Type(p) == "decorated_definition" {
		p = extract.Parent(p)
	}
	if p == nil || extract.Type(p) != "block" {
		return nil
	}
	if cls := extract.Parent(p); cls != nil && extract.Type(cls) == "class_definition" {
		return p
	}
	return nil
}

// funcName names a function for findings: its tool name when it is a tool, else
// "Class.method" or its own name.
func (c *fileCtx) funcName(def *sitter.Node) string {
	if def == nil {
		return "<module>"
	}
	if t := c.tools[extract.StartByte(def)]; t != nil {
		return t.name
	}
	name := c.text(extract.Field(def, "name"))
	if cls := c.enclosingClassName(def); cls != "" {
		return cls + "." + name
	}
	return name
}

// toolOf returns the tool whose function directly encloses n (not through a nested def).
func (c *fileCtx) toolOf(n *sitter.Node) *tool {
	if !c.inTool(n) {
		return nil
	}
	return memo(&c.toolOfs, n, func() *tool {
		if def := c.enclosingDef(n); def != nil {
			return c.tools[extract.StartByte(def)]
		}
		return nil
	})
}

// inTool reports whether n lies within the byte range of a tool function, which it must to be
// in one: most raises and returns of a file with tools are not, and are dismissed without
// walking up the tree (every step up walks down from the root).
func (c *fileCtx) inTool(n *sitter.Node) bool {
	if len(c.toolSpans) != len(c.tools) {
		c.toolSpans, c.toolOfs = c.toolSpans[:0], nil
		for _, t := range c.tools {
			c.toolSpans = append(c.toolSpans, [2]uint32{extract.StartByte(t.def), extract.EndByte(t.def)})
		}
	}
	start, end := extract.StartByte(n), extract.EndByte(n)
	for _, sp := range c.toolSpans {
		if sp[0] <= start && end <= sp[1] {
			return true
		}
	}
	return false
}
