package python

import (
	"slices"
	"testing"
)

// TestSubclassNames: the kept lists are the fixpoint's, for every class of the tables, and a name
// the tables derive nothing from is its own list and is not kept (names from the scanned code
// would otherwise grow the table for as long as the process runs).
func TestSubclassNames(t *testing.T) {
	var names []string
	for k, b := range builtinBase {
		names = append(names, k, b)
	}
	for k, bs := range libraryBase {
		names = append(names, k)
		names = append(names, bs...)
	}
	for _, name := range append(names, "NotATableClass", "mymodule.MyError") {
		want := subclassesOf(name)
		for range 2 { // made, then read back
			if got := subclassNames(name); !slices.Equal(got, want) {
				t.Fatalf("subclassNames(%q) = %v, want %v", name, got, want)
			}
		}
		_, kept := subclassLists.Load(name)
		if kept != tableBases()[name] {
			t.Errorf("subclassNames(%q) kept: %v, want %v (a base in the tables: %v)", name, kept, tableBases()[name], tableBases()[name])
		}
	}
	if got := subclassNames("Exception"); len(got) < 2 {
		t.Errorf("subclassNames(Exception) = %v: the tables derive classes from it", got)
	}
}
