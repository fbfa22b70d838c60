package extract

import (
	"bytes"
	"iter"
)

// Lexical helpers for the Gates and prefilters of the languages, which read a file's bytes
// before any parse.

// Occurrences yields the start and end offsets of each occurrence of word in src, left to
// right, each search resuming at the end of the last occurrence. An empty word yields nothing.
func Occurrences(src, word []byte) iter.Seq2[int, int] {
	return func(yield func(int, int) bool) {
		if len(word) == 0 {
			return
		}
		for off := 0; ; {
			i := bytes.Index(src[off:], word)
			if i < 0 {
				return
			}
			start := off + i
			off = start + len(word)
			if !yield(start, off) {
				return
			}
		}
	}
}

// Words yields the occurrences of word in src that stand as whole identifiers: no byte for which
// ident holds (one that may continue an identifier) right before or right after them.
func Words(src, word []byte, ident func(byte) bool) iter.Seq2[int, int] {
	return func(yield func(int, int) bool) {
		for start, end := range Occurrences(src, word) {
			if start > 0 && ident(src[start-1]) || end < len(src) && ident(src[end]) {
				continue
			}
			if !yield(start, end) {
				return
			}
		}
	}
}

// SkipSpace returns the offset of the first byte at or after i that is not a space, a tab or a
// line end.
func SkipSpace(src []byte, i int) int {
	for i < len(src) && isSpace(src[i]) {
		i++
	}
	return i
}

// SkipSpaceBack returns the offset just after the last byte before i that is not a space, a tab
// or a line end.
func SkipSpaceBack(src []byte, i int) int {
	for i > 0 && isSpace(src[i-1]) {
		i--
	}
	return i
}

// At returns src[i], or 0 past the end.
func At(src []byte, i int) byte {
	if i >= 0 && i < len(src) {
		return src[i]
	}
	return 0
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }
