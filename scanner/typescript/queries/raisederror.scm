; Rule raisederror: throws that an SDK may turn into an isError result. Go code keeps those in a
; registerTool/tool callback, a fastmcp execute function, or of a fastmcp UserError.

;; throw new UserError("quota exceeded", { retryAfter: 30 });
(throw_statement) @site

;; return openedShelf().orThrow(new Error("shelf not opened"));
;; (an Option's or Either's orThrow throws the error it is handed: its argument list stands for
;; a throw of that error, so that the Go code reads it as it reads a throw statement)
(call_expression
  function: (member_expression
    property: (property_identifier) @method)
  arguments: (arguments . (new_expression)) @site
  (#match? @method "^(orThrow|getOrThrow|orElseThrow)$"))

;; const shelf = openedShelf().expect(new ShelfError("shelf not opened"));
;; (expect of an Option or Result, handed an error of a class named so)
(call_expression
  function: (member_expression
    property: (property_identifier) @method)
  arguments: (arguments . (new_expression
    constructor: (_) @callee)) @site
  (#eq? @method "expect")
  (#match? @callee "(Error|Exception)$"))
