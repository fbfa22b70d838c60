package typescript

import (
	"sort"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A tool result that carries, beside its content, a member the SDK does not read whose object
// says the call failed: `{ content: [{ type: "text", text: "Entrée incomplète. ..." }], data: {
// ok: false } }`. The project's own flag marks the answer a failure, and the client, which
// reads only isError, takes it for success. Only a literal false flag counts (`data: result`,
// a value of another function, is judged through that function; a flag computed at run time
// may be either).

// resultMembersRead are the members of a tool result the SDK reads or judges apart
// (structuredContent by errorMemberReason itself).
var resultMembersRead = map[string]bool{"content": true, "structuredContent": true, "isError": true, "_meta": true}

// extraFlagMember returns the name and the flag's value of a member of a result object (one
// with content) that the SDK does not read, whose object has a success flag that is the
// literal false; "" and nil when there is none. The first such member in name order decides.
func (f *file) extraFlagMember(m members) (string, *sitter.Node) {
	if _, ok := m.values["content"]; !ok {
		return "", nil
	}
	var keys []string
	for k := range m.values {
		if !resultMembersRead[k] {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	for _, k := range keys {
		obj := f.objectOf(m.values[k], 0)
		if obj == nil {
			continue
		}
		om := f.members(obj, 0)
		for _, flag := range successFlags {
			v := unwrap(om.values[flag])
			if v == nil {
				continue
			}
			if extract.Type(v) == "false" {
				return k, v
			}
			break // the first flag present decides, as errorMemberReason reads it
		}
	}
	return "", nil
}

// extraFlagReason says, for errorMemberReason, whether a result object's extra member reports
// the failure (extraFlagMember): "ok: false in its data member".
func (f *file) extraFlagReason(m members) string {
	k, v := f.extraFlagMember(m)
	if v == nil {
		return ""
	}
	return text(f.parent(v), f.Src) + " in its " + k + " member"
}
