package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Code that runs only when a parameter is given: a call or a raise inside `if retry_config:`
// or `if retry_config is not None:`, retry_config a parameter the function never rebinds. The
// test it runs under is that the parameter is not falsy (lacks ArgFalsy), or not None (lacks
// ArgNone), with what its default is (ArgTest.Default) for a call that leaves it out; each
// call records the falsy literals it passes and which arguments it leaves out (falsyShapes).
// The index (edgetests.go) then walks from such a call, or such a raise, to the tools only
// through the calls that may give the parameter a value that meets the test.

// presenceTest reads cond as a test that a parameter of def is given: `p`, `p is not None`,
// `p != None`, or either side of an `and` of them.
func (c *fileCtx) presenceTest(cond, def *sitter.Node) (extract.ArgTest, bool) {
	cond = unparen(cond)
	if cond == nil {
		return extract.ArgTest{}, false
	}
	var v *sitter.Node
	var lacks extract.ArgFact
	switch extract.Type(cond) {
	case "boolean_operator":
		if string(c.bytesOf(extract.Field(cond, "operator"))) != "and" {
			return extract.ArgTest{}, false
		}
		if t, ok := c.presenceTest(extract.Field(cond, "left"), def); ok {
			return t, true
		}
		return c.presenceTest(extract.Field(cond, "right"), def)
	case "identifier":
		v, lacks = cond, extract.ArgFalsy
	case "comparison_operator":
		n, op, ok := c.noneComparison(cond)
		if !ok || op != "is not" && op != "!=" {
			return extract.ArgTest{}, false
		}
		v, lacks = n, extract.ArgNone
	default:
		return extract.ArgTest{}, false
	}
	p, ok := c.intactParam(def, v)
	if !ok {
		return extract.ArgTest{}, false
	}
	return extract.ArgTest{Param: p.index, Name: p.name, Lacks: lacks, Default: c.falsyDefault(p.node)}, true
}

// falsyDefault returns what a parameter's default is when it is a falsy literal: ArgFalsy, and
// ArgNone for None; 0 for none or another default.
func (c *fileCtx) falsyDefault(p *sitter.Node) extract.ArgFact {
	switch extract.Type(p) {
	case "default_parameter", "typed_default_parameter":
		return c.falsyLiteral(extract.Field(p, "value"))
	}
	return 0
}

// falsyLiteral returns what a literal that Python reads as false is: None gives ArgFalsy and
// ArgNone; False, 0 and "" give ArgFalsy; anything else 0.
func (c *fileCtx) falsyLiteral(v *sitter.Node) extract.ArgFact {
	v = unparen(v)
	switch extract.Type(v) {
	case "none":
		return extract.ArgFalsy | extract.ArgNone
	case "false":
		return extract.ArgFalsy
	case "integer":
		if string(c.bytesOf(v)) == "0" {
			return extract.ArgFalsy
		}
	case "string":
		if s, ok := c.plainString(v); ok && s == "" {
			return extract.ArgFalsy
		}
	}
	return 0
}

// callRunsIf returns the test of a parameter of def under which a call in def runs: the
// nearest if or elif around it, within def, whose condition presenceTest or selectorTest reads,
// or case of a match that caseIn reads. Nil for none,
// and for a call in a nested function, lambda or class.
func (c *fileCtx) callRunsIf(call, def *sitter.Node) []extract.ArgTest {
	if def == nil {
		return nil
	}
	child := call
	for p := extract.Parent(call); p != nil && !sameNode(p, def); child, p = p, extract.Parent(p) {
		switch extract.Type(p) {
		case "lambda", "function_definition", "class_definition":
			return nil
		case "if_statement", "elif_clause":
			if cons := extract.Field(p, "consequence"); cons == nil || !sameNode(cons, child) {
				continue
			}
			if t, ok := c.presenceTest(extract.Field(p, "condition"), def); ok {
				return []extract.ArgTest{t}
			}
			if t, ok := c.selectorTest(extract.Field(p, "condition"), def); ok { // selectorbranch.go
				return []extract.ArgTest{t}
			}
		case "case_clause":
			if cons := extract.Field(p, "consequence"); cons == nil || !sameNode(cons, child) {
				continue
			}
			if t, ok := c.caseIn(p, def); ok { // paramconst.go
				return []extract.ArgTest{t}
			}
		}
	}
	return nil
}

// falsyShapes returns the shapes of a call's falsy literal arguments (ArgFalsy, ArgNone) and,
// for a call with no * or ** argument, the Unpassed shape of the arguments it leaves out.
func (c *fileCtx) falsyShapes(call *sitter.Node) []extract.ArgShape {
	var out []extract.ArgShape
	args := extract.Field(call, "arguments")
	if args == nil || extract.Type(args) != "argument_list" {
		return nil
	}
	positional, splat := 0, false
	var names []string
	for i := 0; i < int(extract.NamedChildCount(args)); i++ {
		a := extract.NamedChild(args, i)
		switch extract.Type(a) {
		case "comment":
		case "list_splat", "dictionary_splat":
			splat = true
		case "keyword_argument":
			name := c.text(extract.Field(a, "name"))
			names = append(names, name)
			if f := c.falsyLiteral(extract.Field(a, "value")); f != 0 {
				out = append(out, extract.ArgShape{Param: -1, Name: name, Facts: f})
			}
		default:
			if f := c.falsyLiteral(a); f != 0 && !splat {
				out = append(out, extract.ArgShape{Param: positional, Facts: f})
			}
			positional++
		}
	}
	if !splat {
		out = append(out, extract.ArgShape{Param: positional, Path: extract.Unpassed, OneOf: names})
	}
	return out
}
