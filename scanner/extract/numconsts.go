package extract

// Bounds that a module's exported const gives. A tool's schema and the helper it calls often
// share a limit that a third module exports (`export const CAP = 100`): the schema says
// `z.array(...).max(CAP)`, the helper `if (items.length > CAP) throw ...`. Neither file knows the
// number, so each names the const by its key: the schema's shape by AtMostKeys or AtLeastKeys,
// the helper's test by BoundKeys. The exporting module gives the number as the summary of the
// const's key with NumberSuffix, a schema summary (Summary.Shapes) of one shape whose Range is
// that number alone. Once the index links, it reads the numbers into the shapes of every call
// and of every schema summary, and into a pending finding's tests when it resolves it; a key
// whose number no file gives leaves the shape as wide as it was and the test undecided.

// NumberSuffix ends the key of the summary that gives the number an exported const holds.
const NumberSuffix = "!num"

// constNumber returns the number the summary of the first of keys that some file gives holds.
func (ix *Index) constNumber(keys []string) (float64, bool) {
	for _, k := range keys {
		s, ok := ix.schemas[ix.lookup(k)]
		if !ok {
			continue
		}
		if len(s) != 1 {
			return 0, false
		}
		r := s[0].Range
		if r.Bits&(RangeLo|RangeHi|RangeLoOpen|RangeHiOpen) != RangeLo|RangeHi || r.Lo != r.Hi {
			return 0, false
		}
		return r.Lo, true
	}
	return 0, false
}

// fillConstBounds reads the numbers of the consts that the shapes of calls and of schema
// summaries name into their ranges.
func (ix *Index) fillConstBounds() {
	for _, es := range [][]edge{ix.calls, ix.uses} {
		for _, e := range es {
			if e.shapes != nil {
				ix.constShapes(*e.shapes)
			}
		}
	}
	for _, s := range ix.schemas {
		ix.constShapes(s)
	}
}

// constShapes reads into each shape's Range the bounds its keys name, in place; a shape whose
// keys all name a number keeps none.
func (ix *Index) constShapes(shapes []ArgShape) {
	for i := range shapes {
		s := &shapes[i]
		if len(s.AtMostKeys) > 0 {
			if v, ok := ix.constNumber(s.AtMostKeys); ok {
				s.Range, s.AtMostKeys = s.Range.AtMost(v, false), nil
			}
		}
		if len(s.AtLeastKeys) > 0 {
			if v, ok := ix.constNumber(s.AtLeastKeys); ok {
				s.Range, s.AtLeastKeys = s.Range.AtLeast(v, false), nil
			}
		}
	}
}

// constTests returns tests with the numbers their BoundKeys name read into Bound (those of the
// parts of a conjunction too); tests itself when none names one.
func (ix *Index) constTests(tests []ArgTest) []ArgTest {
	if len(testBoundKeys(tests, nil)) == 0 {
		return tests
	}
	out := make([]ArgTest, len(tests))
	for i, t := range tests {
		if len(t.BoundKeys) > 0 {
			if v, ok := ix.constNumber(t.BoundKeys); ok {
				t.Bound, t.BoundKeys = v, nil
			}
		}
		if t.All != nil {
			t.All = ix.constTests(t.All)
		}
		out[i] = t
	}
	return out
}

// testBoundKeys appends to out the BoundKeys of tests and of the parts of their conjunctions.
func testBoundKeys(tests []ArgTest, out []string) []string {
	for _, t := range tests {
		out = append(out, t.BoundKeys...)
		out = testBoundKeys(t.All, out)
	}
	return out
}
