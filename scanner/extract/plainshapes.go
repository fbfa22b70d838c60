package extract

// Shapes that hold only if another file says so. A caller often passes a module's singleton, an
// instance of a class of another module (`pool = ConnPool()` at the top of server.py, then
// `Driver(conn=pool)`): the instance is truthy unless its class defines __bool__ or __len__,
// which only the class's file shows. The call's shape of that argument names the class
// (ArgShape.If); the class's file says, under that key, Holds when its instances are always
// truthy. Once the root is linked, a shape whose class does not say so (no such file among the
// linked ones, or a class that may be falsy) is known to be nothing.

// settleShapes keeps the facts of a call's shapes that name a class only if the class holds,
// copying the shapes it changes (the unit's own call keeps what its file said).
func (ix *Index) settleShapes(shapes *[]ArgShape) {
	if shapes == nil {
		return
	}
	var out []ArgShape
	for i, s := range *shapes {
		if len(s.If) == 0 || ix.classHolds(s.If) {
			continue
		}
		if out == nil {
			out = append([]ArgShape(nil), *shapes...)
		}
		out[i].Facts = 0
	}
	if out != nil {
		*shapes = out
	}
}

// classHolds reports whether one of the keys (through aliases, as Pending.Also) has Holds.
func (ix *Index) classHolds(keys []string) bool {
	for _, t := range ix.firstTargets(ix.internAll(keys)) {
		if ix.facts[t]&Holds != 0 {
			return true
		}
	}
	return false
}
