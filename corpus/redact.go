package corpus

import (
	"net/url"
	"strings"

	"github.com/mcperr/mcperr/internal/lazyre"
)

// Credentials reach a repository URL in three places: user information (https://user:TOKEN@host,
// also when Go's URL parser refuses it for a "%zz", a space or a "/" in the password),
// scp-style addresses (TOKEN@host:owner/repo) and query or fragment parameters
// (?access_token=TOKEN). Everything here works on the text, without url.Parse, so that a URL
// that does not parse is redacted as surely as one that does.

// redacted replaces a credential in anything written.
const redacted = "REDACTED"

// sensitiveQuery lists query parameter names whose values are credentials.
var sensitiveQuery = []string{"key", "token", "secret", "password", "passwd", "auth", "sig", "signature", "access", "apikey", "api_key", "credential", "session", "jwt", "bearer"}

// isSensitiveParam reports whether a query parameter name suggests a secret value.
func isSensitiveParam(name string) bool {
	if n, err := url.QueryUnescape(name); err == nil {
		name = n
	}
	n := strings.ToLower(name)
	for _, s := range sensitiveQuery {
		if strings.Contains(n, s) {
			return true
		}
	}
	return false
}

// urlParts is a URL split as text: prefix (scheme and "://", or "" for an scp-style address),
// the user information without its "@" ("" when there is none), the rest of the authority
// and path, and the query and fragment with their leading "?" or "#".
type urlParts struct {
	prefix, user, hostPath, tail string
	hasUser                      bool
	// inPath reports that the "@" ending user stands after a "/" that does not belong to a
	// password (user:pa/ss@host): a credential with a "/" in it, or a path such as
	// /o/r@v1.2. Redaction assumes the first; nothing else may guess.
	inPath bool
}

// splitURL splits s without parsing it. The user information ends at the last "@" before the
// query: RFC 3986 ends the authority at the first "/", but a password holding a "/" (or a
// token pasted before a path) is still a credential, so an "@" in the path counts when what
// follows it looks like a host (it has a "." or a ":" before the next "/").
func splitURL(s string) urlParts {
	var p urlParts
	rest := s
	if i := strings.Index(s, "://"); i >= 0 {
		p.prefix, rest = s[:i+3], s[i+3:]
	}
	end := strings.IndexAny(rest, "?#")
	if end < 0 {
		end = len(rest)
	}
	p.hostPath, p.tail = rest[:end], rest[end:]
	at := strings.LastIndex(p.hostPath, "@")
	if at < 0 {
		return p
	}
	before, after := p.hostPath[:at], p.hostPath[at+1:]
	host, _, _ := strings.Cut(after, "/")
	if p.prefix == "" {
		// scp-style: user@host:path, or anything with an "@" before a host and a colon.
		host, _, _ = strings.Cut(after, ":")
		if !strings.Contains(after, ":") || host == "" {
			return p
		}
	} else if strings.Contains(before, "/") && !strings.ContainsAny(host, ".:") && host != "localhost" {
		return p // an "@" in the path, such as /@scope/pkg
	}
	p.user, p.hostPath, p.hasUser = before, after, true
	p.inPath = p.prefix != "" && strings.Contains(before, "/") && !hasPassword(before)
	return p
}

// hasPassword reports whether user information that runs past a "/" starts as user:password
// (a colon before the first "/" followed by something that is not a port number).
func hasPassword(user string) bool {
	seg, _, _ := strings.Cut(user, "/")
	_, pass, ok := strings.Cut(seg, ":")
	return ok && strings.Trim(pass, "0123456789") != ""
}

// hasAtInPath reports whether a URL has an "@" after a "/" of its path that may end a
// credential (https://TO/KEN@host/o/r) or may be part of the path (https://host/o/r@v1.2):
// such a URL is neither cloned nor rewritten, only shown redacted.
func hasAtInPath(s string) bool { return splitURL(s).inPath }

// queryParam matches one name=value pair of a query or fragment.
var queryParam = lazyre.New(`([?#&;])([^=&#;?]*)=([^&#;]*)`)

// mapSensitiveParams calls f on each name=value pair of a query or fragment whose name is
// sensitive; f returns the replacement of the whole pair, with its leading separator.
func mapSensitiveParams(tail string, f func(sep, name, value string) string) string {
	return queryParam.ReplaceAllStringFunc(tail, func(m string) string {
		g := queryParam.FindStringSubmatch(m)
		if !isSensitiveParam(g[2]) {
			return m
		}
		return f(g[1], g[2], g[3])
	})
}

