package python

import (
	"slices"
	"strings"
	"sync"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Except clauses that do not catch what a callee raises. A tool often calls the root's functions
// in a try whose clauses name a library's class and answer it:
//
//	tools/keys.py:   try:
//	                     conn = Pool.connect()
//	                 except StoreError as e:
//	                     return f"Error: {e}"
//	common/auth.py:  class AuthSetupError(Exception): ...
//	                 raise AuthSetupError("no tenant configured")
//
// AuthSetupError derives from Exception alone: the clause does not catch it, and the SDK turns it
// into an isError result. The calling file cannot see what a function of another file raises,
// nor the raising file the clauses around its callers; each says its half, and the index matches
// them by name: the call's edge lists the classes its clauses name (extract.Call.Catches), and
// the raise's pending finding the names a clause catches it by, when the file knows them all
// (extract.Pending.RaisedAs: its class and every base; Exception's for a catch-all's re-raise,
// which passes on whatever its try's body raised). A raise of
// a class of the root whose bases the file does not all see (another module's class, or one of
// its own deriving from one) names the class by its key instead (RaisedClass), and each file
// describes its classes (classRecords: extract.Class, beside the Base aliases of baseAliases),
// for the index to put the names together. A raise of a class whose ancestry no file tells (a
// library's class outside libraryBase, or deriving from one, what a factory builds) is caught by
// any clause, as before.
//
// Names are excName's: a builtin or a class of this file by its name, a library class of
// libraryBase by package and class, any other class by its last name (the same on both sides:
// `except redis.exceptions.RedisError` and `from redis.exceptions import RedisError` both name
// RedisError).

// maxAncestry bounds the bases followed from one class (and breaks cycles).
const maxAncestry = 8

// callCatches returns the classes that the except clauses of the tries around a call, in its own
// function, name, when one of those tries answers what it catches (some clause of it does not
// raise again); ok is false when such a try catches every exception (a bare except, Exception,
// BaseException) or names something that is not plainly a class (except RETRYABLE, a tuple
// held in a constant): what its callee raises is caught, as inTry says. A try whose every clause
// raises again passes its callee's raises on rewrapped (inTry), and names nothing here.
func (c *fileCtx) callCatches(call *sitter.Node) (names []string, ok bool) {
	lo, in := c.fnBound(call)
	ok = true
	c.index().tries.each(call, lo, in, func(try *sitter.Node) bool {
		if !inTryBody(try, call) {
			return true
		}
		hs := c.handlers(try)
		if !slices.ContainsFunc(hs, func(h handler) bool { return !h.reraises }) {
			return true
		}
		for _, h := range hs {
			ns, plain := c.clauseNames(h.class)
			if !plain {
				ok = false
				return false
			}
			for _, n := range ns {
				if !slices.Contains(names, n) {
					names = append(names, n)
				}
			}
		}
		return true
	})
	if !ok {
		return nil, false
	}
	return names, true
}

// clauseNames returns the names of the classes an except clause names (class as handler holds
// it: "", "Exception", "(KeyError, ValueError)"), and false when it catches every exception or
// names something that is not plainly a class.
func (c *fileCtx) clauseNames(class string) ([]string, bool) {
	class = strings.TrimSpace(class)
	if class == "" {
		return nil, false
	}
	var out []string
	for _, part := range strings.Split(strings.Trim(class, "()"), ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		name := c.excName(part)
		if name == "Exception" || name == "BaseException" || !looksLikeClass(lastName(part)) {
			return nil, false
		}
		out = append(out, name)
	}
	return out, len(out) > 0
}

// looksLikeClass reports whether a name is spelled as a class is (CapWords: RedisError, or a
// private _FetchError), not as a constant (RETRYABLE_ERRORS) or a variable (errors).
func looksLikeClass(name string) bool {
	name = strings.TrimLeft(name, "_")
	return name != "" && name[0] >= 'A' && name[0] <= 'Z' && strings.ToUpper(name) != name
}

// raisedClasses returns what the index needs to match a raise against the except clauses around
// the calls on its way to a tool (extract.Pending.RaisedAs, RaisedClass): the names a clause
// catches it by, when the file knows its class and every base; the key of its class, when that
// is a class of the root whose bases the file does not all know (another module's, or one of its
// own deriving from another module's), for the index to tell. A re-raise is of the class its
// clause names, as for a raise in the tool's own file (exceptCatches): one in a catch-all clause
// (`except Exception: cleanup(); raise`) re-raises whatever its try's body raised, of any class,
// and a clause around a call that names classes lets it through. All are empty when the file
// cannot tell (a tuple of classes: which one it re-raises is not known).
func (c *fileCtx) raisedClasses(r raised) (as []string, cls string) {
	switch {
	case r.class != nil:
		if c.isExceptionFactory(r.class) {
			return nil, ""
		}
		return c.caughtAs(r.class)
	case r.caught != nil:
		// What the clause caught: its class, or a subclass of it that a clause naming the class
		// or a base catches just the same; Exception for a catch-all.
		return c.caughtAs(r.caught)
	}
	clause := c.exceptClauseOf(r.stmt)
	if clause == nil || !c.catchesAll(c.clauseClass(clause)) {
		return nil, ""
	}
	return c.ancestry("Exception", 0), "" // a bare except, a tuple naming Exception
}

// caughtAs returns the names a clause catches a class expression by, when the file knows its
// ancestry, or else the key of the class when it is one of the root's (extract.Class).
func (c *fileCtx) caughtAs(expr *sitter.Node) (as []string, cls string) {
	if name, ok := c.knownExcName(c.text(expr)); ok {
		if as := c.ancestry(name, 0); as != nil {
			return as, ""
		}
	}
	if k := c.classNamed(expr); k != "" {
		return nil, k + "."
	}
	return nil, ""
}

// classRecords describes the file's top-level classes with bases for raises of them in other
// files (extract.Class): the names a clause catches each by that the file knows, its own and
// those of its bases that are no classes of the root; its bases of the root are its Base
// aliases (baseAliases).
func (c *fileCtx) classRecords() []extract.Class {
	var out []extract.Class
	for _, def := range c.classDefs {
		supers := extract.Field(def, "superclasses")
		if supers == nil {
			continue
		}
		name := c.text(extract.Field(def, "name"))
		rec := extract.Class{Key: c.modID + "." + name + ".", Names: []string{name}}
		for _, b := range namedChildren(supers) {
			if extract.Type(b) == "subscript" {
				b = extract.Field(b, "value")
			}
			if b == nil || extract.Type(b) == "keyword_argument" || extract.Type(b) == "list_splat" || extract.Type(b) == "dictionary_splat" {
				continue // metaclass=..., *bases
			}
			if extract.Type(b) != "identifier" && extract.Type(b) != "attribute" {
				rec.Unknown = true
				break
			}
			if cls := c.classNamed(b); cls != "" && cls+"." != rec.Key {
				continue // a class of the root: its Base alias
			}
			n, ok := c.knownExcName(c.text(b))
			anc := c.ancestry(n, 0)
			if !ok || anc == nil {
				rec.Unknown = true
				break
			}
			for _, a := range anc {
				if !slices.Contains(rec.Names, a) {
					rec.Names = append(rec.Names, a)
				}
			}
		}
		if rec.Unknown {
			rec.Names = nil
		}
		out = append(out, rec)
	}
	return out
}

// catchesAll reports whether an except clause (what it names, as handler holds it) catches
// every exception: a bare except, Exception, BaseException.
func (c *fileCtx) catchesAll(class string) bool {
	class = strings.TrimSpace(class)
	if class == "" {
		return true
	}
	for _, part := range strings.Split(strings.Trim(class, "()"), ",") {
		if n := c.excName(part); n == "Exception" || n == "BaseException" {
			return true
		}
	}
	return false
}

// knownExcName returns the name ancestry knows a raised class expression by, and false when the
// expression may name a class it does not know: an imported class outside libraryBase (a
// library's, whose last name may be a builtin's, redis.exceptions.ConnectionError; another
// module's of the root), or a dotted name through no import.
func (c *fileCtx) knownExcName(expr string) (string, bool) {
	root, rest, dotted := strings.Cut(strings.TrimSpace(expr), ".")
	if q, ok := c.names[root]; ok {
		if dotted {
			q += "." + rest
		}
		return libraryName(q)
	}
	if dotted {
		return "", false
	}
	return osAlias(root), true
}

// ancestry returns a class and every base of it, by excName, or nil when one of them is not
// known: a builtin, a library class of libraryBase, a class of this file whose bases are known.
func (c *fileCtx) ancestry(name string, depth int) []string {
	if depth > maxAncestry {
		return nil
	}
	switch name {
	case "Exception":
		return []string{"Exception", "BaseException"}
	case "BaseException":
		return []string{"BaseException"}
	}
	var bases []string
	if supers, local := c.classes[name]; local {
		for _, s := range supers {
			b := lastName(strings.TrimPrefix(s, "="))
			if k, ok := libraryName(s); ok && !strings.HasPrefix(s, "=") {
				b = k
			} else if !strings.HasPrefix(s, "=") {
				return nil // imported: a library's class outside the table, or another module's
			}
			bases = append(bases, osAlias(b))
		}
	} else if b, ok := builtinBase[name]; ok {
		bases = []string{b}
	} else if bs, ok := libraryBase[name]; ok {
		bases = bs
	} else {
		return nil
	}
	out := []string{name}
	for _, b := range bases {
		up := c.ancestry(b, depth+1)
		if up == nil {
			return nil
		}
		for _, n := range up {
			if !slices.Contains(out, n) {
				out = append(out, n)
			}
		}
	}
	return out
}

// exceptClauseOf returns the except clause a statement sits in, within its function, or nil.
func (c *fileCtx) exceptClauseOf(stmt *sitter.Node) *sitter.Node {
	for p := extract.Parent(stmt); p != nil; p = extract.Parent(p) {
		switch extract.Type(p) {
		case "except_clause":
			return p
		case "function_definition", "lambda", "class_definition":
			return nil
		}
	}
	return nil
}

// clauseClass is what an except clause names, as handler holds it.
func (c *fileCtx) clauseClass(clause *sitter.Node) string {
	h := strings.TrimSpace(strings.TrimPrefix(c.exceptHeader(clause), "except"))
	if i := strings.Index(h, " as "); i >= 0 {
		h = h[:i]
	}
	return h
}

// clauseIndex returns the position of an except clause among its try's handlers, or -1.
func clauseIndex(clause *sitter.Node) int {
	try := extract.Parent(clause)
	if try == nil || extract.Type(try) != "try_statement" {
		return -1
	}
	n := 0
	for i := 0; i < int(extract.NamedChildCount(try)); i++ {
		ch := extract.NamedChild(try, i)
		if sameNode(ch, clause) {
			return n
		}
		if extract.Type(ch) == "except_clause" {
			n++
		}
	}
	return -1
}

// subclassNames returns a class and the classes of builtinBase and libraryBase that derive from
// it, by excName: the places a clause naming it catches, as far as the tables tell. The list
// depends on the name and the tables alone, so for a class the tables derive others from it is
// made once (subclassLists): every try's clauses ask it again, each time a fixpoint over both
// tables. Any other name is its own list; those are not kept, the names come from the scanned
// code. The list may be shared: the caller must not change it.
func subclassNames(name string) []string {
	if !tableBases()[name] {
		return []string{name}
	}
	if l, ok := subclassLists.Load(name); ok {
		return l.([]string)
	}
	l, _ := subclassLists.LoadOrStore(name, subclassesOf(name))
	return l.([]string)
}

// subclassLists holds subclassNames' lists, by class name: only names of tableBases.
var subclassLists sync.Map

// tableBases holds the classes that builtinBase and libraryBase derive another from.
var tableBases = sync.OnceValue(func() map[string]bool {
	out := map[string]bool{}
	for _, b := range builtinBase {
		out[b] = true
	}
	for _, bs := range libraryBase {
		for _, b := range bs {
			out[b] = true
		}
	}
	return out
})

// subclassesOf is subclassNames, worked out.
func subclassesOf(name string) []string {
	out := []string{name}
	for changed := true; changed; {
		changed = false
		for k, b := range builtinBase {
			if slices.Contains(out, b) && !slices.Contains(out, k) {
				out, changed = append(out, k), true
			}
		}
		for k, bs := range libraryBase {
			if !slices.Contains(out, k) && slices.ContainsFunc(bs, func(b string) bool { return slices.Contains(out, b) }) {
				out, changed = append(out, k), true
			}
		}
	}
	slices.Sort(out[1:])
	return slices.Clip(out)
}
