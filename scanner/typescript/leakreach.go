package typescript

import (
	"github.com/mcperr/mcperr/scanner/leak"
)

// leakNeedles are spelled by the internals leaksIn finds in TypeScript and JavaScript, in the
// bytes it reads: err.stack, util.inspect (or inspect imported from util),
// Object.getOwnPropertyNames, Deno.env.get.
var leakNeedles = leak.NewNeedles("stack", "inspect", "getOwnPropertyNames", "Deno")

// leakReach bounds, from the file's bytes, which top-level statements leaksIn may find an
// internal in (leak.Reach): what it reads from a function is the function and the declarations
// its names resolve to (locals, same-file functions, module-level values). It is built on
// first use.
func (f *file) leakReach() *leak.Reach {
	if f.reach != nil {
		return f.reach
	}
	var spans [][2]uint32
	for i := 0; i < int(f.root.NamedChildCount()); i++ {
		top := f.root.NamedChild(i)
		spans = append(spans, [2]uint32{top.StartByte(), top.EndByte()})
	}
	// The declarations' starts, read once: a node's start is a call into C, and a name is
	// used far more often than declared.
	decls := make(map[string][]uint32, len(f.decls))
	for name, ds := range f.decls {
		for _, d := range ds {
			decls[name] = append(decls[name], d.StartByte())
		}
	}
	f.reach = leak.NewReach(f.Src, spans, leak.Rules{
		Ident: func(src []byte, i, j int, u *leak.Unit, def func(uint32)) bool {
			tok := src[i:j]
			for _, start := range decls[string(tok)] {
				def(start)
			}
			return leakNeedles.In(tok) ||
				leak.IsSecretToken(tok) && (leak.IsConstantName(string(tok)) || leak.MayBeHolderField(src, i))
		},
	})
	return f.reach
}
