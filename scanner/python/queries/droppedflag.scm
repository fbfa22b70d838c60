; Rule droppedflag: isError set on a value the SDK will not deliver as the result.
; Captures: @site (the return statement), @value (the returned expression).

;; @server.call_tool()
;; async def call(name, args):
;;     return {"isError": True, "content": [...]}
;; @mcp.tool            (jlowin fastmcp < 3.4)
;; def f(): return CallToolResult(isError=True, content=[...])
(return_statement (_) @value) @site
