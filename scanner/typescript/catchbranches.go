package typescript

import (
	"slices"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
)

// A low-level handler's catch often tells errors apart by class, each branch rethrowing
// differently:
//
//	} catch (error) {
//	  if (error instanceof z.ZodError) throw new Error(`Invalid input: ...`); // zod's parse failures
//	  if (error instanceof NotFoundError) throw error;                        // the root's NotFoundErrors
//	  throw error;                                                            // everything else
//	}
//
// Each throw names in related only the origins that reach it (Pending.Classes, "~X" for a class
// chain that includes X): a branch for a class of the root (declared or imported from a module
// of the root) names the throws whose class chain, as constructedClass and exportedClass give
// it, includes that class (a subclass the throwing file declares counts); a branch for zod's
// ZodError names the zod parse calls of the try; a throw after such branches, each of which
// always leaves, names the others. A same-file type guard (`function isX(e): e is X`, or one
// whose body is `return e instanceof X`) tests as `instanceof X` does. An origin whose class
// cannot be told stays with the catch-all; what a branch names changes no finding.

// zodClass is the class key of zod's ZodError.
const zodClass = "zod:ZodError"

// branchClasses returns the classes ("~X" members of Pending.Classes) of the nearest if around
// a throw in a try's catch, with the throw in its consequence, whose condition tests the caught
// value to be of classes the file can name (testedClasses); nil when there is none.
func (f *file) branchClasses(stmt, try *sitter.Node) []string {
	catch, name := f.caughtName(try)
	if catch == nil {
		return nil
	}
	var cs []string
	f.conditionAround(stmt, catch, func(cond *sitter.Node) bool {
		cs = f.testedClasses(cond, name, 0)
		return cs != nil
	})
	return cs
}

// caughtName returns a try's catch clause and the name its parameter binds; nil and "" when
// the try has no catch or its catch binds no plain name.
func (f *file) caughtName(try *sitter.Node) (*sitter.Node, string) {
	catch := extract.Field(try, "handler")
	if catch == nil {
		return nil, ""
	}
	param := extract.Field(catch, "parameter")
	if param == nil || extract.Type(param) != "identifier" {
		return nil, ""
	}
	return catch, extract.Content(param, f.Src)
}

// conditionAround calls test with the condition of each if between stmt and the catch clause
// (innermost first) whose consequence holds stmt, until test returns true, and reports whether
// one did.
func (f *file) conditionAround(stmt, catch *sitter.Node, test func(cond *sitter.Node) bool) bool {
	child := stmt
	for p := f.parent(stmt); p != nil && !same(p, catch); p = f.parent(p) {
		if extract.Type(p) == "if_statement" && same(extract.Field(p, "consequence"), child) && test(extract.Field(p, "condition")) {
			return true
		}
		child = p
	}
	return false
}

// testedClasses returns the classes a condition tests a caught value (name) to be one of, as
// "~X" members: `e instanceof X`, a same-file type guard `isX(e)`, and `||` of such tests; nil
// when the condition is anything else or names a class the file cannot tell.
func (f *file) testedClasses(cond *sitter.Node, name string, depth int) []string {
	cond = unwrap(cond)
	if cond == nil || depth > maxValueDepth {
		return nil
	}
	switch extract.Type(cond) {
	case "binary_expression":
		l, r, op := f.binaryParts(cond)
		switch op {
		case "||":
			a, b := f.testedClasses(l, name, depth+1), f.testedClasses(r, name, depth+1)
			if a == nil || b == nil {
				return nil
			}
			return append(a, b...)
		case "instanceof":
			if l = unwrap(l); l == nil || extract.Type(l) != "identifier" || extract.Content(l, f.Src) != name {
				return nil
			}
			if c := f.testedClassKey(unwrap(r)); c != "" {
				return []string{"~" + c}
			}
		}
	case "call_expression":
		args := extract.Field(cond, "arguments")
		if args == nil || extract.NamedChildCount(args) != 1 {
			return nil
		}
		a := unwrap(extract.NamedChild(args, 0))
		if a == nil || extract.Type(a) != "identifier" || extract.Content(a, f.Src) != name {
			return nil
		}
		if g := f.calledFunction(unwrap(extract.Field(cond, "function"))); g != nil {
			return f.guardClasses(g, depth+1)
		}
	}
	return nil
}

// typePredicate matches a type guard's return type, `: e is X`.
var typePredicate = lazyre.New(`^:\s*[A-Za-z_$][\w$]*\s+is\s+([A-Za-z_$][\w$]*)\s*$`)

