package python

import (
	"bytes"
	"path"
	"slices"
	"sort"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Tool objects. Tool.from_function(f) (fastmcp's Tool and FunctionTool, python-sdk's Tool)
// builds a tool; f answers tool calls only once the object is handed to a server:
//
//	GetIssueTool = Tool.from_function(get_issue, name="get_issue")   # tools/GetIssueTool.py
//	mcp.add_tool(GetIssueTool.fn)                                      # main.py
//
// A module of such objects is a catalogue, and the server may take only part of it: objects
// that only tests import register nothing. So a from_function bound to a module variable that
// its own file names nowhere else is a conditional registration (extract.Summary.Via): it holds
// only if a file of the root that is no test names the object (namedObjects: any use beside its
// import, which covers add_tool(X), add_tool(X.fn), tools=[X], a list of them), re-exports it
// from a package's __init__.py, star-imports its module, or loads modules at run time
// (importlib, pkgutil: a discovery loop may register what it finds). A from_function passed
// straight on (mcp.add_tool(Tool.from_function(f)), a list, a return) registers as before, and
// one bound to a local variable that the function never uses registers nothing.
//
// Which files say so is a limit: the root's files that pass the prefilter (an MCP import or
// name) or that the linker extracts for a wanted function. A module that only gathers tool
// objects into a list, with no MCP name in it, is not read, and the objects it names stay
// unregistered.

// namedSuffix ends the key of a module variable that a file names (namedObjects), apart from
// the keys of functions: a plain summary of a function's key would say that its module is
// defined.
const namedSuffix = "#named"

// toolObjectVia says what a Tool.from_function(...) call registers: as it is (via nil, drop
// false), only if the root names the module variable it is bound to (via: the keys that say
// so), or nothing (drop: a local variable that its function never uses).
func (c *fileCtx) toolObjectVia(call *sitter.Node) (via []string, drop bool) {
	p := c.parent(call)
	for p != nil && extract.Type(p) == "parenthesized_expression" {
		p = c.parent(p)
	}
	if p == nil || extract.Type(p) != "assignment" {
		return nil, false
	}
	left := extract.Field(p, "left")
	if left == nil || extract.Type(left) != "identifier" || !unparen(extract.Field(p, "right")).Equal(unparen(call)) {
		return nil, false
	}
	name := c.text(left)
	scope := c.enclosingDef(p)
	if c.namedElsewhere(name, left, scope) {
		return nil, false
	}
	if scope != nil {
		return nil, true
	}
	if !c.atModuleLevel(p) {
		return nil, false // a class attribute: Tools.search, named through its class
	}
	return c.namedKeys(name), false
}

// atModuleLevel reports whether statement part n sits in the module's own body (through if,
// try and with blocks), not in a class or function.
func (c *fileCtx) atModuleLevel(n *sitter.Node) bool {
	for p := c.parent(n); p != nil; p = c.parent(p) {
		switch extract.Type(p) {
		case "class_definition", "function_definition", "lambda":
			return false
		case "module":
			return true
		}
	}
	return false
}

// namedKeys returns the keys whose summary says that the root names module variable name of
// this file: by its module, by the packages above it (an __init__.py that re-exports it, a
// `from pkg import name` through one), by a star import of any of them, and the root's key for
// modules loaded at run time.
func (c *fileCtx) namedKeys(name string) []string { return c.markKeys(name, namedSuffix) }

// markKeys returns the keys namedKeys lists, for the summaries of the mark suffix (namedSuffix,
// usedSuffix).
func (c *fileCtx) markKeys(name, suffix string) []string {
	mods := []string{c.modID}
	dir := path.Dir(c.f.Path)
	for i := 0; i < 2 && dir != "." && dir != "/" && dir != ""; i++ {
		if m := moduleID(dir + "/__init__.py"); m != "" && m != c.modID {
			mods = append(mods, m)
		}
		dir = path.Dir(dir)
	}
	var out []string
	for _, m := range mods {
		out = append(out, c.xkey(m, name+suffix), c.xkey(m, "*"+suffix))
	}
	return append(out, c.xkey("*", "<runtime import>"+suffix))
}

// namedElsewhere reports whether the file (or the function scope, when not nil) names name as
// an identifier anywhere but at target.
func (c *fileCtx) namedElsewhere(name string, target, scope *sitter.Node) bool {
	found := false
	c.identifiersNamed(name, func(n *sitter.Node) bool {
		if !sameNode(n, target) && (scope == nil || extract.StartByte(n) >= extract.StartByte(scope) && extract.EndByte(n) <= extract.EndByte(scope)) {
			found = true
		}
		return !found
	})
	return found
}

// lineStarts are the byte offsets at which the lines of a source start, to turn an offset into
// a tree-sitter point.
type lineStarts []int

func newLineStarts(src []byte) lineStarts {
	ls := lineStarts{0}
	for i, b := range src {
		if b == '\n' {
			ls = append(ls, i+1)
		}
	}
	return ls
}

func (ls lineStarts) point(off int) sitter.Point {
	row := sort.Search(len(ls), func(i int) bool { return ls[i] > off }) - 1
	return sitter.Point{Row: uint32(row), Column: uint32(off - ls[row])}
}

// identifiersNamed calls f with each identifier node of the file spelled name, in source
// order, until f returns false.
func (c *fileCtx) identifiersNamed(name string, f func(*sitter.Node) bool) {
	c.identifiersNamedUp(name, func(n, _ *sitter.Node) bool { return f(n) })
}

// identifiersNamedUp is identifiersNamed, f also given the identifier's parent (Parent(n)).
// Each identifier is found by a descent from the root through the named children that hold
// its bytes (namedDescentAt), which passes its parent on the way: the callers that look at the
// parent do not ask tree-sitter for it (ts_node_parent walks down from the root again).
func (c *fileCtx) identifiersNamedUp(name string, f func(n, parent *sitter.Node) bool) {
	for _, at := range c.wordsSpelled(name) {
		start, end := at[0], at[1]
		if start > 0 && c.src[start-1] == '.' {
			continue // an attribute
		}
		n, up, _ := namedDescentAt(c.root, uint32(start), uint32(end))
		if n == nil || extract.Type(n) != "identifier" || int(extract.StartByte(n)) != start || int(extract.EndByte(n)) != end {
			continue
		}
		if !f(n, up) {
			return
		}
	}
}

// namedDescentAt returns the smallest named node under top that holds the bytes [start, end),
// as NamedDescendantForPointRange does for their points when top holds them, and its parent
// (nil for top); inner reports whether a node strictly between top and it opens a nested scope
// (scopeSymbols). Siblings do not overlap, so at each level the one child that may hold the
// range is the first whose end reaches end; a named node's visible parent is named
// (anonymous nodes are tokens).
func namedDescentAt(top *sitter.Node, start, end uint32) (n, parent *sitter.Node, inner bool) {
	n = top
	for {
		kids := extract.NamedChildren(n)
		i := sort.Search(len(kids), func(i int) bool { return extract.EndByte(kids[i]) >= end })
		if i == len(kids) || extract.StartByte(kids[i]) > start || extract.EndByte(kids[i]) <= start {
			return n, parent, inner
		}
		if parent != nil && !inner {
			inner = scopeSymbols.Holds(n)
		}
		parent, n = n, kids[i]
	}
}

// lines returns the file's line starts, read once.
func (c *fileCtx) lines() lineStarts {
	if c.lineStarts == nil {
		c.lineStarts = newLineStarts(c.src)
	}
	return c.lineStarts
}

// wordsSpelled returns the offsets [start, end) at which name stands in the source as a whole
// identifier (extract.Words with isIdentByte), in source order. In a file of many imports, the
// names it imports, which namedObjects and listedImports ask about one after another, are found
// in one scan of the source (importedWords) rather than one scan each; a few are found faster
// each by its own bytes.Index scan (a file of the bench corpus imports 2 names on average).
func (c *fileCtx) wordsSpelled(name string) [][2]int {
	if c.importedWords == nil && len(c.names) >= manyImports {
		c.importedWords = importedWords(c.src, c.names)
	}
	if at, ok := c.importedWords[name]; ok {
		return at
	}
	var out [][2]int
	for start, end := range extract.Words(c.src, []byte(name), isIdentByte) {
		out = append(out, [2]int{start, end})
	}
	return out
}

// manyImports is how many imported names make one scan of the source for them all cheaper than
// a bytes.Index scan for each (the scan reads a byte at a time, bytes.Index many).
const manyImports = 16

// importedWords returns, for each key of names that is a non-empty run of isIdentByte bytes,
// the offsets of its whole-identifier occurrences in src, in order: the maximal runs of
// isIdentByte bytes that spell it. They are what extract.Words yields for such a word: Words
// takes the non-overlapping occurrences (bytes.Index, left to right) that no identifier byte
// touches on either side, and such an occurrence is a maximal run; a maximal run that spells
// the word is never skipped as overlapping an earlier occurrence, since that occurrence would
// end inside the run, on an identifier byte right before it. Every such key has an entry (nil
// when the source never spells it); other names are not keys.
func importedWords(src []byte, names map[string]string) map[string][][2]int {
	out := make(map[string][][2]int, len(names))
	minLen, maxLen := len(src)+1, 0
	for name := range names {
		if name == "" || !allIdentBytes(name) {
			continue
		}
		out[name] = nil
		minLen, maxLen = min(minLen, len(name)), max(maxLen, len(name))
	}
	if len(out) == 0 {
		return out
	}
	for i := 0; i < len(src); {
		if !isIdentByte(src[i]) {
			i++
			continue
		}
		j := i + 1
		for j < len(src) && isIdentByte(src[j]) {
			j++
		}
		if n := j - i; n >= minLen && n <= maxLen {
			if at, ok := out[string(src[i:j])]; ok {
				out[string(src[i:j])] = append(at, [2]int{i, j})
			}
		}
		i = j
	}
	return out
}

// allIdentBytes reports whether every byte of s is an isIdentByte byte.
func allIdentBytes(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isIdentByte(s[i]) {
			return false
		}
	}
	return true
}

