package textedit

import (
	"strconv"
	"strings"
	"testing"
)

func TestOffset(t *testing.T) {
	src := []byte("ab\ncd\n")
	for _, tc := range []struct{ line, col, want int }{{1, 1, 0}, {1, 3, 2}, {2, 1, 3}, {2, 3, 5}, {3, 1, 6}} {
		if got, err := Offset(src, tc.line, tc.col); err != nil || got != tc.want {
			t.Errorf("Offset(%d:%d) = %d, %v; want %d", tc.line, tc.col, got, err, tc.want)
		}
	}
	for _, p := range [][2]int{{4, 1}, {1, 5}, {0, 1}} {
		if _, err := Offset(src, p[0], p[1]); err == nil {
			t.Errorf("Offset(%d:%d) accepted a position outside the file", p[0], p[1])
		}
	}
}

func TestApply(t *testing.T) {
	src := []byte("return nil, err\n")
	got, err := Apply(src, []Edit{{7, 10, "res"}, {12, 15, "nil"}, {12, 15, "nil"}, {0, 0, "\t"}})
	if err != nil || string(got) != "\treturn res, nil\n" {
		t.Errorf("Apply = %q, %v", got, err)
	}
	if _, err := Apply(src, []Edit{{0, 6, "x"}, {3, 8, "y"}}); err == nil {
		t.Error("overlapping edits applied")
	}
	if !Overlaps(Edit{0, 6, "x"}, Edit{3, 8, "y"}) || Overlaps(Edit{0, 3, "x"}, Edit{3, 8, "y"}) || !Overlaps(Edit{4, 4, "x"}, Edit{4, 4, "y"}) || !Overlaps(Edit{4, 4, "x"}, Edit{2, 6, ""}) {
		t.Error("Overlaps is wrong")
	}
}

// TestUnified compares with the output of GNU diff -u on the same files (recorded).
func TestUnified(t *testing.T) {
	var a, b []string
	for i := 1; i <= 20; i++ {
		a = append(a, "line "+strconv.Itoa(i))
	}
	b = append(b, a...)
	b[1] = "LINE 2"
	b = append(b[:10], append([]string{"inserted"}, b[10:]...)...)
	b = b[:len(b)-1]
	old, cur := strings.Join(a, "\n")+"\n", strings.Join(b, "\n")+"\n"
	want := `--- a/f.go
+++ b/f.go
@@ -1,5 +1,5 @@
 line 1
-line 2
+LINE 2
 line 3
 line 4
 line 5
@@ -8,6 +8,7 @@
 line 8
 line 9
 line 10
+inserted
 line 11
 line 12
 line 13
@@ -17,4 +18,3 @@
 line 17
 line 18
 line 19
-line 20
`
	if got := Unified("f.go", []byte(old), []byte(cur)); got != want {
		t.Errorf("Unified:\n%s\nwant:\n%s", got, want)
	}
	if got := Unified("f.go", []byte("a\nb"), []byte("a\nc")); got != "--- a/f.go\n+++ b/f.go\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n" {
		t.Errorf("without a final newline:\n%s", got)
	}
	if Unified("f.go", []byte("x\n"), []byte("x\n")) != "" {
		t.Error("a diff of equal files")
	}
}
