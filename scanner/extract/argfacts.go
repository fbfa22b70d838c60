package extract

// What the callers of a function establish of its arguments. A throw in a helper often tests a
// parameter (`if (!Array.isArray(urls)) throw ...`) that every caller has already tested the same
// way, exiting when it failed (`if (!urls || !Array.isArray(urls) || urls.length === 0) throw
// ...; validateUrls(urls)`), or given a value that cannot fail it (`collection =
// db.collection(name)`): then the throw never runs. The language records at each call what it
// knows of each argument there (Call.Args), and on the pending finding of the throw the tests
// under which it runs (Pending.RunsIf); the index walks from the function to the tools only
// through the calls whose arguments may meet a test, so the finding drops when every call of
// the function in the root fails them all. A function that is a tool itself gets its arguments
// from the SDK and stands as before.

// ArgFact is what an argument is known to be where a call passes it, as a bit set.
type ArgFact uint16

const (
	// ArgNonNull: neither null nor undefined.
	ArgNonNull ArgFact = 1 << iota
	// ArgTruthy: truthy (not null, undefined, false, 0, NaN or "").
	ArgTruthy
	// ArgArray: an array (Array.isArray holds).
	ArgArray
	// ArgNonEmpty: its length is not 0.
	ArgNonEmpty
	// ArgString: a string (typeof is "string").
	ArgString
	// ArgError: an Error object (instanceof Error holds): a construction, or a caught value
	// whose try throws nothing else.
	ArgError
	// ArgObject: typeof is "object" and not null (an object or an array).
	ArgObject
	// ArgNumber: typeof is "number".
	ArgNumber
	// ArgBoolean: typeof is "boolean". It fits no packed word (argFactBits): only a call's
	// Shapes carry it.
	ArgBoolean
	// ArgNonBlank: a string with a character other than white space (Python's `s.strip()` is
	// truthy). Only a call's Shapes carry it, as ArgBoolean.
	ArgNonBlank
	// ArgFalsy: a value Python reads as false (None, False, 0, ""): a literal, or an argument a
	// call leaves out whose default is one (edgetests.go). Only a call's Shapes carry it.
	ArgFalsy
	// ArgNone: Python's None, as ArgFalsy.
	ArgNone
)

// maxArgs bounds the arguments whose facts a call keeps (argFactBits each, in an edge's word).
const (
	maxArgs     = 8
	argFactBits = 8
)

// ArgTest is a condition under which a throw runs: parameter Param (counted from 0) lacks the
// fact Lacks (`!p` lacks ArgTruthy, `!Array.isArray(p)` ArgArray, `p.length === 0` ArgNonEmpty).
// Path, when set, names a value inside the parameter that lacks it: "[]" an element of the
// array it is, ".m" its member m, "[].m" the member m of an element (`for (const t of p) if
// (typeof t.m !== "string") throw ...`).
type ArgTest struct {
	Param int
	Path  string
	Lacks ArgFact
	// Name is the parameter's name, for a language whose calls may pass it by keyword
	// (ArgShape.Name); "" when calls pass it by position only.
	Name string
	// Op, when set, makes the test a comparison `value Op Bound` (<, <=, >, >=, ===, ==) in
	// place of Lacks (numrange.go): a call may meet it unless a shape's Range rules it out.
	Op    string
	Bound float64
	// BoundKeys, when set, make Bound the number a module's exported const gives (its summary's
	// key, NumberSuffix; the first that some file gives): the index reads it when it decides
	// the test, and a test whose const no file gives is not decided.
	BoundKeys []string
	// NotIn, when set, makes the test one of a string value none of these (a switch's default
	// after a case for each; entryshapes.go) in place of Lacks: a call may meet it unless a
	// shape's OneOf holds only these.
	NotIn []string
	// In, when set, makes the test one of a string value among these (a match's case "x":)
	// in place of Lacks: a call may meet it unless a shape's OneOf holds none of these.
	In []string
	// All, when set, makes the test a conjunction of these tests in place of the fields above
	// (a raise under `if obj_id is None:` in `case "update":`): a call may meet it only when
	// it may meet each of them.
	All []ArgTest
	// EntryMember, when set, says the function is a tool table entry's handler whose entry
	// gives its input schema as this member (entryshapes.go): a call that passes the value
	// the entry's schema validated (ArgShape.Entry) passes a value of EntryShapes, the shapes
	// of that schema, which the index fills in from the summaries of EntryKeys when the
	// language could not (a schema of another module).
	EntryMember string
	EntryKeys   []string
	EntryShapes []ArgShape
	// Invalid, with EntryMember, makes the test one of the value failing the entry's schema
	// itself (`if (!S.safeParse(p).success) throw` with S the schema the entry gives as
	// EntryMember) in place of Lacks: a call that passes what that schema validated
	// (ArgShape.Entry) never meets it, any other call may.
	Invalid bool
	// Default, when set, is what the parameter's default value is (ArgFalsy, ArgNone): a call
	// that leaves the argument out (an Unpassed shape; edgetests.go) gives it these facts.
	Default ArgFact
}

