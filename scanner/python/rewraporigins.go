package python

import (
	"fmt"
	"slices"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Where a rewrapped failure comes from. A tool often runs its work in a try and rewraps whatever
// fails there:
//
//	server.py:   try:
//	                 return await manager.list_instances()
//	             except Exception as e:
//	                 raise ToolError("Error in list_instances") from e
//	manager.py:  return self.client.list_instances()
//	client.py:   headers = self._get_headers()          (-> _get_auth_token: raise Exception(...))
//	             return self._handle_response(response)  (raise Exception(f"HTTP error: {e}"))
//
// The finding is the rewrap (the agent reads its text; the fix goes there). Its related places
// name the raises that reach the clause: those of the try's own body that the clause is the first
// to catch, and those of the root's functions the body calls, through the calls between, across
// files and classes, as the TypeScript scanner names a catch-all rethrow's origins
// (rethroworigins.go there): the finding waits for the root (extract.Pending.AnyOf with Need
// Raises) only to have them named, and stands whatever they do, by the key of a summary the file
// gives of the rewrap itself (Raises, no place). A clause that names classes names only the
// raises of those classes (Pending.Classes, against the Place.Class of each raise: its class, or
// a class of the tables that derives from it); a catch-all after such clauses names the others.
// The index bounds what is named (extract.MaxRelated, one last place counting the rest).
//
// A function's raises pass on to its callers through Forwards of Raises, one per call made
// outside a try that catches (the calls that are edges, xfile.go): what origins follow.

// passRaises records that the call at of function from passes on what the function of key k
// raises: a Forward of Raises in from's summary.
func (c *fileCtx) passRaises(from, k string, at *sitter.Node, notAwaited bool) {
	if k == "" || k == from {
		return
	}
	if c.raiseFwds == nil {
		c.raiseFwds = map[string][]extract.Forward{}
	}
	line, col := position(at)
	c.raiseFwds[from] = append(c.raiseFwds[from], extract.Forward{Facts: extract.Raises, Keys: c.keysOf(k), Line: line, Column: col, NotAwaited: notAwaited})
}

// raiseClassName is the class a raise's place names (Place.Class): the class it raises, or the
// class its clause caught for a re-raise, by excName; "" when not known.
func (c *fileCtx) raiseClassName(r raised) string {
	switch {
	case r.class != nil && !c.isExceptionFactory(r.class):
		return c.excName(c.text(r.class))
	case r.class == nil && r.caught != nil:
		return c.excName(c.text(r.caught))
	}
	return ""
}

// addRaisePlace records a raise that leaves a function as a place of Raises, with its class.
func (c *fileCtx) addRaisePlace(s *extract.Summary, r raised, message string) {
	n := len(s.Places)
	c.addPlace(s, extract.Raises, r.stmt, message)
	if len(s.Places) > n {
		s.Places[n].Class = c.raiseClassName(r)
	}
}

// addOrigins names, for a raise in an except clause of fn (a rewrap or a re-raise), the raises
// that reach the clause: those of its try's body in this file as related places of the site,
// and those of the functions the body calls as a pending condition the index resolves. A site
// whose pending finding waits on other calls already (an afterCall, a guard, an environment
// variable) gets only the places of this file.
func (c *fileCtx) addOrigins(st *site, r raised, fn *sitter.Node) {
	clause := c.exceptClauseOf(r.stmt)
	if clause == nil || fn == nil || !(extract.StartByte(fn) <= extract.StartByte(clause) && extract.EndByte(clause) <= extract.EndByte(fn)) {
		return
	}
	try := extract.Parent(clause)
	i := clauseIndex(clause)
	if i < 0 {
		return
	}
	hs := c.handlers(try)
	body := extract.Field(try, "body")
	if body == nil || i >= len(hs) {
		return
	}
	var calls [][]string
	for _, s := range c.tryBodySites(body) {
		n := s.n
		if s.raise {
			if c.firstCatcher(n, try, fn) == i {
				q, _ := c.raisedAt(n, &tool{def: fn}, fn)
				st.relate(c.relatedOf([]place{{n, raiseWhat(q) + ", which this except clause catches"}})...)
			}
			continue
		}
		if c.inInnerTry(n, try) || !c.mayTarget(extract.Field(n, "function"), fn) {
			continue
		}
		if k := c.reachTarget(n); k != "" {
			keys := c.keysOf(k)
			if !slices.ContainsFunc(calls, func(ks []string) bool { return ks[0] == keys[0] }) {
				calls = append(calls, keys)
			}
		}
	}
	if len(calls) == 0 || !crossFile(c.f.Context) {
		return
	}
	if p := st.pending; p != nil && (len(p.Keys) > 0 || len(p.AnyOf) > 0 || p.Need != 0 || p.Unless != 0) {
		return
	}
	line, col := position(r.stmt)
	key := c.xkey(c.modID, fmt.Sprintf("<rewrap>:%d:%d", line, col))
	c.rewraps = append(c.rewraps, extract.Summary{Key: key, Name: "the rewrap", Line: line, Column: col, Facts: extract.Raises})
	if st.pending == nil {
		st.pending = &extract.Pending{}
	}
	st.pending.AnyOf = append(calls, []string{key})
	st.pending.Need = extract.Raises
	st.pending.Classes = c.clauseClasses(hs, i)
}

// clauseClasses returns the classes of the places a try's clause i catches (Pending.Classes):
// every class but those an earlier clause names, for a catch-all; else the classes it names and
// those of the tables that derive from them.
func (c *fileCtx) clauseClasses(hs []handler, i int) []string {
	var out []string
	if c.catchesAll(hs[i].class) {
		out = []string{"*"}
	} else {
		ns, _ := c.clauseNames(hs[i].class)
		for _, n := range ns {
			out = append(out, subclassNames(n)...)
		}
	}
	for _, h := range hs[:i] {
		ns, _ := c.clauseNames(h.class)
		for _, n := range ns {
			for _, s := range subclassNames(n) {
				out = append(out, "!"+s)
			}
		}
	}
	return out
}

// firstCatcher returns the position of the clause of try that catches a raise statement in its
// body first, or -1: none does, or a try between them catches it.
func (c *fileCtx) firstCatcher(stmt, try, fn *sitter.Node) int {
	r, _ := c.raisedAt(stmt, &tool{def: fn}, fn)
	for p := extract.Parent(stmt); p != nil && !sameNode(p, try); p = extract.Parent(p) {
		if extract.Type(p) != "try_statement" || !inTryBody(p, stmt) {
			continue
		}
		for _, h := range c.handlers(p) {
			if c.exceptCatches(h.class, r) {
				if h.passesOn {
					break // passed on as it is, to the clauses around
				}
				return -1 // caught below: what leaves is that clause's own raise, if any
			}
		}
	}
	for j, h := range c.handlers(try) {
		if c.exceptCatches(h.class, r) {
			return j
		}
	}
	return -1
}

// inInnerTry reports whether n lies in the body of a try statement within try's body: what it
// raises is that try's clauses' to catch or rewrap first.
func (c *fileCtx) inInnerTry(n, try *sitter.Node) bool {
	// The try statements around n inside try, innermost first, from the scope index.
	found := false
	c.index().tries.each(n, extract.StartByte(try), true, func(p *sitter.Node) bool {
		found = inTryBody(p, n)
		return !found
	})
	return found
}

// bodySite is a raise statement or a call of a try's body (tryBodySites).
type bodySite struct {
	n     *sitter.Node
	raise bool
}

// tryBodySites returns the raise statements and calls of a try's body that run with it (not
// those of the functions, lambdas and classes it defines), in the order of the tree: one walk
// per try, which each rewrapping raise of its except clauses reads (addOrigins), and one type
// read per node.
func (c *fileCtx) tryBodySites(body *sitter.Node) []bodySite {
	return memo(&c.bodySites, [2]uint32{extract.StartByte(body), extract.EndByte(body)}, func() []bodySite {
		var out []bodySite
		var walk func(n *sitter.Node, typ string)
		walk = func(n *sitter.Node, typ string) {
			switch typ {
			case "raise_statement":
				out = append(out, bodySite{n, true})
			case "call":
				out = append(out, bodySite{n, false})
			}
			eachNamedChild(n, func(ch *sitter.Node) {
				switch t := extract.Type(ch); t {
				case "function_definition", "lambda", "class_definition", "decorated_definition":
				default:
					walk(ch, t)
				}
			})
		}
		walk(body, extract.Type(body))
		return out
	})
}
