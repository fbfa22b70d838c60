package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// A failed object handed back. A result object whose own flag says it failed, returned as the
// rendering or the error member of that object, reports the failure as data:
//
//	result = db_client.execute(query)
//	if not result.success:
//	    return ToolResult(content=[TextContent(type="text", text=result.to_string())])
//
//	result = db_client.execute(query)
//	if not result.success:
//	    logger.error(result.error_message)          # falls through to the return below
//	return result.to_string()
//
// The value must read the variable the test names, through a method that renders it
// (to_string(), to_dict(), model_dump(), ...), an attribute that holds its failure (error,
// error_message, message, ...) or str(x), with no assignment of the variable between the test
// and the return. The test must say the object failed (not x.success, not x.ok, x.success is
// False, x.error, x.failed; an `and` holding one), the return sit in that test's branch (or in
// the else of a test that it succeeded), or follow, in the same block, an if whose failure
// branch ends without leaving the function. "if not x.success or not x.rows" may hold on an
// empty success: no failure.

// renderMethod matches the methods that render an object as a whole: its text or its members.
var renderMethod = lazyre.New(`^(to_\w+|as_\w+|model_dump\w*|dict|json|text|__str__|format|render\w*|summary|summar(y|ize)\w*|describe)$`)

// failureMember matches the attributes that hold an object's failure.
var failureMember = lazyre.New(`^(error|errors|error_message|error_msg|err|message|msg|reason|detail|details|stderr)$`)

// successFlag matches an object's success flag; failureFlag a flag that holds on failure.
var (
	successFlag = lazyre.New(`^(success|ok|succeeded|successful|is_success|is_ok)$`)
	failureFlag = lazyre.New(`^(failed|is_error|has_error|error|error_message|errors)$`)
)

// softFailedObject is softValue's answer for a value v that renders, or reads the failure of,
// an object a test around or before v's statement found failed.
func (c *fileCtx) softFailedObject(v *sitter.Node, blk block) soft {
	if blk.at == nil {
		return soft{}
	}
	x := c.renderedObject(v)
	if x == nil {
		return soft{}
	}
	def := c.enclosingDef(blk.at)
	if def == nil {
		return soft{}
	}
	name := c.text(x)
	test := c.failedTestAround(blk.at, def, name)
	if test == nil {
		test = c.failedTestBefore(blk.at, def, name)
	}
	if test == nil {
		return soft{}
	}
	if b := c.bindingBefore(def, name, blk.at); b != nil && extract.StartByte(b) > extract.StartByte(test) {
		return soft{} // rebound after the test: another object
	}
	return isSoft(finding.Unknown, "what "+c.text(v)+" gives of a failed "+name).with(test, "the test that finds "+name+" failed")
}

// renderedObject returns the variable (not self or cls) whose rendering or failure member v
// is: x.to_string(...), x.error_message, str(x). nil for any other value.
func (c *fileCtx) renderedObject(v *sitter.Node) *sitter.Node {
	v = unparen(v)
	var obj *sitter.Node
	switch extract.Type(v) {
	case "call":
		fn := extract.Field(v, "function")
		if extract.Type(fn) == "attribute" && renderMethod.MatchString(c.text(extract.Field(fn, "attribute"))) {
			obj = extract.Field(fn, "object")
		} else if string(c.bytesOf(fn)) == "str" {
			if kw, pos := c.arguments(v); len(kw) == 0 && len(pos) == 1 {
				obj = unparen(pos[0])
			}
		}
	case "attribute":
		if failureMember.MatchString(c.text(extract.Field(v, "attribute"))) {
			obj = extract.Field(v, "object")
		}
	}
	if obj == nil || extract.Type(obj) != "identifier" || string(c.bytesOf(obj)) == "self" || string(c.bytesOf(obj)) == "cls" {
		return nil
	}
	return obj
}

// failedTestAround returns the condition of the if (or elif) whose branch holding at runs only
// when name failed, or of the if whose else holding at runs only then; nil when none.
func (c *fileCtx) failedTestAround(at, def *sitter.Node, name string) *sitter.Node {
	fails := func(cond *sitter.Node) bool { return c.failsTest(cond, name) }
	succeeds := func(cond *sitter.Node) bool { return c.succeedsTest(cond, name) }
	return c.testAround(at, def, fails, succeeds)
}

// testAround returns the condition of the if (or elif) around at whose branch holding at runs
// only when fails holds of it, or of the if whose else holding at runs only when succeeds holds
// of its condition; nil when none.
func (c *fileCtx) testAround(at, def *sitter.Node, fails, succeeds func(*sitter.Node) bool) *sitter.Node {
	for n := at; n != nil && !sameNode(n, def); n = extract.Parent(n) {
		p := extract.Parent(n)
		if p == nil || extract.Type(n) != "block" {
			continue
		}
		switch extract.Type(p) {
		case "if_statement", "elif_clause":
			if sameNode(extract.Field(p, "consequence"), n) && fails(extract.Field(p, "condition")) {
				return extract.Field(p, "condition")
			}
		case "else_clause":
			if ifs := extract.Parent(p); ifs != nil && extract.Type(ifs) == "if_statement" && succeeds(extract.Field(ifs, "condition")) {
				return extract.Field(ifs, "condition")
			}
		}
	}
	return nil
}

