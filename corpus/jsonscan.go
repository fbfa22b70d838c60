package corpus

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

// encoding/json refuses a value nested more than 10,000 deep, and a json.Decoder that has
// refused one cannot go on, so one hostile record would cost the whole input. The input's
// outer structure (top-level values, arrays of entries, a list page's members) is therefore
// split here, without recursion and without a depth limit, and each entry is judged alone.

// maxEntryDepth is the deepest nesting an entry may have: far more than any server.json
// needs, far less than encoding/json's limit.
const maxEntryDepth = 512

// errTruncated reports input that ends inside a value.
var errTruncated = errors.New("unexpected end of input")

// isSpace reports whether c is JSON whitespace.
func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// skipSpace returns the offset of the first non-space byte at or after i.
func skipSpace(data []byte, i int) int {
	for i < len(data) && isSpace(data[i]) {
		i++
	}
	return i
}

// scanValue finds the end of the JSON value starting at data[i] (no leading space) and its
// nesting depth (0 for a scalar). It checks only what it needs to find the end, strings and
// brackets; a value that is malformed inside is left for json.Unmarshal to refuse.
func scanValue(data []byte, i int) (end, depth int, err error) {
	if i >= len(data) {
		return i, 0, errTruncated
	}
	switch data[i] {
	case '"':
		end, err := stringEnd(data, i)
		return end, 0, err
	case '[', '{':
		level := 0
		for j := i; j < len(data); j++ {
			switch data[j] {
			case '"':
				k, err := stringEnd(data, j)
				if err != nil {
					return k, depth, err
				}
				j = k - 1
			case '[', '{':
				level++
				depth = max(depth, level)
			case ']', '}':
				if level--; level == 0 {
					return j + 1, depth, nil
				}
			}
		}
		return len(data), depth, errTruncated
	case ']', '}', ',', ':':
		return i, 0, fmt.Errorf("unexpected %q at byte %d", data[i], i)
	}
	// A number, true, false or null (or not JSON at all): up to the next delimiter.
	j := i
	for j < len(data) && !isSpace(data[j]) && !strings.ContainsRune(",:[]{}\"", rune(data[j])) {
		j++
	}
	return j, 0, nil
}

// stringEnd returns the offset just past the string starting at data[i] (a quote).
func stringEnd(data []byte, i int) (int, error) {
	for j := i + 1; j < len(data); j++ {
		switch data[j] {
		case '\\':
			j++
		case '"':
			return j + 1, nil
		}
	}
	return len(data), errTruncated
}

// eachElement calls f on each element of the array starting at data[i] ('[') and returns the
// offset just past the array.
func eachElement(data []byte, i int, f func(elem []byte, at int)) (int, error) {
	j := skipSpace(data, i+1)
	if j < len(data) && data[j] == ']' {
		return j + 1, nil
	}
	for {
		end, _, err := scanValue(data, j)
		if err != nil {
			return end, fmt.Errorf("array element at byte %d: %w", j, err)
		}
		f(data[j:end], j)
		j = skipSpace(data, end)
		if j >= len(data) {
			return j, fmt.Errorf("array not closed: %w", errTruncated)
		}
		switch data[j] {
		case ',':
			j = skipSpace(data, j+1)
		case ']':
			return j + 1, nil
		default:
			return j, fmt.Errorf("want ',' or ']' at byte %d, got %q", j, data[j])
		}
	}
}

// member returns the value of the first member named key of the object data (which starts
// with '{'), or nil when it has none. Only the object's own members are decoded.
func member(data []byte, key string) ([]byte, error) {
	j := skipSpace(data, 1)
	if j < len(data) && data[j] == '}' {
		return nil, nil
	}
	for j < len(data) {
		kend, err := stringEnd(data, j)
		if err != nil || data[j] != '"' {
			return nil, fmt.Errorf("object key at byte %d: want a string", j)
		}
		var name string
		if err := json.Unmarshal(data[j:kend], &name); err != nil {
			return nil, fmt.Errorf("object key at byte %d: %w", j, err)
		}
		j = skipSpace(data, kend)
		if j >= len(data) || data[j] != ':' {
			return nil, fmt.Errorf("want ':' at byte %d", j)
		}
		j = skipSpace(data, j+1)
		end, _, err := scanValue(data, j)
		if err != nil {
			return nil, err
		}
		if name == key {
			return data[j:end], nil
		}
		j = skipSpace(data, end)
		if j < len(data) && data[j] == ',' {
			j = skipSpace(data, j+1)
			continue
		}
		break
	}
	return nil, nil
}
