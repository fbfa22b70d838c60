package report

import (
	"strings"
)

// relativeURI is a relative path as a SARIF artifactLocation.uri: a relative reference (RFC 3986,
// section 4.2) whose path is percent-encoded, colons included, so that no first segment reads as
// a scheme ("c:x.go") and no space, '#', '?', '%' or control character stays raw.
func relativeURI(p string) string { return escapeURIPath(p, false) }

// fileURI turns an absolute path into a file URI, percent-encoded as relativeURI is, with the
// colon of a drive letter kept.
func fileURI(p string) string {
	r := strings.ReplaceAll(p, "\\", "/")
	if !strings.HasPrefix(r, "/") {
		r = "/" + r
	}
	return "file://" + escapeURIPath(r, true)
}

// escapeURIPath percent-encodes every byte of p (made valid UTF-8 first, escape.go) that RFC 3986
// does not allow in a path: everything but the unreserved characters, the sub-delimiters, '@',
// '/' and, with colon, ':'.
func escapeURIPath(p string, colon bool) string {
	if isURIPath(p, colon) {
		return p
	}
	p = validUTF8(p)
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	for i := 0; i < len(p); i++ {
		c := p[i]
		if isPathByte(c) || (colon && c == ':') {
			b.WriteByte(c)
			continue
		}
		b.WriteByte('%')
		b.WriteByte(hex[c>>4])
		b.WriteByte(hex[c&15])
	}
	return b.String()
}

// isURIPath reports whether every byte of p stands for itself in a URI path.
func isURIPath(p string, colon bool) bool {
	for i := 0; i < len(p); i++ {
		if c := p[i]; !isPathByte(c) && !(colon && c == ':') {
			return false
		}
	}
	return true
}

// isPathByte reports whether c stands for itself in a URI path: an unreserved character
// (ALPHA, DIGIT, - . _ ~), a sub-delimiter (! $ & ' ( ) * + , ; =), '@' or '/'.
func isPathByte(c byte) bool {
	switch {
	case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9':
		return true
	}
	return strings.IndexByte("-._~!$&'()*+,;=@/", c) >= 0
}
