package probe

import (
	"encoding/json"
	"fmt"
	"regexp"
	"sort"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"
)

// Kind names the mistake a probe makes.
type Kind string

// The probe kinds, in the order a tool's plan lists them.
const (
	UnknownTool     Kind = "unknown-tool"     // a tool name the server does not list
	NotObject       Kind = "not-object"       // arguments that are a JSON array, not an object
	MissingRequired Kind = "missing-required" // one required argument left out
	WrongType       Kind = "wrong-type"       // one typed argument of another JSON type
	EnumViolated    Kind = "enum"             // a string outside the argument's enum
	PatternViolated Kind = "pattern"          // a string that does not match the argument's pattern
	NotAnID         Kind = "not-an-id"        // a string shaped like no id where an id is expected
)

// UnknownToolName is the name the unknown-tool probe calls; the plan checks that the server
// does not list it.
const UnknownToolName = "mcperr_probe_no_such_tool"

// Sentinel values the probes send. They are recognisable in a server's logs as mcperr's.
const (
	wrongString = "mcperr-probe"
	notInEnum   = "mcperr-probe-not-in-enum"
	// notInEnumNumber is outside a numeric enum (the schema check drops the probe if not).
	notInEnumNumber = 987654321
	notAnID         = "mcperr probe: not an id!"
)

// Probe is one planned call: the tool, the mistake, and exactly the arguments sent.
type Probe struct {
	Tool     string `json:"tool"`
	Kind     Kind   `json:"kind"`
	Argument string `json:"argument,omitempty"`
	// Arguments is the JSON sent as the call's arguments.
	Arguments json.RawMessage `json:"arguments"`
	// Description says, for a reader, what the probe breaks.
	Description string `json:"description"`
}

// Tool is what the plan needs of a listed tool.
type Tool struct {
	Name        string
	InputSchema any
	// Destructive is true when the tool's annotations say destructiveHint: true (and not
	// readOnlyHint: true); ReadOnly when they say readOnlyHint: true.
	Destructive, ReadOnly bool
}

// Skip is a tool or a planned probe that was not sent, with the reason.
type Skip struct {
	Tool   string `json:"tool"`
	Kind   Kind   `json:"kind,omitempty"`
	Reason string `json:"reason"`
}

// PlanOptions choose what the plan includes.
type PlanOptions struct {
	// Tools limits the plan to these tool names (all listed tools when empty).
	Tools []string
	// IncludeDestructive probes tools annotated destructive too.
	IncludeDestructive bool
}

// Plan builds the probes for the listed tools: one unknown-tool probe for the server, then per
// tool the probes its inputSchema allows. No probe's arguments satisfy the tool's schema: every
// candidate is checked against the schema and dropped, with a reason, when it would.
func Plan(tools []Tool, opts PlanOptions) ([]Probe, []Skip, error) {
	byName := map[string]bool{}
	for _, t := range tools {
		byName[t.Name] = true
	}
	for _, name := range opts.Tools {
		if !byName[name] {
			names := make([]string, 0, len(tools))
			for _, t := range tools {
				names = append(names, t.Name)
			}
			sort.Strings(names)
			return nil, nil, fmt.Errorf("--tool %q: the server lists no such tool (it lists: %s)", name, strings.Join(names, ", "))
		}
	}
	var probes []Probe
	var skips []Skip
	if !byName[UnknownToolName] {
		probes = append(probes, Probe{Tool: UnknownToolName, Kind: UnknownTool, Arguments: json.RawMessage(`{}`),
			Description: "a call to a tool the server does not list"})
	}
	want := map[string]bool{}
	for _, n := range opts.Tools {
		want[n] = true
	}
	for _, t := range tools {
		if len(want) > 0 && !want[t.Name] {
			continue
		}
		if t.Destructive && !opts.IncludeDestructive {
			skips = append(skips, Skip{Tool: t.Name, Reason: "annotated destructive (destructiveHint: true); --include-destructive probes it"})
			continue
		}
		ps, ss := planTool(t)
		probes = append(probes, ps...)
		skips = append(skips, ss...)
	}
	return probes, skips, nil
}

