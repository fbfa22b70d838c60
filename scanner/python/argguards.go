package python

import (
	"bytes"
	"sort"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"
	"github.com/smacker/go-tree-sitter/python"

	"github.com/mcperr/mcperr/scanner/extract"
)

// What a caller has established of the values it passes, beyond the validated parameters of
// paramtypes.go. A function of the root often checks a parameter that every caller has already
// checked the same way, leaving when the check failed:
//
//	server.py:  token = os.environ.get("PAGES_TOKEN")
//	            if not token:
//	                raise ToolError("PAGES_TOKEN is not set")
//	            return client.fetch(url, token)
//	client.py:  def fetch(self, url, token):
//	                if not token: raise ValueError("a token is required")   # dead
//
// A call records, by position or keyword, what each argument is known to be where the call runs
// (extract.Call.Shapes, the same facts the tools' annotations give): a literal's own (a
// non-empty string is a truthy str), and of a variable of the calling function, what the tests
// that dominate the call show: an earlier `if` of a block around the call, with neither elif nor
// else, whose branch leaves (return, raise, continue, break), or an assert; the condition of an
// enclosing `if` (or its else), of a conditional expression, and the left side of an `and` or
// `or` the call is on the right of. The tests read: `x`, `not x`, `x is None`, `x is not None`
// (== and != too), `isinstance(x, T)` for the types of isinstanceFacts, joined by `and` and
// `or` where both sides hold. The raise's tests (paramtests.go) are matched against these as
// against the annotations' (extract/argfacts.go).
//
// A test says nothing of the value a call passes when the variable may have changed in between:
// the variable is no local of the calling function (a parameter or a name it binds: a module's
// global may change in any call), a function declares it global or nonlocal, or a binding of it
// comes at or after the test and before the call, or anywhere in a loop around the call that
// starts after the test. A value's truth may also change without a binding (items.clear()):
// truthiness holds only where the variable is not used between the test and the call as an
// object (x.m), an argument, a subscripted value or in a nested function. A call in a lambda or
// a generator expression, which may run later, knows nothing.

// argKnown returns what an argument v of a call in def is known to be where the call runs;
// tests caches testsAround for the call's arguments.
func (c *fileCtx) argKnown(v, call, def *sitter.Node, tests **[]heldTest) extract.ArgFact {
	if v == nil {
		return 0
	}
	typ := extract.Type(v)
	for typ == "parenthesized_expression" && extract.NamedChildCount(v) == 1 {
		v = extract.NamedChild(v, 0)
		typ = extract.Type(v)
	}
	if typ == "subscript" {
		return c.itemKnown(v, call, def, tests) // itemguards.go
	}
	if typ != "identifier" {
		f, _ := c.literalKnown(v, typ)
		return f
	}
	name := c.text(v)
	if !c.mayBeTested(def, name) {
		return 0
	}
	if *tests == nil {
		ts := c.testsAround(call, def)
		*tests = &ts
	}
	local := 0 // whether name is a local of def: 0 not yet asked, 1 yes, 2 no
	var facts extract.ArgFact
	for i := range **tests {
		t := &(**tests)[i]
		if t.facts == nil {
			t.facts = c.condFacts(t.cond, t.truth)
		}
		f := t.facts[name]
		if f == 0 {
			continue
		}
		if local == 0 {
			local = 2
			if len(c.assignmentsOf(def, name)) > 0 || c.isParamOf(def, name) {
				local = 1
			}
		}
		if local == 2 {
			return 0 // a global, or a name of an enclosing function: any call may change it
		}
		if !c.unchangedSince(name, *t, call, def) {
			continue
		}
		if f&extract.ArgTruthy != 0 && !c.truthKept(name, *t, call, def) {
			f &^= extract.ArgTruthy
		}
		facts |= f
	}
	return facts
}

// mayBeTested reports whether def's text may hold a test of name that condFacts reads: the name
// after if, elif, not, and, or, assert or `isinstance(`, or before is, == or !=. It looks at the
// text before the walk up from each call to the tests around it, and answers once per name.
func (c *fileCtx) mayBeTested(def *sitter.Node, name string) bool {
	k := testedKey{extract.StartByte(def), name}
	if v, ok := c.tested[k]; ok {
		return v
	}
	if c.tested == nil {
		c.tested = map[testedKey]bool{}
	}
	src := c.src[extract.StartByte(def):extract.EndByte(def)]
	found := false
	for i := 0; !found; {
		j := bytes.Index(src[i:], []byte(name))
		if j < 0 {
			break
		}
		at, end := i+j, i+j+len(name)
		i = end
		if at > 0 && isIdentByte(src[at-1]) || end < len(src) && isIdentByte(src[end]) {
			continue
		}
		before := bytes.TrimRight(src[:at], " (\t")
		for _, w := range []string{"if", "elif", "not", "and", "or", "assert", "isinstance"} {
			if bytes.HasSuffix(before, []byte(w)) && (len(before) == len(w) || !isIdentByte(before[len(before)-len(w)-1])) {
				found = true
			}
		}
		after := bytes.TrimLeft(src[end:], " ")
		found = found || bytes.HasPrefix(after, []byte("is ")) || bytes.HasPrefix(after, []byte("==")) || bytes.HasPrefix(after, []byte("!="))
	}
	c.tested[k] = found
	return found
}

