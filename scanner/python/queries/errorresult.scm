; Rule errorresult: explicit constructions of an isError tool result.
; Captures: @site (the construct), @callee (the called constructor), @key (the flag's name),
; @value (the flag's value or the dictionary that carries it).

;; types.CallToolResult(isError=True, content=[...])
;; CallToolResult(is_error=True, ...)     ToolResult(content="...", is_error=True)
(call
  function: (_) @callee
  arguments: (argument_list
    (keyword_argument
      name: (identifier) @key
      value: (true) @value))
  (#match? @key "^(isError|is_error)$")) @site

;; CallToolResult(**{"isError": True, "content": [...]})
(call
  function: (_) @callee
  arguments: (argument_list (dictionary_splat (_) @value))) @site

;; CallToolResult.model_validate({"isError": True, ...})
(call
  function: (attribute
    object: (_) @callee
    attribute: (identifier) @key)
  arguments: (argument_list . (_) @value)
  (#eq? @key "model_validate")) @site

;; result.isError = True
(assignment
  left: (attribute attribute: (identifier) @key)
  right: (true) @value
  (#match? @key "^(isError|is_error)$")) @site

;; {"jsonrpc": "2.0", "result": {"content": [...], "isError": True}}   (hand-rolled servers)
(dictionary
  (pair
    key: (string) @key
    value: (true) @value)) @site
