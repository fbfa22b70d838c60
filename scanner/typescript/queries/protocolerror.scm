; Rule protocolerror: throws that reach the client as JSON-RPC errors. Go code keeps those that
; escape a low-level setRequestHandler(CallToolRequestSchema | "tools/call", ...) handler.

;; server.setRequestHandler(CallToolRequestSchema, async (req) => { throw new Error("no such user"); });
(throw_statement) @site
