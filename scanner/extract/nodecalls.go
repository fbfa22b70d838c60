package extract

/*
#include <stdbool.h>
#include <stdint.h>
#include <string.h>
// tree-sitter's TSNode and the node functions below, from its api.h (the binding does not export
// the header's types to other packages). The node's two pointers, into C memory, are integers
// here: Go then passes a node to C with no cgocheck of its pointers (the binding's calls check
// both, in every call, a third of the cost of a short call).
typedef struct { uint32_t context[4]; uintptr_t id; uintptr_t tree; } TSNode;
TSNode ts_node_named_child(TSNode self, uint32_t child_index);
TSNode ts_node_parent(TSNode self);
uint32_t ts_node_named_child_count(TSNode self);
uint32_t ts_node_end_byte(TSNode self);
uint16_t ts_node_symbol(TSNode self);
const char *ts_node_type(TSNode self);
uint32_t ts_language_symbol_count(uintptr_t language);
uint16_t ts_language_public_symbol(uintptr_t language, uint16_t symbol);
const char *ts_language_symbol_name(uintptr_t language, uint16_t symbol);

TSNode ts_node_child_by_field_id(TSNode self, uint16_t field_id);
const void *ts_tree_language(uintptr_t tree);
uint16_t ts_language_field_id_for_name(const void *language, const char *name, uint32_t name_length);
bool ts_node_is_named(TSNode self);

typedef struct { const void *tree; const void *id; uint32_t context[3]; } TSTreeCursor;
TSTreeCursor ts_tree_cursor_new(TSNode node);
void ts_tree_cursor_delete(TSTreeCursor *self);
TSNode ts_tree_cursor_current_node(const TSTreeCursor *self);
bool ts_tree_cursor_goto_first_child(TSTreeCursor *self);
bool ts_tree_cursor_goto_next_sibling(TSTreeCursor *self);

// mcperr_named_children writes self's first max named children to out, in order, and returns
// how many it has: a short list with ts_node_named_child (which counts from the first child, on
// every call), a long one in one pass of a tree cursor (whose making costs a malloc).
static uint32_t mcperr_named_children(TSNode self, TSNode *out, uint32_t max) {
	uint32_t k = 0;
	uint32_t count = ts_node_named_child_count(self);
	if (count <= 16) { // ts_node_named_child counts from the first child: for a short list, no cursor to make
		for (uint32_t i = 0; i < count && i < max; i++) {
			out[i] = ts_node_named_child(self, i);
		}
		return count;
	}
	TSTreeCursor cur = ts_tree_cursor_new(self);
	for (bool ok = ts_tree_cursor_goto_first_child(&cur); ok; ok = ts_tree_cursor_goto_next_sibling(&cur)) {
		TSNode ch = ts_tree_cursor_current_node(&cur);
		if (ts_node_is_named(ch)) {
			if (k < max) {
				out[k] = ch;
			}
			k++;
		}
	}
	ts_tree_cursor_delete(&cur);
	return k;
}

// The field ids of the names asked last, by language and name, in each thread:
// ts_node_child_by_field_name looks a name up among the grammar's field names with a strncmp
// of each, on every call. A slot keeps a copy of the name, so that it holds whatever memory the
// name was read from.
typedef struct { const void *lang; uint32_t len; char name[28]; uint16_t id; } field_slot;
static __thread field_slot field_ids[64];

static TSNode mcperr_field(TSNode self, _GoString_ name) {
	const char *p = _GoStringPtr(name);
	size_t n = _GoStringLen(name);
	const void *lang = ts_tree_language(self.tree);
	if (n == 0 || n >= sizeof field_ids[0].name) { // no slot (and no pointer to read for "")
		return ts_node_child_by_field_id(self, ts_language_field_id_for_name(lang, p, (uint32_t)n));
	}
	uint32_t h = 2166136261u ^ (uint32_t)((uintptr_t)lang >> 4);
	for (size_t i = 0; i < n; i++) {
		h = (h ^ (unsigned char)p[i]) * 16777619u;
	}
	field_slot *s = &field_ids[(h ^ (h >> 16)) & 63];
	if (s->lang != lang || s->len != n || memcmp(s->name, p, n) != 0) {
		s->lang = lang;
		s->len = (uint32_t)n;
		memcpy(s->name, p, n);
		s->id = ts_language_field_id_for_name(lang, p, (uint32_t)n);
	}
	return ts_node_child_by_field_id(self, s->id);
}
*/
import "C"

