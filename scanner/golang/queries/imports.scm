; Support query: the file's imports, so that a package qualifier can be resolved to an import path.
; Captures: @alias (optional: a package name, "." or "_"), @path (the quoted import path).

;; import m "github.com/mark3labs/mcp-go/mcp"
;; import . "github.com/modelcontextprotocol/go-sdk/mcp"
;; import "github.com/mark3labs/mcp-go/mcp"
(import_spec
  name: (_)? @alias
  path: (_) @path)
