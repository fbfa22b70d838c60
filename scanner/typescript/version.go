package typescript

import (
	"strconv"
	"strings"
)

// The manifest names this package asks the project about.
const (
	depSDKv1   = "@modelcontextprotocol/sdk"
	depSDKv2   = "@modelcontextprotocol/server"
	depFastMCP = "fastmcp"
)

// sdkVersion is the TypeScript SDK a file runs on, as far as the manifests (and the file's own
// imports) tell.
type sdkVersion struct {
	major, minor int
	known        bool   // a version was read; otherwise the newest behaviour is assumed
	label        string // for messages: "@modelcontextprotocol/sdk 1.20.2"
}

// newestV1Minor is the newest 1.x minor whose behaviour runtime-verification.md confirmed.
const newestV1Minor = 32

// tsSDK returns the SDK version a file's project uses. A file that imports a v2 package runs on
// v2; with no version in the manifests, the newest behaviour of the imported line is assumed.
func (f *file) tsSDK() sdkVersion {
	p := f.Project
	if v, ok := p.Version(depSDKv2); ok || f.usesV2 {
		maj, min, known := parseVersion(v)
		if !known || maj < 2 {
			return sdkVersion{major: 2, label: depSDKv2 + " (no version found; newest assumed)"}
		}
		return sdkVersion{major: maj, minor: min, known: true, label: depSDKv2 + " " + v}
	}
	if v, ok := p.Version(depSDKv1); ok {
		if maj, min, known := parseVersion(v); known {
			return sdkVersion{major: maj, minor: min, known: true, label: depSDKv1 + " " + v}
		}
	}
	if f.sdkPin != "" {
		// Deno: the import specifier names the version (npm:@modelcontextprotocol/sdk@1.20.2/...).
		if maj, min, known := parseVersion(f.sdkPin); known {
			return sdkVersion{major: maj, minor: min, known: true, label: depSDKv1 + " " + f.sdkPin + " (from the import specifier)"}
		}
	}
	if f.usesFastMCP {
		// punkpeye fastmcp 4.x runs on the newest SDK 1.x.
		return sdkVersion{major: 1, minor: newestV1Minor, label: depSDKv1 + " (through fastmcp; newest 1.x assumed)"}
	}
	return sdkVersion{major: 1, minor: newestV1Minor, label: depSDKv1 + " (no version found; newest 1.x assumed)"}
}

// fastmcpExtras reports whether the punkpeye fastmcp in use turns UserError extras into
// structuredContent (3.17.0 and later; assumed when no version is found).
func (f *file) fastmcpExtras() bool {
	v, ok := f.Project.Version(depFastMCP)
	if !ok {
		return true
	}
	maj, min, known := parseVersion(v)
	return !known || maj > 3 || maj == 3 && min >= 17
}

// before reports whether the version is older than major.minor.
func (v sdkVersion) before(major, minor int) bool {
	return v.major < major || v.major == major && v.minor < minor
}

// parseVersion reads "1.20.2", "v1.2", "^1.20.0" or "1.x" into major and minor.
func parseVersion(v string) (major, minor int, ok bool) {
	v = strings.TrimLeft(strings.TrimSpace(v), "^~>=<v ")
	parts := strings.SplitN(v, ".", 3)
	if len(parts) == 0 || parts[0] == "" {
		return 0, 0, false
	}
	major, err := strconv.Atoi(parts[0])
	if err != nil {
		return 0, 0, false
	}
	if len(parts) > 1 {
		if m, err := strconv.Atoi(strings.TrimRightFunc(parts[1], func(r rune) bool { return r < '0' || r > '9' })); err == nil {
			minor = m
		}
	}
	return major, minor, true
}

// describe returns the version for a message.
func (v sdkVersion) describe() string { return v.label }
