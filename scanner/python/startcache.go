package python

import (
	"bytes"
	"sort"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Caches that the start-up fills (extract/startcache.go). A module-level function that fills
// a module variable on its first call and returns it after,
//
//	def get_inventory():
//	    global _inventory
//	    if _inventory is None:
//	        with _lock:
//	            if _inventory is None:
//	                _inventory = Inventory(_load_devices())
//	    return _inventory
//
// runs its fill once. Its file gives the calls of the fill (the outermost `if _inventory is
// None:`) to the fill's key, which the function calls, and has every other function that
// assigns the variable (`global _inventory; _inventory = None`) call the reset key. A server's
// start-up that calls the function before the server runs, outside a try or in one whose every
// handler stops (`try: get_inventory() except ValueError: sys.exit(1)`), says that it fills the
// cache. Assignments from other modules (`inventory._inventory = None`) are not seen.

// cacheFill is a function that fills a module variable on its first call.
type cacheFill struct {
	def    *sitter.Node // the function
	key    string       // its key
	fill   *sitter.Node // the outermost `if v is None:`
	resets []*sitter.Node
}

// fillsCaches returns the file's cache-filling functions by their definitions' start bytes,
// read once.
func (c *fileCtx) fillsCaches() map[uint32]*cacheFill {
	if c.caches != nil {
		return c.caches
	}
	c.caches = map[uint32]*cacheFill{}
	if !bytes.Contains(c.src, []byte("global ")) {
		return c.caches
	}
	var defs []*sitter.Node
	for _, sp := range c.index().fns.s {
		defs = append(defs, sp.n)
	}
	byVar := map[string]*cacheFill{}
	for i := 0; i < int(extract.NamedChildCount(c.root)); i++ {
		def := extract.NamedChild(c.root, i)
		if extract.Type(def) != "function_definition" {
			continue // a decorated function may be wrapped in anything
		}
		v, fill := c.cacheFillOf(def)
		key := c.fnKey(def)
		if fill == nil || key == "" {
			continue
		}
		if _, dup := byVar[v]; dup {
			byVar[v] = nil // two functions fill it: neither is the only way in
			continue
		}
		byVar[v] = &cacheFill{def: def, key: key, fill: fill}
	}
	for v, cf := range byVar {
		if cf == nil {
			continue
		}
		ok := true
		for _, def := range defs {
			if extract.Type(def) != "function_definition" || c.fnKey(def) == cf.key || !c.declaresGlobal(def, v) || len(c.assignsTo(def, v)) == 0 {
				continue
			}
			if !c.isModuleFunction(def) {
				// A method or a nested function: the calls of it that the index holds may not
				// be all of them, and a call it misses would empty the cache unseen.
				ok = false
				break
			}
			cf.resets = append(cf.resets, def)
		}
		if ok {
			c.caches[extract.StartByte(cf.def)] = cf
		}
	}
	return c.caches
}

// cacheFillOf returns the variable a function fills on its first call and the `if v is None:`
// statement that fills it, or nil: the function declares v global, tests it for None at its
// top level with no else, assigns it only under that test, on every way through it (no return
// there) and with a value that is never None, and ends by returning it.
func (c *fileCtx) cacheFillOf(def *sitter.Node) (string, *sitter.Node) {
	body := extract.Field(def, "body")
	last := lastStatement(body)
	if last == nil || extract.Type(last) != "return_statement" || extract.NamedChildCount(last) != 1 {
		return "", nil
	}
	ret := unparen(extract.NamedChild(last, 0))
	if ret == nil || extract.Type(ret) != "identifier" {
		return "", nil
	}
	v := c.text(ret)
	if !c.declaresGlobal(def, v) {
		return "", nil
	}
	var fill *sitter.Node
	for i := 0; i < int(extract.NamedChildCount(body)); i++ {
		st := extract.NamedChild(body, i)
		if extract.Type(st) == "if_statement" && c.testsUnset(st, v) {
			fill = st
			break
		}
	}
	if fill == nil || !c.fills(extract.Field(fill, "consequence"), v) {
		return "", nil
	}
	returns := false
	walkScope(fill, func(n *sitter.Node) { returns = returns || extract.Type(n) == "return_statement" })
	if returns {
		return "", nil // it may leave the cache unset
	}
	for _, a := range c.assignsTo(def, v) {
		if extract.StartByte(a) < extract.StartByte(fill) || extract.EndByte(a) > extract.EndByte(fill) || !c.neverNone(a) {
			return "", nil // also assigned outside the fill, or maybe None: a call may fill it again
		}
	}
	return v, fill
}

// fills reports whether every normal completion of a block assigns v: a statement of its own
// assigns it, or a with statement's body, or an `if v is None:` whose test is false only when
// v is set already (double-checked locking).
func (c *fileCtx) fills(block *sitter.Node, v string) bool {
	if block == nil {
		return false
	}
	for i := 0; i < int(extract.NamedChildCount(block)); i++ {
		st := extract.NamedChild(block, i)
		switch extract.Type(st) {
		case "expression_statement":
			if a := extract.NamedChild(st, 0); a != nil && extract.Type(a) == "assignment" {
				if l := extract.Field(a, "left"); l != nil && extract.Type(l) == "identifier" && string(c.bytesOf(l)) == v {
					return true
				}
			}
		case "with_statement":
			if c.fills(extract.Field(st, "body"), v) {
				return true
			}
		case "if_statement":
			if c.testsUnset(st, v) && c.fills(extract.Field(st, "consequence"), v) {
				return true
			}
		}
	}
	return false
}

// neverNone reports whether an assignment binds a value that is never None: a literal, a
// collection, or a call of a class (of this file, a capitalised name, a builtin type).
func (c *fileCtx) neverNone(a *sitter.Node) bool {
	if extract.Type(a) != "assignment" {
		return false
	}
	r := unparen(extract.Field(a, "right"))
	if r == nil {
		return false
	}
	switch extract.Type(r) {
	case "string", "integer", "float", "true", "false", "list", "dictionary", "set", "tuple",
		"list_comprehension", "dictionary_comprehension", "set_comprehension":
		return true
	case "call":
		fn := extract.Field(r, "function")
		if fn == nil {
			return false
		}
		name := c.text(fn)
		if extract.Type(fn) == "attribute" {
			name = c.text(extract.Field(fn, "attribute"))
		}
		if _, ok := c.classes[name]; ok {
			return true
		}
		return isModelName(name) || builtinTypes[name]
	}
	return false
}

// builtinTypes are the builtin classes whose call never returns None.
var builtinTypes = map[string]bool{"list": true, "dict": true, "set": true, "tuple": true, "frozenset": true,
	"str": true, "int": true, "float": true, "bool": true, "bytes": true}

// isModuleFunction reports whether a function definition stands at the module's top level.
func (c *fileCtx) isModuleFunction(def *sitter.Node) bool {
	p := extract.Parent(def)
	return p != nil && extract.Type(p) == "module"
}

// testsUnset reports whether an if statement, with no elif or else, runs its block only while
// v is unset: `if v is None:` (not `if not v:`, which an empty value passes again).
func (c *fileCtx) testsUnset(st *sitter.Node, v string) bool {
	for i := 0; i < int(extract.NamedChildCount(st)); i++ {
		if t := extract.Type(extract.NamedChild(st, i)); t == "elif_clause" || t == "else_clause" {
			return false
		}
	}
	cond := unparen(extract.Field(st, "condition"))
	switch {
	case cond == nil:
		return false
	case extract.Type(cond) == "comparison_operator" && extract.NamedChildCount(cond) == 2:
		l, r, op := c.comparison(cond)
		return op == "is" && l != nil && r != nil && string(c.bytesOf(unparen(l))) == v && extract.Type(unparen(r)) == "none"
	}
	return false
}

// declaresGlobal reports whether a function's own body declares v global.
func (c *fileCtx) declaresGlobal(def *sitter.Node, v string) bool {
	body := extract.Field(def, "body")
	if body == nil || !bytes.Contains(c.src[extract.StartByte(body):extract.EndByte(body)], []byte("global")) {
		return false // a global statement's text starts with the keyword: most bodies have none
	}
	found := false
	walkScope(body, func(n *sitter.Node) {
		if extract.Type(n) != "global_statement" {
			return
		}
		for i := 0; i < int(extract.NamedChildCount(n)); i++ {
			if string(c.bytesOf(extract.NamedChild(n, i))) == v {
				found = true
			}
		}
	})
	return found
}

// assignsTo returns the assignments (plain, annotated, augmented) of the name v under n, in
// n's own scope.
func (c *fileCtx) assignsTo(n *sitter.Node, v string) []*sitter.Node {
	var out []*sitter.Node
	if extract.Type(n) == "function_definition" {
		n = extract.Field(n, "body")
	}
	walkScope(n, func(a *sitter.Node) {
		if t := extract.Type(a); t != "assignment" && t != "augmented_assignment" {
			return
		}
		if l := extract.Field(a, "left"); l != nil && extract.Type(l) == "identifier" && string(c.bytesOf(l)) == v {
			out = append(out, a)
		}
	})
	return out
}

// fillFrom returns the key that a call in def at site is made from: the fill's key when def
// fills a cache and the call is in its fill, else def's own key.
func (c *fileCtx) fillFrom(def, site *sitter.Node, from string) string {
	cf := c.fillsCaches()[extract.StartByte(def)]
	if cf == nil || extract.StartByte(site) < extract.StartByte(cf.fill) || extract.EndByte(site) > extract.EndByte(cf.fill) {
		return from
	}
	return extract.CacheFillKey(from)
}

// cacheEdges returns the calls of each fill from its function and of each reset key from the
// functions that assign the variable again, and names those keys.
func (c *fileCtx) cacheEdges() ([]extract.Call, []extract.Summary) {
	var calls []extract.Call
	var sums []extract.Summary
	var cfs []*cacheFill
	for _, cf := range c.fillsCaches() {
		cfs = append(cfs, cf)
	}
	sort.Slice(cfs, func(i, j int) bool { return extract.StartByte(cfs[i].fill) < extract.StartByte(cfs[j].fill) })
	for _, cf := range cfs {
		line, col := position(cf.fill)
		fill, reset := extract.CacheFillKey(cf.key), extract.CacheResetKey(cf.key)
		calls = append(calls, extract.Call{Key: fill, Line: line, Column: col, From: cf.key})
		name := c.text(extract.Field(cf.def, "name"))
		sums = append(sums, extract.Summary{Key: fill, Name: name + "'s cache fill", Line: line, Column: col})
		if len(cf.resets) > 0 {
			sums = append(sums, extract.Summary{Key: reset, Name: name + "'s cache reset", Line: line, Column: col})
		}
		for _, r := range cf.resets {
			l, cl := position(r)
			calls = append(calls, extract.Call{Key: reset, Line: l, Column: cl, From: c.fnKey(r)})
		}
	}
	return calls, sums
}

// cacheHelpers names the cache-filling functions as helpers, for the scanner's calls pass: a
// file that spells one's name without a needle of its own (the entry point whose start-up
// fills the cache) is extracted too, for its summaries. The pathKey is no site's, so no use
// count changes.
func (c *fileCtx) cacheHelpers() []extract.Helper {
	var out []extract.Helper
	for _, cf := range c.fillsCaches() {
		if k := c.defKey(cf.def); k != "" {
			out = append(out, extract.Helper{Key: k, PathKey: extract.CacheFilledKey(cf.key)})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Key < out[j].Key })
	return out
}

// filledSummaries says which caches the server's start-up fills (fact Holds of
// extract.CacheFilledKey): the functions of other files (or this one) that the module's top
// level, main or the __main__ block call before the server runs, as requiredIn reads them.
func (c *fileCtx) filledSummaries() []extract.Summary {
	server := c.usesServer() || len(c.tools) > 0 || len(c.registrations) > 0
	keys := map[string]bool{}
	if server {
		c.filledIn(c.root, true, keys)
	}
	for _, entry := range c.entryBodies() {
		if server || c.runsServer(entry) {
			c.filledIn(entry, true, keys)
		}
	}
	var out []extract.Summary
	for k := range keys {
		out = append(out, extract.Summary{Key: extract.CacheFilledKey(k), Name: "the cache the start-up fills", Facts: extract.Holds})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Key < out[j].Key })
	return out
}

