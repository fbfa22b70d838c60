package typescript

import (
	"bytes"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// Gate turns down the test files that can yield nothing of their own. A test's registrations
// make no tools for the cross-file rules (summaries.go), so what a test can yield is an
// errorresult site (and the rules that judge sites: droppedflag, successflagged, schemaconflict,
// guidance), a thrown UserError, or a finding of a handler it registers itself (raisederror,
// protocolerror, softerror, their pending findings, a foreign handler's registration). So it is
// parsed when it may spell a site, a UserError throw or a registration the rules recognise; a
// test that only reads result.isError, or answers a client's requests with setRequestHandler
// (elicitation, sampling, roots), the common kinds, is not. Other files are always parsed.
func (lang) Gate(_ string, ctx finding.Context, src []byte) bool {
	return ctx != finding.Test || maySpellSite(src) ||
		bytes.Contains(src, []byte("UserError")) && bytes.Contains(src, []byte("throw")) ||
		mayRegisterTool(src)
}

// maySpellSite reports whether src may spell an errorresult site (queries/errorresult.scm): the
// isError name as a pair's key ({ isError: true }, { "isError": true }), a shorthand property
// ({ content, isError }) or the member an assignment sets (result.isError = true). It turns down
// the reads only: a member not followed by "=" (expect(result.isError), !res.isError), a
// string that is not a key ("isError" in result), and a name followed by neither ":" nor, in an
// object, "," or "}" (if (isError)). A comment next to the name lets the file through.
func maySpellSite(src []byte) bool {
	// Whole names only: not setIsError, isErrorResult.
	for start, off := range extract.Words(src, []byte("isError"), isIdentByte) {
		prev := byte(0)
		if p := extract.SkipSpaceBack(src, start); p > 0 {
			prev = src[p-1]
		}
		var next byte
		switch prev {
		case '"', '\'':
			if off >= len(src) || src[off] != prev {
				continue // inside a longer string
			}
			next = extract.At(src, extract.SkipSpace(src, off+1))
			if next == ':' || next == '/' {
				return true // a quoted key
			}
			continue
		case '.':
			next = extract.At(src, extract.SkipSpace(src, off))
			if next == '/' || next == '=' && extract.At(src, extract.SkipSpace(src, off)+1) != '=' {
				return true // result.isError = ...
			}
			continue
		case '/':
			return true
		}
		next = extract.At(src, extract.SkipSpace(src, off))
		switch {
		case next == ':', next == '/':
			return true
		case (prev == '{' || prev == ',') && (next == ',' || next == '}'):
			return true // a shorthand property
		}
	}
	return false
}

// mayRegisterTool reports whether src may register a handler the rules treat as a tool's
// (registrations.go, tables.go): a registerTool call, an McpServer's .tool call in a file that
// imports the SDK, a fastmcp addTool or addTools call with an execute member or in a file that
// names fastmcp, a setRequestHandler call for tools/call (CallToolRequestSchema or the method's
// name), or a tool table's entry.
func mayRegisterTool(src []byte) bool {
	switch {
	case methodCall(src, "registerTool"):
		return true
	case methodCall(src, "tool") && bytes.Contains(src, []byte("@modelcontextprotocol/")):
		return true
	case (methodCall(src, "addTool") || methodCall(src, "addTools")) &&
		(bytes.Contains(src, []byte("execute")) || bytes.Contains(src, []byte("fastmcp"))):
		// A tool object written in the call, or one a module of the root exports
		// (importedtools.go) in a file that names fastmcp.
		return true
	case methodCall(src, "setRequestHandler") &&
		(bytes.Contains(src, []byte("CallToolRequestSchema")) || bytes.Contains(src, []byte("tools/call"))):
		return true
	}
	return mayHoldTableEntry(src)
}

// tableHandlerKeys are the members a tool table entry holds its handler in (queries/tables.scm).
var tableHandlerKeys = []string{"handler", "execute", "run", "handle", "callback", "invoke", "call", "fn"}

// mayHoldTableEntry reports whether src may hold a tool table's entry (indexToolTable): a
// handler member, a pair's key or a method's name (handler: f, async execute(args) {...}), and
// an input schema member (a key, a method or a shorthand: inputSchema: s, { schema }, or a
// quoted key). Each is a name that no "." precedes, followed by ":" or "(" (the handler) or by
// one of ":(,}" (the schema); a comment after it lets the file through.
func mayHoldTableEntry(src []byte) bool {
	if !mayDefineToolTables(src) {
		return false
	}
	handler := false
	for _, k := range tableHandlerKeys {
		if memberName(src, k, ":(", false) {
			handler = true
			break
		}
	}
	if !handler {
		return false
	}
	for _, k := range tableSchemaKeys {
		if memberName(src, k, ":(,}", true) {
			return true
		}
	}
	return false
}

// memberName reports whether name occurs in src as a whole identifier that no "." precedes and
// that one of the bytes of next, or a comment, follows (past white space); or, when quoted is
// set, as a quoted key ("inputSchema": s).
func memberName(src []byte, name, next string, quoted bool) bool {
	for start, off := range extract.Words(src, []byte(name), isIdentByte) {
		if p := extract.SkipSpaceBack(src, start); p > 0 && (src[p-1] == '.' || src[p-1] == '"' || src[p-1] == '\'' || src[p-1] == '`') {
			q := src[p-1]
			if quoted && q != '.' && p == start && extract.At(src, off) == q {
				if c := extract.At(src, extract.SkipSpace(src, off+1)); c == ':' || c == '/' {
					return true
				}
			}
			continue
		}
		if c := extract.At(src, extract.SkipSpace(src, off)); c == '/' || c != 0 && bytes.IndexByte([]byte(next), c) >= 0 {
			return true
		}
	}
	return false
}

// methodCall reports whether src may call a method named name: the name as a whole identifier
// after a "." (past spaces and line ends, as in a chain split over lines).
func methodCall(src []byte, name string) bool {
	for start := range extract.Words(src, []byte(name), isIdentByte) {
		if p := extract.SkipSpaceBack(src, start); p > 0 && src[p-1] == '.' {
			return true
		}
	}
	return false
}

// isIdentByte reports whether c may continue a JavaScript identifier (non-ASCII bytes included).
func isIdentByte(c byte) bool {
	return c == '_' || c == '$' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}

// Defer lets the main pass leave unparsed a file that may yield nothing of its own: one that
// Gate would turn down were it a test (no errorresult site, no UserError throw, no registration
// the rules recognise), most often a client that reads result.isError or a module that imports
// fastmcp or calls setRequestHandler for other requests. Its throws and returns count only when a
// tool reaches them, through pending findings Within its functions, and the calls pass extracts
// it when another file wants its module. Admit still has the files it admits parsed. Unlike
// Gate, it keeps every .tool( call: a production file that registers tools on a server it is
// handed (registerDocumentTools(server)) need not import the SDK.
func (lang) Defer(_ string, src []byte) bool {
	return !maySpellSite(src) && !(bytes.Contains(src, []byte("UserError")) && bytes.Contains(src, []byte("throw"))) &&
		!mayRegisterTool(src) && !methodCall(src, "tool")
}
