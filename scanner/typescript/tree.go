package typescript

import (
	"github.com/mcperr/mcperr/scanner/extract"
	"sort"
	"strconv"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"
)

// isFunction reports whether n is a function-like node of any of the three grammars.
func isFunction(n *sitter.Node) bool {
	if !functionSymbols.Holds(n) {
		return false
	}
	switch extract.Type(n) {
	case "function_declaration", "function_expression", "function", "arrow_function",
		"method_definition", "generator_function_declaration", "generator_function":
		return true
	}
	return false
}

// functionSymbols are the symbols of the types isFunction accepts.
var functionSymbols = newSymbolSet("function_declaration", "function_expression", "function", "arrow_function",
	"method_definition", "generator_function_declaration", "generator_function")

// chainRoot returns what a chain of members and subscripts starts from (`t` of `t.a[i].b`),
// unwrapped; n itself when it is no member or subscript.
func chainRoot(n *sitter.Node) *sitter.Node {
	for n != nil && (extract.Type(n) == "member_expression" || extract.Type(n) == "subscript_expression") {
		n = unwrap(extract.Field(n, "object"))
	}
	return n
}

// unwrap strips the wrappers that do not change a value: parentheses, `as T`, `satisfies T`,
// `x!`, `<T>x` and `await`.
func unwrap(n *sitter.Node) *sitter.Node {
	return unwrapPast(n, true)
}

// unwrapTypes returns n past parentheses and type assertions but not past await: the
// expression as it is before any await.
func unwrapTypes(n *sitter.Node) *sitter.Node {
	return unwrapPast(n, false)
}

// unwrapPast is unwrap, past await_expression too when await is set.
func unwrapPast(n *sitter.Node, await bool) *sitter.Node {
	for n != nil {
		if !wrapperSymbols.Holds(n) {
			return n // no wrapper: most values are not
		}
		switch extract.Type(n) {
		case "parenthesized_expression", "as_expression", "satisfies_expression",
			"non_null_expression", "type_assertion", "await_expression":
			if extract.Type(n) == "await_expression" && !await {
				return n
			}
			c := extract.NamedChild(n, 0)
			if c == nil {
				return n
			}
			if extract.Type(n) == "type_assertion" && int(extract.NamedChildCount(n)) > 1 {
				c = extract.NamedChild(n, 1)
			}
			n = c
		default:
			return n
		}
	}
	return n
}

// wrapperSymbols are the symbols of the wrappers unwrapPast strips.
var wrapperSymbols = newSymbolSet("parenthesized_expression", "as_expression", "satisfies_expression",
	"non_null_expression", "type_assertion", "await_expression")

// wrapperTypes returns the type text of the `as`/`satisfies` wrappers around n, outermost last.
func (f *file) wrapperTypes(n *sitter.Node) string {
	src := f.Src
	var b strings.Builder
	for p := f.parent(n); p != nil; p = f.parent(p) {
		switch extract.Type(p) {
		case "as_expression", "satisfies_expression":
			if c := extract.NamedChild(p, 1); c != nil {
				b.WriteString(extract.Content(c, src))
				b.WriteByte(' ')
			}
		case "parenthesized_expression", "non_null_expression":
		default:
			return b.String()
		}
	}
	return b.String()
}

// text returns n's source text, or "" for a nil node.
func text(n *sitter.Node, src []byte) string {
	if n == nil {
		return ""
	}
	return extract.Content(n, src)
}

// stringValue returns the value of a string literal, or of a template string without
// substitutions, and whether n is one.
func stringValue(n *sitter.Node, src []byte) (string, bool) {
	if n == nil {
		return "", false
	}
	switch extract.Type(n) {
	case "string":
		raw := extract.Content(n, src)
		if len(raw) >= 2 {
			raw = raw[1 : len(raw)-1]
		}
		if s, err := strconv.Unquote(`"` + strings.ReplaceAll(raw, `"`, `\"`) + `"`); err == nil {
			return s, true
		}
		return raw, true
	case "template_string":
		if hasChildType(n, "template_substitution") {
			return "", false
		}
		raw := extract.Content(n, src)
		return strings.Trim(raw, "`"), true
	}
	return "", false
}

// staticText returns the literal parts of a string or template string, with each substitution
// replaced by "…", and whether n is such a literal; or the text a + concatenation with a
// literal part builds (concatText).
func staticText(n *sitter.Node, src []byte) (string, bool) {
	if n == nil {
		return "", false
	}
	if s, ok := stringValue(n, src); ok {
		return s, true
	}
	if extract.Type(n) == "binary_expression" {
		return concatText(n, src)
	}
	if extract.Type(n) != "template_string" {
		return "", false
	}
	raw := extract.Content(n, src)
	start := extract.StartByte(n)
	var b strings.Builder
	last := uint32(0)
	for i := 0; i < int(extract.NamedChildCount(n)); i++ {
		c := extract.NamedChild(n, i)
		if extract.Type(c) != "template_substitution" {
			continue
		}
		b.WriteString(raw[last : extract.StartByte(c)-start])
		b.WriteString("…")
		last = extract.EndByte(c) - start
	}
	b.WriteString(raw[last:])
	return strings.Trim(b.String(), "`"), true
}

