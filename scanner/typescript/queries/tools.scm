; Shared by every rule: calls that may register tool, resource and prompt handlers. Go code keeps
; the methods it knows (registerTool, tool, addTool, setRequestHandler, the resource and prompt
; registrations), with a map lookup rather than a #match? regexp per call. Only @method and @site
; are captured: each capture costs on every member call, and Go reads the arguments of the few
; registrations.

;; server.registerTool("get_user", { inputSchema }, async ({ id }) => { ... });
;; server.setRequestHandler(CallToolRequestSchema, async (request) => { ... });
;; server.addTool({ name: "add", execute: async (args) => { ... } });
(call_expression
  function: (member_expression
    property: (property_identifier) @method)
  arguments: (arguments)) @site

;; export const tools = [{ name: "render", inputSchema: { spec: z.string() }, handler: renderImage }];
;; (a tool table's entry: Go code checks the other members, a name and an input schema)
(object
  (pair
    key: (property_identifier) @key)
  (#match? @key "^(handler|execute|run|handle|callback|invoke|call|fn)$")) @site

;; export default defineTool({ name: "add_note", inputSchema, async handler(params) { ... } });
(object
  (method_definition
    name: (property_identifier) @key)
  (#match? @key "^(handler|execute|run|handle|callback|invoke|call|fn)$")) @site
