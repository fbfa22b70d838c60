package extract

import "math"

// Numeric tests of a parameter. A helper often checks a number its callers took from a validated
// input schema (`if (rows < 1 || columns < 1) throw ...` where every call passes a value the
// schema says is an integer of at least 1): the call's shape then carries the range the schema
// lets through (ArgShape.Range), the throw's test the comparison it runs under (ArgTest.Op and
// Bound), and mayRun drops the call when no value of the range meets the comparison. A Path
// ending in ".length" names the length of the string or array at the rest of the path.

// Range bits: which bounds a NumRange has, whether they are open, and whether it holds only
// integers.
const (
	RangeLo     uint8 = 1 << iota // Lo is a bound
	RangeLoOpen                   // Lo itself is out
	RangeHi                       // Hi is a bound
	RangeHiOpen                   // Hi itself is out
	RangeInt                      // only integers
)

// NumRange is the set of numbers a value is known to lie in (never NaN); the zero value knows
// nothing.
type NumRange struct {
	Lo, Hi float64
	Bits   uint8
}

// Known reports whether r says anything.
func (r NumRange) Known() bool { return r.Bits != 0 }

// AtLeast returns r with the lower bound lo (open when open) added, keeping the tighter one.
func (r NumRange) AtLeast(lo float64, open bool) NumRange {
	if r.Bits&RangeLo == 0 || lo > r.Lo || lo == r.Lo && open {
		r.Lo = lo
		r.Bits = r.Bits&^RangeLoOpen | RangeLo
		if open {
			r.Bits |= RangeLoOpen
		}
	}
	return r
}

// AtMost returns r with the upper bound hi (open when open) added, keeping the tighter one.
func (r NumRange) AtMost(hi float64, open bool) NumRange {
	if r.Bits&RangeHi == 0 || hi < r.Hi || hi == r.Hi && open {
		r.Hi = hi
		r.Bits = r.Bits&^RangeHiOpen | RangeHi
		if open {
			r.Bits |= RangeHiOpen
		}
	}
	return r
}

// Meet returns the numbers in both r and o.
func (r NumRange) Meet(o NumRange) NumRange {
	if o.Bits&RangeLo != 0 {
		r = r.AtLeast(o.Lo, o.Bits&RangeLoOpen != 0)
	}
	if o.Bits&RangeHi != 0 {
		r = r.AtMost(o.Hi, o.Bits&RangeHiOpen != 0)
	}
	r.Bits |= o.Bits & RangeInt
	return r
}

// closed returns r's bounds as closed ones where it holds only integers (x > 1.5 is x >= 2), and
// whether each bound is still open.
func (r NumRange) closed() (lo, hi float64, loOpen, hiOpen bool) {
	lo, hi = r.Lo, r.Hi
	loOpen, hiOpen = r.Bits&RangeLoOpen != 0, r.Bits&RangeHiOpen != 0
	if r.Bits&RangeInt != 0 {
		if r.Bits&RangeLo != 0 && !math.IsInf(lo, 0) {
			c := math.Ceil(lo)
			if loOpen && c == lo {
				c++
			}
			lo, loOpen = c, false
		}
		if r.Bits&RangeHi != 0 && !math.IsInf(hi, 0) {
			c := math.Floor(hi)
			if hiOpen && c == hi {
				c--
			}
			hi, hiOpen = c, false
		}
	}
	return lo, hi, loOpen, hiOpen
}

// OpNotInt is the op of a test that a value is no integer (`!Number.isInteger(x)`); it ignores
// the bound.
const OpNotInt = "!int"

// Decides returns whether `x op c` holds for every x in r (true, true), for none (false, true),
// or either (false, false). op is one of <, <=, >, >=, ===, ==, !==, !=, or OpNotInt.
func (r NumRange) Decides(op string, c float64) (holds, known bool) {
	if op == OpNotInt {
		return false, r.Bits&RangeInt != 0
	}
	if math.IsNaN(c) || r.Bits&(RangeLo|RangeHi) == 0 && (r.Bits&RangeInt == 0 || op != "===" && op != "==" && op != "!==" && op != "!=") {
		return false, false
	}
	lo, hi, loOpen, hiOpen := r.closed()
	hasLo, hasHi := r.Bits&RangeLo != 0, r.Bits&RangeHi != 0
	above := hasLo && (lo > c || loOpen && lo == c)                     // every x > c
	below := hasHi && (hi < c || hiOpen && hi == c)                     // every x < c
	atLeast := hasLo && lo >= c                                         // every x >= c
	atMost := hasHi && hi <= c                                          // every x <= c
	off := above || below || r.Bits&RangeInt != 0 && c != math.Trunc(c) // no x == c
	switch op {
	case "<":
		return below, below || atLeast
	case "<=":
		return atMost, atMost || above
	case ">":
		return above, above || atMost
	case ">=":
		return atLeast, atLeast || below
	case "===", "==":
		return false, off
	case "!==", "!=":
		return off, off
	}
	return false, false
}
