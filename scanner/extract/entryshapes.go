package extract

import "slices"

// What a tool table entry's own input schema guarantees its handler. A loop that registers each
// entry of a table with the entry's schema and calls the entry's handler with what the SDK
// parsed hands each handler a value its own entry's schema let through:
//
//	schemas.ts:  export const JarInput = z.object({ op: z.enum(["open", "shut"]), ids: z.array(z.string()) });
//	jars.ts:     export const jarTools = [{ name: "jar", inputSchema: JarInput, handler: async (args) => {
//	                 if (!args.ids) throw new Error("ids required");               // dead
//	                 switch (args.op) { case "open": ...; case "shut": ...; default: throw ... } // dead
//	server.ts:   for (const t of jarTools) server.registerTool(t.name, { inputSchema: t.inputSchema.shape },
//	                 async (args) => t.handler(args));
//
// The handler's throw is pending on tests of its parameters (Pending.RunsIf) that name the
// entry's schema member (ArgTest.EntryMember) and the schema, as shapes when the handler's file
// reads it (EntryShapes) or as the keys of the summary of the module that exports it
// (EntryKeys; Summary.Shapes). The loop's call of the handler marks the argument it passes as
// what the entry's schema under that member validated (ArgShape.Entry); the table summaries
// between pass each argument on (Call.Passes), so the walk from the handler carries the tests
// up to that call, where the schema's shapes decide them (mayRun). A call without the mark
// knows nothing of the value, and the throw stands for it.

// addSchema keeps the shapes a summary gives of an input schema.
func (ix *Index) addSchema(key sym, shapes []ArgShape) {
	if ix.schemas == nil {
		ix.schemas = map[sym][]ArgShape{}
	}
	ix.schemas[key] = shapes
	ix.plain[key] = true // a module that defines it: Wanted asks no more
}

// entryTests returns tests with the shapes of the schemas their EntryKeys name filled in (the
// first key some summary gives); tests itself when none needs it.
func (ix *Index) entryTests(tests []ArgTest) []ArgTest {
	var out []ArgTest
	for i, t := range tests {
		if len(t.EntryKeys) == 0 || len(t.EntryShapes) > 0 {
			continue
		}
		if out == nil {
			out = slices.Clone(tests)
		}
		for _, k := range t.EntryKeys {
			if s, ok := ix.schemas[ix.lookup(k)]; ok {
				out[i].EntryShapes = s
				break
			}
		}
	}
	if out == nil {
		return tests
	}
	return out
}

// withEntryShapes returns a call's shapes with, when it passes the value a test names the
// schema of (ArgShape.Entry of the test's EntryMember, at the test's parameter), the shapes of
// that schema at that parameter, and true. A test of an entry's schema trusts only such a
// call: another call of the handler (a table another module may reach) may pass anything.
func withEntryShapes(shapes *[]ArgShape, t ArgTest) (*[]ArgShape, bool) {
	if shapes == nil || t.EntryMember == "" || len(t.EntryShapes) == 0 {
		return shapes, false
	}
	for _, s := range *shapes {
		if s.Entry != t.EntryMember || s.Name != "" || s.Param != t.Param {
			continue
		}
		out := slices.Clone(*shapes)
		for _, e := range t.EntryShapes {
			e.Param, e.Name = t.Param, ""
			out = append(out, e)
		}
		return &out, true
	}
	return shapes, false
}

// entryPassed reports whether a call passes, at the parameter a test names, the value the
// schema of the test's EntryMember validated (ArgShape.Entry): an Invalid test never holds then.
func entryPassed(shapes *[]ArgShape, t ArgTest) bool {
	if shapes == nil || t.EntryMember == "" {
		return false
	}
	for _, s := range *shapes {
		if s.Entry == t.EntryMember && s.Name == "" && s.Param == t.Param {
			return true
		}
	}
	return false
}

// onlyAmong is OnlyAmong for shapes that may be missing (nil).
func onlyAmong(shapes *[]ArgShape, t ArgTest) bool { return shapes != nil && OnlyAmong(*shapes, t) }

// OnlyAmong reports whether a shape of the value a NotIn test names says it is one of the
// test's strings, so that the test never holds.
func OnlyAmong(shapes []ArgShape, t ArgTest) bool {
	for _, s := range shapes {
		if !shapeOf(s, t) || len(s.OneOf) == 0 {
			continue
		}
		all := true
		for _, v := range s.OneOf {
			all = all && slices.Contains(t.NotIn, v)
		}
		if all {
			return true
		}
	}
	return false
}

// noneAmong reports whether a shape of the value an In test names says it is none of the
// test's strings, so that the test never holds.
func noneAmong(shapes *[]ArgShape, t ArgTest) bool {
	if shapes == nil {
		return false
	}
	for _, s := range *shapes {
		if !shapeOf(s, t) || len(s.OneOf) == 0 {
			continue
		}
		any := false
		for _, v := range s.OneOf {
			any = any || slices.Contains(t.In, v)
		}
		if !any {
			return true
		}
	}
	return false
}
