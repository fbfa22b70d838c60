package typescript

import (
	"bytes"
	"github.com/mcperr/mcperr/scanner/extract"
	"slices"

	sitter "github.com/smacker/go-tree-sitter"
)

// parents answers Node.Parent in O(1) after one descent. Tree-sitter's ts_node_parent walks down
// from the root each time, so a loop over ancestors costs O(depth²): minutes on the 10,000-deep
// expressions that hostile files hold. parents descends from the root to a node with a tree
// cursor and remembers the parent of every node on the way. The rules ask for nodes mostly in
// the order of the file, so a descent resumes from the deepest node of the previous one that
// contains its target, not from the root: the same parents, for a few cgo calls instead of
// one per level of the tree.
type parents struct {
	root *sitter.Node
	of   map[uintptr]*sitter.Node // node ID -> parent (nil for the root)
	path []pathNode               // the last descent, from the root
	// cursor is reset for each descent: a new one costs a C allocation and a finalizer.
	cursor *sitter.TreeCursor

	// What the rules ask of the tree and the source alone, read once. The runs of a file's
	// variants (importedreg.go) share its parents, and so these answers: each is the same
	// whichever run reads it first, since registrations, keys and the other runs' state do not
	// enter it.
	kids        map[uintptr]siblings            // parent -> its named children (namedSiblings)
	funcs       *spans                          // the function index (enclosingFunction)
	fnWrites    map[*sitter.Node]*fnWrites      // function -> what it writes and changes (writesOf)
	returnStmts map[*sitter.Node][]*sitter.Node // function -> its own return statements (returnStatements)
	noFailure   map[*sitter.Node]bool           // body -> returnsNoFailure
	stores      *[]store                        // the file's stores in tables, once read (storesOfFile)
	parts       map[uintptr]parts               // member expression -> its parts (memberParts)
	constPats   map[*sitter.Node][]constPattern // function -> its body's const object destructurings (constPatternsOf)
	has         map[string]bool                 // token -> whether the source holds it (srcHas)
}

// pathNode is a node of a descent with its byte range.
type pathNode struct {
	n          *sitter.Node
	start, end uint32
}

func newParents(root *sitter.Node) *parents {
	return &parents{root: root, of: map[uintptr]*sitter.Node{root.ID(): nil},
		path: []pathNode{{root, extract.StartByte(root), extract.EndByte(root)}}}
}

// named returns n's named children, in order, for the walks (file.walkAll, walkOwn,
// walkOwnUntil), which pass the same function bodies again and again. The scanner's worker
// remembers the tree while the rules run (extract.Remember), so extract.NamedChildren reads each
// node's children from tree-sitter once and answers a leaf without a lookup: a map of the
// walks' own over it (as there was) cost a second lookup and an insert per node for nothing.
func (ps *parents) named(n *sitter.Node) []*sitter.Node { return extract.NamedChildren(n) }

// isFunction is isFunction(n): a test of n's symbol (functionSymbols) read in place, cheaper
// than the map lookup and insert that remembered it.
func (ps *parents) isFunction(n *sitter.Node) bool { return isFunction(n) }

// parent returns n's parent, or nil for the root.
func (ps *parents) parent(n *sitter.Node) *sitter.Node {
	if n == nil {
		return nil
	}
	if p, ok := ps.of[n.ID()]; ok {
		return p
	}
	if !ps.descend(n) {
		p := n.Parent() // a node the descent could not place (zero-width): ask tree-sitter
		ps.of[n.ID()] = p
		return p
	}
	return ps.of[n.ID()]
}

// descend walks to n, recording parents, and reports whether it reached n. It starts from the
// deepest node of the last descent whose range holds n's (the root for a zero-width n): the
// children of a node do not overlap, so the one that holds a range of positive width is unique,
// and the walk from the root would pass through that node too.
func (ps *parents) descend(n *sitter.Node) bool {
	target, start, end := n.ID(), extract.StartByte(n), extract.EndByte(n)
	i := 0
	if start < end {
		for i = len(ps.path) - 1; i > 0; i-- {
			if p := ps.path[i]; p.start <= start && p.end >= end && p.end > p.start {
				break
			}
		}
	}
	ps.path = ps.path[:i+1]
	cur := ps.path[i].n
	if ps.cursor == nil {
		ps.cursor = sitter.NewTreeCursor(cur) // freed by its finalizer, with the parents
	} else {
		ps.cursor.Reset(cur)
	}
	c := ps.cursor
	for cur.ID() != target {
		if c.GoToFirstChildForByte(start) < 0 {
			return false
		}
		var s, e uint32
		var next *sitter.Node
		for {
			next = c.CurrentNode()
			s, e = extract.StartByte(next), extract.EndByte(next)
			if next.ID() == target || s <= start && e >= end && e > s {
				break
			}
			if !c.GoToNextSibling() {
				return false
			}
		}
		ps.of[next.ID()] = cur
		ps.path = append(ps.path, pathNode{next, s, e})
		cur = next
	}
	return true
}

// siblings are the named children of a node, with their start bytes (namedSiblings).
type siblings struct {
	nodes []*sitter.Node
	start []uint32
}

// namedSiblings returns the named children of n's parent and n's index among them: the named
// siblings before n, nearest first, are nodes[i-1] down to nodes[0], what a chain of
// n.PrevNamedSibling() calls gives. tree-sitter answers each PrevNamedSibling by a walk down from
// the root to the parent and along its children; the children of a parent are read here once.
// A node the parent's children do not show (none at the root) gets the chain itself.
func (f *file) namedSiblings(n *sitter.Node) ([]*sitter.Node, int) {
	if p := f.parent(n); p != nil {
		s, ok := f.kids[p.ID()]
		if !ok {
			count := int(extract.NamedChildCount(p))
			s = siblings{make([]*sitter.Node, count), make([]uint32, count)}
			for i := range count {
				s.nodes[i] = extract.NamedChild(p, i)
				s.start[i] = extract.StartByte(s.nodes[i])
			}
			if f.kids == nil {
				f.kids = map[uintptr]siblings{}
			}
			f.kids[p.ID()] = s
		}
		id, start := n.ID(), extract.StartByte(n)
		for i, k := range s.nodes {
			if s.start[i] == start && k.ID() == id {
				return s.nodes, i
			}
		}
	}
	chain := []*sitter.Node{n}
	for s := n.PrevNamedSibling(); s != nil; s = s.PrevNamedSibling() {
		chain = append(chain, s)
	}
	slices.Reverse(chain)
	return chain, len(chain) - 1
}

// prevStatement returns the nearest named sibling before n that is not a comment, or nil.
func (f *file) prevStatement(n *sitter.Node) *sitter.Node {
	sibs, i := f.namedSiblings(n)
	for j := i - 1; j >= 0; j-- {
		if extract.Type(sibs[j]) != "comment" {
			return sibs[j]
		}
	}
	return nil
}

// srcHas reports whether the file's source holds tok, read once per token: the rules test the
// whole file for the same few words again and again (module.exports at each exported function).
func (ps *parents) srcHas(src []byte, tok string) bool {
	if h, ok := ps.has[tok]; ok {
		return h
	}
	h := bytes.Contains(src, []byte(tok))
	if ps.has == nil {
		ps.has = map[string]bool{}
	}
	ps.has[tok] = h
	return h
}
