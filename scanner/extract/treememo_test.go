package extract

import (
	"context"
	"os"
	"reflect"
	"runtime"
	"testing"
	"unsafe"

	sitter "github.com/smacker/go-tree-sitter"
	"github.com/smacker/go-tree-sitter/typescript/typescript"
)

// TestPresizedNodeCache: Remember gives the binding's node cache room for the nodes the rules
// will reach, so a walk of every node does not grow it; the nodes handed out before stay the
// tree's nodes (the same *sitter.Node for the same C node). Fails when presizeNodes does not
// find the binding's cache field (the binding changed) or does nothing.
func TestPresizedNodeCache(t *testing.T) {
	if nodeCache() == nil {
		t.Fatal("the binding's Tree has no cache field of *sitter.Node: nothing is presized")
	}
	src := fixtureTS(t)
	for len(src) < 64<<10 { // a file large enough that a growing cache would split its tables
		src = append(src, src...)
	}
	walkBytes := func(presize bool) uint64 {
		tree := parseTS(t, src)
		defer tree.Close()
		root := tree.RootNode()
		if presize {
			presizeNodes(tree, len(src)/nodesPerByte, &spares{})
			if tree.RootNode() != root {
				t.Fatal("the root is another *sitter.Node after presizeNodes")
			}
		}
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		var walk func(*sitter.Node)
		walk = func(x *sitter.Node) {
			for _, k := range namedChildren(bound(x)) {
				walk(k)
			}
		}
		walk(root)
		runtime.ReadMemStats(&after)
		return after.TotalAlloc - before.TotalAlloc
	}
	grown, presized := walkBytes(false), walkBytes(true)
	t.Logf("bytes allocated by a walk of every node: %d growing the cache, %d presized", grown, presized)
	if presized*3 > grown*2 {
		t.Errorf("a walk over the presized cache allocated %d bytes, over two thirds of the %d of a growing one", presized, grown)
	}
}

// TestMemoListsAreApart: the children and field lists a memo takes from its slabs are each a
// list of their own. An append to one (a caller's, or the memo's next field) never writes into
// another, every list still holds the binding's answer after all were appended to, and the
// lists cost few allocations (fails when each is allocated alone, as before the slabs).
func TestMemoListsAreApart(t *testing.T) {
	tree := parseTS(t, fixtureTS(t))
	defer tree.Close()
	var all []*sitter.Node
	var collect func(*sitter.Node)
	collect = func(n *sitter.Node) { // the binding makes every node first: the memo then allocates only its own
		all = append(all, n)
		for i := 0; i < int(n.NamedChildCount()); i++ {
			collect(n.NamedChild(i))
		}
	}
	collect(tree.RootNode())
	names := []string{"name", "body", "arguments", "function", "value"}
	defer Remember(tree)()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	lists := 0
	for _, n := range all {
		if len(NamedChildren(n)) > 0 {
			lists++
		}
		for _, name := range names[:2] { // two fields: the room a list is taken with
			Field(n, name)
		}
	}
	runtime.ReadMemStats(&after)
	if mallocs := after.Mallocs - before.Mallocs; mallocs > uint64(lists)/8 {
		t.Errorf("%d allocations for the children and fields of %d nodes (%d lists of children): the lists are allocated one by one", mallocs, len(all), lists)
	}
	for _, n := range all { // append to every list: to its children, and a field beyond the two of room
		kids := NamedChildren(n)
		_ = append(kids, n)
		for _, name := range names {
			Field(n, name)
		}
	}
	for _, n := range all {
		checkMemo(t, n, names)
	}
}

// checkMemo fails t unless the children and the fields names of n, as remembered, are the
// binding's, and returns the children.
func checkMemo(t *testing.T, n *sitter.Node, names []string) []*sitter.Node {
	t.Helper()
	kids := NamedChildren(n)
	if len(kids) != int(n.NamedChildCount()) {
		t.Fatalf("%s at %d: %d children, the binding's %d", n.Type(), n.StartByte(), len(kids), n.NamedChildCount())
	}
	for i, k := range kids {
		if k != n.NamedChild(i) {
			t.Fatalf("%s at %d: child %d is not the binding's", n.Type(), n.StartByte(), i)
		}
	}
	for _, name := range names {
		if Field(n, name) != n.ChildByFieldName(name) {
			t.Fatalf("%s at %d: field %s is not the binding's", n.Type(), n.StartByte(), name)
		}
	}
	return kids
}

