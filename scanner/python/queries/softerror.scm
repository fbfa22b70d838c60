; Rule softerror: a failure returned as a successful result.
; Captures: @site (the return statement), @value (the returned expression).

;; except Exception as e:
;;     return f"Error: {e}"
;; if not user:
;;     return {"error": "user not found"}
(return_statement (_) @value) @site
