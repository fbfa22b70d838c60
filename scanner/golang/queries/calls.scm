; Support query: calls that may reach a helper of the scanned tree, so that extract.Link can count
; a helper's uses. Captures: @site (the call), @name (the called name), @recv (the qualifier:
; an import alias for a package function, anything else for a method call).

;; fail("no such user")                     (a function of the same package)
(call_expression
  function: (identifier) @name) @site

;; errs.Fail("no such user")                (a function of another package of the tree)
;; s.fail("no such user")                   (a method)
(call_expression
  function: (selector_expression
    operand: (_) @recv
    field: (field_identifier) @name)) @site
