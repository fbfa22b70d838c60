package python

import (
	"fmt"
	"github.com/mcperr/mcperr/scanner/extract"
	"strconv"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/guidance"
)

// guidanceConflicts finds error results whose constant text and typed guidance disagree (rule
// guidance), with the policy lexicon the Go analyzer uses (package guidance).
func (c *fileCtx) guidanceConflicts(sites []*site) []*site {
	var out []*site
	for _, st := range sites {
		if st.rule != "errorresult" || st.payload.text == "" || len(st.payload.dicts) == 0 {
			continue
		}
		var typed guidance.Guidance
		for _, d := range st.payload.dicts {
			typed = typed.Merge(c.typedGuidance(d, 0))
		}
		why := guidance.Disagreement(guidance.Text(st.payload.text), typed)
		if why == "" {
			continue
		}
		g := *st
		g.rule = "guidance"
		g.message = fmt.Sprintf("%s in %s: %s (text %q); an agent that reads one plane does the wrong thing", st.api, c.funcName(st.def), why, st.payload.text)
		out = append(out, &g)
	}
	return out
}

// typedGuidance reads the constant typed fields of a dictionary literal, and of its nested
// dictionaries (the "error" member of the two-plane envelope).
func (c *fileCtx) typedGuidance(d *sitter.Node, depth int) guidance.Guidance {
	var g guidance.Guidance
	if d == nil || depth > maxDepth {
		return g
	}
	for k, v := range c.pairs(d) {
		v = unparen(v)
		var val any
		switch extract.Type(v) {
		case "true":
			val = true
		case "false":
			val = false
		case "integer", "float":
			f, err := strconv.ParseFloat(c.text(v), 64)
			if err != nil {
				continue
			}
			val = f
		case "string":
			s, ok := c.plainString(v)
			if !ok {
				continue
			}
			val = s
		case "dictionary":
			g = g.Merge(c.typedGuidance(v, depth+1))
			continue
		default:
			continue
		}
		if vg, ok := guidance.Value(k, val); ok {
			g = g.Merge(vg)
		}
	}
	return g
}
