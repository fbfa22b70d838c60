package finding

import "strings"

// Profile returns the six actionability bits D P C T E R (detection, policy, cause, target,
// executable repair, replay constraints) that the typed fields alone give a client, as a string
// of six '0'/'1' characters. The bits are read from typed fields only, never from prose:
//
//	D  the client can detect the failure: the outcome is an isError result
//	P  a typed recovery policy is present (policy)
//	C  a typed cause is present (code)
//	T  a typed target is present (target)
//	E  an executable repair is possible: the policy says what to do and the target says where
//	R  replay constraints are typed (retry or sideEffects)
func Profile(outcome Outcome, t Typed) string {
	b := [6]bool{
		outcome == IsError,
		t.Policy,
		t.Code,
		t.Target,
		t.Policy && t.Target,
		t.Retry || t.SideEffects,
	}
	out := make([]byte, len(b))
	for i, set := range b {
		out[i] = '0'
		if set {
			out[i] = '1'
		}
	}
	return string(out)
}

// ProfileBits names the six bits of a Profile, in order: the letter and what it stands for.
var ProfileBits = [6]struct{ Letter, Name string }{
	{"D", "detection"}, {"P", "policy"}, {"C", "cause"}, {"T", "target"}, {"E", "executable repair"}, {"R", "replay constraints"},
}

// TypedNote lists the typed fields that are set for a message ("; typed code, retry"), or "".
func TypedNote(t Typed) string {
	var names []string
	for _, x := range []struct {
		set  bool
		name string
	}{{t.Code, "code"}, {t.Target, "target"}, {t.Policy, "policy"}, {t.Retry, "retry"}, {t.SideEffects, "sideEffects"}} {
		if x.set {
			names = append(names, x.name)
		}
	}
	if len(names) == 0 {
		return ""
	}
	return "; typed " + strings.Join(names, ", ")
}

// Set sets the typed field named by its JSON name ("code", "target", "policy", "retry",
// "sideEffects"); any other name sets nothing.
func (t *Typed) Set(field string) {
	switch field {
	case "code":
		t.Code = true
	case "target":
		t.Target = true
	case "policy":
		t.Policy = true
	case "retry":
		t.Retry = true
	case "sideEffects":
		t.SideEffects = true
	}
}
