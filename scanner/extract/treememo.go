package extract

import (
	"reflect"
	"sync"
	"sync/atomic"
	"unsafe"

	sitter "github.com/smacker/go-tree-sitter"
)

// The rules read the same nodes' children, fields and parents again and again (each walk of a
// function body, each rule that asks a call for its arguments, each walk up from a statement):
// on realx, Field is called eight times for each (node, field) it answers, NamedChildCount ten
// times for each node, NamedChildren three times, each time a call into C and a lookup in the binding's node cache (keyed by the
// whole C node). A tree that Remember was told of keeps what those functions answered, by
// node (the tree hands out one *sitter.Node per node, so the pointer is the key), until the
// function Remember returned is called. The rules of a file run on one goroutine, as the
// tree's own node cache requires, so a memo has no lock. On a tree of no Remember (a rule's
// own parse of a snippet) the functions call into C every time.

// treeMemo is what NamedChildren, Field and Parent answered on one tree.
type treeMemo struct {
	t     *sitter.Tree
	nodes map[*sitter.Node]*nodeMemo
	slab  []nodeMemo // where the next nodeMemos are taken from, a chunk at a time
	// lastNode and last are the node of's last call asked for and its memo: the rules ask one
	// node several things in a row (NamedChildCount, then NamedChild of each index; Field of
	// a call's function, then of its arguments), each answered without a lookup in nodes.
	lastNode *sitter.Node
	last     *nodeMemo
	// kidSlab and fieldSlab are where the next nodes' children lists and field lists are
	// taken from, a chunk at a time: most nodes the rules read have a few children and are
	// asked one or two fields, each list one allocation of its own (a fifth of a cold scan's
	// allocations). A list is taken with its capacity cut to its length (kids) or to two
	// (fields), so that an append to it, here or by a caller, never writes into the next one.
	kidSlab   []*sitter.Node
	fieldSlab []fieldMemo
}

// Sizes of the chunks of treeMemo's slabs, and the longest children list taken from one.
const (
	kidChunk   = 256
	kidsInSlab = 32
	fieldChunk = 128
)

// kids returns a list for k children (0 < k), from kidSlab when it is short.
func (m *treeMemo) kids(k int) []*sitter.Node {
	if k > kidsInSlab {
		return make([]*sitter.Node, k)
	}
	if len(m.kidSlab) < k {
		m.kidSlab = make([]*sitter.Node, kidChunk)
	}
	out := m.kidSlab[:k:k]
	m.kidSlab = m.kidSlab[k:]
	return out
}

// fieldList returns an empty field list of room for two, from fieldSlab.
func (m *treeMemo) fieldList() []fieldMemo {
	if len(m.fieldSlab) < 2 {
		m.fieldSlab = make([]fieldMemo, fieldChunk)
	}
	out := m.fieldSlab[:0:2]
	m.fieldSlab = m.fieldSlab[2:]
	return out
}

// nodeMemo is what was read of one node.
type nodeMemo struct {
	kids   []*sitter.Node // its named children, once read
	fields []fieldMemo    // the fields asked for, in the order asked
	up     *sitter.Node   // its parent, once read (nil for the root)
	read   bool           // kids was read
	upRead bool           // up was read (the two flags together: 64 bytes a memo, not 72)
}

// fieldMemo is a field's name and its child (nil when the node has none).
type fieldMemo struct {
	name  string
	child *sitter.Node
}

// of returns n's memo, made empty at the first call.
func (m *treeMemo) of(n *sitter.Node) *nodeMemo {
	if n == m.lastNode && m.last != nil {
		return m.last
	}
	e := m.nodes[n]
	if e == nil {
		if len(m.slab) == 0 {
			m.slab = make([]nodeMemo, 256)
		}
		e, m.slab = &m.slab[0], m.slab[1:]
		m.nodes[n] = e
	}
	m.lastNode, m.last = n, e
	return e
}

// named returns NamedChildren(n), read once (b is bound(n)).
func (m *treeMemo) named(n *sitter.Node, b *boundNode) []*sitter.Node {
	if isLeaf(b) {
		return nil
	}
	e := m.of(n)
	if !e.read {
		e.kids, e.read = namedChildrenIn(b, m), true
	}
	return e.kids
}

// parent returns Parent(n), read once (b is bound(n)).
func (m *treeMemo) parent(n *sitter.Node, b *boundNode) *sitter.Node {
	e := m.of(n)
	if !e.upRead {
		e.up, e.upRead = parentOf(b), true
	}
	return e.up
}

