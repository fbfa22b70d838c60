package extract

// Shapes a tool table entry's handler knows of what it hands on. A handler whose loop registers
// each entry with the entry's own schema and calls it with what the SDK parsed destructures a
// value of that schema, and may hand members of it on to a helper in an object:
//
//	{ name: "list", schema: { status: z.enum(["OPEN", "DONE"]).optional().default("OPEN") },
//	  handler: async ({ status }) => listItems({ status }) }
//	async function listItems(args) {
//	  const { status } = args;
//	  if (status && !["OPEN", "DONE"].includes(status)) return { content: [...] }; // dead
//
// The handler's module records on its call the shapes the entry's schema gives the members it
// hands on (Call.EntryShapes, for the schema member Call.EntryOf); they hold only when the
// handler got that schema's value, so the index adds them to the call's shapes only when every
// call of the handler in the root passes it (ArgShape.Entry, through calls that pass their own
// parameter on, such as a table summary's call of its entries' handler) and nothing uses the
// handler as a value.

// entryShapes is what an edge keeps of Call.EntryShapes.
type entryShapes struct {
	member string
	shapes []ArgShape
}

// newEntryShapes returns an edge's entryShapes for a call, nil when it has none.
func newEntryShapes(c Call) *entryShapes {
	if len(c.EntryShapes) == 0 || c.EntryOf == "" {
		return nil
	}
	return &entryShapes{member: c.EntryOf, shapes: c.EntryShapes}
}

// callShapes returns the shapes of a call: its own, with its EntryShapes when every call of the
// calling function passes, at its first parameter, what its entry's schema validated.
func (ix *Index) callShapes(e edge) *[]ArgShape {
	if e.entry == nil || !ix.givenEntry(e.from, 0, e.entry.member, 0) {
		return e.shapes
	}
	var out []ArgShape
	if e.shapes != nil {
		out = append(out, *e.shapes...)
	}
	out = append(out, e.entry.shapes...)
	return &out
}

// givenEntry reports whether every call of the function of key, of which the root makes at
// least one and none as a value, passes at its parameter param what an entry's schema member
// validated (ArgShape.Entry), or its own parameter that every call of it gives so. A caller
// further up that no tool is, and that the root neither calls nor uses as a value (the summary
// of an exported table's entries that no module calls), runs for no tool and gives nothing.
func (ix *Index) givenEntry(key sym, param int, member string, depth int) bool {
	calls := ix.callers[key]
	if key == 0 || depth > maxChain || len(ix.usedBy[key]) > 0 {
		return false
	}
	if len(calls) == 0 {
		return depth > 0 && !ix.isTool(key)
	}
	for _, c := range calls {
		if entryPassed(c.shapes, ArgTest{Param: param, EntryMember: member}) {
			continue
		}
		p, ok := passedAs(c.passes, ArgTest{Param: param})
		if !ok || p.FromName != "" || !ix.givenEntry(c.from, p.From, member, depth+1) {
			return false
		}
	}
	return true
}
