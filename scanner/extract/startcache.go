package extract

import "strings"

// Caches that the start-up fills, shared by the languages: a function that fills a module
// variable on its first call and returns it after (Python's `if _inventory is None:
// _inventory = Inventory(_load_devices())`) runs what its fill calls only once. When the
// root's start-up calls it before any tool runs, stopping the server when it fails, and no
// tool reaches a function that assigns the variable again, a tool's call returns the cached
// value and never reaches the fill: what the fill raises is a start-up failure, not a tool's.
//
// The function's file gives the calls of its fill to a key of their own, CacheFillKey, which
// the function calls, and has each function that assigns the variable again call
// CacheResetKey; the start-up's file summarises CacheFilledKey with the fact Holds. The index
// walks no call of a fill key from its function when that key Holds and no tool reaches the
// reset key.

// CacheFillKey is the key of the fill of the cache that the function of key fills.
func CacheFillKey(key string) string { return key + cacheFill }

// CacheResetKey is the key that the functions that empty or replace the cache of the function
// of key call.
func CacheResetKey(key string) string { return key + cacheReset }

// CacheFilledKey is the root-wide key that the start-up fills the cache of the function of key.
func CacheFilledKey(key string) string { return "$filled:" + key }

const (
	cacheFill  = "$fill"
	cacheReset = "$reset"
)

// filledAtStart reports whether key is a fill key whose cache the root's start-up fills and
// no tool empties: its function's calls of it are no path from a tool.
func (ix *Index) filledAtStart(key sym) bool {
	if v, ok := ix.filled[key]; ok {
		return v
	}
	ix.filled[key] = false // while it is worked out: a reset reached through it does not count
	fn, ok := strings.CutSuffix(ix.str(key), cacheFill)
	if !ok || ix.facts[ix.lookup(CacheFilledKey(fn))]&Holds == 0 {
		return false
	}
	if reset := ix.lookup(CacheResetKey(fn)); reset != 0 && len(ix.reachingUpTo(reset, 0, false, 1, nil)) > 0 {
		return false
	}
	ix.filled[key] = true
	return true
}
