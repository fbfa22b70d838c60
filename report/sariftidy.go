package report

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
)

// tidySARIF removes what go-sarif writes for fields mcperr never sets: members whose value is
// -1 (the placeholder of every unset index, id, offset and rank, and the schema's default for
// each of them, so leaving it out changes nothing), empty arrays (a run's results excepted:
// GitHub requires them, even empty) and empty property bags. Property bags ("properties") are mcperr's own data and are
// copied as they are. The order of members is kept, and the result is indented as before.
func tidySARIF(raw []byte) ([]byte, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	v, err := readJSON(dec)
	if err != nil {
		return nil, fmt.Errorf("tidying sarif: %w", err)
	}
	var compact bytes.Buffer
	writeJSON(&compact, v, true)
	var out bytes.Buffer
	if err := json.Indent(&out, compact.Bytes(), "", "  "); err != nil {
		return nil, fmt.Errorf("tidying sarif: %w", err)
	}
	return out.Bytes(), nil
}

// jsonValue is a decoded JSON value that keeps the order of an object's members: an object
// (keys and vals), an array (elems), or a scalar already encoded (scalar).
type jsonValue struct {
	object bool
	keys   []string
	vals   []*jsonValue
	elems  []*jsonValue
	array  bool
	scalar []byte
}

func readJSON(dec *json.Decoder) (*jsonValue, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch t := tok.(type) {
	case json.Delim:
		v := &jsonValue{object: t == '{', array: t == '['}
		for dec.More() {
			if v.object {
				k, err := dec.Token()
				if err != nil {
					return nil, err
				}
				v.keys = append(v.keys, k.(string))
			}
			e, err := readJSON(dec)
			if err != nil {
				return nil, err
			}
			if v.object {
				v.vals = append(v.vals, e)
			} else {
				v.elems = append(v.elems, e)
			}
		}
		if _, err := dec.Token(); err != nil { // the closing delimiter
			return nil, err
		}
		return v, nil
	case nil:
		return &jsonValue{scalar: []byte("null")}, nil
	}
	b, err := json.Marshal(tok)
	if err != nil {
		return nil, err
	}
	return &jsonValue{scalar: b}, nil
}

// isPlaceholder reports whether an object's member is one of go-sarif's placeholders.
func isPlaceholder(key string, v *jsonValue) bool {
	switch {
	case v.scalar != nil:
		return string(v.scalar) == "-1"
	case v.array:
		return len(v.elems) == 0 && key != "results"
	case v.object:
		return len(v.keys) == 0 && key == "properties"
	}
	return false
}

func writeJSON(w io.Writer, v *jsonValue, tidy bool) {
	switch {
	case v.object:
		io.WriteString(w, "{")
		n := 0
		for i, k := range v.keys {
			if tidy && isPlaceholder(k, v.vals[i]) {
				continue
			}
			if n > 0 {
				io.WriteString(w, ",")
			}
			n++
			kb, _ := json.Marshal(k)
			w.Write(kb)
			io.WriteString(w, ":")
			writeJSON(w, v.vals[i], tidy && k != "properties")
		}
		io.WriteString(w, "}")
	case v.array:
		io.WriteString(w, "[")
		for i, e := range v.elems {
			if i > 0 {
				io.WriteString(w, ",")
			}
			writeJSON(w, e, tidy)
		}
		io.WriteString(w, "]")
	default:
		w.Write(v.scalar)
	}
}
