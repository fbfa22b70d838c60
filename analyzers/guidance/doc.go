// Package guidance defines an Analyzer that reports MCP tool error results whose text and typed
// guidance disagree.
//
// # Analyzer guidance
//
// guidance: text and typed guidance that disagree
//
// Wherever an isError tool result is built (mcp-go and go-sdk, found through types: a
// CallToolResult literal, mcp-go's NewToolResultError, NewToolResultErrorf and
// NewToolResultErrorFromErr, NewToolResultStructured followed by IsError = true, go-sdk's SetError)
// and both its text and its typed fields are known, guidance classifies each into recovery
// policies (fix the arguments, retry, wait, authenticate, ask a human or stop, use another tool)
// with the lexicon of package scanner/guidance, and reports the result when they disagree: the
// text says "re-read the file and retry" while StructuredContent says state: "ask_human", or
// Meta says retryable: true while the text says "do not retry". The text is what types and
// constants give: constant strings and concatenations, fmt.Sprintf, fmt.Errorf, errors.New and
// NewToolResultErrorf with a constant format (the verbs are unknown parts), and local variables
// assigned once. The typed fields are the constant members of StructuredContent and Meta
// (mcp-go: Result.Meta, NewMetaFromMap, Meta.AdditionalFields; go-sdk: the Meta map), in map
// and struct literals (by JSON name), nested ones too, in constant JSON, and fields assigned
// after construction (res.StructuredContent = ..., res.Meta["retryable"] = true).
//
// Helpers that take the text or a typed value as a parameter (in this package or another) are
// checked at their call sites, where the argument is known; the finding stands at the call and
// names, as related locations, where the helper builds the result and where the helpers it calls
// for it do (places that travel in the helper's fact). What the SDK sends is what counts:
// the output value of a go-sdk typed handler replaces the StructuredContent it set, and a result
// returned with a non-nil error is dropped by the SDK and not checked.
//
// It also reports go-sdk SetError calls on a result whose Content is already set, when the
// text kept there contradicts the error SetError records: since go-sdk v1.6.0 SetError keeps
// existing Content, so the model reads the old text and never the error (before v1.6.0 the
// error's text replaced it, and only the error's text is compared with the typed fields).
//
// Suppress one report with a comment on its line or on the function:
//
//	//mcperr:ignore guidance the client reads only the typed state by design
//
// The rule's full page is scanner/rule/docs/guidance.md; Analyzer.Doc is taken from it.
package guidance
