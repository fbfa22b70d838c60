package corpus

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// obj is a JSON object whose members are decoded on demand, so that a member of the wrong
// type becomes a reason attached to one record instead of an error for the whole input.
type obj map[string]json.RawMessage

// parseObj decodes raw as a JSON object.
func parseObj(raw json.RawMessage) (obj, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || raw[0] != '{' {
		return nil, fmt.Errorf("want object, got %s", kindOf(raw))
	}
	var o obj
	if err := json.Unmarshal(raw, &o); err != nil {
		return nil, err
	}
	return o, nil
}

// kindOf names the JSON type of raw for error messages.
func kindOf(raw json.RawMessage) string {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 {
		return "nothing"
	}
	switch raw[0] {
	case '{':
		return "object"
	case '[':
		return "array"
	case '"':
		return "string"
	case 't', 'f':
		return "boolean"
	case 'n':
		return "null"
	default:
		return "number"
	}
}

// has reports whether any of the keys is present and not null.
func (o obj) has(keys ...string) bool {
	_, _, ok := o.first(keys...)
	return ok
}

// first returns the first present, non-null member among keys.
func (o obj) first(keys ...string) (string, json.RawMessage, bool) {
	for _, k := range keys {
		if v, ok := o[k]; ok && kindOf(v) != "null" {
			return k, v, true
		}
	}
	return "", nil, false
}

// str returns the first present member among keys as a string; absent or null gives "".
func (o obj) str(keys ...string) (string, error) {
	k, v, ok := o.first(keys...)
	if !ok {
		return "", nil
	}
	var s string
	if err := json.Unmarshal(v, &s); err != nil {
		return "", fmt.Errorf("%s: want string, got %s", k, kindOf(v))
	}
	return s, nil
}

// boolean returns the first present member among keys as a bool and whether it was present.
func (o obj) boolean(keys ...string) (bool, bool, error) {
	k, v, ok := o.first(keys...)
	if !ok {
		return false, false, nil
	}
	var b bool
	if err := json.Unmarshal(v, &b); err != nil {
		return false, false, fmt.Errorf("%s: want boolean, got %s", k, kindOf(v))
	}
	return b, true, nil
}

// object returns the first present member among keys as an object (nil when absent).
func (o obj) object(keys ...string) (obj, error) {
	k, v, ok := o.first(keys...)
	if !ok {
		return nil, nil
	}
	m, err := parseObj(v)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", k, err)
	}
	return m, nil
}

// array returns the first present member among keys as an array (nil when absent).
func (o obj) array(keys ...string) ([]json.RawMessage, error) {
	k, v, ok := o.first(keys...)
	if !ok {
		return nil, nil
	}
	var a []json.RawMessage
	if kindOf(v) != "array" {
		return nil, fmt.Errorf("%s: want array, got %s", k, kindOf(v))
	}
	if err := json.Unmarshal(v, &a); err != nil {
		return nil, fmt.Errorf("%s: %w", k, err)
	}
	return a, nil
}

// duplicateKey returns the first object key that appears twice in the same object anywhere
// in raw, or "". encoding/json silently keeps the last duplicate; a record whose fields are
// ambiguous must not be sampled on a guess.
func duplicateKey(raw json.RawMessage) string {
	dec := json.NewDecoder(bytes.NewReader(raw))
	type level struct {
		object bool
		keys   map[string]bool
		expect bool // the next string token in this object is a key
	}
	var stack []*level
	for {
		tok, err := dec.Token()
		if err != nil {
			return ""
		}
		var top *level
		if len(stack) > 0 {
			top = stack[len(stack)-1]
		}
		switch t := tok.(type) {
		case json.Delim:
			switch t {
			case '{', '[':
				if top != nil && top.object {
					top.expect = true // the object or array was a value
				}
				stack = append(stack, &level{object: t == '{', keys: map[string]bool{}, expect: t == '{'})
			default:
				stack = stack[:len(stack)-1]
				if len(stack) > 0 && stack[len(stack)-1].object {
					stack[len(stack)-1].expect = true
				}
			}
		case string:
			if top != nil && top.object && top.expect {
				if top.keys[t] {
					return t
				}
				top.keys[t] = true
				top.expect = false
				continue
			}
			if top != nil && top.object {
				top.expect = true
			}
		default:
			if top != nil && top.object {
				top.expect = true
			}
		}
	}
}
