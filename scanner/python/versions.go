package python

import (
	"strconv"
	"strings"

	"github.com/mcperr/mcperr/scanner/extract"
)

// sdkVersions is what the manifests say about the Python MCP packages of a file's project.
type sdkVersions struct {
	mcpVersion, fastmcpVersion string
	mcpKnown, fastmcpKnown     bool // the package is a dependency (its version may still be "")
}

func readVersions(p *extract.Project, _ *fileCtx) sdkVersions {
	var v sdkVersions
	v.mcpVersion, v.mcpKnown = p.Version("mcp")
	v.fastmcpVersion, v.fastmcpKnown = p.Version("fastmcp")
	return v
}

// mcpMajor is the major version of python-sdk, or 0 when unknown.
func (v sdkVersions) mcpMajor() int {
	return versionPart(v.mcpVersion, 0)
}

// fastmcpBefore reports whether the fastmcp version is known and older than major.minor.
func (v sdkVersions) fastmcpBefore(major, minor int) bool {
	if v.fastmcpVersion == "" {
		return false
	}
	ma, mi := versionPart(v.fastmcpVersion, 0), versionPart(v.fastmcpVersion, 1)
	return ma < major || (ma == major && mi < minor)
}

// mcpAtLeast reports whether the python-sdk version is known and at least major.minor.
func (v sdkVersions) mcpAtLeast(major, minor int) bool {
	if v.mcpVersion == "" {
		return false
	}
	ma, mi := versionPart(v.mcpVersion, 0), versionPart(v.mcpVersion, 1)
	return ma > major || (ma == major && mi >= minor)
}

func versionPart(v string, i int) int {
	parts := strings.Split(strings.TrimPrefix(v, "v"), ".")
	if i >= len(parts) {
		return 0
	}
	digits := strings.TrimFunc(parts[i], func(r rune) bool { return r < '0' || r > '9' })
	n, _ := strconv.Atoi(digits)
	return n
}

// mcpNote says which python-sdk version a message assumes.
func (v sdkVersions) mcpNote() string {
	if v.mcpVersion != "" {
		return "mcp " + v.mcpVersion
	}
	return "mcp version unknown, newest assumed"
}

// fastmcpNote says which fastmcp version a message assumes.
func (v sdkVersions) fastmcpNote() string {
	if v.fastmcpVersion != "" {
		return "fastmcp " + v.fastmcpVersion
	}
	return "fastmcp version unknown, newest assumed"
}
