package extract

// A function that returns what a callee returns only in the branch of a test of its parameter
// (a dispatcher's `if op == "stop": return stop(...)`, Forward.RunsIf) hands the callee's value
// on only to the callers whose arguments may meet the test (Forward.Shapes of their returns):
// the walk of returning takes, from each function between, only the returns of callers that
// call it so (mayRun), and a tool that passes another branch's string is none of those that
// return the value.

// returnTests returns the tests of the parameters of e's function under which alone its
// forward e runs: nil for none.
func returnTests(e retEdge) []ArgTest {
	if t := e.d.forward[e.fw].runsIf; t != nil {
		return *t
	}
	return nil
}

// returnMayRun reports whether the call of e's forward, which returns what its callee returns,
// may pass arguments that meet one of tests (the callee's, nil for none).
func returnMayRun(e retEdge, tests []ArgTest) bool {
	return tests == nil || mayRun(0, e.d.forward[e.fw].shapes, tests)
}

// orTests returns the disjunction of two sets of tests a function may run under: nil (no
// test) when either is.
func orTests(a, b []ArgTest) []ArgTest {
	if a == nil || b == nil {
		return nil
	}
	return append(append([]ArgTest{}, a...), b...)
}

// sharedBranch reports whether the value of the function of key, which fewer than minShared
// tools return once each dispatcher between hands it only to the callers of its branch, reaches
// the tools through a dispatcher that minShared or more return: the failure is still the
// helper's, as one branch of shared code, and its finding names the tools that take the branch.
func (ix *Index) sharedBranch(key sym) bool {
	_, ts, _ := ix.returningWalk(key, minShared, false)
	return len(ts) >= minShared
}
