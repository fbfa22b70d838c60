; Shared by every rule: calls that may register tool, resource and prompt handlers. Go code keeps
; the methods it knows (registerTool, tool, addTool, setRequestHandler, the resource and prompt
; registrations), with a map lookup rather than a #match? regexp per call. Only @method and @site
; are captured: each capture costs on every member call, and Go reads the arguments of the few
; registrations.

;; server.registerTool("get_user", { inputSchema }, async ({ id }) => { ... });
;; server.setRequestHandler(CallToolRequestSchema, async (request) => { ... });
;; server.addTool({ name: "add", execute: async (args) => { ... } });
;; (server.tool as any)("get_user", "Get a user", { id: z.string() }, async ({ id }) => { ... });
;; (any node inside the parentheses: as_expression is TypeScript's only; Go keeps those that
;; unwrap to the member. One pattern for both: see calls.scm)
(call_expression
  function: [
    (member_expression
      property: (property_identifier) @method)
    (parenthesized_expression
      (_
        (member_expression
          property: (property_identifier) @method)))
  ]
  arguments: (arguments)) @site