// failedTestBefore returns the condition of an if that precedes at's statement in its block,
// runs only when name failed, and whose branch ends without leaving the function or rebinding
// name: the failure falls through to at. nil when none.
func (c *fileCtx) failedTestBefore(at, def *sitter.Node, name string) *sitter.Node {
	stmt := at
	for stmt != nil && extract.Parent(stmt) != nil && extract.Type(extract.Parent(stmt)) != "block" {
		if sameNode(stmt, def) {
			return nil
		}
		stmt = extract.Parent(stmt)
	}
	if stmt == nil || extract.Parent(stmt) == nil {
		return nil
	}
	var found *sitter.Node
	for _, s := range namedChildren(extract.Parent(stmt)) {
		if extract.StartByte(s) >= extract.StartByte(stmt) {
			break
		}
		if extract.Type(s) != "if_statement" || !c.failsTest(extract.Field(s, "condition"), name) {
			continue
		}
		body := extract.Field(s, "consequence")
		if c.leavesBlock(lastStatement(body)) || c.bindingIn(body, name) {
			found = nil
			continue
		}
		found = extract.Field(s, "condition")
	}
	return found
}

// leavesBlock reports whether a statement ends its block's run: a return, raise, continue or
// break, or a statement that always raises.
func (c *fileCtx) leavesBlock(s *sitter.Node) bool {
	if s == nil {
		return false
	}
	switch extract.Type(s) {
	case "return_statement", "raise_statement", "continue_statement", "break_statement":
		return true
	}
	return c.terminates(s)
}

// bindingIn reports whether a block binds name (an assignment, a for, a with, a walrus).
func (c *fileCtx) bindingIn(body *sitter.Node, name string) bool {
	def := c.enclosingDef(body)
	if def == nil {
		return true
	}
	for _, b := range c.bindings(def)[name] {
		if extract.StartByte(body) <= extract.StartByte(b) && extract.EndByte(b) <= extract.EndByte(body) {
			return true
		}
	}
	return false
}

// failsTest reports whether a condition holds only when name's object failed: not x.success,
// x.success is False / == False, x.failed, x.error; an `and` with such an operand.
func (c *fileCtx) failsTest(cond *sitter.Node, name string) bool {
	cond = unparen(cond)
	if cond == nil {
		return false
	}
	switch extract.Type(cond) {
	case "not_operator":
		return c.flagOf(unparen(extract.Field(cond, "argument")), name, successFlag)
	case "attribute":
		return c.flagOf(cond, name, failureFlag)
	case "comparison_operator":
		if extract.NamedChildCount(cond) == 2 {
			l, r, op := c.comparison(cond)
			return extract.Type(r) == "false" && (op == "is" || op == "==") && c.flagOf(unparen(l), name, successFlag)
		}
	case "boolean_operator":
		if !c.isOr(cond) {
			return c.failsTest(extract.Field(cond, "left"), name) || c.failsTest(extract.Field(cond, "right"), name)
		}
	}
	return false
}

// succeedsTest reports whether a condition fails whenever name's object failed: x.success,
// x.ok; an `or` with such an operand (the else of `x.success and rows` may run on a success).
func (c *fileCtx) succeedsTest(cond *sitter.Node, name string) bool {
	cond = unparen(cond)
	if cond == nil {
		return false
	}
	switch extract.Type(cond) {
	case "attribute":
		return c.flagOf(cond, name, successFlag)
	case "boolean_operator":
		if c.isOr(cond) {
			return c.succeedsTest(extract.Field(cond, "left"), name) || c.succeedsTest(extract.Field(cond, "right"), name)
		}
	}
	return false
}

// flagOf reports whether n is the attribute name.<flag> for a flag the pattern matches.
func (c *fileCtx) flagOf(n *sitter.Node, name string, flag *lazyre.Regexp) bool {
	if n == nil || extract.Type(n) != "attribute" {
		return false
	}
	o := extract.Field(n, "object")
	return o != nil && extract.Type(o) == "identifier" && string(c.bytesOf(o)) == name && flag.MatchString(c.text(extract.Field(n, "attribute")))
}

// structuredOf returns the structured content of a whole result built without the error flag
// (ToolResult(content=..., structured_content=result)) when it is a variable or a call: what a
// callee returns, which fastmcp sends as the result's structured content. nil otherwise.
func (c *fileCtx) structuredOf(v *sitter.Node) *sitter.Node {
	v = unparen(v)
	if v == nil || extract.Type(v) != "call" || c.resultAPI(extract.Field(v, "function")) == "" {
		return nil
	}
	kw, _ := c.arguments(v)
	if kw["isError"] != nil || kw["is_error"] != nil {
		return nil
	}
	for _, k := range []string{"structured_content", "structuredContent"} {
		if sc := unparen(kw[k]); sc != nil && (extract.Type(sc) == "identifier" || extract.Type(sc) == "call") {
			return sc
		}
	}
	return nil
}