// RedactURL returns s with its user information and the values of query and fragment
// parameters that look like credentials replaced by "REDACTED". It never fails: text that is
// not a URL is redacted by the same rules.
func RedactURL(s string) string {
	p := splitURL(s)
	out := p.prefix
	if p.hasUser {
		out += redacted + "@"
	}
	return out + p.hostPath + mapSensitiveParams(p.tail, func(sep, name, _ string) string {
		return sep + name + "=" + redacted
	})
}

// stripCredentials removes the user information and the credential parameters from a URL,
// reporting whether there were any. Credentials found in a registry frame are not ours to use:
// they are dropped where the URL enters, never sent, never written.
func stripCredentials(s string) (string, bool) {
	p := splitURL(s)
	if p.inPath {
		p.hostPath, p.hasUser = p.user+"@"+p.hostPath, false // not ours to guess: see hasAtInPath
	}
	removed := p.hasUser
	query, frag, hasFrag := strings.Cut(p.tail, "#")
	tail := ""
	if q, ok := strings.CutPrefix(query, "?"); ok {
		if q, dropped := dropSensitiveParams(q); q != "" || !dropped {
			tail = "?" + q
		} else {
			removed = true
		}
	}
	if hasFrag {
		if f, dropped := dropSensitiveParams(frag); f != "" || !dropped {
			tail += "#" + f
		} else {
			removed = true
		}
	}
	return p.prefix + p.hostPath + tail, removed || tail != p.tail
}

// dropSensitiveParams removes the name=value pairs of a query (without its "?") whose names
// are sensitive, reporting whether it removed any.
func dropSensitiveParams(q string) (string, bool) {
	var kept []string
	dropped := false
	for _, pair := range strings.FieldsFunc(q, func(r rune) bool { return r == '&' || r == ';' }) {
		if name, _, ok := strings.Cut(pair, "="); ok && isSensitiveParam(name) {
			dropped = true
			continue
		}
		kept = append(kept, pair)
	}
	if !dropped {
		return q, false
	}
	return strings.Join(kept, "&"), true
}

// secretsOf returns the credentials in a URL as they may appear in other text (as written and
// percent-decoded), for scrubbing error text that quotes the URL in another form.
func secretsOf(s string) []string {
	p := splitURL(s)
	var out []string
	add := func(v string) {
		if len(v) < 3 {
			return // too short to scrub without mangling the text around it
		}
		out = append(out, v)
		if d, err := url.PathUnescape(v); err == nil && d != v {
			out = append(out, d)
		}
		if d, err := url.QueryUnescape(v); err == nil && d != v {
			out = append(out, d)
		}
	}
	if p.hasUser {
		add(p.user)
		if _, pass, ok := strings.Cut(p.user, ":"); ok {
			add(pass)
		}
	}
	mapSensitiveParams(p.tail, func(_, _, value string) string {
		add(value)
		return ""
	})
	return out
}

// scrub replaces every secret in s, and the credentials of anything in s that looks like a
// URL, with "REDACTED", and control characters (git's error text can carry a NUL) with spaces.
func scrub(s string, secrets []string) string {
	for _, sec := range secrets {
		s = strings.ReplaceAll(s, sec, redacted)
	}
	s = strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) {
			return ' '
		}
		return r
	}, s)
	return urlInText.ReplaceAllStringFunc(s, RedactURL)
}

// urlInText matches URLs and scp-style addresses quoted in error text.
var urlInText = lazyre.New(`[a-zA-Z][a-zA-Z0-9+.-]*://[^\s"'<>]+|[^\s"'<>@/:]+@[^\s"'<>:/]+:[^\s"'<>]+`)

// redactedError is an error whose text has the credentials of a URL scrubbed; it still
// unwraps to the original, so errors.Is and errors.As see through it.
type redactedError struct {
	err     error
	secrets []string
}

func (e *redactedError) Error() string { return scrub(e.err.Error(), e.secrets) }
func (e *redactedError) Unwrap() error { return e.err }

// redactError scrubs the credentials of rawURL, and of any URL it quotes, from err's text.
func redactError(err error, rawURL string) error {
	if err == nil {
		return nil
	}
	return &redactedError{err: err, secrets: secretsOf(rawURL)}
}