// planTool builds one tool's probes from its inputSchema.
func planTool(t Tool) ([]Probe, []Skip) {
	raw, err := json.Marshal(t.InputSchema)
	if err != nil {
		return nil, []Skip{{Tool: t.Name, Reason: "inputSchema does not encode as JSON: " + err.Error()}}
	}
	var s schema
	if err := json.Unmarshal(raw, &s); err != nil {
		return nil, []Skip{{Tool: t.Name, Reason: "inputSchema is not a JSON object: " + err.Error()}}
	}
	validate := validator(raw)
	var probes []Probe
	var skips []Skip
	add := func(kind Kind, arg string, args any, desc string) {
		b, err := json.Marshal(args)
		if err != nil {
			skips = append(skips, Skip{Tool: t.Name, Kind: kind, Reason: err.Error()})
			return
		}
		// A value shaped like no id names no object, so a read-only tool may get it even where
		// the schema accepts it (a plain string); any other probe that would satisfy the
		// schema could make the tool do its real work, and is not sent.
		if validate != nil && validate(b) && !(kind == NotAnID && t.ReadOnly) {
			why := ""
			if kind == NotAnID {
				why = " and the tool is not annotated read-only"
			}
			skips = append(skips, Skip{Tool: t.Name, Kind: kind, Reason: "not sent: arguments " + string(b) + " would satisfy the inputSchema" + why})
			return
		}
		probes = append(probes, Probe{Tool: t.Name, Kind: kind, Argument: arg, Arguments: b, Description: desc})
	}
	add(NotObject, "", []any{wrongString}, "arguments sent as a JSON array instead of an object")
	names := s.propertyNames()
	for _, req := range s.Required {
		args := map[string]any{}
		for _, other := range s.Required {
			if other != req {
				args[other] = wrongValue(s.Properties[other].types())
			}
		}
		desc := fmt.Sprintf("required argument %q left out", req)
		if len(args) > 0 {
			desc += " (the other required arguments sent with values of the wrong type, so nothing is usable)"
		}
		add(MissingRequired, req, args, desc)
	}
	for _, name := range names {
		p := s.Properties[name]
		if ts := p.types(); len(ts) > 0 {
			v := wrongValue(ts)
			add(WrongType, name, map[string]any{name: v}, fmt.Sprintf("argument %q sent as %s where the schema says %s", name, jsonType(v), strings.Join(ts, " or ")))
		}
		if len(p.Enum) > 0 {
			switch {
			case p.allows("string"):
				add(EnumViolated, name, map[string]any{name: notInEnum}, fmt.Sprintf("argument %q sent as a string outside its enum", name))
			case p.allows("integer"):
				add(EnumViolated, name, map[string]any{name: notInEnumNumber}, fmt.Sprintf("argument %q sent as a number outside its enum", name))
			}
		}
		if p.Pattern != "" {
			if v, ok := violating(p.Pattern); ok {
				add(PatternViolated, name, map[string]any{name: v}, fmt.Sprintf("argument %q sent as %q, which does not match its pattern %s", name, v, p.Pattern))
			} else {
				skips = append(skips, Skip{Tool: t.Name, Kind: PatternViolated, Reason: fmt.Sprintf("argument %q: no string found that violates the pattern %s", name, p.Pattern)})
			}
		}
		if isIDName(name) && p.allows("string") && len(p.Enum) == 0 && p.Pattern == "" && p.Format == "" {
			add(NotAnID, name, map[string]any{name: notAnID}, fmt.Sprintf("argument %q, an id, sent as a string shaped like no id", name))
		}
	}
	return probes, skips
}

// schema is the part of a JSON Schema the plan reads.
type schema struct {
	Type       json.RawMessage    `json:"type"`
	Properties map[string]*schema `json:"properties"`
	Required   []string           `json:"required"`
	Enum       []any              `json:"enum"`
	Pattern    string             `json:"pattern"`
	Format     string             `json:"format"`
}

// propertyNames returns the schema's property names, sorted, so that plans are stable.
func (s *schema) propertyNames() []string {
	names := make([]string, 0, len(s.Properties))
	for n := range s.Properties {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// types returns the JSON types a property declares ("type": "x" or ["x", "y"]); none for a
// property without a type (or a missing property).
func (s *schema) types() []string {
	if s == nil || len(s.Type) == 0 {
		return nil
	}
	var one string
	if json.Unmarshal(s.Type, &one) == nil {
		return []string{one}
	}
	var many []string
	json.Unmarshal(s.Type, &many)
	return many
}

// allows reports whether the property accepts the JSON type t (a property without a type
// accepts every type).
func (s *schema) allows(t string) bool {
	ts := s.types()
	if len(ts) == 0 {
		return true
	}
	for _, x := range ts {
		if x == t || (t == "integer" && x == "number") {
			return true
		}
	}
	return false
}

// wrongValue returns a value of a JSON type the declared types do not include: a string where
// it can, else a number, a boolean, an array.
func wrongValue(types []string) any {
	ok := func(t string) bool {
		for _, x := range types {
			if x == t || (x == "number" && t == "integer") {
				return false
			}
		}
		return true
	}
	switch {
	case ok("string"):
		return wrongString
	case ok("number"):
		return 12345
	case ok("boolean"):
		return true
	}
	return []any{wrongString}
}

// jsonType names the JSON type of a value wrongValue returns.
func jsonType(v any) string {
	switch v.(type) {
	case string:
		return "a string"
	case int:
		return "a number"
	case bool:
		return "a boolean"
	}
	return "an array"
}

// violating returns a string that the pattern does not match, from a few candidates of
// different shapes. Go's regexp differs from ECMA-262 at the edges; the schema check in
// planTool has the last word.
func violating(pattern string) (string, bool) {
	re, err := regexp.Compile(pattern)
	if err != nil {
		return "", false
	}
	for _, c := range []string{"mcperr probe: !?", "", "0", "-", "mcperr-probe", "MCPERR_PROBE_0123456789"} {
		if !re.MatchString(c) {
			return c, true
		}
	}
	return "", false
}

// isIDName reports whether an argument's name says it holds an identifier: id, *_id, *Id,
// *ID, uuid, *_uuid.
func isIDName(name string) bool {
	l := strings.ToLower(name)
	switch {
	case l == "id" || l == "uuid" || l == "guid":
		return true
	case strings.HasSuffix(l, "_id") || strings.HasSuffix(l, "-id") || strings.HasSuffix(l, "_uuid"):
		return true
	case strings.HasSuffix(name, "Id") || strings.HasSuffix(name, "ID"):
		return true
	}
	return false
}

// validator returns a function that reports whether arguments satisfy the schema, or nil when
// the schema cannot be resolved here (a remote $ref, a draft the validator does not know).
func validator(raw []byte) func([]byte) bool {
	var js jsonschema.Schema
	if err := json.Unmarshal(raw, &js); err != nil {
		return nil
	}
	rs, err := js.Resolve(nil)
	if err != nil {
		return nil
	}
	return func(args []byte) bool {
		var v any
		if err := json.Unmarshal(args, &v); err != nil {
			return false
		}
		return rs.Validate(v) == nil
	}
}
