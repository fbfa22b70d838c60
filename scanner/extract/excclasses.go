package extract

import "slices"

// The classes a raise's file cannot see the bases of. A raise of a class of another module of
// the root (`from .errors import AuthError; raise AuthError(...)`), or of a class of its own
// whose bases include one, goes through the except clauses around the calls on its way to a
// tool (Call.Catches) only if none of them names the class or a base of it; its file knows its
// key, not its bases. The class's file says what it knows of its own classes (Class: the names
// a clause catches them by, but for their bases of the root, which its Base aliases name), and
// the index puts together, for the raise's class (Pending.RaisedClass), the names of every class
// of its linearization: the names a clause catches it by, Pending.RaisedAs. A class of that
// linearization that no extracted file describes, or whose file cannot tell a base (a library's
// class outside the language's tables), leaves the raise of unknown class, caught by any
// clause, as before.

// Class is what a file says of one of its classes, for raises of it in other files.
type Class struct {
	// Key is the class's prefix, as Base aliases name it ("pkg/errors.AuthError.").
	Key string
	// Names are the names an except clause catches it by, as Call.Catches holds them, that its
	// file knows: its own, and every one of its bases that are no classes of the root (a
	// builtin's ancestry, a library's). Its bases of the root are Base aliases.
	Names []string
	// Unknown says a base's ancestry is not known: a clause of any name may catch the class.
	Unknown bool
}

// addClasses notes a file's classes. Two files that describe one key differently (two package
// roots with one module path) leave it unknown.
func (ix *Index) addClasses(cs []Class) {
	for _, c := range cs {
		if c.Key == "" {
			continue
		}
		if ix.classes == nil {
			ix.classes = map[string]Class{}
		}
		if old, ok := ix.classes[c.Key]; ok && (old.Unknown != c.Unknown || !slices.Equal(old.Names, c.Names)) {
			c.Unknown = true
		}
		ix.classes[c.Key] = c
	}
}

// raisedAs returns the names a clause catches a raise of class cls by (a Class key): those of
// every class of its linearization; nil when one of them is not known.
func (ix *Index) raisedAs(cls string) []string {
	var out []string
	for _, k := range ix.linearization(cls) {
		c, ok := ix.classes[k]
		if !ok || c.Unknown {
			return nil
		}
		for _, n := range c.Names {
			if !slices.Contains(out, n) {
				out = append(out, n)
			}
		}
	}
	return out
}
