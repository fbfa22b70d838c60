; The statements and expressions that bind a name in the scope that holds them (binders in
; scopeidx.go): each function's binders are grouped from these matches once per file, never by
; walking a body. Nested function and class names come from the facts query's scopes.
; Captures: @site (the binding construct).

;; result = fetch(q)      a, b = pair      rows: list[str]
(assignment) @site

;; total += n
(augmented_assignment) @site

;; for item in items: ...
(for_statement) @site

;; if (err := validate(q)): ...
(named_expression) @site

;; with open(path) as fh: ...
(as_pattern) @site

;; del cache, tmp
(delete_statement) @site

;; global client
(global_statement) @site

;; nonlocal count
(nonlocal_statement) @site