// testedKey is a function (by its start) and a name, for mayBeTested.
type testedKey struct {
	def  uint32
	name string
}

// literalKnown returns what a literal v (of node type t) is, and false when v is none.
func (c *fileCtx) literalKnown(v *sitter.Node, t string) (extract.ArgFact, bool) {
	const value = extract.ArgNonNull
	truthy := func(b bool) extract.ArgFact {
		if b {
			return extract.ArgTruthy
		}
		return 0
	}
	switch t {
	case "string":
		// A str, unless it is bytes (b"..."); truthy when a fragment of its own is not empty
		// (an f-string's too).
		f := value | extract.ArgString
		for i := 0; i < int(extract.NamedChildCount(v)); i++ {
			switch ch := extract.NamedChild(v, i); extract.Type(ch) {
			case "string_start":
				if strings.ContainsAny(c.text(ch), "bB") {
					f &^= extract.ArgString
				}
			case "string_content", "escape_sequence":
				f |= extract.ArgTruthy
				if extract.Type(ch) == "string_content" && strings.TrimSpace(c.text(ch)) != "" {
					f |= extract.ArgNonBlank // blankTest (striptests.go)
				}
			}
		}
		return f, true
	case "concatenated_string":
		f := value | extract.ArgString
		for _, s := range namedChildren(v) {
			sf, _ := c.literalKnown(s, extract.Type(s))
			f |= sf & (extract.ArgTruthy | extract.ArgNonBlank)
		}
		return f, true
	case "integer":
		return value | extract.ArgNumber | truthy(!isZero(c.text(v))), true
	case "float":
		return value | truthy(!isZero(c.text(v))), true
	case "true":
		return value | extract.ArgTruthy | extract.ArgBoolean | extract.ArgNumber, true
	case "false":
		return value | extract.ArgBoolean | extract.ArgNumber, true
	case "list":
		return value | extract.ArgArray | truthy(hasElement(v)), true
	case "dictionary":
		return value | extract.ArgObject | truthy(hasElement(v)), true
	case "tuple", "set":
		return value | truthy(hasElement(v)), true
	case "lambda":
		return value | extract.ArgTruthy, true
	}
	return 0, false
}

// hasElement reports whether a container literal holds an element of its own (not only what a
// splat, *xs or **d, unpacks: that may be nothing).
func hasElement(v *sitter.Node) bool {
	for _, ch := range namedChildren(v) {
		if t := extract.Type(ch); t != "list_splat" && t != "dictionary_splat" && t != "parenthesized_list_splat" {
			return true
		}
	}
	return false
}

// isZero reports whether a number literal's text is zero (0, 0x0, 0.0, 0_0, 0j).
func isZero(s string) bool {
	for _, r := range s {
		switch r {
		case '0', '.', '_', 'x', 'X', 'o', 'O', 'b', 'B', 'j', 'J', 'e', 'E', '+', '-':
		default:
			return false
		}
	}
	return true
}

// heldTest is a condition known to have the value truth where a call runs, tested in at (the
// statement or expression that holds the test and the call); leaves, for an earlier `if` whose
// branch leaves, is that branch: what runs there never reaches the call.
type heldTest struct {
	cond   *sitter.Node
	truth  bool
	at     *sitter.Node
	leaves *sitter.Node
	facts  map[string]extract.ArgFact // condFacts, once read
}

