package report

// The escaping of the human formats, for other writers of mcperr documents (mcperr probe's).

// MarkdownCell keeps text inside one Markdown table cell, escaping what Markdown would act on,
// so that scanned or received text cannot inject links or HTML.
func MarkdownCell(s string) string { return mdCell(s) }

// MarkdownCode keeps a name or path inside a Markdown code span.
func MarkdownCode(s string) string { return mdCode(s) }

// OneLine keeps a message on its line, as vet-style output needs.
func OneLine(s string) string { return oneLine(s) }
