package golang

import (
	"bytes"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/leak"
)

// Needles of the internals leaksIn finds in Go, in the bytes it reads: debug.Stack,
// runtime.Stack, ErrorStack and StackTrace spell Stack, a recovered value recover, and an
// environment read Getenv or LookupEnv (of a name that spells a secret word).
var (
	stackNeedle   = []byte("Stack")
	recoverNeedle = []byte("recover")
	getenvNeedle  = []byte("Getenv")
	lookupNeedle  = []byte("LookupEnv")
)

// leakReach bounds, from the file's bytes, which top-level declarations leaksIn may find an
// internal in (leak.Reach): what it reads from a function is the function, the same-file
// functions it calls and the file-level variables it names. It is nil when every declaration
// may: a file that imports a stack-recording error package, whose %+v leaks wherever a format
// string is (even one spelled with escapes).
func (fl *file) leakReach() *leak.Reach {
	if fl.importsStackErrors() {
		return nil
	}
	var spans [][2]uint32
	for _, top := range namedChildren(fl.root) {
		spans = append(spans, [2]uint32{extract.StartByte(top), extract.EndByte(top)})
	}
	// The definitions' starts, read once: a node's start is a call into C, and a name is used
	// far more often than defined.
	defs := make(map[string][]uint32, len(fl.funcs)+len(fl.fileVars))
	for name, fn := range fl.funcs {
		defs[name] = append(defs[name], extract.StartByte(fn))
	}
	for name, d := range fl.fileVars {
		if d.expr != nil {
			defs[name] = append(defs[name], extract.StartByte(d.expr))
		}
	}
	return leak.NewReach(fl.src, spans, leak.Rules{
		Direct: func(b []byte) bool {
			return bytes.Contains(b, stackNeedle) || bytes.Contains(b, recoverNeedle) ||
				(bytes.Contains(b, getenvNeedle) || bytes.Contains(b, lookupNeedle)) && leak.MaySpellSecret(b)
		},
		Ident: func(src []byte, i, j int, def func(uint32)) bool {
			tok := src[i:j]
			for _, start := range defs[string(tok)] {
				def(start)
			}
			_, fileVar := fl.fileVars[string(tok)]
			return leak.IsSecretToken(tok) && (fileVar || leak.IsConstantName(string(tok)) || leak.MayBeHolderField(src, i))
		},
	})
}
