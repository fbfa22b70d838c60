package probe

import (
	"encoding/json"
	"fmt"
	"regexp"
	"sort"
	"strings"

	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/guidance"
)

// Bit is one of the six actionability bits of a view, with the reason it is set or not.
type Bit struct {
	Name   string `json:"bit"`
	Set    bool   `json:"set"`
	Reason string `json:"reason"`
}

// View is an answer coded D P C T E R under one view: the profile as six '0'/'1' characters,
// in the order of finding.Profile, and each bit with its reason.
type View struct {
	Profile string `json:"profile"`
	Bits    []Bit  `json:"bits"`
}

// bitNames are the letters of the six bits, in profile order (finding.ProfileBits).
var bitNames = func() (out [6]string) {
	for i, b := range finding.ProfileBits {
		out[i] = b.Letter
	}
	return out
}()

// newView builds a view from six bits.
func newView(bits [6]Bit) View {
	v := View{Bits: bits[:]}
	p := make([]byte, 6)
	for i := range bits {
		v.Bits[i].Name = bitNames[i]
		p[i] = '0'
		if bits[i].Set {
			p[i] = '1'
		}
	}
	v.Profile = string(p)
	return v
}

// code codes an answer under the two views. The typed view reads typed fields only, as the
// scanner's profile does (finding.Profile): D for an isError result, P C T R for typed policy,
// code, target and replay fields in structuredContent, _meta or a protocol error's data (the
// two-plane envelope's error member included), E for a typed policy with a typed target. The
// content-assisted view adds what the prose says, read with the scanner's lexicons: D when a
// successful result's text says it failed, P when the text names a recovery policy (fix the
// arguments, retry, wait, authenticate, ask a human, use another tool), C when it names a
// cause, T when it names the argument (or tool) the probe broke, R when it says or rules out
// a retry or a wait, and E for P with T. JSON in a text block counts in the content view.
func code(p Probe, a Answer) (typed, content View) {
	if a.Outcome == Timeout || a.Outcome == Lost {
		why := "no answer: the call timed out"
		if a.Outcome == Lost {
			why = "no answer: the connection or the server process was lost"
		}
		var bits [6]Bit
		for i := range bits {
			bits[i].Reason = why
		}
		return newView(bits), newView(bits)
	}
	tf := typedFields(a.typed)
	var t [6]Bit
	t[0] = detection(a)
	t[1] = typedBit(tf, guidance.PolicyField, "policy")
	t[2] = typedBit(tf, guidance.Code, "code")
	t[3] = typedBit(tf, guidance.Target, "target")
	t[4] = repair(t[1], t[3])
	t[5] = typedBit(tf, guidance.RetryField, "retry")
	if !t[5].Set {
		if se := typedBit(tf, guidance.SideEffects, "side-effects"); se.Set {
			t[5] = se
		} else {
			t[5].Reason = "no typed retry or side-effects field"
		}
	}

	text := a.Text
	inText := typedFields(jsonInText(text))
	g := guidance.Text(text)
	c := t
	if !c[0].Set && a.Outcome == SoftError {
		c[0] = Bit{Set: true, Reason: "the text says the call failed: " + quote(text)}
	}
	c[1] = orProse(t[1], inText, guidance.PolicyField, g.Says != 0, "the text says "+g.Says.String())
	c[2] = orProse(t[2], inText, guidance.Code, namesCause(text), "the text names a cause: "+quote(text))
	named, what := namesTarget(p, text)
	c[3] = orProse(t[3], inText, guidance.Target, named, "the text names "+what)
	c[4] = repair(c[1], c[3])
	replay := (g.Says|g.Denies)&(guidance.Set(guidance.Retry)|guidance.Set(guidance.Wait)) != 0
	c[5] = orProse(t[5], inText, guidance.RetryField, replay, "the text says "+g.String())
	if !c[5].Set {
		c[5] = orProse(c[5], inText, guidance.SideEffects, false, "")
	}
	for i := 1; i < 6; i++ {
		if !c[i].Set && i != 4 {
			c[i].Reason = strings.Replace(c[i].Reason, "no typed", "neither the text nor a typed", 1)
		}
	}
	return newView(t), newView(c)
}

// detection is the typed D bit: only an isError result lets the agent detect the failure.
func detection(a Answer) Bit {
	switch a.Outcome {
	case IsError:
		return Bit{Set: true, Reason: "an isError result"}
	case ProtocolError:
		return Bit{Reason: fmt.Sprintf("a JSON-RPC error (code %d): the client library receives it, the agent gets no tool result", *a.Code)}
	case SoftError:
		return Bit{Reason: "a successful result (isError not set) that only says it failed"}
	}
	return Bit{Reason: "a successful result (isError not set)"}
}

