package extract

import (
	"reflect"
	"testing"
)

func TestWords(t *testing.T) {
	ident := func(c byte) bool { return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
	src := []byte("isError x.isError set_isError isErrorX isError")
	var all, words [][2]int
	for s, e := range Occurrences(src, []byte("isError")) {
		all = append(all, [2]int{s, e})
	}
	for s, e := range Words(src, []byte("isError"), ident) {
		words = append(words, [2]int{s, e})
	}
	if want := [][2]int{{0, 7}, {10, 17}, {22, 29}, {30, 37}, {39, 46}}; !reflect.DeepEqual(all, want) {
		t.Errorf("Occurrences = %v, want %v", all, want)
	}
	if want := [][2]int{{0, 7}, {10, 17}, {39, 46}}; !reflect.DeepEqual(words, want) {
		t.Errorf("Words = %v, want %v", words, want)
	}
	for range Occurrences(src, nil) {
		t.Fatal("an empty word yielded an occurrence")
	}
	n := 0
	for range Words(src, []byte("isError"), ident) {
		n++
		break
	}
	if n != 1 {
		t.Errorf("a loop that breaks saw %d occurrences, want 1", n)
	}
}

func TestSkipSpace(t *testing.T) {
	src := []byte("a \t\r\n b")
	if i := SkipSpace(src, 1); i != 6 {
		t.Errorf("SkipSpace = %d, want 6", i)
	}
	if i := SkipSpaceBack(src, 6); i != 1 {
		t.Errorf("SkipSpaceBack = %d, want 1", i)
	}
	if c := At(src, 6); c != 'b' {
		t.Errorf("At(6) = %q, want 'b'", c)
	}
	if c := At(src, 7); c != 0 {
		t.Errorf("At past the end = %q, want 0", c)
	}
}
