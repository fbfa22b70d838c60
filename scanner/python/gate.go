package python

import (
	"bytes"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// Gate turns down the files of a context without the cross-file half (tests, vendored and
// generated code: crossFile) that can yield nothing there. Such a file has no summaries and no
// pending finding Within a function; what it can yield is an errorresult site (and the rules that
// judge sites: droppedflag, successflagged, guidance, schemaconflict), or a finding of a tool it
// registers itself (raisederror, protocolerror, softerror, droppedflag on a returned dict). So
// it is parsed when it may spell a site or a registration; a test that only reads is_error
// (assert result.is_error) or builds a prompt with Prompt.from_function, the common kinds, is not.
// Production files, whose functions other files' tools reach, are always parsed.
func (lang) Gate(_ string, ctx finding.Context, src []byte) bool {
	return crossFile(ctx) || maySpellSite(src) || mayRegisterTool(src)
}

// maySpellSite reports whether src may spell an errorresult site: every one sets the isError or
// is_error flag to the literal True, as a keyword argument (isError=True), a dictionary key
// ("isError": True) or an attribute assignment (r.is_error = True). It looks for the flag's name
// as a whole identifier (or string), followed by "=" or ":" and True; a comment or a line
// continuation on the way, or an annotation before the "=", lets the file through.
func maySpellSite(src []byte) bool {
	for _, key := range [][]byte{[]byte("isError"), []byte("is_error")} {
		// Whole names only: not result_is_error, isErrorResult.
		for start, end := range extract.Words(src, key, isIdentByte) {
			if flagSetTrue(src, start, end) {
				return true
			}
		}
	}
	return false
}

// flagSetTrue reports whether the flag name at src[start:end] may be set to True: followed (past
// the closing quote of a string key) by "=" or ":" and then True.
func flagSetTrue(src []byte, start, end int) bool {
	j := end
	if start > 0 && (src[start-1] == '"' || src[start-1] == '\'') {
		if j >= len(src) || src[j] != src[start-1] {
			return false // "isError: x" inside a longer string
		}
		for j < len(src) && src[j] == src[start-1] {
			j++
		}
	}
	j = extract.SkipSpace(src, j)
	if j >= len(src) {
		return false
	}
	switch src[j] {
	case '#', '\\':
		return true
	case '=':
		if j+1 < len(src) && src[j+1] == '=' {
			return false // is_error == True: a comparison
		}
	case ':':
		// "isError": True, or an annotation: r.is_error: bool = True.
		if k := extract.SkipSpace(src, j+1); !bytes.HasPrefix(src[k:], []byte("True")) {
			nl := bytes.IndexByte(src[k:], '\n')
			if nl < 0 {
				nl = len(src) - k
			}
			return bytes.Contains(src[k:k+nl], []byte("True"))
		}
		return true
	default:
		return false
	}
	k := extract.SkipSpace(src, j+1)
	return k < len(src) && (src[k] == '#' || src[k] == '\\' || bytes.HasPrefix(src[k:], []byte("True")))
}

// mayRegisterTool reports whether src may register a tool the rules recognise (handlers.go): a
// .tool decorator or call, a .call_tool(...) decorator, fastmcp's @tool / @mcp_tool (or an alias), an
// on_call_tool= handler, an add_tool call, Tool.from_function (or an alias of a Tool class), or
// a fastmcp Tool subclass with its run method. Every registration spells one of these; the
// needles also let through from_function on Prompt and Resource classes, isinstance(x, Tool):,
// on_call_tool as the name of a def and a client's session.call_tool().
func mayRegisterTool(src []byte) bool {
	for _, n := range [][]byte{[]byte("@tool"), []byte("@mcp_tool"), []byte("tool as ")} {
		if bytes.Contains(src, n) {
			return true
		}
	}
	if toolMember(src) || callToolDecorator(src) {
		return true
	}
	if followedBy(src, []byte("on_call_tool"), '=') || followedBy(src, []byte("add_tool"), '(') {
		return true
	}
	// A Tool class under another name: its from_function, or a subclass of it.
	if bytes.Contains(src, []byte("Tool as ")) || bytes.Contains(src, []byte("Tool.from_function")) {
		return true
	}
	return (bytes.Contains(src, []byte("Tool):")) || bytes.Contains(src, []byte("(Tool,"))) &&
		bytes.Contains(src, []byte("def run"))
}

// toolMember reports whether src may spell a .tool decorator or call: ".tool" as a whole name
// followed, past spaces, by "(", a line end, a comment or ")" (not .tool.name, .tool, x).
func toolMember(src []byte) bool {
	for _, end := range extract.Occurrences(src, []byte(".tool")) {
		if end < len(src) && isIdentByte(src[end]) {
			continue
		}
		j := skipBlank(src, end)
		if j == len(src) || bytes.IndexByte([]byte("(\r\n#)\\"), src[j]) >= 0 {
			return true
		}
	}
	return false
}

// callToolDecorator reports whether src may spell the low-level server's @server.call_tool(...)
// decorator: ".call_tool" then "(" on a line that starts with "@" (a client's
// session.call_tool("x", args) registers nothing).
func callToolDecorator(src []byte) bool {
	for start, end := range extract.Occurrences(src, []byte(".call_tool")) {
		if extract.At(src, skipBlank(src, end)) != '(' {
			continue // a decorator without arguments registers nothing (toolFromDecorator)
		}
		line := src[bytes.LastIndexByte(src[:start], '\n')+1 : start]
		if t := bytes.TrimLeft(line, " \t"); len(t) > 0 && t[0] == '@' {
			return true
		}
	}
	return false
}

// followedBy reports whether name occurs in src as a whole identifier followed, past spaces, by
// c (and, for "=", not by a second "=").
func followedBy(src, name []byte, c byte) bool {
	for _, end := range extract.Words(src, name, isIdentByte) {
		j := extract.SkipSpace(src, end)
		if j < len(src) && src[j] == c && !(c == '=' && j+1 < len(src) && src[j+1] == '=') {
			return true
		}
	}
	return false
}

// skipBlank returns the offset of the first byte at or after i that is not a space or a tab.
func skipBlank(src []byte, i int) int {
	for i < len(src) && (src[i] == ' ' || src[i] == '\t') {
		i++
	}
	return i
}

// isIdentByte reports whether c may continue a Python identifier (non-ASCII bytes included).
func isIdentByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}

// Defer lets the main pass leave unparsed a production file that may yield nothing of its own:
// one that Gate would turn down were it a test (no errorresult site, no registration the rules
// recognise) and that subclasses no server class (subclassNeedles: the subclass stands for the
// tools registered on its instances in other files). Most often it reads result.is_error, builds
// a Prompt.from_function or calls session.call_tool. Its raises and returns count only when a
// tool reaches them, through pending findings Within its functions, and the calls pass extracts
// it when another file wants its module.
func (lang) Defer(_ string, src []byte) bool {
	if maySpellSite(src) || mayRegisterTool(src) {
		return false
	}
	for _, n := range subclassNeedles {
		if bytes.Contains(src, n) {
			return false
		}
	}
	return true
}