// TestMemoOfLastNode: the memo of the node asked last is answered again without a lookup, and
// one of another node is that node's: asked in turn, two nodes keep their own memos.
func TestMemoOfLastNode(t *testing.T) {
	parser := sitter.NewParser()
	defer parser.Close()
	parser.SetLanguage(typescript.GetLanguage())
	tree, err := parser.ParseCtx(context.Background(), nil, []byte("f(a, b); g(c);"))
	if err != nil {
		t.Fatal(err)
	}
	defer tree.Close()
	defer Remember(tree)()
	m := memoOf(tree)
	root := tree.RootNode()
	stmts := NamedChildren(root)
	if len(stmts) != 2 {
		t.Fatalf("%d statements, want 2", len(stmts))
	}
	a, b := stmts[0], stmts[1]
	ma, mb := m.of(a), m.of(b)
	if ma == mb {
		t.Fatal("two nodes share a memo")
	}
	for i := 0; i < 3; i++ {
		if m.of(a) != ma || m.of(a) != ma || m.of(b) != mb || m.of(b) != mb {
			t.Fatal("a node's memo changed when asked in turn with another's")
		}
	}
	if got := NamedChildren(root); len(got) != 2 || got[0] != a || got[1] != b {
		t.Fatal("the root's children changed")
	}
}

// TestSparesAreReused: once a tree is done with, the next tree's node cache, memo table and memo
// chunks are those of the tree before, emptied: every answer on the next tree is the binding's,
// none left over from the tree before, and the tree done with keeps a node cache of its own.
// Fails when give keeps nothing, clears nothing, or leaves the spare cache to the old tree.
func TestSparesAreReused(t *testing.T) {
	src := fixtureTS(t)
	// The second file is the first with a statement before it: the same shapes at other
	// offsets, so an answer left over from the first tree would be wrong on the second.
	a, b := parseTS(t, src), parseTS(t, append([]byte("let pad = [1, 2, 3];\n"), src...))
	defer a.Close()
	defer b.Close()
	cacheOf := func(tree *sitter.Tree) reflect.Value {
		return reflect.NewAt(nodeCache().Type, unsafe.Add(unsafe.Pointer(tree), nodeCache().Offset)).Elem()
	}
	names := []string{"name", "body", "arguments", "function", "value"}
	walk := func(tree *sitter.Tree) int {
		n := 0
		var visit func(*sitter.Node)
		visit = func(x *sitter.Node) {
			n++
			kids := checkMemo(t, x, names)
			for i, k := range kids {
				if Parent(k) != x {
					t.Fatalf("%s at %d: the parent of child %d is not it", x.Type(), x.StartByte(), i)
				}
				visit(k)
			}
		}
		visit(tree.RootNode())
		return n
	}

	sp := &spares{}
	gave := 0
	forget := rememberWith(a, sp, func() { gave++ })
	if walk(a) < 100 {
		t.Fatal("the fixture is too small to fill a chunk")
	}
	cacheA := cacheOf(a).UnsafePointer()
	forget()
	if gave != 1 {
		t.Fatalf("forget called then %d times, want 1", gave)
	}
	var spareCache reflect.Value
	for _, c := range sp.caches {
		if c.IsValid() {
			spareCache = c
		}
	}
	var spareTable map[*sitter.Node]*nodeMemo
	for _, m := range sp.tables {
		if m != nil {
			spareTable = m
		}
	}
	if !spareCache.IsValid() || spareCache.UnsafePointer() != cacheA || spareTable == nil || len(sp.memos.all) == 0 || len(sp.kids.all) == 0 {
		t.Fatalf("after the first tree the spares hold no node cache (or another), no memo table or no chunks: %+v", sp)
	}
	if spareCache.Len() != 0 || len(spareTable) != 0 {
		t.Fatalf("the spare tables hold %d and %d entries, want them cleared", spareCache.Len(), len(spareTable))
	}
	if c := cacheOf(a); c.UnsafePointer() == cacheA || c.Len() != 0 {
		t.Fatal("the first tree still has the spare node cache, or a cache with entries")
	}
	firstChunk := &sp.memos.all[0][0]

	forget = rememberWith(b, sp, func() {})
	if cacheOf(b).UnsafePointer() != cacheA {
		t.Error("the second tree's node cache is not the spare one")
	}
	m := memoOf(b)
	if reflect.ValueOf(m.nodes).UnsafePointer() != reflect.ValueOf(spareTable).UnsafePointer() {
		t.Error("the second tree's memo table is not the spare one")
	}
	a.RootNode() // the first tree, asked again, writes into a cache of its own
	walk(b)
	if &sp.memos.all[0][0] != firstChunk {
		t.Error("the second tree's memos are not in the first chunk of the tree before")
	}
	forget()
}

// fixtureTS returns the bytes of a TypeScript fixture of some size (failphrase.ts).
func fixtureTS(t *testing.T) []byte {
	t.Helper()
	src, err := os.ReadFile("../typescript/testdata/servers/ts-tries/src/failphrase.ts")
	if err != nil {
		t.Fatal(err)
	}
	return src
}

// parseTS parses TypeScript source; the caller closes the tree.
func parseTS(t *testing.T, src []byte) *sitter.Tree {
	t.Helper()
	parser := sitter.NewParser()
	defer parser.Close()
	parser.SetLanguage(typescript.GetLanguage())
	tree, err := parser.ParseCtx(context.Background(), nil, src)
	if err != nil {
		t.Fatal(err)
	}
	return tree
}