func hasChildType(n *sitter.Node, typ string) bool {
	for i := 0; i < int(extract.NamedChildCount(n)); i++ {
		if extract.Type(extract.NamedChild(n, i)) == typ {
			return true
		}
	}
	return false
}

// propertyName returns the name of an object member's key: `a`, `"a"`, `'a'`, or "" when the key
// is computed.
func propertyName(key *sitter.Node, src []byte) string {
	if key == nil {
		return ""
	}
	switch extract.Type(key) {
	case "property_identifier", "identifier", "shorthand_property_identifier", "private_property_identifier":
		return extract.Content(key, src)
	case "string":
		s, _ := stringValue(key, src)
		return s
	case "number":
		return extract.Content(key, src)
	}
	return ""
}

// isTrue reports whether n is the literal true (`true`, `true as const`, `!0`, `!!1`).
func isTrue(n *sitter.Node, src []byte) bool {
	n = unwrap(n)
	if n == nil {
		return false
	}
	if extract.Type(n) == "true" {
		return true
	}
	if extract.Type(n) == "unary_expression" {
		t := strings.ReplaceAll(extract.Content(n, src), " ", "")
		return t == "!0" || t == "!!1" || t == "!false"
	}
	return false
}

// isInside reports whether n lies within outer (or is outer).
func isInside(n, outer *sitter.Node) bool {
	return extract.StartByte(n) >= extract.StartByte(outer) && extract.EndByte(n) <= extract.EndByte(outer)
}

// same reports whether a and b are the same node.
func same(a, b *sitter.Node) bool {
	// A tree hands out one *sitter.Node per node (go-tree-sitter caches them by their C value),
	// so equal pointers are the same node: no call into C for the common case.
	if a == b {
		return a != nil
	}
	return a != nil && b != nil && extract.StartByte(a) == extract.StartByte(b) && extract.EndByte(a) == extract.EndByte(b) && extract.Type(a) == extract.Type(b)
}

// enclosingFunction returns the nearest function-like ancestor of n, or nil at top level.
func (f *file) enclosingFunction(n *sitter.Node) *sitter.Node {
	if n == nil {
		return nil
	}
	fs := f.functionIndex()
	start, end := extract.StartByte(n), extract.EndByte(n)
	// The last function starting at or before n, then out through its enclosing functions to
	// the first that holds n and is not n itself.
	for i := fs.last(start); i >= 0; i = fs.parent[i] {
		if fs.end[i] >= end && !(fs.start[i] == start && fs.end[i] == end && same(fs.nodes[i], n)) {
			return fs.nodes[i]
		}
	}
	return nil
}

// functionIndex builds, on first use, the file's function index from the functions query.
func (f *file) functionIndex() *spans {
	if f.funcs != nil {
		return f.funcs
	}
	fs := &spans{}
	for _, m := range f.matches(qFunctions) {
		if g := m[capSite]; g != nil {
			fs.add(g)
		}
	}
	f.funcs = fs
	return fs
}

// spans are nodes that nest (functions, the bodies of try statements) in document order, each
// with its byte range and the index of the innermost one that encloses it (-1 for none): the
// ones around a position are found by a binary search and a few steps out, with no walk up the
// tree and no cgo call.
type spans struct {
	nodes      []*sitter.Node
	start, end []uint32
	parent     []int
}

// add appends n, which starts at or after every node added before it.
func (s *spans) add(n *sitter.Node) {
	start, end := extract.StartByte(n), extract.EndByte(n)
	// Out from the last node added to the first that does not end before n ends: its encloser.
	p := len(s.nodes) - 1
	for p >= 0 && s.end[p] < end {
		p = s.parent[p]
	}
	s.nodes, s.start, s.end, s.parent = append(s.nodes, n), append(s.start, start), append(s.end, end), append(s.parent, p)
}

// last returns the index of the last node that starts at or before the offset start, or -1.
// The nodes around a range that starts there are that one and those its parent chain reaches,
// the ones that end at or after the range's end.
func (s *spans) last(start uint32) int {
	return sort.Search(len(s.start), func(i int) bool { return s.start[i] > start }) - 1
}

