; Rule protocolerror: throws that reach the client as JSON-RPC errors. Go code keeps those that
; escape a low-level setRequestHandler(CallToolRequestSchema | "tools/call", ...) handler.

;; server.setRequestHandler(CallToolRequestSchema, async (req) => { throw new Error("no such user"); });
(throw_statement) @site

;; const shelf = openedShelf().orThrow(new Error("shelf not opened"));
;; (as in raisederror.scm: the argument list of orThrow stands for a throw of the error it holds)
(call_expression
  function: (member_expression
    property: (property_identifier) @method)
  arguments: (arguments . (new_expression)) @site
  (#match? @method "^(orThrow|getOrThrow|orElseThrow)$"))

;; const shelf = openedShelf().expect(new ShelfError("shelf not opened"));
(call_expression
  function: (member_expression
    property: (property_identifier) @method)
  arguments: (arguments . (new_expression
    constructor: (_) @callee)) @site
  (#eq? @method "expect")
  (#match? @callee "(Error|Exception)$"))
