; Facts for the rules about raises in tool functions: raisederror (the SDK turns the raise into
; an isError result) and protocolerror (it becomes a JSON-RPC error). Which raises count is
; decided in Go (raisederror.go, problems.go): only those that leave a tool function uncaught.
; Captures: @site (the raise statement).

;; raise ToolError(f"user {uid} not found")
;; raise ValueError("bad date") from err
;; raise
(raise_statement) @site