// filledIn adds the keys of the functions a block calls, as statements of their own or the
// value of an assignment, before it starts the server: in a try whose every handler stops too,
// and (with calls) in the body of a same-file function a statement calls.
func (c *fileCtx) filledIn(body *sitter.Node, calls bool, keys map[string]bool) {
	for i := 0; i < int(extract.NamedChildCount(body)); i++ {
		st := extract.NamedChild(body, i)
		if c.runsServer(st) {
			return // the server may answer tools before what follows runs
		}
		switch extract.Type(st) {
		case "try_statement":
			if c.handlersStop(st) {
				c.filledIn(extract.Field(st, "body"), calls, keys)
			}
		case "expression_statement":
			e := unparen(extract.NamedChild(st, 0))
			if e != nil && extract.Type(e) == "assignment" {
				e = unparen(extract.Field(e, "right"))
			}
			if e != nil && extract.Type(e) == "await" {
				e = unparen(extract.NamedChild(e, 0))
			}
			if e == nil || extract.Type(e) != "call" {
				continue
			}
			if k := c.callTarget(e); k != "" {
				keys[k] = true
			}
			if def := c.localDef(e); calls && def != nil {
				if b := extract.Field(def, "body"); b != nil {
					c.filledIn(b, false, keys)
				}
			}
		}
	}
}

// handlersStop reports whether a try statement has handlers and each one stops the process or
// raises, so that the statements after the try run only when its body finished.
func (c *fileCtx) handlersStop(st *sitter.Node) bool {
	n := 0
	for i := 0; i < int(extract.NamedChildCount(st)); i++ {
		ch := extract.NamedChild(st, i)
		switch extract.Type(ch) {
		case "except_clause", "except_group_clause":
			if !c.stops(lastBlock(ch)) {
				return false
			}
			n++
		}
	}
	return n > 0
}
