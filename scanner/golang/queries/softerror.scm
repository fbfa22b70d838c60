; Rule softerror: an error check whose failure block returns (the block of "err != nil", the else
; block of "err == nil"). softerror.go keeps the returns of a tool handler, at any depth of that
; block, that hand back a success result (mcp.NewToolResultText, a CallToolResult literal without
; IsError) carrying error text, together with a nil error.
; Captures: @site (the if statement), @recv (the checked error variable), @value (the block).

;; if err != nil { return mcp.NewToolResultText("Error: " + err.Error()), nil }
(if_statement
  condition: (binary_expression
    left: (identifier) @recv
    operator: "!="
    right: (nil))
  consequence: (block) @value) @site

;; if err == nil { ... } else { return mcp.NewToolResultText(err.Error()), nil }
(if_statement
  condition: (binary_expression
    left: (identifier) @recv
    operator: "=="
    right: (nil))
  alternative: (block) @value) @site

;; if err != nil || path == "" { return mcp.NewToolResultText("failed to download: " + err.Error()), nil }
(if_statement
  condition: (binary_expression
    left: (binary_expression
      left: (identifier) @recv
      operator: "!="
      right: (nil))
    operator: "||")
  consequence: (block) @value) @site

;; if resp == nil || err != nil { ... }
(if_statement
  condition: (binary_expression
    operator: "||"
    right: (binary_expression
      left: (identifier) @recv
      operator: "!="
      right: (nil)))
  consequence: (block) @value) @site
