package guidance

import (
	"encoding/json"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"reflect"
	"strings"

	"github.com/mcperr/mcperr/analyzers/mcpsdk"
	lexicon "github.com/mcperr/mcperr/scanner/guidance"
)

// A keyParam is a typed field whose value is a parameter of the enclosing function.
type keyParam struct {
	Key   string
	Param int
}

// typed is the guidance of the typed fields (StructuredContent, Meta) as far as they are known.
type typed struct {
	g      lexicon.Guidance
	params []keyParam
}

func (t typed) merge(o typed) typed {
	return typed{g: t.g.Merge(o.g), params: append(append([]keyParam(nil), t.params...), o.params...)}
}

// typed evaluates a value placed in StructuredContent or Meta: the guidance of its constant fields,
// also in nested maps and structs, and the fields set from parameters.
func (e *eval) typed(x ast.Expr, depth int) typed {
	if x == nil || depth > maxDepth {
		return typed{}
	}
	if tv, ok := e.info.Types[x]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
		return typedJSON(constant.StringVal(tv.Value))
	}
	switch x := ast.Unparen(x).(type) {
	case *ast.UnaryExpr:
		if x.Op == token.AND {
			return e.typed(x.X, depth+1)
		}
	case *ast.Ident:
		if v := e.single(x); v != nil {
			return e.typed(v, depth+1)
		}
	case *ast.CallExpr:
		if tv, ok := e.info.Types[x.Fun]; ok && tv.IsType() && len(x.Args) == 1 {
			return e.typed(x.Args[0], depth+1) // json.RawMessage(`{...}`)
		}
		if fn := mcpsdk.Callee(e.info, x); mcpsdk.IsSDKFunc(fn, mcpsdk.MCPGoMCP, "NewMetaFromMap") && len(x.Args) == 1 {
			return e.typed(x.Args[0], depth+1)
		}
	case *ast.CompositeLit:
		return e.literal(x, depth)
	}
	return typed{}
}

// literal evaluates a map or struct literal.
func (e *eval) literal(lit *ast.CompositeLit, depth int) typed {
	var out typed
	t := e.info.TypeOf(lit)
	if t == nil {
		return out
	}
	switch u := t.Underlying().(type) {
	case *types.Map:
		for _, el := range lit.Elts {
			kv, ok := el.(*ast.KeyValueExpr)
			if !ok {
				continue
			}
			tv := e.info.Types[kv.Key]
			if tv.Value == nil || tv.Value.Kind() != constant.String {
				continue
			}
			out = out.merge(e.field(constant.StringVal(tv.Value), kv.Value, depth))
		}
	case *types.Struct:
		for i, el := range lit.Elts {
			var name string
			val := el
			if kv, ok := el.(*ast.KeyValueExpr); ok {
				id, ok := kv.Key.(*ast.Ident)
				if !ok {
					continue
				}
				name, val = fieldKey(u, id.Name), kv.Value
			} else if i < u.NumFields() {
				name = jsonName(u.Field(i).Name(), u.Tag(i))
			}
			if name != "-" {
				out = out.merge(e.field(name, val, depth))
			}
		}
	case *types.Slice, *types.Array:
		for _, el := range lit.Elts {
			out = out.merge(e.typed(el, depth+1))
		}
	}
	return out
}

// field evaluates one member: a constant is classified under its key, a parameter is remembered
// under it, anything else is looked into for nested fields.
func (e *eval) field(key string, v ast.Expr, depth int) typed {
	if tv, ok := e.info.Types[v]; ok && tv.Value != nil {
		if val, ok := constValue(tv.Value); ok {
			g, _ := lexicon.Value(key, val)
			return typed{g: g}
		}
	}
	if id, ok := ast.Unparen(v).(*ast.Ident); ok {
		if i := e.param(id); i >= 0 {
			return typed{params: []keyParam{{Key: key, Param: i}}}
		}
	}
	return e.typed(v, depth+1)
}

// fieldKey returns the JSON name of a struct field, by its Go name.
func fieldKey(s *types.Struct, name string) string {
	for i := 0; i < s.NumFields(); i++ {
		if s.Field(i).Name() == name {
			return jsonName(name, s.Tag(i))
		}
	}
	return name
}

// jsonName returns the name encoding/json gives a field: its json tag's name, or the Go name.
func jsonName(name, tag string) string {
	if t, ok := reflect.StructTag(tag).Lookup("json"); ok {
		if n, _, _ := strings.Cut(t, ","); n != "" {
			return n
		}
	}
	return name
}

// constValue converts a constant to the Go value guidance.Value classifies.
func constValue(v constant.Value) (any, bool) {
	switch v.Kind() {
	case constant.String:
		return constant.StringVal(v), true
	case constant.Bool:
		return constant.BoolVal(v), true
	case constant.Int, constant.Float:
		f, _ := constant.Float64Val(v)
		return f, true
	}
	return nil, false
}

// typedJSON classifies the members of a constant JSON object (json.RawMessage(`{...}`)).
func typedJSON(s string) typed {
	var v any
	if err := json.Unmarshal([]byte(s), &v); err != nil {
		return typed{}
	}
	return typed{g: jsonGuidance(v, 0)}
}

func jsonGuidance(v any, depth int) lexicon.Guidance {
	var g lexicon.Guidance
	if depth > maxDepth {
		return g
	}
	switch x := v.(type) {
	case map[string]any:
		for k, val := range x {
			switch val.(type) {
			case map[string]any, []any:
				g = g.Merge(jsonGuidance(val, depth+1))
			default:
				if vg, ok := lexicon.Value(k, val); ok {
					g = g.Merge(vg)
				}
			}
		}
	case []any:
		for _, el := range x {
			g = g.Merge(jsonGuidance(el, depth+1))
		}
	}
	return g
}
