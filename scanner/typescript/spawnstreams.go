package typescript

import (
	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
)

// A child process's streams that Node guarantees (a library guarantee, for cannotRun): a
// ChildProcess made by child_process's spawn, exec or execFile has a stdin, stdout and stderr
// stream for each stdio slot that is 'pipe', and every slot is 'pipe' unless the options say
// otherwise (Node's child_process documentation: "subprocess.stdout ... If the child process was
// spawned with stdio[1] set to anything other than 'pipe', then this will be null"; exec and
// execFile always pipe). So `if (!child.stdout || !child.stderr) throw ...` after
// `child = spawn(cmd, args, { stdio: ['pipe', 'pipe', 'pipe'] })`, or with no stdio option,
// never throws.

// childStreams are the streams of a ChildProcess, by stdio slot.
var childStreams = map[string]int{"stdin": 0, "stdout": 1, "stderr": 2}

// streamsGuaranteed reports whether a throw sits under a condition that tests only for missing
// streams of child processes that Node guarantees them.
func (f *file) streamsGuaranteed(stmt *sitter.Node) bool {
	if !f.importsFrom("child_process", isChildProcessModule) {
		return false // asked for every throw: the imports are searched once
	}
	child := stmt
	for p := f.parent(stmt); p != nil && !f.parents.isFunction(p); child, p = p, f.parent(p) {
		if extract.Type(p) != "if_statement" {
			continue
		}
		if c := extract.Field(p, "consequence"); c == nil || !same(c, child) {
			continue
		}
		if f.missingStreams(extract.Field(p, "condition")) {
			return true
		}
	}
	return false
}

// missingStreams reports whether a condition is a disjunction of tests for a missing stream
// (`!child.stdout`, `child.stderr == null`, `child.stdin === null`) of variables that only ever
// hold child processes with those streams piped.
func (f *file) missingStreams(cond *sitter.Node) bool {
	cond = unwrap(cond)
	if cond == nil {
		return false
	}
	var stream *sitter.Node
	switch extract.Type(cond) {
	case "binary_expression":
		l, r, op := f.binaryParts(cond)
		switch {
		case op == "||":
			return f.missingStreams(l) && f.missingStreams(r)
		case (op == "==" || op == "===") && f.isUndefined(r, true):
			stream = unwrap(l)
		default:
			return false
		}
	case "unary_expression":
		if text(extract.Field(cond, "operator"), f.Src) != "!" {
			return false
		}
		stream = unwrap(extract.Field(cond, "argument"))
	default:
		return false
	}
	if stream == nil || extract.Type(stream) != "member_expression" {
		return false
	}
	slot, ok := childStreams[text(extract.Field(stream, "property"), f.Src)]
	obj := unwrap(extract.Field(stream, "object"))
	if !ok || obj == nil || extract.Type(obj) != "identifier" {
		return false
	}
	return f.holdsPipedChild(obj, slot)
}

// holdsPipedChild reports whether every value the variable id is given is a child process whose
// stdio slot is piped: its initializer, if any, and every plain assignment to it in its scope (a
// read before the first one throws a TypeError before the test can fail). An augmented
// assignment, an update or a destructuring pattern anywhere in the scope that names it makes it
// unknown.
func (f *file) holdsPipedChild(id *sitter.Node, slot int) bool {
	return f.everyLetValue(id, func(v *sitter.Node) bool { return f.isPipedChild(v, slot) }, func(n *sitter.Node, name string) bool {
		switch extract.Type(n) {
		case "augmented_assignment_expression", "update_expression", "array_pattern", "object_pattern":
			return f.namesIn(n, name)
		}
		return false
	})
}

// isPipedChild reports whether an expression is a call of child_process's spawn, exec or
// execFile (imported by name, or called on the module) whose stdio slot is piped: no options
// object, one without stdio, stdio 'pipe', or a stdio array whose element there is 'pipe'.
func (f *file) isPipedChild(v *sitter.Node, slot int) bool {
	v = unwrap(v)
	if v == nil || extract.Type(v) != "call_expression" {
		return false
	}
	fn := f.childProcessFunction(unwrap(extract.Field(v, "function")))
	if fn == "" {
		return false
	}
	if fn != "spawn" {
		return true // exec and execFile always pipe the three streams
	}
	args := extract.Field(v, "arguments")
	var opts *sitter.Node
	for i := 1; i <= 2; i++ {
		if a := unwrap(argument(args, i)); a != nil {
			if extract.Type(a) != "object" && extract.Type(a) != "array" {
				return false // options we cannot read
			}
			if extract.Type(a) == "object" {
				opts = a
			}
		}
	}
	if opts == nil {
		return true
	}
	for i := 0; i < int(extract.NamedChildCount(opts)); i++ {
		m := extract.NamedChild(opts, i)
		switch extract.Type(m) {
		case "spread_element":
			return false
		case "pair":
			if propertyName(extract.Field(m, "key"), f.Src) != "stdio" {
				continue
			}
			val := unwrap(extract.Field(m, "value"))
			if s, ok := stringValue(val, f.Src); ok {
				return s == "pipe"
			}
			if val == nil || extract.Type(val) != "array" {
				return false
			}
			s, ok := stringValue(unwrap(argument(val, slot)), f.Src)
			return ok && s == "pipe"
		case "shorthand_property_identifier":
			if extract.Content(m, f.Src) == "stdio" {
				return false
			}
		}
	}
	return true
}

// isChildProcessModule reports whether a module specifier is Node's child_process.
func isChildProcessModule(m string) bool { return m == "child_process" || m == "node:child_process" }

// childProcessFunction returns which of child_process's spawn, exec and execFile a callee is
// ("" for any other).
func (f *file) childProcessFunction(callee *sitter.Node) string {
	if callee == nil {
		return ""
	}
	want := func(name string) string {
		if name == "spawn" || name == "exec" || name == "execFile" {
			return name
		}
		return ""
	}
	switch extract.Type(callee) {
	case "identifier":
		if b, ok := f.imports[extract.Content(callee, f.Src)]; ok && isChildProcessModule(b.module) {
			return want(b.name)
		}
	case "member_expression":
		obj := unwrap(extract.Field(callee, "object"))
		if obj == nil || extract.Type(obj) != "identifier" {
			return ""
		}
		if b, ok := f.imports[extract.Content(obj, f.Src)]; ok && isChildProcessModule(b.module) && (b.name == "*" || b.name == "default") {
			return want(text(extract.Field(callee, "property"), f.Src))
		}
	}
	return ""
}
