; Rule protocolerror: a business failure sent as a JSON-RPC error.
; Captures: @site (the raise statement).

;; async def handle_call(ctx, params):      # Server(on_call_tool=handle_call), python-sdk 2.x
;;     raise ValueError("city not found")
;; @mcp.tool()                               # MCPServer, python-sdk 2.x
;; def f(): raise MCPError(code=-32000, message="quota exceeded")
(raise_statement) @site
