package typescript

import sitter "github.com/smacker/go-tree-sitter"

// parents answers Node.Parent in O(1) after one descent. Tree-sitter's ts_node_parent walks down
// from the root each time, so a loop over ancestors costs O(depth²): minutes on the 10,000-deep
// expressions that hostile files hold. parents descends once from the root to a node with a
// tree cursor and remembers the parent of every node on the way.
type parents struct {
	root *sitter.Node
	of   map[uintptr]*sitter.Node // node ID -> parent (nil for the root)
}

func newParents(root *sitter.Node) *parents {
	return &parents{root: root, of: map[uintptr]*sitter.Node{root.ID(): nil}}
}

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

// descend walks from the root to n, recording parents, and reports whether it reached n.
func (ps *parents) descend(n *sitter.Node) bool {
	c := sitter.NewTreeCursor(ps.root)
	defer c.Close()
	target, start, end := n.ID(), n.StartByte(), n.EndByte()
	cur := c.CurrentNode()
	for cur.ID() != target {
		if c.GoToFirstChildForByte(start) < 0 {
			return false
		}
		for {
			ch := c.CurrentNode()
			if ch.ID() == target || ch.StartByte() <= start && ch.EndByte() >= end && ch.EndByte() > ch.StartByte() {
				break
			}
			if !c.GoToNextSibling() {
				return false
			}
		}
		next := c.CurrentNode()
		ps.of[next.ID()] = cur
		cur = next
	}
	return true
}
