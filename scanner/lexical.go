package scanner

import (
	"bytes"

	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/finding"
)

// The lexical pass is the reference audit's method: a narrow regular expression for an isError
// flag set true, in any language's spelling. It reads no syntax, so it also fires in comments,
// strings and tests; tree-sitter decides which of its hits are sites.
//
//	isError: true   "isError": true   'isError': True   is_error=True   isError=True
//	IsError: true   .IsError = true   IsError = true
const lexicalPattern = `(\.)?\b(isError|is_error|IsError)\b["']?\s*(:|=)\s*(true|True)\b`

// lexicalAt is the pattern anchored where a needle starts: the expression runs only there.
var lexicalAt = lazyre.New(`^` + lexicalPattern)

// lexicalMatches returns what FindAllSubmatchIndex of the pattern over src returns, running the
// expression only at the needles: every spelling ends in "rror" (isError, is_error, IsError),
// which bytes.Index finds with SIMD; a needle is checked by hand for the word boundary before it,
// and a dot before it starts the match there, as the pattern's optional (\.) would.
func lexicalMatches(src []byte) [][]int {
	var out [][]int
	next := 0 // the end of the last match: matches do not overlap
	for i := 0; ; {
		j := bytes.Index(src[i:], []byte("rror"))
		if j < 0 {
			return out
		}
		end := i + j + len("rror")
		i = end
		p := -1
		for _, n := range [...]string{"isError", "IsError", "is_error"} {
			if s := end - len(n); s >= 0 && string(src[s:end]) == n {
				p = s
				break
			}
		}
		if p < 0 || (p > 0 && isWordByte(src[p-1])) {
			continue
		}
		start := p
		if p > 0 && src[p-1] == '.' {
			start = p - 1
		}
		if start < next {
			continue
		}
		m := lexicalAt.FindSubmatchIndex(src[start:])
		if m == nil {
			continue
		}
		for k := range m {
			if m[k] >= 0 {
				m[k] += start
			}
		}
		out = append(out, m)
		next, i = m[1], max(i, m[1])
	}
}

// isWordByte reports whether c is a byte of \w, as \b sees it.
func isWordByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// lexicalScan returns one errorresult finding per isError-true match in src, anchored on the
// flag's line and column, with an unknown shape.
func lexicalScan(rel string, lang finding.Lang, ctx finding.Context, src []byte) []finding.Finding {
	var out []finding.Finding
	line, lineStart, scanned := 1, 0, 0
	for _, m := range lexicalMatches(src) {
		start := m[0]
		if m[2] >= 0 {
			start = m[2] + 1 // anchor on the field name, not the dot
		}
		// "isError": the quote before the key belongs to it; the regexp does not see it.
		if start > 0 && (src[start-1] == '"' || src[start-1] == '\'') {
			start--
		}
		seg := src[scanned:start]
		if n := bytes.Count(seg, []byte{'\n'}); n > 0 {
			line += n
			lineStart = scanned + bytes.LastIndexByte(seg, '\n') + 1
		}
		scanned = start
		construct := finding.Literal
		if src[m[6]] == '=' && !isKeywordArg(src, m[4]) {
			construct = finding.FlagAssignment
		}
		text := lineText(src, lineStart, start)
		out = append(out, finding.Finding{
			Rule: "errorresult", Path: rel, Line: line, Column: start - lineStart + 1,
			StartLine: line, EndLine: line, Lang: lang, Context: ctx,
			Message:     "isError set true (lexical match)",
			Fingerprint: finding.Fingerprint("errorresult", rel, "", string(text)),
			Site: &finding.Site{Construct: construct, API: string(src[m[4]:m[5]]), Shape: finding.Unknown,
				PathKey: "lexical:" + rel, Profile: finding.Profile(finding.IsError, finding.Typed{}),
				Outcome: finding.IsError},
			Method: finding.Lexical,
		})
	}
	return out
}

// isKeywordArg reports whether the name at offset i is a keyword argument or a Go struct field
// rather than the target of an assignment: it follows "(" or "," (ignoring white space).
func isKeywordArg(src []byte, i int) bool {
	for i--; i >= 0; i-- {
		switch src[i] {
		case ' ', '\t', '\n', '\r':
			continue
		case '(', ',':
			return true
		}
		return false
	}
	return false
}

// lineText returns the line that starts at offset start, without its newline, cut to at most
// maxContext bytes either side of offset at, so that a one-line bundle does not hash megabytes.
func lineText(src []byte, start, at int) []byte {
	const maxContext = 256
	end := bytes.IndexByte(src[start:], '\n')
	if end < 0 {
		end = len(src)
	} else {
		end += start
	}
	start = max(start, at-maxContext)
	end = min(end, at+maxContext)
	return bytes.TrimRight(src[start:end], "\r")
}