// field returns Field(n, name), read once (b is bound(n)).
func (m *treeMemo) field(n *sitter.Node, b *boundNode, name string) *sitter.Node {
	e := m.of(n)
	for _, f := range e.fields {
		if f.name == name {
			return f.child
		}
	}
	child := fieldOf(b, name)
	if e.fields == nil {
		e.fields = m.fieldList()
	}
	e.fields = append(e.fields, fieldMemo{name, child})
	return child
}

// memoSlots holds the memos of the trees being worked on, each in the slot its tree's address
// hashes to (memoSlot); one whose slot is taken goes to memoOverflow. A lookup is then one
// load from memory for the few trees of a scan's workers.
var (
	memoSlots    [64]atomic.Pointer[treeMemo]
	memoOverflow sync.Map // *sitter.Tree -> *treeMemo
)

// memoSlot returns the slot of memoSlots for t.
func memoSlot(t *sitter.Tree) *atomic.Pointer[treeMemo] {
	h := uint64(uintptr(unsafe.Pointer(t))>>4) * 0x9e3779b97f4a7c15
	return &memoSlots[h>>(64-6)]
}

// Remember keeps, until the function it returns is called, what NamedChildren, NamedChild,
// NamedChildCount, Field and Parent answer on t's nodes. Call the function before t is closed, and use
// t's nodes on one goroutine in between.
func Remember(t *sitter.Tree) (forget func()) {
	size := int(EndByte(t.RootNode()))
	// The binding's node cache (Tree.cache), which holds every *sitter.Node the rules and the
	// queries reach, starts empty and doubled its way up to about one node in ten bytes of
	// source: a fifth of a cold scan's allocated bytes and of its map growth (presizeNodes).
	presizeNodes(t, size/nodesPerByte)
	// The rules read about one node in sixteen bytes of source (a memo each; TypeScript's and
	// Python's files of bench/out/scan-real 16.4 and 16.2, Go's 38): sized for that, the table
	// is not grown again and again as a file's rules run.
	m := &treeMemo{t: t, nodes: make(map[*sitter.Node]*nodeMemo, size/16)}
	if s := memoSlot(t); s.CompareAndSwap(nil, m) {
		return func() { s.Store(nil) }
	}
	memoOverflow.Store(t, m)
	return func() { memoOverflow.Delete(t) }
}

// memoOf returns t's memo, or nil when it has none.
func memoOf(t *sitter.Tree) *treeMemo {
	if m := memoSlot(t).Load(); m != nil && m.t == t {
		return m
	}
	if m, ok := memoOverflow.Load(t); ok {
		return m.(*treeMemo)
	}
	return nil
}

// nodesPerByte is the bytes of source per node that a file's rules and queries make a
// *sitter.Node of: on bench/out/scan-real's 1888 extracted files, 10.0 in all (TypeScript's
// 10.0, median file 10.2; Python's 9.0, median 8.6; Go's 14.6, median 12.8).
const nodesPerByte = 10

// nodeCache is the binding's Tree.cache field, a map of C node to *sitter.Node that
// Tree.cachedNode fills, or nil when the binding has no such field (then nothing is presized).
var nodeCache = sync.OnceValue(func() *reflect.StructField {
	f, ok := reflect.TypeFor[sitter.Tree]().FieldByName("cache")
	if !ok || f.Type.Kind() != reflect.Map || f.Type.Elem() != reflect.TypeFor[*sitter.Node]() {
		return nil
	}
	return &f
})

// presizeNodes replaces t's node cache, made empty by the parse, with one of room for n nodes,
// holding what the cache held. Presizing changes no answer: the map holds the same entries,
// so cachedNode hands out the same *sitter.Node for each C node; only the map is not grown
// (and rehashed) step by step as the rules reach the nodes. TestPresizedNodeCache checks that
// the cache is the binding's map, of the room asked, and that it still holds what it held.
func presizeNodes(t *sitter.Tree, n int) {
	f := nodeCache()
	if f == nil || n <= 8 {
		return
	}
	v := reflect.NewAt(f.Type, unsafe.Add(unsafe.Pointer(t), f.Offset)).Elem()
	m := reflect.MakeMapWithSize(f.Type, n)
	for it := v.MapRange(); it.Next(); {
		m.SetMapIndex(it.Key(), it.Value())
	}
	v.Set(m)
}
