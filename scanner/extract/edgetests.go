package extract

import "slices"

// Calls that run only under a test of their caller's parameter. A client method runs its retry
// helper only when a caller asks for retries:
//
//	async def request(self, method, url, retry_config=None):
//	    if retry_config:
//	        return await retry_with_backoff(make, retry_config=retry_config)
//	    return await make()
//
// and when every tool-reaching call of request leaves retry_config out (or passes None), what
// retry_with_backoff raises never leaves request towards them. The language records at such a
// call the test under which it runs (Call.RunsIf: the parameter lacks ArgFalsy, or ArgNone for
// `is not None`), with the facts of the parameter's default (ArgTest.Default), and at every call
// the arguments it leaves out (an Unpassed shape) and the falsy literals it passes (ArgFalsy,
// ArgNone). The walk from a raise up to the tools (reachingThrough) takes the call's tests on as
// the tests its caller runs the raise under, and carries them up as a throw's (argpass.go): a
// call of the caller whose arguments meet none of them is no way.

// Unpassed is the Path of a shape that says which arguments a call leaves out: none at
// position Param or after, and by keyword none but those OneOf names (a call with no * or **
// argument).
const Unpassed = "(unpassed)"

// leftOut reports whether a call whose shapes are these leaves out the argument a test names.
func leftOut(shapes *[]ArgShape, t ArgTest) bool {
	if shapes == nil {
		return false
	}
	for _, s := range *shapes {
		if s.Path != Unpassed {
			continue
		}
		byPos := t.Param < 0 || t.Param >= s.Param
		byName := t.Name == "" || !slices.Contains(s.OneOf, t.Name)
		return byPos && byName
	}
	return false
}

// edgeTests returns what an edge keeps of a call's RunsIf: nil for none.
func edgeTests(tests []ArgTest) *[]ArgTest {
	if len(tests) == 0 {
		return nil
	}
	return &tests
}

// withEdgeTests returns the tests under which the caller of an edge runs the raise: the tests
// carried up to it (nil when it may run whatever its parameters are), and the edge's own
// (runsIf), which hold wherever the call runs. With both, a single carried test and a single
// edge test make a conjunction; with more, the carried ones stand alone (the raise may run
// where they say, and the walk keeps no less than before).
func withEdgeTests(carried []ArgTest, runsIf *[]ArgTest) []ArgTest {
	if runsIf == nil {
		return carried
	}
	if carried == nil {
		return *runsIf
	}
	if len(carried) == 1 && len(*runsIf) == 1 {
		return []ArgTest{{All: []ArgTest{carried[0], (*runsIf)[0]}}}
	}
	return carried
}