// ArgShape is what a call's argument Param is known to hold at Path (as in ArgTest; "" the
// argument itself) beyond its Args: what the input schema the SDK validated it against lets
// through (`z.array(z.object({ m: z.string() }))` gives "" an array, "[]" an object, "[].m" a
// string).
type ArgShape struct {
	Param int
	Path  string
	Facts ArgFact
	// Name, when set, says the call passes the argument by keyword Name (Param is then -1): it
	// is what a test of the parameter of that name (ArgTest.Name) reads.
	Name string
	// Range, when known, is the set of numbers the value lies in (numrange.go).
	Range NumRange
	// If, when set, names a class (its keys, the first defined first) whose instances the value
	// is: Facts hold only if the class's file says they are always truthy (Holds; plainshapes.go).
	If []string
	// OneOf, when set, are the only strings the value may be (a z.enum; entryshapes.go).
	OneOf []string
	// Entry, when set, says the argument is what the input schema that the called table
	// entry gives as this member let through (entryshapes.go): a test of the entry's handler
	// with that EntryMember reads its EntryShapes. Facts and Path are then empty.
	Entry string
	// AtMostKeys and AtLeastKeys, when set, add to Range a bound (closed) that a module's
	// exported const gives (`.max(CAP)` with CAP imported; NumberSuffix, the first key some
	// file gives); the index reads it when it decides a test.
	AtMostKeys, AtLeastKeys []string
}

// shapeOf reports whether a shape is of the value a test names.
func shapeOf(s ArgShape, t ArgTest) bool {
	if s.Path != t.Path {
		return false
	}
	if s.Name != "" {
		return s.Name == t.Name
	}
	return s.Param == t.Param
}

// packArgs packs the facts of a call's first maxArgs arguments into one word, for an edge.
func packArgs(args []ArgFact) uint64 {
	var w uint64
	for i, a := range args {
		if i >= maxArgs {
			break
		}
		w |= uint64(a&(1<<argFactBits-1)) << (i * argFactBits)
	}
	return w
}

// argAt returns the facts an edge's call gives parameter i.
func argAt(w uint64, i int) ArgFact {
	if i < 0 || i >= maxArgs {
		return 0
	}
	return ArgFact(w >> (i * argFactBits) & (1<<argFactBits - 1))
}

// edgeShapes returns what an edge keeps of a call's Shapes: nil for none (an edge is a map key,
// so it holds them by pointer).
func edgeShapes(shapes []ArgShape) *[]ArgShape {
	if len(shapes) == 0 {
		return nil
	}
	return &shapes
}

// mayRun reports whether a call whose arguments are known as args (packArgs) and shapes may
// meet one of tests: some value a test names lacks the fact the test needs it to lack.
func mayRun(args uint64, shapes *[]ArgShape, tests []ArgTest) bool {
	for _, t := range tests {
		if t.All != nil {
			if allMayRun(args, shapes, t.All) {
				return true
			}
			continue
		}
		if t.In != nil {
			if !noneAmong(shapes, t) {
				return true
			}
			continue
		}
		if t.Invalid {
			if !entryPassed(shapes, t) {
				return true
			}
			continue
		}
		shapes, marked := withEntryShapes(shapes, t) // entryshapes.go
		if t.EntryMember != "" && !marked {
			return true // only a call that passes what the entry's schema validated decides it
		}
		if t.NotIn != nil {
			if !onlyAmong(shapes, t) {
				return true
			}
			continue
		}
		if t.Op != "" {
			if !ruledOut(shapes, t) {
				return true
			}
			continue
		}
		var has ArgFact
		if t.Path == "" {
			has = argAt(args, t.Param)
			if t.Default != 0 && leftOut(shapes, t) {
				has |= t.Default // edgetests.go
			}
		}
		if shapes != nil {
			for _, s := range *shapes {
				if shapeOf(s, t) {
					has |= s.Facts
				}
			}
		}
		if has&t.Lacks == 0 {
			return true
		}
	}
	return false
}

// ruledOut reports whether a shape of the value a comparison test names says that no value it
// holds meets the comparison.
func ruledOut(shapes *[]ArgShape, t ArgTest) bool {
	if shapes == nil {
		return false
	}
	if len(t.BoundKeys) > 0 {
		return false // a const no file gives (numconsts.go)
	}
	var r NumRange
	for _, s := range *shapes {
		if shapeOf(s, t) && s.Range.Known() {
			r = r.Meet(s.Range)
		}
	}
	holds, known := r.Decides(t.Op, t.Bound)
	return known && !holds
}

// allMayRun reports whether a call may meet each of a conjunction's tests.
func allMayRun(args uint64, shapes *[]ArgShape, all []ArgTest) bool {
	for _, t := range all {
		if !mayRun(args, shapes, []ArgTest{t}) {
			return false
		}
	}
	return true
}
