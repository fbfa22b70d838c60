package python

import (
	"github.com/mcperr/mcperr/scanner/extract"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"
)

// Two failure branches that no run reaches.
//
// A test made again after the same test already left the block:
//
//	if location not in ["shared", "personal"]:
//	    return {"status": "error", ...}
//	...                                      # location is not bound again
//	if location not in ("shared", "personal"):
//	    return {"status": "error", ...}      # never runs
//
// The earlier if stands in the same block, has the same condition (its text without spaces, a
// list literal read as a tuple), and its body ends in a return, raise, continue or break. The
// condition holds only local names, literals and the operators between them (no call, attribute
// or item, whose value may change under it); no statement between binds one of the names,
// calls a method of it or takes an item of it, and one is passed to a call only when the
// condition compares it with literals (a call may change a list in place, not what it equals).
//
// An except clause whose try cannot raise:
//
//	try:
//	    if not os.path.exists(local_path):   # exists catches OSError and ValueError itself
//	        return {"status": "error", ...}
//	    if not local_path.endswith(".ipynb"):
//	        return {"status": "error", ...}
//	except Exception as e:
//	    return {"status": "error", ...}      # never runs
//
// The body holds only quiet statements (quietBlock: ifs, returns, expressions and assignments
// to names of quiet expressions), where a call of neverRaisingCalls (or a str method of
// neverRaisingMethods) counts as quiet when its arguments are string literals or parameters
// annotated str that the function never binds (bindsWithin).

// deadByOwnTests reports whether stmt never runs by what its own function tests: a test made
// again after it left the block (deadRepeatTest), an except of a try that cannot raise
// (deadExceptTry), the else of a chain that tests every value a set check left
// (deadcovered.go). cannotRun asks it of a tool's statements, reached.go and xfile.go of the
// failure returns of functions that tools of other files reach.
func (c *fileCtx) deadByOwnTests(stmt *sitter.Node) bool {
	return memo(&c.deadByOwn, stmt, func() bool {
		return c.deadRepeatTest(stmt) || c.deadExceptTry(stmt) || c.deadCoveredElse(stmt)
	})
}

// deadRepeatTest reports whether stmt sits in the body of an if whose test an earlier if of the
// same block made already, leaving the block when it held.
func (c *fileCtx) deadRepeatTest(stmt *sitter.Node) bool {
	return c.inIfBody(stmt, c.testMadeBefore)
}

// testMadeBefore reports whether an earlier statement of the if_statement p's block is an if
// with p's condition whose body leaves the block, and nothing between may change the names the
// condition reads.
func (c *fileCtx) testMadeBefore(p, def *sitter.Node) bool {
	cond := extract.Field(p, "condition")
	names, compared, ok := c.plainCondition(cond)
	if !ok || len(names) == 0 {
		return false
	}
	for _, n := range names {
		if c.reassigned(n) || !(c.isParamOf(def, n) || len(c.assignmentsOf(def, n)) > 0) {
			return false
		}
	}
	blk := extract.Parent(p)
	if blk == nil || extract.Type(blk) != "block" {
		return false
	}
	var before []*sitter.Node
	for _, s := range namedChildren(blk) {
		if sameNode(s, p) {
			break
		}
		before = append(before, s)
	}
	want := c.condKey(cond)
	for i := len(before) - 1; i >= 0; i-- {
		s := before[i]
		if extract.Type(s) == "if_statement" && c.condKey(extract.Field(s, "condition")) == want && leavesBlock(extract.Field(s, "consequence")) {
			for _, alt := range namedChildren(s) {
				if nodeIs(alt, extract.Field(s, "condition")) || nodeIs(alt, extract.Field(s, "consequence")) {
					continue
				}
				for _, n := range names {
					if c.bindsWithin(alt, n) || !c.usesKeep(alt, n, compared) {
						return false
					}
				}
			}
			return true
		}
		for _, n := range names {
			if c.bindsWithin(s, n) || !c.usesKeep(s, n, compared) {
				return false
			}
		}
	}
	return false
}

// plainCondition returns the names a condition reads when it holds only names, literals and
// operators; compared tells whether every name stands as an operand of a comparison whose
// other operands are literals.
func (c *fileCtx) plainCondition(cond *sitter.Node) (names []string, compared, ok bool) {
	compared = true
	seen := map[string]bool{}
	var walk func(n, parent *sitter.Node) bool
	walk = func(n, parent *sitter.Node) bool {
		switch extract.Type(n) {
		case "identifier":
			if !seen[string(c.bytesOf(n))] {
				seen[string(c.bytesOf(n))] = true
				names = append(names, c.text(n))
			}
			if parent == nil || extract.Type(parent) != "comparison_operator" {
				compared = false
			} else {
				for _, o := range namedChildren(parent) {
					if !sameNode(o, n) && !isLiteral(o) {
						compared = false
					}
				}
			}
			return true
		case "integer", "float", "true", "false", "none", "string_start", "string_content", "string_end", "escape_sequence":
			return true
		case "string", "comparison_operator", "boolean_operator", "not_operator", "parenthesized_expression", "list", "tuple":
			for _, ch := range namedChildren(n) {
				if !walk(ch, n) {
					return false
				}
			}
			return true
		}
		return false
	}
	ok = cond != nil && walk(cond, nil)
	return names, compared, ok
}

