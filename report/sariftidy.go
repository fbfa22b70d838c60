package report

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// tidySARIF removes what go-sarif writes for fields mcperr never sets: members whose value is
// -1 (the placeholder of every unset index, id, offset and rank, and the schema's default for
// each of them, so leaving it out changes nothing), empty arrays (a run's results excepted:
// GitHub requires them, even empty) and empty property bags. Property bags ("properties") are
// mcperr's own data and are copied as they are. The order of members is kept, and the result is
// indented. raw is compact JSON as encoding/json writes it (no space between tokens); the
// filter works on its bytes, since decoding the tree token by token costs several times the
// encoding.
func tidySARIF(raw []byte) ([]byte, error) {
	t := tidier{in: raw, out: make([]byte, 0, len(raw))}
	if err := t.value(true); err != nil || t.i != len(raw) {
		return nil, fmt.Errorf("tidying sarif: malformed JSON at byte %d (%v)", t.i, err)
	}
	var out bytes.Buffer
	out.Grow(len(t.out) * 2)
	if err := json.Indent(&out, t.out, "", "  "); err != nil {
		return nil, fmt.Errorf("tidying sarif: %w", err)
	}
	return out.Bytes(), nil
}

// tidier copies a compact JSON value from in[i:] to out, leaving out placeholders when tidy.
type tidier struct {
	in  []byte
	i   int
	out []byte
}

var errJSON = fmt.Errorf("unexpected end or character")

func (t *tidier) value(tidy bool) error {
	if t.i >= len(t.in) {
		return errJSON
	}
	switch t.in[t.i] {
	case '{':
		return t.object(tidy)
	case '[':
		return t.array(tidy)
	case '"':
		start := t.i
		if err := t.skipString(); err != nil {
			return err
		}
		t.out = append(t.out, t.in[start:t.i]...)
		return nil
	}
	start := t.i // a number, true, false or null
	for t.i < len(t.in) && !isJSONDelim(t.in[t.i]) {
		t.i++
	}
	if t.i == start {
		return errJSON
	}
	t.out = append(t.out, t.in[start:t.i]...)
	return nil
}

func (t *tidier) object(tidy bool) error {
	t.i++ // {
	t.out = append(t.out, '{')
	first := true
	for {
		if t.i >= len(t.in) {
			return errJSON
		}
		switch t.in[t.i] {
		case '}':
			t.i++
			t.out = append(t.out, '}')
			return nil
		case ',':
			t.i++
			continue
		}
		start := t.i
		if err := t.skipString(); err != nil {
			return err
		}
		key := t.in[start:t.i]
		if t.i >= len(t.in) || t.in[t.i] != ':' {
			return errJSON
		}
		t.i++
		if tidy && t.skipPlaceholder(key) {
			continue
		}
		if !first {
			t.out = append(t.out, ',')
		}
		first = false
		t.out = append(t.out, key...)
		t.out = append(t.out, ':')
		if err := t.value(tidy && string(key) != `"properties"`); err != nil {
			return err
		}
	}
}

func (t *tidier) array(tidy bool) error {
	t.i++ // [
	t.out = append(t.out, '[')
	for {
		if t.i >= len(t.in) {
			return errJSON
		}
		switch t.in[t.i] {
		case ']':
			t.i++
			t.out = append(t.out, ']')
			return nil
		case ',':
			t.i++
			t.out = append(t.out, ',')
			continue
		}
		if err := t.value(tidy); err != nil {
			return err
		}
	}
}

// skipPlaceholder skips the value at i when it is a placeholder of the member key: -1, an empty
// array other than results, an empty property bag.
func (t *tidier) skipPlaceholder(key []byte) bool {
	rest := t.in[t.i:]
	var n int
	switch {
	case bytes.HasPrefix(rest, []byte("-1")) && len(rest) > 2 && isJSONDelim(rest[2]):
		n = 2
	case bytes.HasPrefix(rest, []byte("[]")) && string(key) != `"results"`:
		n = 2
	case bytes.HasPrefix(rest, []byte("{}")) && string(key) == `"properties"`:
		n = 2
	default:
		return false
	}
	t.i += n
	return true
}

// skipString moves i past the string that starts at i.
func (t *tidier) skipString() error {
	if t.i >= len(t.in) || t.in[t.i] != '"' {
		return errJSON
	}
	for j := t.i + 1; j < len(t.in); j++ {
		switch t.in[j] {
		case '\\':
			j++
		case '"':
			t.i = j + 1
			return nil
		}
	}
	return errJSON
}

// isJSONDelim reports whether c ends a number or a literal in compact JSON.
func isJSONDelim(c byte) bool { return c == ',' || c == '}' || c == ']' }