// testsAround returns the conditions that hold where call (in def) runs, nearest first; none
// when the call is in a lambda or a generator expression.
func (c *fileCtx) testsAround(call, def *sitter.Node) []heldTest {
	var out []heldTest
	for n, p := call, extract.Parent(call); p != nil && !sameNode(p, def); n, p = p, extract.Parent(p) {
		if !aroundTypes.Holds(p) {
			continue
		}
		switch extract.Type(p) {
		case "lambda", "generator_expression", "function_definition", "class_definition":
			return nil
		case "conditional_expression":
			if extract.NamedChildCount(p) == 3 {
				if nodeIs(extract.NamedChild(p, 0), n) {
					out = append(out, heldTest{cond: extract.NamedChild(p, 1), truth: true, at: p})
				} else if nodeIs(extract.NamedChild(p, 2), n) {
					out = append(out, heldTest{cond: extract.NamedChild(p, 1), truth: false, at: p})
				}
			}
		case "if_statement", "elif_clause":
			if nodeIs(extract.Field(p, "consequence"), n) {
				out = append(out, heldTest{cond: extract.Field(p, "condition"), truth: true, at: p})
			} else if extract.Type(p) == "if_statement" && (extract.Type(n) == "else_clause" || extract.Type(n) == "elif_clause") {
				out = append(out, heldTest{cond: extract.Field(p, "condition"), truth: false, at: p})
			}
		case "boolean_operator":
			if nodeIs(extract.Field(p, "right"), n) {
				if op := extract.Field(p, "operator"); op != nil {
					out = append(out, heldTest{cond: extract.Field(p, "left"), truth: string(c.bytesOf(op)) == "and", at: p})
				}
			}
		case "block", "module":
			for _, st := range c.blockGuards(p) {
				if extract.StartByte(st) >= extract.StartByte(n) {
					break
				}
				if extract.Type(st) == "assert_statement" {
					out = append(out, heldTest{cond: extract.NamedChild(st, 0), truth: true, at: st})
				} else {
					out = append(out, heldTest{cond: extract.Field(st, "condition"), truth: false, at: st, leaves: extract.Field(st, "consequence")})
				}
			}
		}
	}
	return out
}

// aroundTypes are the node types testsAround reads, by grammar symbol: Node.Type is a cgo call
// that copies the name into a new string, Node.Symbol one that returns a number, and most nodes
// between a call and its function are none of these.
var aroundTypes = newSymbolSet("lambda", "generator_expression", "function_definition", "class_definition",
	"conditional_expression", "if_statement", "elif_clause", "boolean_operator", "block", "module")

// newSymbolSet returns the set of the Python grammar's symbols named one of names (exact: one
// grammar; extract.SymbolSet).
func newSymbolSet(names ...string) *extract.SymbolSet {
	return extract.NewSymbolSet([]*sitter.Language{python.GetLanguage()}, names...)
}

// condFacts returns, by variable, what a condition having the value truth shows of it.
func (c *fileCtx) condFacts(cond *sitter.Node, truth bool) map[string]extract.ArgFact {
	out := map[string]extract.ArgFact{}
	var add func(cond *sitter.Node, truth bool)
	add = func(cond *sitter.Node, truth bool) {
		for cond != nil && extract.Type(cond) == "parenthesized_expression" && extract.NamedChildCount(cond) == 1 {
			cond = extract.NamedChild(cond, 0)
		}
		if cond == nil {
			return
		}
		switch extract.Type(cond) {
		case "identifier":
			if truth {
				out[string(c.bytesOf(cond))] |= extract.ArgNonNull | extract.ArgTruthy
			}
		case "subscript":
			if key, ok := c.itemCondKey(cond); ok && truth {
				out[key] |= extract.ArgNonNull | extract.ArgTruthy // itemguards.go
			}
		case "not_operator":
			add(extract.Field(cond, "argument"), !truth)
		case "boolean_operator":
			// Both sides of a true `and`, and of a false `or`, hold.
			if op := extract.Field(cond, "operator"); op != nil && (string(c.bytesOf(op)) == "and") == truth {
				add(extract.Field(cond, "left"), truth)
				add(extract.Field(cond, "right"), truth)
			}
		case "comparison_operator":
			v, op, ok := c.noneComparison(cond)
			if ok && extract.Type(v) == "identifier" && (op == "is not" || op == "!=") == truth {
				out[string(c.bytesOf(v))] |= extract.ArgNonNull
			}
			if key, isItem := c.itemCondKey(v); ok && isItem && (op == "is not" || op == "!=") == truth {
				out[key] |= extract.ArgNonNull
			}
		case "call":
			if v, f, ok := c.isinstanceHolds(cond); ok && truth && extract.Type(v) == "identifier" {
				out[string(c.bytesOf(v))] |= f
			}
		}
	}
	add(cond, truth)
	return out
}

// isinstanceHolds reads `isinstance(v, T)` or `isinstance(v, (T, U))` where it holds: the value
// and what it then is, the facts every one of the types has; false when a type is not one
// isinstanceFacts knows (the value may be of that one).
func (c *fileCtx) isinstanceHolds(call *sitter.Node) (*sitter.Node, extract.ArgFact, bool) {
	v, types, ok := c.isinstanceCall(call)
	if !ok {
		return nil, 0, false
	}
	facts := ^extract.ArgFact(0)
	for _, t := range types {
		f, ok := isinstanceFacts[string(c.bytesOf(t))]
		if !ok {
			return nil, 0, false
		}
		facts &= f
	}
	return unparen(v), facts | extract.ArgNonNull, true
}

