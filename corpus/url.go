package corpus

import (
	"errors"
	"fmt"
	"net/url"
	"path"
	"path/filepath"
	"strings"
)

// ErrScheme is returned (wrapped) for a repository URL whose scheme the policy refuses.
var ErrScheme = errors.New("URL scheme not allowed")

// sensitiveQuery lists query parameter names whose values are redacted in anything written.
var sensitiveQuery = []string{"key", "token", "secret", "password", "passwd", "auth", "sig", "signature", "access", "apikey", "api_key", "credential"}

// RedactURL returns s with any user information replaced by "REDACTED" and the values of
// query parameters that look like secrets replaced too. Text that does not parse as a URL
// is returned with anything before an "@" in its authority redacted.
func RedactURL(s string) string {
	u, err := url.Parse(s)
	if err != nil || u.Scheme == "" {
		if i := strings.Index(s, "://"); i >= 0 {
			rest := s[i+3:]
			if at := strings.Index(rest, "@"); at >= 0 && !strings.Contains(rest[:at], "/") {
				return s[:i+3] + "REDACTED@" + rest[at+1:]
			}
		}
		return s
	}
	if u.User != nil {
		u.User = url.User("REDACTED")
	}
	if u.RawQuery != "" {
		q := u.Query()
		changed := false
		for name := range q {
			if isSensitiveParam(name) {
				q.Set(name, "REDACTED")
				changed = true
			}
		}
		if changed {
			u.RawQuery = q.Encode()
		}
	}
	return u.String()
}

// isSensitiveParam reports whether a query parameter name suggests a secret value.
func isSensitiveParam(name string) bool {
	n := strings.ToLower(name)
	for _, s := range sensitiveQuery {
		if strings.Contains(n, s) {
			return true
		}
	}
	return false
}

// stripCredentials removes user information from a URL, reporting whether there was any.
// Credentials found in a registry frame are not ours to use: they are dropped, never sent.
func stripCredentials(s string) (string, bool) {
	u, err := url.Parse(s)
	if err != nil || u.User == nil {
		return s, false
	}
	u.User = nil
	return u.String(), true
}

// URLPolicy says which repository URLs may be acquired.
type URLPolicy struct {
	// AllowLocal admits file:// URLs and local paths (for tests and benchmarks).
	AllowLocal bool
}

// Target is a repository location that passed the policy.
type Target struct {
	// URL is what go-git is given: an https URL without credentials, or a file:// URL.
	URL string
	// Local reports whether the repository is on this machine.
	Local bool
}

// Check applies the policy to a repository URL: https by default, file:// and local paths
// only with AllowLocal, every other scheme refused. Credentials are removed, and a path
// with a ".." segment is refused.
func (p URLPolicy) Check(raw string) (Target, error) {
	raw = strings.TrimSpace(raw)
	if raw == "" {
		return Target{}, errors.New("empty repository URL")
	}
	if isLocalPath(raw) {
		if !p.AllowLocal {
			return Target{}, fmt.Errorf("%w: local path %q needs --allow-local", ErrScheme, raw)
		}
		if hasDotDot(filepath.ToSlash(raw)) {
			return Target{}, fmt.Errorf("local path %q contains \"..\"", raw)
		}
		abs, err := filepath.Abs(raw)
		if err != nil {
			return Target{}, fmt.Errorf("local path %q: %w", raw, err)
		}
		return Target{URL: (&url.URL{Scheme: "file", Path: filepath.ToSlash(abs)}).String(), Local: true}, nil
	}
	if isSCPLike(raw) {
		return Target{}, fmt.Errorf("%w: %q is an ssh (scp-style) address; only https is allowed", ErrScheme, RedactURL(raw))
	}
	u, err := url.Parse(raw)
	if err != nil {
		return Target{}, fmt.Errorf("repository URL %q does not parse: %w", RedactURL(raw), err)
	}
	if hasDotDot(u.Path) || strings.Contains(u.RawPath, "..") {
		return Target{}, fmt.Errorf("repository URL %q contains \"..\"", RedactURL(raw))
	}
	switch strings.ToLower(u.Scheme) {
	case "https":
		if u.Host == "" {
			return Target{}, fmt.Errorf("repository URL %q has no host", RedactURL(raw))
		}
		u.User = nil
		u.Fragment = ""
		return Target{URL: u.String()}, nil
	case "file":
		if !p.AllowLocal {
			return Target{}, fmt.Errorf("%w: %q is a file:// URL and needs --allow-local", ErrScheme, RedactURL(raw))
		}
		if u.Host != "" && u.Host != "localhost" {
			return Target{}, fmt.Errorf("%w: file URL %q names a host", ErrScheme, RedactURL(raw))
		}
		return Target{URL: (&url.URL{Scheme: "file", Path: u.Path}).String(), Local: true}, nil
	default:
		return Target{}, fmt.Errorf("%w: scheme %q in %q (only https, or file with --allow-local)", ErrScheme, u.Scheme, RedactURL(raw))
	}
}