// runtimeImports are the calls that load modules by a name computed at run time.
var runtimeImports = [][]byte{[]byte("import_module("), []byte("__import__("), []byte("walk_packages("), []byte("iter_modules(")}

// namedObjects returns a plain summary of each key that says this file names a module variable
// of another module of the root (toolObjectVia): a name it imports and uses beside the import
// (not only by calling it), each attribute it reads of an imported name or module
// (tools.GetIssueTool), every name an __init__.py imports (a re-export), a star import's
// module, and the run-time import key when it loads modules by name.
func (c *fileCtx) namedObjects() []extract.Summary {
	keys := map[string]bool{} // key: whether it is a usedSuffix key
	// keysFor holds the keys of each (q, name) added: a name the file uses fifty times is added
	// fifty times, and its keys depend on q and name alone (nothing below notes an alternative
	// module or key: importedModule notes a module's alternatives before keysOf first reads
	// them). Each add still writes its keys, so the last write of a key is the one it was.
	keysFor := map[[2]string][]string{}
	add := func(q, name string) {
		ks, ok := keysFor[[2]string{q, name}]
		if !ok {
			ks = c.objectKeys(q, name)
			keysFor[[2]string{q, name}] = ks
		}
		for _, k := range ks {
			keys[k] = name == usedSuffix
		}
	}
	reexports := path.Base(c.f.Path) == "__init__.py"
	for local, q := range c.names {
		c.identifiersNamedUp(local, func(n, p *sitter.Node) bool {
			switch {
			case p == nil:
			case extract.Type(p) == "dotted_name" || extract.Type(p) == "aliased_import" || strings.HasPrefix(extract.Type(p), "import"):
				if reexports {
					add(q, namedSuffix)
				}
			case extract.Type(p) == "call" && sameNode(extract.Field(p, "function"), n):
				// Calling it builds or runs something; it hands on no object, but runs the
				// function (paramtools.go).
				add(q, usedSuffix)
			case extract.Type(p) == "attribute" && sameNode(extract.Field(p, "object"), n):
				// tools.GetIssueTool, pkg.tools.GetIssueTool, GetIssueTool.fn: each step of the
				// chain may be the object.
				add(q, namedSuffix)
				chain := q // q stays the import's name for the next use
				for i := 0; i < maxDepth && p != nil && extract.Type(p) == "attribute" && sameNode(extract.Field(p, "object"), n); i++ {
					chain += "." + c.text(extract.Field(p, "attribute"))
					add(chain, namedSuffix)
					add(chain, usedSuffix)
					n, p = p, c.parent(p)
				}
			default:
				add(q, namedSuffix)
				add(q, usedSuffix)
				if attr, ok := c.calledGetattr(n); ok {
					// register = getattr(tools, name); register(mcp, client): the
					// function of that name, or, by a name known at run time (a loop over
					// tools.__all__, a setting), any function of the module.
					add(q+"."+attr, usedSuffix)
				}
				for _, attr := range c.loopedAttrs(n) {
					// for m in (system, firewall): m.register_tools(mcp, client)
					add(q+"."+attr, namedSuffix)
					add(q+"."+attr, usedSuffix)
				}
			}
			return true
		})
	}
	for _, mod := range c.wildcards {
		add(mod+".*", namedSuffix)
		add(mod+".*", usedSuffix)
	}
	for _, call := range runtimeImports {
		if bytes.Contains(c.src, call) {
			keys[c.xkey("*", "<runtime import>"+namedSuffix)] = false
			keys[c.xkey("*", "<runtime import>"+usedSuffix)] = true
			break
		}
	}
	out := make([]extract.Summary, 0, len(keys))
	for k, used := range keys {
		s := extract.Summary{Key: k}
		if used {
			s.Facts = extract.Holds // a conditional tool's findings need it (paramtools.go)
		}
		out = append(out, s)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Key < out[j].Key })
	return out
}

