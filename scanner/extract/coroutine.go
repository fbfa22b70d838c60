package extract

// Coroutines. A call of a coroutine function (Python's `async def`) runs none of its body: it
// makes a coroutine, which runs only when something awaits it or hands it to an event loop. A
// call whose value nothing awaits (Call.NotAwaited, Forward.NotAwaited: `client =
// get_client()` without await, then only tested or read for attributes) is no way to what the
// callee raises or reaches, when the callee is one. Whether it is, only the callee's file says
// (Summary.Async), so the index drops such calls once it links.

// The kinds of function that define a key (Index.async).
const (
	asyncDef uint8 = 1 << iota // a coroutine function
	syncDef                    // any other function
)

// noteAsync records whether a function that defines key is a coroutine function. A
// registration defines nothing.
func (ix *Index) noteAsync(key sym, s *Summary) {
	if s.Registration {
		return
	}
	bit := syncDef
	if s.Async {
		bit = asyncDef
	}
	if ix.async == nil {
		ix.async = map[sym]uint8{}
	}
	ix.async[key] |= bit
}

// onlyAsync reports whether every function that defines key is a coroutine function (and
// some file defines it).
func (ix *Index) onlyAsync(k sym) bool { return ix.async[k] == asyncDef }

// dropCoroutineCalls removes, once aliases are applied, the calls and forwards that nothing
// awaits whose callee is a coroutine function: they run nothing of it.
func (ix *Index) dropCoroutineCalls() {
	if len(ix.async) == 0 {
		return
	}
	kept := ix.calls[:0]
	for _, e := range ix.calls {
		if e.notAwaited && ix.onlyAsync(e.to) {
			continue
		}
		kept = append(kept, e)
	}
	ix.calls = kept
	for _, ds := range ix.defs {
		for _, d := range ds {
			var fws []forward
			changed := false
			for _, fw := range d.forward {
				if fw.notAwaited && ix.onlyAsync(ix.resolveKey(fw.keys)) {
					changed = true
					continue
				}
				fws = append(fws, fw)
			}
			if changed {
				d.forward = fws
			}
		}
	}
}

// allAsync reports whether the call that keys name (first found first) is of a coroutine
// function: it names some function, and every function it names is one.
func (ix *Index) allAsync(keys []string) bool {
	ts := ix.resolveTargets(keys)
	for _, t := range ts {
		if t == 0 || !ix.onlyAsync(t) {
			return false
		}
	}
	return len(ts) > 0
}

// AsyncMark is the suffix of the key under which a language whose summaries carry no Async says
// that a function of the root is declared async: the function's key with it has a summary of
// its own (TypeScript's unawaitedcross.go). A function with none is not.
const AsyncMark = "!async"

// declaredAsync reports whether some function that defines key is declared async: a coroutine
// function (Summary.Async), or one whose AsyncMark key has a summary.
func (ix *Index) declaredAsync(k sym) bool {
	if ix.async[k]&asyncDef != 0 {
		return true
	}
	m := ix.lookup(ix.str(k) + AsyncMark)
	return m != 0 && len(ix.defs[m]) > 0
}
