package extract

import "testing"

// A test of a table entry's schema (EntryMember) is decided only by a call that passes what the
// entry's schema validated (ArgShape.Entry), with the schema's shapes; a NotIn test holds unless
// the value is one of its strings.
func TestMayRunReadsEntryShapes(t *testing.T) {
	schema := []ArgShape{{Param: 0, Facts: ArgNonNull | ArgTruthy | ArgObject},
		{Param: 0, Path: ".ids", Facts: ArgNonNull | ArgTruthy | ArgArray}, {Param: 0, Path: ".op", OneOf: []string{"open", "shut"}}}
	required := []ArgTest{{Param: 0, Path: ".ids", Lacks: ArgTruthy, EntryMember: "inputSchema", EntryShapes: schema}}
	other := []ArgTest{{Param: 0, Path: ".op", NotIn: []string{"open", "shut"}, EntryMember: "inputSchema", EntryShapes: schema}}
	fewer := []ArgTest{{Param: 0, Path: ".op", NotIn: []string{"open"}, EntryMember: "inputSchema", EntryShapes: schema}}
	otherMember := []ArgTest{{Param: 0, Path: ".ids", Lacks: ArgTruthy, EntryMember: "schema", EntryShapes: schema}}
	marked := &[]ArgShape{{Param: 0, Entry: "inputSchema"}}
	parsed := &[]ArgShape{{Param: 0, Path: ".ids", Facts: ArgNonNull | ArgTruthy | ArgArray}}
	for _, c := range []struct {
		name   string
		shapes *[]ArgShape
		tests  []ArgTest
		want   bool
	}{
		{"a required array, passed as the entry's schema validated it", marked, required, false},
		{"the switch's default after a case for each enum value", marked, other, false},
		{"a default with a case missing", marked, fewer, true},
		{"a call that passes something else", nil, required, true},
		{"shapes of another kind do not decide an entry's test", parsed, required, true},
		{"the mark of another schema member", marked, otherMember, true},
	} {
		if got := mayRun(0, c.shapes, c.tests); got != c.want {
			t.Errorf("%s: mayRun = %v, want %v", c.name, got, c.want)
		}
	}
	var ix Index
	ix.addSchemaForTest("m#S!zodshape", schema)
	tests := ix.entryTests([]ArgTest{{Param: 0, Path: ".ids", Lacks: ArgTruthy, EntryMember: "inputSchema", EntryKeys: []string{"m/index#S!zodshape", "m#S!zodshape"}}})
	if mayRun(0, marked, tests) {
		t.Errorf("entryTests did not fill the shapes of the summary its keys name")
	}
}

// addSchemaForTest adds a schema summary's shapes under key to an index made by NewIndex's maps.
func (ix *Index) addSchemaForTest(key string, shapes []ArgShape) {
	*ix = *NewIndex()
	ix.addSchema(ix.intern(key), shapes)
}