import (
	"slices"
	"sync"
	"sync/atomic"
	"unsafe"

	sitter "github.com/smacker/go-tree-sitter"
)

// The functions of this file answer what the binding's Node methods answer, each in one call
// into C with no cgocheck (or none at all), and hand out the nodes they return through the
// tree's node cache (Tree.cachedNode), so that a node is one *sitter.Node however it was
// reached, as same and the memo tables rely on. They read the binding's Node (its C node, then
// its tree): TestNodeCallsAreTheBindings fails if the binding changes either. The rules call
// them millions of times a run.

// Field returns n's child of the field name, or nil: n.ChildByFieldName(name), which makes
// three calls into C (it copies the name into C memory with malloc and frees it after).
func Field(n *sitter.Node, name string) *sitter.Node {
	b := bound(n)
	if m := memoOf(b.t); m != nil {
		return m.field(n, b, name)
	}
	return fieldOf(b, name)
}

// fieldOf is Field(n, name) read from tree-sitter (b is bound(n)).
func fieldOf(b *boundNode, name string) *sitter.Node {
	return node(b.t, C.mcperr_field(b.c, name))
}

// Parent returns n.Parent(). Tree-sitter finds a parent by a walk down from the root, and the
// rules walk up from many nodes of one function through the same statements: on a remembered
// tree (Remember) each node's parent is read once.
func Parent(n *sitter.Node) *sitter.Node {
	b := bound(n)
	if m := memoOf(b.t); m != nil {
		return m.parent(n, b)
	}
	return parentOf(b)
}

// parentOf is Parent(n) read from tree-sitter (b is bound(n)).
func parentOf(b *boundNode) *sitter.Node {
	return node(b.t, C.ts_node_parent(b.c))
}

// NamedChild returns n.NamedChild(i).
func NamedChild(n *sitter.Node, i int) *sitter.Node {
	b := bound(n)
	if m := memoOf(b.t); m != nil {
		if kids := m.named(n, b); i >= 0 && i < len(kids) {
			return kids[i]
		}
		return nil
	}
	return node(b.t, C.ts_node_named_child(b.c, C.uint32_t(i)))
}

// NamedChildren returns n's named children, in order: n.NamedChild(i) for each i below
// n.NamedChildCount(), read in at most one call into C (none for a leaf; the loop makes two a
// child, NamedChild and NamedChildCount), or nil when it has none. The slice may be shared
// (see Remember): the caller must not change it.
func NamedChildren(n *sitter.Node) []*sitter.Node {
	b := bound(n)
	if m := memoOf(b.t); m != nil {
		return m.named(n, b)
	}
	return namedChildren(b)
}

// isLeaf reports whether b is a node that tree-sitter keeps inline, a leaf (see symbolOf),
// without a call into C; false when it cannot tell.
func isLeaf(b *boundNode) bool { return inPlace && *(*uintptr)(cPointer(&b.c.id))&1 != 0 }

// namedChildren is NamedChildren(n) read from tree-sitter (b is bound(n)).
func namedChildren(b *boundNode) []*sitter.Node { return namedChildrenIn(b, nil) }

// namedChildrenIn is namedChildren, its list taken from m's slab (treeMemo.kids) when m is not
// nil.
func namedChildrenIn(b *boundNode, m *treeMemo) []*sitter.Node {
	if isLeaf(b) {
		return nil
	}
	buf := childBufs.Get().(*[]C.TSNode)
	defer childBufs.Put(buf)
	k := uint32(C.mcperr_named_children(b.c, &(*buf)[0], C.uint32_t(len(*buf))))
	if k == 0 {
		return nil
	}
	if int(k) > len(*buf) {
		*buf = make([]C.TSNode, k)
		k = uint32(C.mcperr_named_children(b.c, &(*buf)[0], C.uint32_t(k)))
	}
	var out []*sitter.Node
	if m != nil {
		out = m.kids(int(k))
	} else {
		out = make([]*sitter.Node, k)
	}
	for i, c := range (*buf)[:k] {
		out[i] = cachedNode(b.t, c)
	}
	return out
}

// childBufs holds NamedChildren's buffers for the C nodes.
var childBufs = sync.Pool{New: func() any { b := make([]C.TSNode, 32); return &b }}

// NamedChildCount returns n.NamedChildCount().
func NamedChildCount(n *sitter.Node) uint32 {
	b := bound(n)
	if m := memoOf(b.t); m != nil {
		return uint32(len(m.named(n, b)))
	}
	return uint32(C.ts_node_named_child_count(b.c))
}

