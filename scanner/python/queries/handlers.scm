; Facts shared by every Python rule: server instances and the functions that handle tool calls.
; Captures: @name (a bound or defined name), @callee (a called function), @decorator (a decorator
; expression), @key / @value (a keyword argument), @site (the whole construct).

;; mcp = FastMCP("weather")
;; server = Server("files", on_call_tool=handle_call)
(assignment
  left: (identifier) @name
  right: (call function: (_) @callee)) @site

;; @mcp.tool()
;; def get_user(uid: int) -> dict: ...
(decorated_definition
  (decorator (_) @decorator)
  definition: (function_definition name: (identifier) @name)) @site

;; Server("files", on_call_tool=handle_call)
(call
  function: (_) @callee
  arguments: (argument_list
    (keyword_argument
      name: (identifier) @key
      value: (identifier) @value))
  (#eq? @key "on_call_tool")) @site

;; mcp.add_tool(get_user)
;; mcp.tool(update_settings, tags={"write"})
(call
  function: (attribute attribute: (identifier) @key)
  arguments: (argument_list . (identifier) @value)
  (#match? @key "^(add_tool|tool)$")) @site

;; self.mcp.tool(name="manage_things")(self.manage_things)
;; mcp.tool()(get_user)
(call
  function: (call function: (attribute attribute: (identifier) @key))
  arguments: (argument_list . (_) @value)
  (#eq? @key "tool")) @site