// repair is the E bit: an executable repair needs the policy (what to do) and the target
// (where to do it).
func repair(p, t Bit) Bit {
	switch {
	case p.Set && t.Set:
		return Bit{Set: true, Reason: "a policy and a target together"}
	case p.Set:
		return Bit{Reason: "a policy without a target"}
	case t.Set:
		return Bit{Reason: "a target without a policy"}
	}
	return Bit{Reason: "neither a policy nor a target"}
}

// typedBit is a bit set by a typed field.
func typedBit(tf map[guidance.Field]string, f guidance.Field, what string) Bit {
	if where, ok := tf[f]; ok {
		return Bit{Set: true, Reason: "typed " + what + " field " + where}
	}
	return Bit{Reason: "no typed " + what + " field"}
}

// orProse keeps a set typed bit; otherwise it sets the bit from a typed field of JSON in the
// text, or from the prose when prose is true.
func orProse(typed Bit, inText map[guidance.Field]string, f guidance.Field, prose bool, why string) Bit {
	switch {
	case typed.Set:
		return typed
	case inText[f] != "":
		return Bit{Set: true, Reason: "field " + inText[f] + " of the JSON in the text"}
	case prose:
		return Bit{Set: true, Reason: why}
	}
	return typed
}

// typedFields finds the typed fields named in decoded JSON values, at any depth up to four
// levels, and says where the first of each stands: `structuredContent.error.code = "E1"`.
func typedFields(srcs []typedSource) map[guidance.Field]string {
	out := map[guidance.Field]string{}
	var walk func(path string, v any, depth int)
	walk = func(path string, v any, depth int) {
		if depth > 4 {
			return
		}
		switch x := v.(type) {
		case map[string]any:
			keys := make([]string, 0, len(x))
			for k := range x {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			for _, k := range keys {
				if f, ok := guidance.TypedField(k); ok && out[f] == "" {
					out[f] = path + "." + k + " = " + short(x[k])
				}
				walk(path+"."+k, x[k], depth+1)
			}
		case []any:
			for i, e := range x {
				walk(fmt.Sprintf("%s[%d]", path, i), e, depth+1)
			}
		}
	}
	for _, s := range srcs {
		walk(s.name, s.value, 0)
	}
	return out
}

// jsonInText returns a text block's JSON object, when the text is one, as a typed source.
func jsonInText(text string) []typedSource {
	t := strings.TrimSpace(text)
	if !strings.HasPrefix(t, "{") {
		return nil
	}
	var v map[string]any
	if json.Unmarshal([]byte(t), &v) != nil {
		return nil
	}
	return []typedSource{{"text", v}}
}

// cause matches the words that say why a call failed, beyond the fix-the-arguments cues of the
// guidance lexicon: what was not found, what is unknown or unsupported, a type mismatch.
var cause = lazyre.New(`(?i)\b(not found|does not exist|doesn't exist|no such|unknown|invalid|missing|denied|forbidden|unauthorized|not supported|unsupported|cannot unmarshal|not a valid|is not (a|an) \w+|has type|want "|expected (a|an|type)\b)`)

// namesCause reports whether a text says why the call failed.
func namesCause(text string) bool {
	return guidance.Text(text).Says.Has(guidance.FixArguments) || guidance.StartsAsFailure(text) || cause.MatchString(text)
}

// namesTarget reports whether a text names what the probe broke: the argument, the tool name
// of an unknown-tool probe, or the arguments themselves for a non-object probe.
func namesTarget(p Probe, text string) (bool, string) {
	var words []string
	switch p.Kind {
	case UnknownTool:
		words = []string{p.Tool}
	case NotObject:
		words = []string{"arguments", "argument", "object", "params"}
	default:
		words = []string{p.Argument}
	}
	for _, w := range words {
		if w != "" && regexp.MustCompile(`(?i)(^|[^A-Za-z0-9_])`+regexp.QuoteMeta(w)+`($|[^A-Za-z0-9_])`).MatchString(text) {
			return true, fmt.Sprintf("%q", w)
		}
	}
	return false, ""
}

// quote is a short quotation of a text for a reason.
func quote(text string) string {
	t := strings.Join(strings.Fields(text), " ")
	if len(t) > 80 {
		t = capText(t[:80]) + "…"
	}
	return fmt.Sprintf("%q", t)
}

// short is a value as a reason shows it.
func short(v any) string {
	b, _ := json.Marshal(v)
	if len(b) > 60 {
		return string(b[:60]) + "…"
	}
	return string(b)
}