// StartByte returns n.StartByte() without a call into C: tree-sitter keeps a node's start byte
// in the node itself (ts_node_start_byte returns its context[0]).
func StartByte(n *sitter.Node) uint32 { return uint32(bound(n).c.context[0]) }

// EndByte returns n.EndByte() without a call into C: ts_node_end_byte adds the size of the
// node's subtree to its start (see symbolOf for the layout).
func EndByte(n *sitter.Node) uint32 {
	c := &bound(n).c
	if !inPlace {
		return uint32(C.ts_node_end_byte(*c))
	}
	at := cPointer(&c.id)
	if sub := *(*uintptr)(at); sub&1 != 0 {
		return uint32(c.context[0]) + uint32(uint8(sub>>56))
	}
	return uint32(c.context[0]) + *(*uint32)(unsafe.Add(*(*unsafe.Pointer)(at), heapSizeBytes))
}

// Content returns n.Content(src), the node's text.
func Content(n *sitter.Node, src []byte) string { return string(src[StartByte(n):EndByte(n)]) }

// Symbol returns n.Symbol() without a call into C: ts_node_symbol maps the symbol ts_node_type
// reads (symbolOf) to the grammar's public one, with a table that Symbol keeps a copy of for
// each language (the rules test symbols of every node of a walk: bindings, walkScope).
func Symbol(n *sitter.Node) sitter.Symbol {
	b := bound(n)
	if !inPlace {
		return sitter.Symbol(C.ts_node_symbol(b.c))
	}
	lang := *(*uintptr)(unsafe.Add(cPointer(&b.c.tree), treeLanguage))
	sym := symbolOf(&b.c)
	for _, e := range *publicSymbols.Load() {
		if e.lang == lang {
			if int(sym) < len(e.pub) {
				return sitter.Symbol(e.pub[sym])
			}
			break
		}
	}
	return publicSymbol(lang, sym)
}

// publicSymbols holds, by language, ts_language_public_symbol of each of the grammar's symbols;
// replaced, never changed, under typeNamesMu. A scan knows a few languages (TypeScript's three
// dialects, Python): a look along the list is cheaper than a map's hash, and Symbol and Type
// are asked of every node of every walk.
var publicSymbols atomic.Pointer[[]langSymbols]

// langSymbols is the public symbols of one language (publicSymbols).
type langSymbols struct {
	lang uintptr
	pub  []uint16
}

// langNames is the symbol names of one language (symbolNames).
type langNames struct {
	lang  uintptr
	names []string
}

// publicSymbol returns the public symbol of sym in the language at lang, and fills
// publicSymbols for the language at its first call (ERROR's symbol, above the grammar's, is
// asked of C each time: ts_language_public_symbol returns it as it is).
func publicSymbol(lang uintptr, sym uint16) sitter.Symbol {
	typeNamesMu.Lock()
	defer typeNamesMu.Unlock()
	old := *publicSymbols.Load()
	if !slices.ContainsFunc(old, func(e langSymbols) bool { return e.lang == lang }) {
		pub := make([]uint16, int(C.ts_language_symbol_count(C.uintptr_t(lang))))
		for i := range pub {
			pub[i] = uint16(C.ts_language_public_symbol(C.uintptr_t(lang), C.uint16_t(i)))
		}
		m := append(slices.Clip(old), langSymbols{lang, pub})
		publicSymbols.Store(&m)
		if int(sym) < len(pub) {
			return sitter.Symbol(pub[sym])
		}
	}
	return sitter.Symbol(C.ts_language_public_symbol(C.uintptr_t(lang), C.uint16_t(sym)))
}

// Type returns n.Type() without a call into C: what ts_node_type reads (the node's alias, or
// its subtree's symbol; see symbolOf) named through the grammar's names, which Type keeps as
// one Go string for each (the binding copies the name into a new string on every call).
func Type(n *sitter.Node) string {
	b := bound(n)
	if !inPlace {
		return C.GoString(C.ts_node_type(b.c))
	}
	lang := *(*uintptr)(unsafe.Add(cPointer(&b.c.tree), treeLanguage))
	sym := symbolOf(&b.c)
	for _, e := range *symbolNames.Load() {
		if e.lang == lang {
			if int(sym) < len(e.names) {
				return e.names[sym]
			}
			break
		}
	}
	return symbolName(lang, sym)
}