// functionName returns the name a function is known by: its declared name, the variable or
// property it is assigned to, or "" when anonymous.
func (f *file) functionName(fn *sitter.Node) string {
	if fn == nil {
		return ""
	}
	if name, ok := f.names[fn.ID()]; ok {
		return name // asked again at each summary's place (displayName) and key (keyOfFunction)
	}
	name := f.nameOfFunction(fn)
	if f.names == nil {
		f.names = map[uintptr]string{}
	}
	f.names[fn.ID()] = name
	return name
}

// nameOfFunction is functionName, computed.
func (f *file) nameOfFunction(fn *sitter.Node) string {
	src := f.Src
	if name := extract.Field(fn, "name"); name != nil {
		return extract.Content(name, src)
	}
	p := f.parent(unwrapUp(f, fn))
	if p == nil {
		return ""
	}
	switch extract.Type(p) {
	case "variable_declarator":
		if n := extract.Field(p, "name"); n != nil && extract.Type(n) == "identifier" {
			return extract.Content(n, src)
		}
	case "pair":
		return propertyName(extract.Field(p, "key"), src)
	case "assignment_expression":
		if l := extract.Field(p, "left"); l != nil {
			if extract.Type(l) == "member_expression" {
				return text(extract.Field(l, "property"), src)
			}
			return extract.Content(l, src)
		}
	case "public_field_definition", "field_definition":
		if n := extract.Field(p, "name"); n != nil {
			return extract.Content(n, src)
		}
		if n := extract.Field(p, "property"); n != nil {
			return extract.Content(n, src)
		}
	}
	return ""
}

// functionBody returns a function's body: a statement block, or the expression of an arrow.
func functionBody(fn *sitter.Node) *sitter.Node {
	return extract.Field(fn, "body")
}

// lastArgument returns the last argument of an arguments node, comments aside (a trailing
// `// note` after the handler is no argument), or nil.
func lastArgument(args *sitter.Node) *sitter.Node {
	if args == nil {
		return nil
	}
	for i := int(extract.NamedChildCount(args)) - 1; i >= 0; i-- {
		if c := extract.NamedChild(args, i); extract.Type(c) != "comment" {
			return c
		}
	}
	return nil
}

// argument returns the i-th argument, skipping comments.
func argument(args *sitter.Node, i int) *sitter.Node { return nthNamed(args, i) }

// nthNamed returns the i-th named child of list, comments aside (an argument list's i-th
// argument, a function's i-th parameter), or nil; nil when list is nil.
func nthNamed(list *sitter.Node, i int) *sitter.Node {
	if list == nil {
		return nil
	}
	k := 0
	for j := 0; j < int(extract.NamedChildCount(list)); j++ {
		c := extract.NamedChild(list, j)
		if extract.Type(c) == "comment" {
			continue
		}
		if k == i {
			return c
		}
		k++
	}
	return nil
}

// argumentIndex returns the index of n among the arguments args (as argument counts them), or -1.
func argumentIndex(args, n *sitter.Node) int { return namedIndex(args, n) }

// namedIndex returns the position of n among list's named children, comments aside (an
// argument list's arguments, a function's parameters), or -1; -1 when list is nil.
func namedIndex(list, n *sitter.Node) int {
	if list == nil {
		return -1
	}
	k := 0
	for j := 0; j < int(extract.NamedChildCount(list)); j++ {
		c := extract.NamedChild(list, j)
		if extract.Type(c) == "comment" {
			continue
		}
		if same(c, n) {
			return k
		}
		k++
	}
	return -1
}

// line returns n's 1-based start line.
func line(n *sitter.Node) int { return int(n.StartPoint().Row) + 1 }

// endLine returns n's 1-based end line.
func endLine(n *sitter.Node) int { return int(n.EndPoint().Row) + 1 }

// column returns n's 1-based start column, in bytes.
func column(n *sitter.Node) int { return int(n.StartPoint().Column) + 1 }

// namedNodes returns n's named children, comments aside (an array's elements, a pattern's
// names); nil for nil.
func namedNodes(n *sitter.Node) []*sitter.Node {
	if n == nil {
		return nil
	}
	var out []*sitter.Node
	for j := 0; j < int(extract.NamedChildCount(n)); j++ {
		if c := extract.NamedChild(n, j); extract.Type(c) != "comment" {
			out = append(out, c)
		}
	}
	return out
}

// underTest reports whether n stands in the consequence of an if statement whose condition test
// accepts, among the if statements around it up to stop (not included), or up to its function
// when stop is nil.
func (f *file) underTest(n, stop *sitter.Node, test func(cond *sitter.Node) bool) bool {
	child := n
	for p := f.parent(n); p != nil; child, p = p, f.parent(p) {
		if stop != nil && same(p, stop) || stop == nil && f.parents.isFunction(p) {
			return false
		}
		if extract.Type(p) == "if_statement" {
			if c := extract.Field(p, "consequence"); c != nil && same(c, child) && test(extract.Field(p, "condition")) {
				return true
			}
		}
	}
	return false
}
