package policy

import (
	"reflect"
	"testing"
)

func TestDirectives(t *testing.T) {
	src := []byte(`package x
//mcperr:ignore panicleak the schema requires name
v := args["name"].(string) // mcperr:ignore panicleak,guidance checked by middleware
# mcperr:ignore softerror
/* mcperr:ignore softerror a block comment */
 * mcperr:ignore guidance inside a doc block
s := "mcperr:ignore not a comment"
//mcperr:ignorethis is another tool's
// mcperr:ignore
`)
	want := []Directive{
		{Line: 2, Column: 3, OwnLine: true, Rules: []string{"panicleak"}, Reason: "the schema requires name", Text: "mcperr:ignore panicleak the schema requires name"},
		{Line: 3, Column: 31, Rules: []string{"panicleak", "guidance"}, Reason: "checked by middleware", Text: "mcperr:ignore panicleak,guidance checked by middleware"},
		{Line: 4, Column: 3, OwnLine: true, Rules: []string{"softerror"}, Text: "mcperr:ignore softerror"},
		{Line: 5, Column: 4, OwnLine: true, Rules: []string{"softerror"}, Reason: "a block comment", Text: "mcperr:ignore softerror a block comment"},
		{Line: 6, Column: 4, OwnLine: true, Rules: []string{"guidance"}, Reason: "inside a doc block", Text: "mcperr:ignore guidance inside a doc block"},
		{Line: 9, Column: 4, OwnLine: true, Text: "mcperr:ignore"},
	}
	got := Directives(src)
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Directives:\n got %+v\nwant %+v", got, want)
	}
	if Directives([]byte("package x\n")) != nil {
		t.Error("a file without the marker has directives")
	}
}

func FuzzDirectives(f *testing.F) {
	f.Add([]byte("// mcperr:ignore softerror why\nx"))
	f.Add([]byte("#mcperr:ignore"))
	f.Add([]byte("/*mcperr:ignore a,b,,c */\r\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		for _, d := range Directives(src) {
			if d.Line < 1 || d.Column < 1 {
				t.Errorf("directive at %d:%d", d.Line, d.Column)
			}
		}
	})
}
