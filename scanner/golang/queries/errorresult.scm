; Rule errorresult: every explicit construction of an isError tool result. The query finds the
; candidates; golang.go keeps those whose package qualifier resolves, through the file's imports,
; to github.com/mark3labs/mcp-go/mcp or github.com/modelcontextprotocol/go-sdk/mcp.
; Captures: @site (the whole construct), @anchor (the node the finding points at), @pkg (package
; qualifier), @name (called function, method or type name), @args (argument list), @key (the
; IsError field name), @value (the constant true), @recv (the value a flag or method is set on).

;; mcp.NewToolResultError("no such user")
;; mcp.NewToolResultErrorf("user %q not found", id)
;; mcp.NewToolResultErrorFromErr("lookup failed", err)
(call_expression
  function: (selector_expression
    operand: (identifier) @pkg
    field: (field_identifier) @name)
  arguments: (argument_list) @args
  (#match? @name "^NewToolResultError(f|FromErr)?$")) @site

;; NewToolResultError("no such user")      (under import . "github.com/mark3labs/mcp-go/mcp")
(call_expression
  function: (identifier) @name
  arguments: (argument_list) @args
  (#match? @name "^NewToolResultError(f|FromErr)?$")) @site

;; &mcp.CallToolResult{IsError: true, Content: ...}
;; mcp.CallToolResult{Content: ..., IsError: true}
(composite_literal
  type: (qualified_type
    package: (package_identifier) @pkg
    name: (type_identifier) @name)
  body: (literal_value
    (keyed_element
      (literal_element (identifier) @key)
      (literal_element (true) @value)) @anchor)
  (#eq? @name "CallToolResult")
  (#eq? @key "IsError")) @site

;; &CallToolResult{IsError: true}          (under a dot import of an SDK's mcp package)
;; &Result{IsError: true}                  (after "type Result = mcp.CallToolResult" in the file)
(composite_literal
  type: (type_identifier) @name
  body: (literal_value
    (keyed_element
      (literal_element (identifier) @key)
      (literal_element (true) @value)) @anchor)
  (#eq? @key "IsError")) @site

;; res.IsError = true
(assignment_statement
  left: (expression_list
    (selector_expression
      operand: (_) @recv
      field: (field_identifier) @key))
  right: (expression_list (true) @value)
  (#eq? @key "IsError")) @site

;; res.SetError(err)                        (go-sdk v1.3 and later)
(call_expression
  function: (selector_expression
    operand: (_) @recv
    field: (field_identifier) @name)
  arguments: (argument_list) @args
  (#eq? @name "SetError")) @site
