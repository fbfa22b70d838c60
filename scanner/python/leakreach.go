package python

import (
	"bytes"
	"strings"

	"github.com/mcperr/mcperr/scanner/leak"
)

// leakNeedles are spelled by the internals leaksIn finds in Python, in the bytes it reads:
// traceback's functions and __traceback__, sys.exc_info, a formatter's formatException and
// formatStack, a record's exc_text and stack_info, repr. envNeedles are spelled by
// os.getenv and os.environ, which leak only a variable whose name (a literal beside them)
// spells a secret word. A name imported as one of them (from traceback import format_exc as
// fe) is a leakAlias.
var (
	leakNeedles = leak.NewNeedles("traceback", "exc_info", "formatException", "formatStack",
		"exc_text", "stack_info", "repr")
	envNeedles = leak.NewNeedles("getenv", "environ")
)

// reprConversion is f"{e!r}", the one needle that is no identifier.
var reprConversion = []byte("!r")

// leakAlias reports whether an imported name's dotted name (c.names) may qualify a call or
// read that leaks: traceback's and sys.exc_info (always), os.getenv and os.environ (env).
func leakAlias(q string) (always, env bool) {
	switch {
	case strings.HasPrefix(q, "traceback") || strings.HasPrefix(q, "sys.exc_info"):
		return true, false
	case strings.HasPrefix(q, "os.getenv") || strings.HasPrefix(q, "os.environ"):
		return false, true
	}
	return false, false
}

// leakReach bounds, from the file's bytes, which top-level statements leaksIn may find an
// internal in (leak.Reach): what it reads from a function is the function, the same-file
// functions and methods it calls and the module-level values it names. It is built on first
// use.
func (c *fileCtx) leakReach() *leak.Reach {
	if c.reach != nil {
		return c.reach
	}
	var spans [][2]uint32
	for i := 0; i < int(c.root.NamedChildCount()); i++ {
		top := c.root.NamedChild(i)
		spans = append(spans, [2]uint32{top.StartByte(), top.EndByte()})
	}
	type name struct {
		alias bool     // imported as a name leakAlias always accepts
		env   bool     // imported as os.getenv or os.environ
		defs  []uint32 // the starts of the functions, methods and module-level values so named
	}
	names := map[string]*name{}
	get := func(k string) *name {
		if names[k] == nil {
			names[k] = &name{}
		}
		return names[k]
	}
	for k, q := range c.names {
		if always, env := leakAlias(q); always || env {
			get(k).alias, get(k).env = always, env
		}
	}
	for k, def := range c.defs {
		get(k[strings.LastIndexByte(k, '.')+1:]).defs = append(get(k[strings.LastIndexByte(k, '.')+1:]).defs, def.StartByte())
	}
	for k, as := range c.assignments(c.root) {
		for _, a := range as {
			get(k).defs = append(get(k).defs, a.StartByte())
		}
	}
	c.reach = leak.NewReach(c.src, spans, leak.Rules{
		Direct: func(b []byte) bool { return bytes.Contains(b, reprConversion) },
		Ident: func(src []byte, i, j int, u *leak.Unit, def func(uint32)) bool {
			tok := src[i:j]
			if nm := names[string(tok)]; nm != nil {
				if nm.alias || nm.env && u.MaySpellSecret() {
					return true
				}
				for _, start := range nm.defs {
					def(start)
				}
			}
			return leakNeedles.In(tok) || envNeedles.In(tok) && u.MaySpellSecret() ||
				leak.IsSecretToken(tok) && (leak.IsConstantName(string(tok)) || leak.MayBeHolderField(src, i))
		},
	})
	return c.reach
}
