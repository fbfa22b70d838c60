package extract

import (
	"slices"

	"github.com/mcperr/mcperr/scanner/finding"
)

// Typed fields built by a call into another file. A result whose typed member is the value of
// a call (`structuredContent: normalizeError({code, hint})`) carries what the callee's returned
// object carries: the keys the callee writes itself, and those of the arguments it copies into
// it (`return { error: { ...fields, retryable } }`). Within a file the language follows the call;
// across files the callee's file says what its returned object holds (Summary.Builds), the
// result's file says what each argument holds (Typing), and the index completes the finding.

// Builds says what every object a function returns carries, for the typed fields of results
// built by calling it.
type Builds struct {
	// Typed are the typed fields every returned object sets itself.
	Typed finding.Typed
	// Params are the indexes of the parameters whose typed fields every returned object carries:
	// returned, spread into it, or nested in it as its error envelope.
	Params []int
}

// Typing is how a pending finding's typed fields are completed once the root is linked: by the
// calls whose returned objects supply the result's typed members. Such a pending finding always
// stands; only its site's typed fields, profile and message change.
type Typing struct {
	Calls []TypedCall
	// Before and After frame the list of typed fields in the message:
	// Message = Before + finding.TypedNote(typed) + After. When both are empty (a language
	// whose messages do not list typed fields) the message stays as it is.
	Before, After string
}

// TypedCall is a call whose callee may be defined in another file of the root.
type TypedCall struct {
	// Keys are the keys the callee may have, first found first.
	Keys []string
	// Args are the typed fields of each argument, as the calling file sees them.
	Args []finding.Typed
}

// TypedBits packs typed fields into a number, for encodings.
func TypedBits(t finding.Typed) uint64 {
	var b uint64
	for i, set := range []bool{t.Code, t.Target, t.Policy, t.Retry, t.SideEffects} {
		if set {
			b |= 1 << i
		}
	}
	return b
}

// TypedFromBits unpacks what TypedBits packed.
func TypedFromBits(b uint64) finding.Typed {
	return finding.Typed{Code: b&1 != 0, Target: b&2 != 0, Policy: b&4 != 0, Retry: b&8 != 0, SideEffects: b&16 != 0}
}

// orTyped returns the fields set in a or b.
func orTyped(a, b finding.Typed) finding.Typed {
	return TypedFromBits(TypedBits(a) | TypedBits(b))
}

// builds returns what a key's returned objects always carry: when several functions may be it,
// only what all of them carry. It reports false when no function that may be it says.
func (ix *Index) builds(k sym) (Builds, bool) {
	var out Builds
	found := false
	for _, d := range ix.defs[k] {
		if d.registration {
			continue
		}
		if d.more().builds == nil || ix.plain[k] {
			return Builds{}, false // one that may be it builds nothing known
		}
		if !found {
			out = Builds{Typed: d.more().builds.Typed, Params: slices.Clone(d.more().builds.Params)}
			found = true
			continue
		}
		out.Typed = TypedFromBits(TypedBits(out.Typed) & TypedBits(d.more().builds.Typed))
		out.Params = slices.DeleteFunc(out.Params, func(i int) bool { return !slices.Contains(d.more().builds.Params, i) })
	}
	return out, found
}

// retype completes a finding's typed fields from the calls of its Typing.
func (ix *Index) retype(f *finding.Finding, ty *Typing) {
	if f.Site == nil || ty == nil {
		return
	}
	site := *f.Site // the pending finding's site is not ours to change
	f.Site = &site
	t := site.Typed
	for _, c := range ty.Calls {
		b, ok := ix.builds(ix.resolveTargets(c.Keys)[0])
		if !ok {
			continue
		}
		t = orTyped(t, b.Typed)
		for _, i := range b.Params {
			if i >= 0 && i < len(c.Args) {
				t = orTyped(t, c.Args[i])
			}
		}
	}
	f.Site.Typed = t
	f.Site.Profile = finding.Profile(f.Site.Outcome, t)
	if ty.Before != "" || ty.After != "" {
		f.Message = ty.Before + finding.TypedNote(t) + ty.After
	}
}
