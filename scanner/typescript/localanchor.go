package typescript

import (
	"bytes"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// A tool result built in a local and returned later:
//
//	const errorResult = { content: [{ type: "text", text: JSON.stringify({ success: false, error }) }] };
//	logToolCallEnd("run", errorResult);
//	return errorResult;
//
// The fix (isError: true) goes in the literal, so the softerror stands there, with the return
// that sends it in related. Its span runs from the literal to the return; its fingerprint is
// the one the core makes of the return's lines, which the finding spanned before it moved, so
// that verdicts keyed by it hold.

// anchorAtLocalResult moves a softerror finding at a return of a local that a const (or a let
// or var nothing assigns again) of the return's function binds to a tool result literal
// (localResult, builtResult: content, no isError) to that literal, naming the return in
// related.
func (f *file) anchorAtLocalResult(fd *finding.Finding, stmt *sitter.Node) {
	if stmt == nil || extract.Type(stmt) != "return_statement" {
		return
	}
	v := unwrap(extract.NamedChild(stmt, 0))
	obj := f.localResult(v, f.enclosingFunction(stmt))
	if obj == nil || !f.isBuiltResult(f.members(obj, 0)) {
		return
	}
	function := ""
	if fd.Site != nil {
		function = fd.Site.Function
	}
	fd.Fingerprint = finding.Fingerprint(fd.Rule, f.Path, function, string(f.linesOf(stmt)))
	fd.Line, fd.Column, fd.StartLine = line(obj), column(obj), line(obj)
	fd.Related = append([]finding.Related{f.relatedAt(stmt, "the return that sends it")}, fd.Related...)
}

// linesOf returns the source of the lines n spans, cut to 4 KiB: the construct text the core
// makes a finding's fingerprint of (scanner/worker.go constructText).
func (f *file) linesOf(n *sitter.Node) []byte {
	start, end := int(extract.StartByte(n)), int(extract.EndByte(n))
	for start > 0 && f.Src[start-1] != '\n' {
		start--
	}
	if i := bytes.IndexByte(f.Src[end:], '\n'); i >= 0 {
		end += i + 1
	} else {
		end = len(f.Src)
	}
	if end-start > 4096 {
		end = start + 4096
	}
	return f.Src[start:end]
}

// relateResultObject adds to a finding the result object a returned local holds, unless the
// finding stands at it (anchorAtLocalResult).
func (f *file) relateResultObject(fd *finding.Finding, local *sitter.Node) {
	if local == nil || fd.Line == line(local) && fd.Column == column(local) {
		return
	}
	fd.Related = append(fd.Related, f.relatedAt(local, "the result object it returns"))
}
