package corpus

import (
	"errors"
	"fmt"
	"net/url"
	"path"
	"path/filepath"
	"strings"

	"github.com/mcperr/mcperr/internal/lazyre"
)

// ErrScheme is returned (wrapped) for a repository URL whose scheme the policy refuses.
var ErrScheme = errors.New("URL scheme not allowed")

// atInPathProblem is why a URL with an "@" after a "/" is not cloned (see hasAtInPath).
const atInPathProblem = `repository URL has an "@" after a "/", which may end a credential: not cloned`

// URLPolicy says which repository URLs may be acquired.
type URLPolicy struct {
	// AllowLocal admits file:// URLs and local paths (for tests and benchmarks).
	AllowLocal bool
	// SendCredentials sends the user information of an https URL to its host (as HTTP basic
	// authentication). Without it the user information is removed before anything is sent.
	// It is redacted in everything written either way. Query parameters are never sent: git's
	// smart HTTP protocol appends its own path to the URL, so a query would corrupt the request
	// and hand its values (access_token=...) to whoever answers it.
	SendCredentials bool
}

// Target is a repository location that passed the policy.
type Target struct {
	// URL is the repository's location without credentials: an https URL or a file:// URL.
	URL string
	// Local reports whether the repository is on this machine.
	Local bool
	// fetch is what go-git is given: URL, or with SendCredentials the URL with its credentials.
	fetch string
}

// Check applies the policy to a repository URL: https by default, file:// and local paths
// only with AllowLocal, every other scheme refused. Credentials are removed (unless
// SendCredentials), and a path with a ".." segment is refused. Its errors quote the URL
// redacted, and never Go's URL parser, which quotes it whole.
func (p URLPolicy) Check(raw string) (Target, error) {
	raw = strings.TrimSpace(raw)
	if raw == "" {
		return Target{}, errors.New("empty repository URL")
	}
	shown := RedactURL(raw)
	if isLocalPath(raw) {
		if !p.AllowLocal {
			return Target{}, fmt.Errorf("%w: local path %q needs --allow-local", ErrScheme, shown)
		}
		if hasDotDot(filepath.ToSlash(raw)) {
			return Target{}, fmt.Errorf("local path %q contains \"..\"", shown)
		}
		abs, err := filepath.Abs(raw)
		if err != nil {
			return Target{}, fmt.Errorf("local path %q: %w", shown, err)
		}
		u := (&url.URL{Scheme: "file", Path: filepath.ToSlash(abs)}).String()
		return Target{URL: u, Local: true, fetch: u}, nil
	}
	if isSCPLike(raw) {
		return Target{}, fmt.Errorf("%w: %q is an ssh (scp-style) address; only https is allowed", ErrScheme, shown)
	}
	if hasAtInPath(raw) {
		return Target{}, fmt.Errorf("%q: %s", shown, atInPathProblem)
	}
	clean, _ := stripCredentials(raw)
	u, err := url.Parse(clean)
	if err != nil {
		return Target{}, fmt.Errorf("repository URL %q does not parse: %s", shown, parseProblem(err))
	}
	if hasDotDot(u.Path) || strings.Contains(u.RawPath, "..") {
		return Target{}, fmt.Errorf("repository URL %q contains \"..\"", shown)
	}
	switch strings.ToLower(u.Scheme) {
	case "https":
		if u.Host == "" {
			return Target{}, fmt.Errorf("repository URL %q has no host", shown)
		}
		u.User = nil
		u.RawQuery, u.ForceQuery = "", false
		u.Fragment, u.RawFragment = "", ""
		t := Target{URL: u.String()}
		t.fetch = t.URL
		if p.SendCredentials {
			t.fetch = withCredentials(u, raw)
		}
		return t, nil
	case "file":
		if !p.AllowLocal {
			return Target{}, fmt.Errorf("%w: %q is a file:// URL and needs --allow-local", ErrScheme, shown)
		}
		if u.Host != "" && u.Host != "localhost" {
			return Target{}, fmt.Errorf("%w: file URL %q names a host", ErrScheme, shown)
		}
		f := (&url.URL{Scheme: "file", Path: u.Path}).String()
		return Target{URL: f, Local: true, fetch: f}, nil
	default:
		return Target{}, fmt.Errorf("%w: scheme %q in %q (only https, or file with --allow-local)", ErrScheme, sanitizeText(u.Scheme, 40), shown)
	}
}

// withCredentials returns u (credential-free) with the user information of raw put back, for
// a user who asked for it to be sent.
func withCredentials(u *url.URL, raw string) string {
	p := splitURL(raw)
	c := *u
	if p.hasUser {
		name, pass, hasPass := strings.Cut(p.user, ":")
		if n, err := url.PathUnescape(name); err == nil {
			name = n
		}
		if q, err := url.PathUnescape(pass); err == nil {
			pass = q
		}
		c.User = url.User(name)
		if hasPass {
			c.User = url.UserPassword(name, pass)
		}
	}
	return c.String()
}

// quoted matches the quoted parts of Go's URL parse errors, which may hold the credentials.
var quoted = lazyre.New(`"[^"]*"|'[^']*'`)

// parseProblem says what is wrong with a URL that does not parse without quoting any of it:
// "invalid URL escape", "invalid port after host", "invalid character in host name".
func parseProblem(err error) string {
	var ue *url.Error
	if errors.As(err, &ue) {
		err = ue.Err
	}
	s := strings.Join(strings.Fields(quoted.ReplaceAllString(err.Error(), "")), " ")
	return strings.TrimPrefix(s, "net/url: ")
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
	key := strings.TrimSpace(repoURL)
	if !isLocalPath(key) {
		if hasAtInPath(key) {
			key = RedactURL(key)
		}
		key, _ = stripCredentials(key)
	}
	u, err := url.Parse(key)
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
