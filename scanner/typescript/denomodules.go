package typescript

import "strings"

// registryModule returns the package module a Deno registry specifier names, as Node code
// imports it: "npm:@modelcontextprotocol/sdk@1.29.0/server/mcp.js" (and "npm:/...", "jsr:...",
// "https://esm.sh/...") is "@modelcontextprotocol/sdk/server/mcp.js", "npm:fastmcp@3" is
// "fastmcp": the prefix and the version after the package name go, the subpath stays. Any other
// specifier is returned as it is. version is the version or range written after the package
// name ("1.29.0"), or "".
func registryModule(src string) (module, version string) {
	rest, ok := strings.CutPrefix(src, "npm:")
	if !ok {
		rest, ok = strings.CutPrefix(src, "jsr:")
	}
	if !ok {
		rest, ok = strings.CutPrefix(src, "https://esm.sh/")
		if ok {
			rest, _, _ = strings.Cut(rest, "?")
		}
	}
	if !ok {
		return src, ""
	}
	rest = strings.TrimPrefix(rest, "/")
	scope := ""
	if strings.HasPrefix(rest, "@") {
		i := strings.IndexByte(rest, '/')
		if i < 0 {
			return src, ""
		}
		scope, rest = rest[:i+1], rest[i+1:]
	}
	end := strings.IndexAny(rest, "@/")
	if end < 0 {
		end = len(rest)
	}
	name, tail := rest[:end], rest[end:]
	if name == "" {
		return src, ""
	}
	if strings.HasPrefix(tail, "@") {
		version, tail, _ = strings.Cut(tail[1:], "/")
		if tail != "" {
			tail = "/" + tail
		}
	}
	if tail == "/" {
		tail = ""
	}
	return scope + name + tail, version
}
