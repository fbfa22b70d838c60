; Support query: the file's function and method declarations, for enclosing-function names, helper
; detection and same-file resolution. Captures: @site (the declaration), @name (its name),
; @recv (a method's receiver list).

;; func fail(msg string) *mcp.CallToolResult { ... }
(function_declaration
  name: (identifier) @name) @site

;; func (s *Server) fail(msg string) *mcp.CallToolResult { ... }
(method_declaration
  receiver: (parameter_list) @recv
  name: (field_identifier) @name) @site
