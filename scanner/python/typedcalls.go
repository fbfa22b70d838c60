package python

import (
	"slices"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/guidance"
)

// Typed fields built by a call. `structured_content=normalize_error({"code": infer_code(e)})`
// carries what normalize_error's returned dictionary carries: the keys it writes itself in
// every return, and those of the arguments it copies into it (`return {"error": {**fields,
// "retryable": True}}`, `return {"error": details}`, `return details`). A same-file helper is
// followed here; one imported from another module of the root is recorded (extract.TypedCall)
// for the link, which reads what the helper's file says (extract.Builds, from builds below).

// typer gathers the typed fields of a value.
type typer struct {
	c *fileCtx
	t *finding.Typed
	// calls receives the calls of other modules' functions that may supply typed fields; nil
	// when they are not followed.
	calls *[]extract.TypedCall
	hops  int // calls followed to get here
}

// maxTypedHops bounds the calls followed for one value's typed fields.
const maxTypedHops = 3

// callFields credits what a call's returned dictionary carries.
func (ty *typer) callFields(call *sitter.Node, depth int) {
	c := ty.c
	if ty.hops >= maxTypedHops {
		return
	}
	kw, pos := c.arguments(call)
	if def := c.localDef(call); def != nil {
		b := c.builds(def)
		if b == nil {
			return
		}
		*ty.t = extract.TypedFromBits(extract.TypedBits(*ty.t) | extract.TypedBits(b.Typed))
		names := c.positionalParams(def)
		for _, i := range b.Params {
			arg := kw[names[i]]
			if i < len(pos) {
				arg = pos[i]
			}
			if arg != nil {
				(&typer{c: c, t: ty.t, calls: ty.calls, hops: ty.hops + 1}).fields(arg, depth)
			}
		}
		return
	}
	if ty.calls == nil {
		return
	}
	k := c.callTarget(call)
	if k == "" {
		return
	}
	tc := extract.TypedCall{Keys: c.keysOf(k)}
	for _, a := range pos {
		var t finding.Typed
		(&typer{c: c, t: &t, hops: ty.hops + 1}).fields(a, depth)
		tc.Args = append(tc.Args, t)
	}
	*ty.calls = append(*ty.calls, tc)
}

// splatFields credits what the calls a dictionary unpacks (`{**to_error(e), "hint": h}`) carry.
func (ty *typer) splatFields(d *sitter.Node, depth int) {
	for i := 0; i < int(extract.NamedChildCount(d)); i++ {
		if s := extract.NamedChild(d, i); extract.Type(s) == "dictionary_splat" {
			if v := unparen(extract.NamedChild(s, 0)); v != nil && extract.Type(v) == "call" {
				ty.callFields(v, depth)
			}
		}
	}
}

// positionalParams lists the parameters a call's positional arguments bind, in order: a
// method's self or cls is bound by the call's receiver.
func (c *fileCtx) positionalParams(def *sitter.Node) []string {
	names := c.paramNames(def)
	if len(names) > 0 && c.enclosingClassName(def) != "" && (names[0] == "self" || names[0] == "cls") {
		names = names[1:]
	}
	return names
}

// builds says what every dictionary a function returns carries: the typed fields it writes
// itself in every return and the parameters it copies. Nil when it says nothing.
func (c *fileCtx) builds(def *sitter.Node) *extract.Builds {
	at := extract.StartByte(def)
	if b, ok := c.built[at]; ok {
		return b // nil while it is computed: a recursive helper adds nothing
	}
	if c.built == nil {
		c.built = map[uint32]*extract.Builds{}
	}
	c.built[at] = nil
	rs := c.returnValues(def)
	if len(rs) == 0 {
		return nil
	}
	names := c.positionalParams(def)
	var bits uint64
	var params []int
	for i, r := range rs {
		var t finding.Typed
		c.typedFields(r, &t, 0)
		got := c.paramsIn(names, def, r, 0)
		if i == 0 {
			bits, params = extract.TypedBits(t), got
			continue
		}
		bits &= extract.TypedBits(t)
		params = slices.DeleteFunc(params, func(p int) bool { return !slices.Contains(got, p) })
	}
	if bits == 0 && len(params) == 0 {
		return nil
	}
	b := &extract.Builds{Typed: extract.TypedFromBits(bits), Params: params}
	c.built[at] = b
	return b
}

// paramsIn returns the indexes (in names) of the parameters whose typed fields a returned
// value carries: the parameter itself, unpacked into a dictionary, or nested as its error.
func (c *fileCtx) paramsIn(names []string, def, v *sitter.Node, depth int) []int {
	v = unparen(v)
	if v == nil || depth > 2 {
		return nil
	}
	var out []int
	add := func(ps ...int) {
		for _, p := range ps {
			if p >= 0 && !slices.Contains(out, p) {
				out = append(out, p)
			}
		}
	}
	param := func(n *sitter.Node) int {
		n = unparen(n)
		if n == nil || extract.Type(n) != "identifier" || len(c.assignments(def)[string(c.bytesOf(n))]) > 0 {
			return -1
		}
		return slices.Index(names, c.text(n))
	}
	switch extract.Type(v) {
	case "identifier":
		add(param(v))
	case "dictionary":
		for i := 0; i < int(extract.NamedChildCount(v)); i++ {
			e := extract.NamedChild(v, i)
			switch extract.Type(e) {
			case "dictionary_splat":
				add(param(extract.NamedChild(e, 0)))
			case "pair":
				if k, ok := c.plainString(extract.Field(e, "key")); ok && isEnvelopeKey(guidance.NormalizeKey(k)) {
					add(c.paramsIn(names, def, extract.Field(e, "value"), depth+1)...)
				}
			}
		}
	case "call":
		if string(c.bytesOf(extract.Field(v, "function"))) != "dict" {
			break
		}
		args := extract.Field(v, "arguments")
		for i := 0; args != nil && i < int(extract.NamedChildCount(args)); i++ {
			a := extract.NamedChild(args, i)
			switch extract.Type(a) {
			case "dictionary_splat":
				add(param(extract.NamedChild(a, 0)))
			case "keyword_argument":
				if isEnvelopeKey(guidance.NormalizeKey(c.text(extract.Field(a, "name")))) {
					add(c.paramsIn(names, def, extract.Field(a, "value"), depth+1)...)
				}
			default:
				add(param(a)) // dict(fields)
			}
		}
	}
	return out
}
