; Support query: calls that may reach a helper of the scanned tree, so that extract.Link can count
; a helper's uses, and the function literals, so that a site's enclosing function is found without
; walking parents. Captures: @site (the call or literal), @name (the called name), @recv (the
; qualifier: an import alias for a package function, anything else for a method call).

;; fail("no such user")                     (a function of the same package)
(call_expression
  function: (identifier) @name) @site

;; errs.Fail("no such user")                (a function of another package of the tree)
;; s.fail("no such user")                   (a method)
(call_expression
  function: (selector_expression
    operand: (_) @recv
    field: (field_identifier) @name)) @site

;; func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { ... }
(func_literal) @site
