package typescript

import (
	"sort"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// The classes a function of another module of the root throws (caughtclass.go, across modules):
//
//	helpers.ts: export async function findRange(doc: Doc, text: string) {
//	                try { ... } catch (e) { throw new UserError(`not found: ${text}`) } }
//	tools.ts:   try { const r = await findRange(doc, args.text); ... }
//	            catch (error) {
//	                if (error instanceof UserError) throw error;
//	                if (error instanceof NotImplementedError) throw error; // dead
//
// A catch's branch for one class C runs only if its try can throw an instance of C. When the
// try calls functions of other modules of the root, and nothing else in it can throw one, the
// branch's throw waits for the root (Pending.ClassCalls, Pending.Class): it stands only if one of
// those callees may throw a C. Each module says of each of its keyed functions what it may throw
// under the key with throwsSuffix: a place of fact Raises for each class (Place.Class, the class
// chain as caughtclass.go keys it, "?" ending a chain of a class it cannot tell) and a forward for
// each call of another module of the root it makes, whose callee's classes it may throw too.
// A function that may throw anything (a throw of a value the file cannot trace, an await of a
// promise made elsewhere, a library call handed a callback) gets no such key, and a key no file
// defines may throw anything. Classes are named as their module exports them (an import's own
// name, not a local alias), so that both sides spell them alike.

// throwsSuffix ends the key under which a function's thrown classes are summarised.
const throwsSuffix = "!throws"

// deferClasses records, while a function's classes are summarised or a catch's branch is read
// for a pending finding (f.deferring), the calls of other modules of the root whose classes
// the set depends on; otherwise such a call may throw anything.
// A call that hands the callee a function (a callback, a function of the root by name) may
// throw what that function throws: anything.
func (f *file) deferClasses(call *sitter.Node, calls [][]string, out map[string]bool) {
	if !f.deferring || f.handsCallback(call) || f.handsRootFunction(call) {
		out[anyClass] = true
		return
	}
	f.deferredCalls = append(f.deferredCalls, calls...)
}

// handsRootFunction reports whether a call's arguments name, anywhere in them (`{ load:
// loadPage }`), something another module of the root exports (an import of a relative module):
// a function the callee may call.
func (f *file) handsRootFunction(call *sitter.Node) bool {
	args := extract.Field(call, "arguments")
	if args == nil {
		return false
	}
	found := false
	f.walkAll(args, func(c *sitter.Node) {
		if found || extract.Type(c) != "identifier" && extract.Type(c) != "shorthand_property_identifier" {
			return
		}
		if b, ok := f.imports[extract.Content(c, f.Src)]; ok && f.isRelativeModule(b.module) {
			found = true
		}
	})
	return found
}

// callsParameter reports whether a callee is a bare name that a parameter may bind (of any
// function of the file, since a destructured one is not resolved) or a variable: a function
// handed in, whose throws the file cannot see.
func (f *file) callsParameter(callee *sitter.Node) bool {
	callee = unwrap(callee)
	if callee == nil || extract.Type(callee) != "identifier" {
		return false
	}
	name := extract.Content(callee, f.Src)
	if f.paramNamesOfFile()[name] {
		return true
	}
	d := f.resolve(name, callee)
	return d != nil && extract.Type(d) == "variable_declarator" && !f.parents.isFunction(unwrap(extract.Field(d, "value")))
}

// withDeferred runs fill with deferring on and returns the calls it deferred, deduplicated and
// keyed by throwsSuffix.
func (f *file) withDeferred(fill func()) [][]string {
	was, saved := f.deferring, f.deferredCalls
	f.deferring, f.deferredCalls = true, nil
	fill()
	calls := f.deferredCalls
	f.deferring, f.deferredCalls = was, saved
	var out [][]string
	seen := map[string]bool{}
	for _, ks := range calls {
		if len(ks) == 0 {
			continue
		}
		sk := make([]string, len(ks))
		for i, k := range ks {
			sk[i] = k + throwsSuffix
		}
		if j := strings.Join(sk, "\x00"); !seen[j] {
			seen[j] = true
			out = append(out, sk)
		}
	}
	return out
}

// exportedClass names a class of a class set as its module exports it: an imported class by
// its exported name, a namespace's member by the member's name.
func (f *file) exportedClass(member string) string {
	parts := strings.Split(member, "<")
	for i, c := range parts {
		if b, ok := f.imports[c]; ok && b.name != "*" && b.name != "default" {
			parts[i] = b.name
		} else if ns, name, ok := strings.Cut(c, "."); ok {
			if b, ok := f.imports[ns]; ok && b.name == "*" {
				parts[i] = name
			}
		}
	}
	return strings.Join(parts, "<")
}

// classCalls returns, for a throw in a catch's branch for one class that nothing in its try
// but calls of other modules of the root may throw, those calls (keyed by throwsSuffix) and
// the class as its module exports it; for a throw after branches that leave for classes that
// everything else in the try surely is, the calls and those classes (not); nil when the branch
// is decided here.
func (f *file) classCalls(stmt *sitter.Node) ([][]string, string, []string) {
	try, branches := f.classBranches(stmt)
	if len(branches) == 0 {
		return nil, "", nil
	}
	fn := f.enclosingFunction(stmt)
	var classes map[string]bool
	calls := f.withDeferred(func() { classes = f.tryClasses(try, fn, 0) })
	if len(calls) == 0 || classes[anyClass] {
		return nil, "", nil
	}
	for _, b := range branches {
		if b.only != "" && !anyMember(classes, func(m string) bool { return chainHas(m, b.only) }) {
			return calls, f.exportedClass(b.only), nil
		}
		if len(b.not) > 0 && !anyMember(classes, func(m string) bool { return !chainIn(m, b.not) }) {
			not := make([]string, len(b.not))
			for i, c := range b.not {
				not[i] = f.exportedClass(c)
			}
			return calls, "", not
		}
	}
	return nil, "", nil
}

// throwsSummaries appends to out, for each keyed function whose throws the file can trace, the
// summary of what classes it may throw (throwsSuffix).
func (f *file) throwsSummaries(out []extract.Summary) []extract.Summary {
	for _, fn := range f.keyedFunctions() {
		key := f.keyOf(fn)
		if key == "" || functionBody(fn) == nil {
			continue
		}
		classes := map[string]bool{}
		calls := f.withDeferred(func() { f.functionClasses(fn, 0, classes) })
		if classes[anyClass] {
			continue // it may throw anything: no key says so
		}
		name := f.displayName(fn)
		s := extract.Summary{Key: key + throwsSuffix, Name: name, Line: line(fn), Column: column(fn)}
		members := make([]string, 0, len(classes))
		for m := range classes {
			members = append(members, f.exportedClass(m))
		}
		sort.Strings(members)
		for _, m := range members {
			s.Facts |= extract.Raises
			s.Places = append(s.Places, extract.Place{Fact: extract.Raises, Line: line(fn), Column: column(fn),
				Class: m, Message: name + " may throw " + m})
		}
		for _, ks := range calls {
			s.Forward = append(s.Forward, extract.Forward{Facts: extract.Raises, Keys: ks, Line: line(fn), Column: column(fn)})
		}
		out = append(out, s)
	}
	return out
}
