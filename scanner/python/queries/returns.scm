; Facts for the rules about values returned from tool functions: softerror (a failure returned
; as a success) and droppedflag (isError on a value the SDK does not deliver).
; Captures: @site (the return statement), @value (the returned expression).

;; except Exception as e:
;;     return f"Error: {e}"
;; @server.call_tool()
;; async def call(name, args):
;;     return {"isError": True, "content": [...]}
(return_statement (_) @value) @site
