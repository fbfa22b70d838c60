package extract

import (
	"context"
	"os"
	"runtime"
	"testing"

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
	src, err := os.ReadFile("../typescript/testdata/servers/ts-tries/src/failphrase.ts")
	if err != nil {
		t.Fatal(err)
	}
	for len(src) < 64<<10 { // a file large enough that a growing cache would split its tables
		src = append(src, src...)
	}
	walkBytes := func(presize bool) uint64 {
		parser := sitter.NewParser()
		defer parser.Close()
		parser.SetLanguage(typescript.GetLanguage())
		tree, err := parser.ParseCtx(context.Background(), nil, src)
		if err != nil {
			t.Fatal(err)
		}
		defer tree.Close()
		root := tree.RootNode()
		if presize {
			presizeNodes(tree, len(src)/nodesPerByte)
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
