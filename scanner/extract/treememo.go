package extract

import (
	"math/bits"
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
	// spare is where the memo's table and chunks came from, and go back to (spares).
	spare *spares
}

// Sizes of the chunks of treeMemo's slabs, and the longest children list taken from one.
const (
	memoChunk  = 256
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
		m.kidSlab = m.spare.kids.take(kidChunk)
	}
	out := m.kidSlab[:k:k]
	m.kidSlab = m.kidSlab[k:]
	return out
}

// fieldList returns an empty field list of room for two, from fieldSlab.
func (m *treeMemo) fieldList() []fieldMemo {
	if len(m.fieldSlab) < 2 {
		m.fieldSlab = m.spare.fields.take(fieldChunk)
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
			m.slab = m.spare.memos.take(memoChunk)
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
	sp, _ := sparePool.Get().(*spares)
	if sp == nil {
		sp = &spares{}
	}
	return rememberWith(t, sp, func() { sparePool.Put(sp) })
}

// rememberWith is Remember with the tables and chunks of sp, which forget gives back to sp
// before it calls then.
func rememberWith(t *sitter.Tree, sp *spares, then func()) (forget func()) {
	size := int(EndByte(t.RootNode()))
	// The binding's node cache (Tree.cache), which holds every *sitter.Node the rules and the
	// queries reach, starts empty and doubled its way up to about one node in ten bytes of
	// source: a fifth of a cold scan's allocated bytes and of its map growth (presizeNodes).
	cache, cacheClass := presizeNodes(t, size/nodesPerByte, sp)
	// The rules read about one node in sixteen bytes of source (a memo each; TypeScript's and
	// Python's files of bench/out/scan-real 16.4 and 16.2, Go's 38): sized for that, the table
	// is not grown again and again as a file's rules run.
	table, tableClass := sp.memoTable(size / 16)
	m := &treeMemo{t: t, nodes: table, spare: sp}
	done := func() {
		sp.give(t, cache, cacheClass, m, tableClass)
		then()
	}
	if s := memoSlot(t); s.CompareAndSwap(nil, m) {
		return func() { s.Store(nil); done() }
	}
	memoOverflow.Store(t, m)
	return func() { memoOverflow.Delete(t); done() }
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

// presizeNodes replaces t's node cache, made empty by the parse, with one of room for n nodes
// (a spare one of sp's when it has one of about that room), holding what the cache held, and
// returns it and its size class (the zero Value when the binding has no cache field or n is
// small). Presizing
// changes no answer: the map holds the same entries, so cachedNode hands out the same
// *sitter.Node for each C node; only the map is not grown (and rehashed) step by step as the
// rules reach the nodes. TestPresizedNodeCache checks that the cache is the binding's map, of
// the room asked, and that it still holds what it held.
func presizeNodes(t *sitter.Tree, n int, sp *spares) (reflect.Value, int) {
	f := nodeCache()
	if f == nil || n <= 8 {
		return reflect.Value{}, 0
	}
	v := reflect.NewAt(f.Type, unsafe.Add(unsafe.Pointer(t), f.Offset)).Elem()
	c := sizeClass(n)
	var m reflect.Value
	for _, have := range [2]int{c, c + 1} { // a table grows past the room it was made with
		if have < sizeClasses && sp.caches[have].IsValid() {
			m, c, sp.caches[have] = sp.caches[have], have, reflect.Value{}
			break
		}
	}
	if !m.IsValid() {
		m = reflect.MakeMapWithSize(f.Type, n)
	}
	for it := v.MapRange(); it.Next(); {
		m.SetMapIndex(it.Key(), it.Value())
	}
	v.Set(m)
	return m, c
}

// spares are the tables and chunks of the trees done with, for the next trees to use again: each
// file's node cache, memo table and memo chunks made afresh were a fifth of a cold scan's
// allocated bytes (on the scale test's generated TypeScript, 640 of 2,940 MB), which the
// collector paid for in cycles. A worker's trees come one after the other, so a spares goes
// from the pool to one tree and back (sparePool). The tables are kept by size class, each
// cleared when its tree is done, which costs about what its tree's rules did to fill it.
type spares struct {
	caches [sizeClasses]reflect.Value              // node caches (Tree.cache), by size class
	tables [sizeClasses]map[*sitter.Node]*nodeMemo // memo tables, by size class
	memos  chunks[nodeMemo]
	kids   chunks[*sitter.Node]
	fields chunks[fieldMemo]
}

var sparePool sync.Pool // *spares

// sizeClasses bounds the size classes of spare tables: those of room for 2^(sizeClasses-2)
// entries or more share the last one.
const sizeClasses = 24

// sizeClass is the size class of a table of room for n entries: the bits of n.
func sizeClass(n int) int { return min(bits.Len(uint(n)), sizeClasses-1) }

// memoTable returns an empty memo table, a spare one of about room for n (of its size class or
// the next) when there is one, and its size class.
func (sp *spares) memoTable(n int) (map[*sitter.Node]*nodeMemo, int) {
	c := sizeClass(n)
	for _, have := range [2]int{c, c + 1} { // a table grows past the room it was made with
		if have < sizeClasses && sp.tables[have] != nil {
			m := sp.tables[have]
			sp.tables[have] = nil
			return m, have
		}
	}
	return make(map[*sitter.Node]*nodeMemo, n), c
}

// give takes back the node cache and the memo of t, done with, and their size classes: t gets an
// empty node cache of its own (were it asked for a node again, it would not write into a table
// another tree uses), the tables are cleared and kept, and the chunks cleared for the next tree.
// A table is kept in the class it was made or taken for, or the one it grew to: a clear costs
// what the table's room is, which a later tree of its class fills about as much.
func (sp *spares) give(t *sitter.Tree, cache reflect.Value, cacheClass int, m *treeMemo, tableClass int) {
	if cache.IsValid() {
		v := reflect.NewAt(cache.Type(), unsafe.Add(unsafe.Pointer(t), nodeCache().Offset)).Elem()
		if v.UnsafePointer() == cache.UnsafePointer() {
			v.Set(reflect.MakeMap(cache.Type()))
			c := max(cacheClass, sizeClass(cache.Len()))
			cache.Clear()
			sp.caches[c] = cache
		}
	}
	c := max(tableClass, sizeClass(len(m.nodes)))
	clear(m.nodes)
	sp.tables[c] = m.nodes
	m.nodes, m.slab, m.kidSlab, m.fieldSlab, m.lastNode, m.last = nil, nil, nil, nil, nil, nil
	sp.memos.reset()
	sp.kids.reset()
	sp.fields.reset()
}

// chunks hands out chunks of Ts: first those it handed out to the tree before, cleared, then new
// ones (the first maxChunks of them kept for the next tree).
type chunks[T any] struct {
	all  [][]T
	next int // all[next:] are not handed out yet
}

// maxChunks bounds the chunks kept of a kind: a large file's are let go.
const maxChunks = 64

// take returns a chunk of size Ts, all zero.
func (c *chunks[T]) take(size int) []T {
	if c.next < len(c.all) && len(c.all[c.next]) == size {
		c.next++
		return c.all[c.next-1]
	}
	ch := make([]T, size)
	if c.next < maxChunks {
		c.all = append(c.all[:c.next], ch)
		c.next++
	}
	return ch
}

// reset clears the chunks handed out, to be handed out again.
func (c *chunks[T]) reset() {
	for _, ch := range c.all[:c.next] {
		clear(ch)
	}
	c.next = 0
}