// objectKeys returns the keys namedObjects notes for the name q of the root that the file names
// (name is namedSuffix) or uses (usedSuffix), none when q names no member of a module of the
// root or an SDK's.
func (c *fileCtx) objectKeys(q, name string) []string {
	parts := strings.FieldsFunc(q, func(r rune) bool { return r == '.' })
	if !c.isMemberName(q, parts) {
		return nil
	}
	switch rootPackage(q) {
	case "mcp", "fastmcp", "mcp_types":
		return nil
	}
	n := len(parts)
	return c.keysOf(c.xkey(c.importedModule(q, parts, n-1), parts[n-1]+name))
}

// loopedAttrs returns the attributes that a for loop over a literal tuple or list holding n
// (an imported module or object) reads of its loop variable: `for m in (system, firewall):
// m.register_tools(mcp, client)` uses system.register_tools and firewall.register_tools. The
// loop may walk a module-level name bound once to the literal (loopsOver).
func (c *fileCtx) loopedAttrs(n *sitter.Node) []string {
	seq := c.parent(n)
	if seq == nil || extract.Type(seq) != "tuple" && extract.Type(seq) != "list" {
		return nil
	}
	var out []string
	for _, loop := range c.loopsOver(seq) {
		v := extract.Field(loop, "left")
		body := extract.Field(loop, "body")
		if v == nil || extract.Type(v) != "identifier" || body == nil {
			continue
		}
		name := c.text(v)
		walkScope(body, func(x *sitter.Node) {
			if extract.Type(x) != "attribute" {
				return
			}
			if o := extract.Field(x, "object"); extract.Type(o) == "identifier" && string(c.bytesOf(o)) == name {
				if a := c.text(extract.Field(x, "attribute")); !slices.Contains(out, a) {
					out = append(out, a)
				}
			}
		})
	}
	return out
}

