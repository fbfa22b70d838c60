package golang

import (
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Rule softerror through serialized objects. A success's text may be an object written out as
// text: string(b) with b from json.Marshal or a YAML writer's Marshal (yaml.Marshal(map[string]any{
// "error": "History endpoint not available"})), or the String method of a type of the file that
// marshals its receiver (st.String(), fmt.Sprint(st), with func (s Status) String() string {
// b, _ := json.MarshalIndent(s, "", "  "); return string(b) }). The object is then judged as a
// structured output is (softerror.go), and a struct function's value that reaches the text so
// is followed as a marshalled one (softstruct.go).

// yamlMods are the import paths of the YAML writers whose Marshal returns the bytes and an error.
var yamlMods = map[string]bool{
	"gopkg.in/yaml.v2": true, "gopkg.in/yaml.v3": true, "sigs.k8s.io/yaml": true,
	"github.com/goccy/go-yaml": true, "go.yaml.in/yaml/v3": true, "go.yaml.in/yaml/v4": true,
}

// isYAMLMarshal reports whether e is a call of a YAML writer's Marshal.
func (fl *file) isYAMLMarshal(e *sitter.Node) bool {
	if e == nil || extract.Type(e) != "call_expression" {
		return false
	}
	qual, name := callee(e, fl.src)
	if name != "Marshal" || qual == "" {
		return false
	}
	return yamlMods[fl.im.byName[qual]]
}

// isSerializer reports whether e is a call of encoding/json's (or a drop-in's) Marshal or
// MarshalIndent, or of a YAML writer's Marshal: its bytes are the object written out.
func (fl *file) isSerializer(e *sitter.Node) bool {
	return fl.isJSONMarshal(e) || fl.isYAMLMarshal(e)
}

// serializedObject returns the object a text expression writes out, and the call that does it:
// string(b) or b, b the first value of a serializer's call, or a value of a type of the file
// whose String method marshals it (stringerValue). nil when the text is no such thing.
func (fl *file) serializedObject(t *sitter.Node, depth int) (obj, via *sitter.Node) {
	return fl.serializedIn(t, true, depth)
}

// serializedIn is serializedObject, with values of String methods when stringers is set (not
// inside a String method, which would be judged by itself).
func (fl *file) serializedIn(t *sitter.Node, stringers bool, depth int) (obj, via *sitter.Node) {
	t = unparen(t)
	if t == nil || depth > maxDepth {
		return nil, nil
	}
	switch extract.Type(t) {
	case "type_conversion_expression":
		return fl.serializedIn(extract.Field(t, "operand"), stringers, depth+1)
	case "identifier":
		d, ok := fl.resolve(t, text(t, fl.src))
		if !ok || d.param || d.expr == nil || d.index != 0 || !fl.isSerializer(unparen(d.expr)) {
			return nil, nil
		}
		if as := args(unparen(d.expr)); len(as) > 0 {
			return as[0], unparen(d.expr)
		}
		return nil, nil
	case "call_expression":
		if f := extract.Field(t, "function"); f != nil && extract.Type(f) == "identifier" && text(f, fl.src) == "string" {
			if as := args(t); len(as) == 1 {
				return fl.serializedIn(as[0], stringers, depth+1)
			}
			return nil, nil
		}
		if !stringers {
			return nil, nil
		}
		if v := fl.stringerValue(t); v != nil {
			return v, t
		}
	}
	return nil, nil
}

// stringerValue returns x of x.String(), fmt.Sprint(x) or fmt.Sprintf("%v", x) (or "%s") when
// x is a value of a type of the file whose String method marshals its receiver; nil otherwise.
func (fl *file) stringerValue(call *sitter.Node) *sitter.Node {
	qual, name := callee(call, fl.src)
	as := args(call)
	var x *sitter.Node
	switch {
	case name == "String" && len(as) == 0:
		if f := extract.Field(call, "function"); f != nil && extract.Type(f) == "selector_expression" {
			x = extract.Field(f, "operand")
		}
	case fl.im.isPkg(qual, "fmt") && name == "Sprint" && len(as) == 1:
		x = as[0]
	case fl.im.isPkg(qual, "fmt") && name == "Sprintf" && len(as) == 2:
		if s, ok := stringValue(unparen(as[0]), fl.src); ok && (s == "%v" || s == "%s") {
			x = as[1]
		}
	}
	if x == nil || !fl.marshalsItself(fl.valueType(x, 0)) {
		return nil
	}
	return x
}

// valueType returns the name of the type of the file a value has when the syntax tells it: a
// composite literal of it, a local defined from one, declared of it, or from a call of a
// function or method of the file that answers it (T or *T); "" otherwise.
func (fl *file) valueType(x *sitter.Node, depth int) string {
	x = unparen(x)
	if x == nil || depth > maxDepth {
		return ""
	}
	var t *sitter.Node
	switch extract.Type(x) {
	case "composite_literal":
		t = extract.Field(x, "type")
	case "identifier":
		d, ok := fl.resolve(x, text(x, fl.src))
		switch {
		case !ok:
			return ""
		case d.typ != nil:
			t = d.typ
		case d.expr != nil && !d.multi && !d.param:
			return fl.valueType(d.expr, depth+1)
		case d.expr != nil && d.multi && d.index == 0:
			t = fl.calleeAnswer(unparen(d.expr)) // st, err := probe(host)
		}
	case "call_expression":
		t = fl.calleeAnswer(x)
	}
	t = unparenType(t)
	if t != nil && extract.Type(t) == "pointer_type" {
		t = unparenType(firstNamed(t))
	}
	if t == nil || extract.Type(t) != "type_identifier" || !fl.declaresType(text(t, fl.src)) {
		return ""
	}
	return text(t, fl.src)
}

// calleeAnswer returns the type a call's function of the file answers (answerType): a function
// by its name, or the one method of the file by the method's name; nil otherwise.
func (fl *file) calleeAnswer(call *sitter.Node) *sitter.Node {
	if call == nil || extract.Type(call) != "call_expression" {
		return nil
	}
	f := extract.Field(call, "function")
	switch {
	case f == nil:
		return nil
	case extract.Type(f) == "identifier":
		if fn := fl.funcs[text(f, fl.src)]; fn != nil {
			return fl.answerType(fn)
		}
		return nil
	case extract.Type(f) != "selector_expression":
		return nil
	}
	name := text(extract.Field(f, "field"), fl.src)
	var found *sitter.Node
	for _, fn := range fl.fnNodes {
		if extract.Type(fn) == "method_declaration" && fl.funcName(fn) == name {
			if found != nil {
				return nil // two types' methods of that name: which one is not told
			}
			found = fn
		}
	}
	if found == nil {
		return nil
	}
	return fl.answerType(found)
}

// marshalsItself reports whether the file declares a String method of the type typ that writes
// out its receiver with a serializer (json.MarshalIndent(s, "", "  ")) and returns text of the
// bytes: every String method of the type does.
func (fl *file) marshalsItself(typ string) bool {
	if typ == "" {
		return false
	}
	found := false
	for _, fn := range fl.fnNodes {
		if extract.Type(fn) != "method_declaration" || fl.funcName(fn) != "String" || fl.recvType(fn) != typ {
			continue
		}
		recv := fl.receiverName(fn)
		if recv == "" || recv == "_" || len(namedChildren(extract.Field(fn, "parameters"))) != 0 {
			return false
		}
		marshals := false
		for _, ret := range fl.fnReturns(fn) {
			v := unparen(firstNamed(firstNamed(ret)))
			if v == nil {
				return false
			}
			if obj, via := fl.serializedIn(v, false, 0); via != nil && fl.isSerializer(via) && text(unparen(obj), fl.src) == recv {
				marshals = true
			}
		}
		if !marshals {
			return false
		}
		found = true
	}
	return found
}

// receiverName returns the name of a method's receiver; "" when it has none.
func (fl *file) receiverName(fn *sitter.Node) string {
	for _, pd := range namedChildren(extract.Field(fn, "receiver")) {
		if ns := childrenByField(pd, "name"); len(ns) == 1 {
			return strings.TrimSpace(text(ns[0], fl.src))
		}
	}
	return ""
}