// guardClasses returns the classes a same-file type guard tests its parameter to be: the class
// its return type names (`e is X`), or what its body's sole return tests (`return e instanceof
// X`); nil otherwise.
func (f *file) guardClasses(g *sitter.Node, depth int) []string {
	params := extract.Field(g, "parameters")
	if params == nil || extract.NamedChildCount(params) != 1 {
		return nil
	}
	p := extract.NamedChild(params, 0)
	pn := extract.Field(p, "pattern")
	if pn == nil || extract.Type(pn) != "identifier" {
		return nil
	}
	if m := typePredicate.FindStringSubmatch(text(extract.Field(g, "return_type"), f.Src)); m != nil {
		if c := f.classKeyByName(m[1]); c != "" {
			return []string{"~" + c}
		}
		return nil
	}
	body := extract.Field(g, "body")
	if body == nil {
		return nil
	}
	if extract.Type(body) != "statement_block" {
		return f.testedClasses(body, extract.Content(pn, f.Src), depth) // `(e) => e instanceof X`
	}
	if extract.NamedChildCount(body) != 1 {
		return nil
	}
	ret := extract.NamedChild(body, 0)
	if extract.Type(ret) != "return_statement" {
		return nil
	}
	return f.testedClasses(extract.NamedChild(ret, 0), extract.Content(pn, f.Src), depth)
}

// testedClassKey returns the class key of the right side of an instanceof: zod's ZodError
// (`z.ZodError`, an imported `ZodError`), the SDK's McpError, or a class of the root as its
// module exports it; "" otherwise.
func (f *file) testedClassKey(c *sitter.Node) string {
	if c == nil {
		return ""
	}
	switch extract.Type(c) {
	case "member_expression":
		obj := unwrap(extract.Field(c, "object"))
		if obj == nil || extract.Type(obj) != "identifier" || text(extract.Field(c, "property"), f.Src) != "ZodError" {
			return ""
		}
		if b, ok := f.imports[extract.Content(obj, f.Src)]; ok && isZodModule(b.module) {
			return zodClass
		}
	case "identifier":
		return f.classKeyByName(extract.Content(c, f.Src))
	}
	return ""
}

// classKeyByName returns the class key of a class the file names: zod's ZodError, the SDK's
// McpError, a class imported from a module of the root or declared in the file; "" otherwise.
func (f *file) classKeyByName(name string) string {
	if b, ok := f.imports[name]; ok {
		switch {
		case isZodModule(b.module) && b.name == "ZodError":
			return zodClass
		case isSDKModule(b.module) && (b.name == "McpError" || b.name == "ProtocolError"):
			return sdkClass
		case f.isRelativeModule(b.module) && b.name != "*" && b.name != "default":
			return f.exportedClass(name)
		}
		return ""
	}
	if builtinErrors[name] || f.classDeclaration(name) == nil {
		return ""
	}
	return name
}

// passedClasses returns the classes ("!~X") that earlier branches of a try's catch have thrown
// on before a throw: each a throw that ends the consequence of an if, not around the throw,
// whose condition is a class test (testedClasses). Nil when there are none.
func (f *file) passedClasses(stmt, try *sitter.Node) []string {
	h, name := f.caughtName(try)
	if h == nil {
		return nil
	}
	var out []string
	f.walkOwn(h, func(n *sitter.Node) {
		if extract.Type(n) != "throw_statement" || extract.EndByte(n) > extract.StartByte(stmt) {
			return
		}
		p := f.parent(n) // `if (...) throw e;`, or `if (...) { ...; throw e; }`
		if p != nil && extract.Type(p) == "statement_block" {
			if !same(lastStatement(p), n) {
				return // the branch may go on past its throw
			}
			n, p = p, f.parent(p)
		}
		if p == nil || extract.Type(p) != "if_statement" || !same(extract.Field(p, "consequence"), n) || isInside(stmt, p) {
			return
		}
		for _, c := range f.testedClasses(extract.Field(p, "condition"), name, 0) {
			out = append(out, "!"+c)
		}
	})
	return out
}

// isZodParse reports whether a call is a zod schema's parse (`Schema.parse(args)`,
// `parseAsync`), in a file that imports zod: what throws a ZodError. JSON.parse is none.
func (f *file) isZodParse(call *sitter.Node) bool {
	if call == nil || extract.Type(call) != "call_expression" || !f.importsZod() {
		return false
	}
	fn := unwrap(extract.Field(call, "function"))
	if fn == nil || extract.Type(fn) != "member_expression" {
		return false
	}
	if !zodThrowing[text(extract.Field(fn, "property"), f.Src)] {
		return false
	}
	obj := unwrap(extract.Field(fn, "object"))
	return obj != nil && !(extract.Type(obj) == "identifier" && extract.Content(obj, f.Src) == "JSON")
}

// zodParses returns the zod parse calls of a try's own body (not in a try nested in it).
func (f *file) zodParses(try, fn *sitter.Node) []*sitter.Node {
	var out []*sitter.Node
	f.walkOwn(extract.Field(try, "body"), func(n *sitter.Node) {
		if extract.Type(n) == "call_expression" && f.innermostTry(n, fn) == try && f.isZodParse(n) {
			out = append(out, n)
		}
	})
	return out
}

// pendingClasses returns the classes a pending finding names of other modules' places
// (Pending.Classes): originClasses without zod's ZodError, whose parse calls are named in the
// handler's own file only, so that a throw after a branch for ZodError alone names every class,
// as if there were no branch (nil).
func pendingClasses(classes []string) []string {
	out := slices.DeleteFunc(slices.Clone(classes), func(c string) bool { return c == "!~"+zodClass })
	if len(out) == 1 && out[0] == "*" {
		return nil
	}
	return out
}