// isLiteral reports whether n is a literal, or a list or tuple of literals.
func isLiteral(n *sitter.Node) bool {
	switch extract.Type(n) {
	case "string", "integer", "float", "true", "false", "none":
		return true
	case "list", "tuple", "parenthesized_expression":
		for _, ch := range namedChildren(n) {
			if !isLiteral(ch) {
				return false
			}
		}
		return true
	}
	return false
}

// condKey is a condition's tokens joined without the spaces between them, a string literal
// whole and brackets read as parentheses (a list and a tuple of literals test membership
// alike; plainCondition admits no subscript or call).
func (c *fileCtx) condKey(cond *sitter.Node) string {
	if cond == nil {
		return ""
	}
	if extract.Type(cond) == "string" || cond.ChildCount() == 0 {
		t := c.text(cond)
		switch t {
		case "[":
			return "("
		case "]":
			return ")"
		}
		return t
	}
	var b strings.Builder
	for i := 0; i < int(cond.ChildCount()); i++ {
		b.WriteString(c.condKey(cond.Child(i)))
		b.WriteByte(' ')
	}
	return b.String()
}

// leavesBlock reports whether a block's last statement (comments aside) is a return, raise,
// continue or break.
func leavesBlock(body *sitter.Node) bool {
	last := lastStatement(body)
	if last == nil {
		return false
	}
	switch extract.Type(last) {
	case "return_statement", "raise_statement", "continue_statement", "break_statement":
		return true
	}
	return false
}

// usesKeep reports whether every use of name in s leaves its value as it is: no method call or
// attribute of it, no item of it, no nested scope naming it, and no call argument unless
// compared (the condition only compares name with literals).
func (c *fileCtx) usesKeep(s *sitter.Node, name string, compared bool) bool {
	keep := true
	var walk func(x *sitter.Node)
	walk = func(x *sitter.Node) {
		if !keep {
			return
		}
		if extract.Type(x) == "identifier" && string(c.bytesOf(x)) == name {
			par := extract.Parent(x)
			switch extract.Type(par) {
			case "attribute":
				keep = !nodeIs(extract.Field(par, "object"), x)
			case "subscript":
				keep = !nodeIs(extract.Field(par, "value"), x)
			case "argument_list", "keyword_argument", "list_splat", "dictionary_splat":
				keep = compared
			default:
				// A list's truth may change through an alias (y = x; y.append(v)).
				switch extract.Type(par) {
				case "interpolation", "comparison_operator", "not_operator", "boolean_operator", "if_statement", "elif_clause", "parenthesized_expression":
				default:
					keep = compared
				}
			}
			return
		}
		switch extract.Type(x) {
		case "function_definition", "lambda", "class_definition":
			keep = !c.mentionsName(x, name, 2)
			return
		}
		for i := 0; i < int(extract.NamedChildCount(x)); i++ {
			walk(extract.NamedChild(x, i))
		}
	}
	walk(s)
	return keep
}

// neverRaisingCalls are standard-library calls that raise nothing for a string argument:
// os.path.exists, isfile, isdir and lexists catch OSError and ValueError themselves and answer
// False. The list is short on purpose: a call counts only here and in neverRaisingMethods.
var neverRaisingCalls = map[string]bool{
	"os.path.exists": true, "os.path.isfile": true, "os.path.isdir": true, "os.path.lexists": true,
}

// neverRaisingMethods are str methods that raise nothing for string arguments.
var neverRaisingMethods = map[string]bool{"endswith": true, "startswith": true}

// deadExceptTry reports whether stmt stands in an except clause, catching Exceptions only, of a
// try whose body cannot raise (quiet statements, or text building: quiettext.go).
func (c *fileCtx) deadExceptTry(stmt *sitter.Node) bool {
	try, clause := c.exceptAround(stmt)
	if try == nil || !c.catchesOnlyExceptions(clause) {
		return false
	}
	def := c.enclosingDef(try)
	if def == nil || extract.Type(def) != "function_definition" {
		return false
	}
	return c.textOnlyBlock(extract.Field(try, "body"), def, func(n *sitter.Node) bool { return c.strCall(n, def) })
}

// strCall reports whether a call is one of neverRaisingCalls, or a neverRaisingMethods method of
// a str parameter, with only string literals and str parameters as arguments.
func (c *fileCtx) strCall(n, def *sitter.Node) bool {
	if extract.Type(n) != "call" {
		return false
	}
	args := extract.Field(n, "arguments")
	if args == nil || extract.Type(args) != "argument_list" {
		return false
	}
	for _, a := range namedChildren(args) {
		if !c.strValue(a, def) {
			return false
		}
	}
	fn := extract.Field(n, "function")
	if neverRaisingCalls[string(c.bytesOf(fn))] {
		return extract.NamedChildCount(args) == 1
	}
	return extract.Type(fn) == "attribute" && neverRaisingMethods[string(c.bytesOf(extract.Field(fn, "attribute")))] && c.strValue(extract.Field(fn, "object"), def)
}

// strValue reports whether n is a plain string literal, or a parameter of def annotated str
// that def never binds nor deletes.
func (c *fileCtx) strValue(n, def *sitter.Node) bool {
	switch extract.Type(n) {
	case "string":
		return !strings.Contains(c.text(n), "{")
	case "identifier":
		name := c.text(n)
		if c.reassigned(name) || c.bindsWithin(extract.Field(def, "body"), name) {
			return false
		}
		for _, p := range c.callParams(def) {
			if p.name == name {
				return extract.Type(p.node) == "typed_parameter" && string(c.bytesOf(extract.Field(p.node, "type"))) == "str"
			}
		}
	}
	return false
}
