; Rule raisederror: raises that the SDK turns into an isError result. Which raises count is
; decided in Go (raisederror.go): only those that leave a tool function uncaught.
; Captures: @site (the raise statement).

;; raise ToolError(f"user {uid} not found")
;; raise ValueError("bad date") from err
;; raise
(raise_statement) @site