// isLocalPath reports whether s is a filesystem path rather than a URL.
func isLocalPath(s string) bool {
	return strings.HasPrefix(s, "/") || strings.HasPrefix(s, "./") || strings.HasPrefix(s, "../") || s == "." || s == ".."
}

// isSCPLike reports whether s is an scp-style git address such as git@github.com:o/r.git.
func isSCPLike(s string) bool {
	if strings.Contains(s, "://") {
		return false
	}
	colon := strings.Index(s, ":")
	slash := strings.Index(s, "/")
	return colon > 0 && (slash < 0 || colon < slash)
}

// hasDotDot reports whether a slash-separated path has a ".." segment.
func hasDotDot(p string) bool {
	for _, seg := range strings.Split(p, "/") {
		if seg == ".." {
			return true
		}
	}
	return false
}

// cleanSubfolder validates a repository subfolder: relative, slash-separated, no "..".
// It returns the cleaned folder ("" for the root).
func cleanSubfolder(s string) (string, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return "", nil
	}
	if strings.ContainsRune(s, '\\') || strings.ContainsRune(s, 0) {
		return "", fmt.Errorf("subfolder %q contains a backslash or NUL", s)
	}
	if strings.HasPrefix(s, "/") {
		return "", fmt.Errorf("subfolder %q is absolute", s)
	}
	if hasDotDot(s) {
		return "", fmt.Errorf("subfolder %q contains \"..\"", s)
	}
	c := path.Clean(s)
	if c == "." {
		return "", nil
	}
	if c == ".git" || strings.HasPrefix(c, ".git/") {
		return "", fmt.Errorf("subfolder %q points into .git", s)
	}
	return c, nil
}

// RepoKey identifies a repository (and subfolder) for deduplication and caching: scheme and
// host lowercased, a trailing "/" or ".git" removed, and the path lowercased on hosts that
// ignore case (GitHub, GitLab, Bitbucket, Codeberg).
func RepoKey(repoURL, subfolder string) string {
	u, err := url.Parse(strings.TrimSpace(repoURL))
	key := strings.TrimSpace(repoURL)
	if err == nil && u.Scheme != "" {
		u.User = nil
		u.RawQuery, u.Fragment = "", ""
		host := strings.ToLower(u.Host)
		p := strings.TrimSuffix(strings.TrimSuffix(u.Path, "/"), ".git")
		switch host {
		case "github.com", "www.github.com", "gitlab.com", "bitbucket.org", "codeberg.org":
			host = strings.TrimPrefix(host, "www.")
			p = strings.ToLower(p)
		}
		key = strings.ToLower(u.Scheme) + "://" + host + p
	}
	if sub, err := cleanSubfolder(subfolder); err == nil && sub != "" {
		key += "#" + sub
	}
	return key
}