// The layout of tree-sitter's data that Type and EndByte read in place of a call into C (lib/src
// subtree.h and tree.h of the version the binding holds, little-endian): a node's id points to
// its Subtree, a word that is either the subtree's data inline (the lowest bit set; symbol in
// byte 1, size in bytes in byte 7) or a pointer to its SubtreeHeapData (its size's bytes at 16,
// its symbol at 40); a TSTree holds its language after the root Subtree.
// TestNodeCallsAreTheBindings checks both against the binding's calls on every node of the
// fixtures, aliased ones and ERROR among them.
const (
	treeLanguage  = 8
	heapSizeBytes = 16
	heapSymbol    = 40
)

// inPlace says the build has that layout, 64-bit and little-endian (amd64, arm64, ...); on others
// Type, EndByte and NamedChildren call into C as the binding does.
var inPlace = unsafe.Sizeof(uintptr(0)) == 8 && *(*uint16)(unsafe.Pointer(&[2]byte{1, 0})) == 1

// symbolOf returns the symbol ts_node_type names: the alias (context[3]) or the subtree's.
func symbolOf(c *C.TSNode) uint16 {
	if a := uint16(c.context[3]); a != 0 {
		return a
	}
	at := cPointer(&c.id)
	if sub := *(*uintptr)(at); sub&1 != 0 {
		return uint16(uint8(sub >> 8))
	}
	return *(*uint16)(unsafe.Add(*(*unsafe.Pointer)(at), heapSymbol))
}

// cPointer returns the C pointer that a TSNode field of this file holds as an integer (*p).
// The Subtree word it points to is read as a pointer only when it is one (lowest bit clear).
func cPointer(p *C.uintptr_t) unsafe.Pointer { return *(*unsafe.Pointer)(unsafe.Pointer(p)) }

var (
	// symbolNames holds, by language, the grammar's symbol names as Go strings, indexed by
	// symbol; replaced, never changed, under typeNamesMu.
	symbolNames atomic.Pointer[[]langNames]
)

// symbolName returns the name of sym in the language at lang, and fills symbolNames for the
// language at its first call; ERROR's and _ERROR's symbols (the highest two) it names from
// typeNames.
func symbolName(lang uintptr, sym uint16) string {
	typeNamesMu.Lock()
	old := *symbolNames.Load()
	if !slices.ContainsFunc(old, func(e langNames) bool { return e.lang == lang }) {
		k := int(C.ts_language_symbol_count(C.uintptr_t(lang)))
		names := make([]string, k)
		for i := range names {
			names[i] = C.GoString(C.ts_language_symbol_name(C.uintptr_t(lang), C.uint16_t(i)))
		}
		m := append(slices.Clip(old), langNames{lang, names})
		symbolNames.Store(&m)
		if int(sym) < k {
			typeNamesMu.Unlock()
			return names[sym]
		}
	}
	typeNamesMu.Unlock()
	return typeName(C.ts_language_symbol_name(C.uintptr_t(lang), C.uint16_t(sym)))
}

var (
	typeNames   atomic.Pointer[map[uintptr]string] // replaced, never changed, under typeNamesMu
	typeNamesMu sync.Mutex
)

func init() {
	typeNames.Store(&map[uintptr]string{})
	symbolNames.Store(&[]langNames{})
	publicSymbols.Store(&[]langSymbols{})
}

// typeName adds the C string cs to typeNames.
func typeName(cs *C.char) string {
	p := uintptr(unsafe.Pointer(cs))
	typeNamesMu.Lock()
	defer typeNamesMu.Unlock()
	old := *typeNames.Load()
	if s, ok := old[p]; ok {
		return s
	}
	m := make(map[uintptr]string, len(old)+1)
	for k, v := range old {
		m[k] = v
	}
	s := C.GoString(cs)
	m[p] = s
	typeNames.Store(&m)
	return s
}

// boundNode is the layout of the binding's Node: its C node and the tree that owns it.
type boundNode struct {
	c C.TSNode
	t *sitter.Tree
}

func bound(n *sitter.Node) *boundNode { return (*boundNode)(unsafe.Pointer(n)) }

// node returns the tree's *sitter.Node for c, or nil for the null node.
func node(t *sitter.Tree, c C.TSNode) *sitter.Node {
	if c.id == 0 {
		return nil
	}
	return cachedNode(t, c)
}

// cachedNode is the binding's Tree.cachedNode: the tree's one *sitter.Node for a C node.
//
//go:linkname cachedNode github.com/smacker/go-tree-sitter.(*Tree).cachedNode
func cachedNode(t *sitter.Tree, c C.TSNode) *sitter.Node