// unchangedSince reports whether a local variable of def still holds, where call runs, the value
// it had where t tested it: no function declares it global or nonlocal, and
// no binding of it comes at or after the test and before the end of the call, or in a loop
// around the call that starts after the test.
func (c *fileCtx) unchangedSince(name string, t heldTest, call, def *sitter.Node) bool {
	binds := c.assignmentsOf(def, name) // a local of def (argKnown)
	if c.deletes(def, name) || c.declaredOuter(def) && c.reassigned(name) {
		return false
	}
	for _, b := range binds {
		if extract.StartByte(b) >= extract.StartByte(t.at) && (extract.StartByte(b) < extract.EndByte(call) || c.inLoopAround(b, call, t.at)) {
			return false
		}
	}
	return true
}

// declaredOuter reports whether def, or a function in it, may declare a name global or
// nonlocal: its text holds either word.
func (c *fileCtx) declaredOuter(def *sitter.Node) bool {
	src := c.src[extract.StartByte(def):extract.EndByte(def)]
	return bytes.Contains(src, []byte("global ")) || bytes.Contains(src, []byte("nonlocal "))
}

// isParamOf reports whether name is a parameter of def that calls pass (not self or cls).
func (c *fileCtx) isParamOf(def *sitter.Node, name string) bool {
	for _, p := range c.callParams(def) {
		if p.name == name {
			return true
		}
	}
	return false
}

// inLoopAround reports whether n lies in a loop (for, while) around call that starts after at:
// a later round of the loop runs n before the call again.
func (c *fileCtx) inLoopAround(n, call, at *sitter.Node) bool {
	for p := extract.Parent(call); p != nil && extract.StartByte(p) > extract.StartByte(at); p = extract.Parent(p) {
		if (extract.Type(p) == "for_statement" || extract.Type(p) == "while_statement") && extract.StartByte(p) <= extract.StartByte(n) && extract.EndByte(n) <= extract.EndByte(p) {
			return true
		}
	}
	return false
}

// truthKept reports whether a variable's truth, which t tested, still holds where call runs: it
// is used between the test and the call (or in a loop around the call that starts after the
// test) as nothing that may change a value in place, an object (x.m), an argument, a
// subscripted value; and no nested function of def names it.
func (c *fileCtx) truthKept(name string, t heldTest, call, def *sitter.Node) bool {
	return c.usesKept(def, name, extract.StartByte(t.at), t, call, func(n *sitter.Node) bool {
		if p := extract.Parent(n); p != nil {
			switch extract.Type(p) {
			case "attribute", "subscript":
				return !nodeIs(extract.NamedChild(p, 0), n)
			case "keyword_argument":
				return !nodeIs(extract.Field(p, "value"), n)
			case "argument_list", "list_splat", "dictionary_splat":
				return false
			}
		}
		return true
	})
}

// usesKept reports whether keep accepts every identifier spelled name in def's body that a walk
// from the test's place (nodes ending after from, t.leaves skipped) meets before call, or in a
// loop around call that starts after the test; one that a nested function, lambda or class
// names keeps nothing.
func (c *fileCtx) usesKept(def *sitter.Node, name string, from uint32, t heldTest, call *sitter.Node, keep func(id *sitter.Node) bool) bool {
	body := extract.Field(def, "body")
	if body == nil {
		return true
	}
	// The offsets of the name in the body: only an identifier spelled name changes the answer,
	// and a node that holds none is skipped with its subtree.
	var names []uint32
	src := c.src[extract.StartByte(body):extract.EndByte(body)]
	for i := 0; i < len(src); {
		j := bytes.Index(src[i:], []byte(name))
		if j < 0 {
			break
		}
		names = append(names, extract.StartByte(body)+uint32(i+j))
		i += j + 1
	}
	kept := true
	var walk func(n *sitter.Node, nested bool)
	walk = func(n *sitter.Node, nested bool) {
		end := extract.EndByte(n)
		if !kept || end <= from || t.leaves != nil && nodeIs(n, t.leaves) {
			return
		}
		start := extract.StartByte(n)
		k := sort.Search(len(names), func(i int) bool { return names[i] >= start })
		if k == len(names) || names[k]+uint32(len(name)) > end {
			return
		}
		switch extract.Type(n) {
		case "function_definition", "lambda", "class_definition":
			nested = true
		case "identifier":
			if string(c.bytesOf(n)) != name {
				return
			}
			if nested {
				kept = false
				return
			}
			if extract.StartByte(n) >= extract.StartByte(call) && !c.inLoopAround(n, call, t.at) {
				return
			}
			kept = keep(n)
			return
		}
		eachNamedChild(n, func(ch *sitter.Node) { walk(ch, nested) })
	}
	walk(body, false)
	return kept
}