// calledGetattr returns what attribute getattr(n, name) reads, when n (an imported module) is
// its object and the file calls what it returns (getattr(tools, name)(mcp), or through a
// variable of the same scope bound to it and called: register = getattr(tools, name) then
// register(mcp)): the string name, or "*" when the name is computed at run time (a loop over
// tools.__all__, a name read from a setting). ok is false when getattr is not called so, or
// its result is only read (getattr(tools, name).__doc__).
func (c *fileCtx) calledGetattr(n *sitter.Node) (attr string, ok bool) {
	args := c.parent(n)
	if args == nil || extract.Type(args) != "argument_list" {
		return "", false
	}
	call := c.parent(args)
	if !c.isGetattrCall(call) {
		return "", false
	}
	kw, pos := c.arguments(call)
	if len(kw) != 0 || len(pos) < 2 || len(pos) > 3 || !unparen(pos[0]).Equal(n) {
		return "", false
	}
	attr = "*"
	if s, lit := c.plainString(unparen(pos[1])); lit {
		if !isIdent(s) {
			return "", false
		}
		attr = s
	}
	if c.calledValue(call) {
		return attr, true
	}
	return "", false
}

// calledValue reports whether the file calls the value of expression v: v is the function of
// a call, or the value of a plain assignment to a name that its scope calls after it.
func (c *fileCtx) calledValue(v *sitter.Node) bool {
	p := c.parent(v)
	for p != nil && extract.Type(p) == "parenthesized_expression" {
		v, p = p, c.parent(p)
	}
	if p == nil {
		return false
	}
	if extract.Type(p) == "call" && sameNode(extract.Field(p, "function"), v) {
		return true
	}
	if extract.Type(p) != "assignment" || !sameNode(extract.Field(p, "right"), v) {
		return false
	}
	left := extract.Field(p, "left")
	if left == nil || extract.Type(left) != "identifier" {
		return false
	}
	name := c.text(left)
	scope := c.enclosingDef(p)
	body := c.root
	if scope != nil {
		body = extract.Field(scope, "body")
	}
	found := false
	walkScope(body, func(x *sitter.Node) {
		if found || extract.Type(x) != "call" || extract.StartByte(x) < extract.EndByte(p) {
			return
		}
		if fn := extract.Field(x, "function"); fn != nil && extract.Type(fn) == "identifier" && string(c.bytesOf(fn)) == name {
			found = true
		}
	})
	return found
}
