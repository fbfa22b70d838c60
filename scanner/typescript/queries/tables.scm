; Shared by every rule: the entries of tool tables, objects with a handler member. Go code
; keeps those that also carry a tool name and an input schema (tables.go), and only on files that
; spell a schema member and a handler key (mayDefineToolTables). The query joins every file's
; first pass (foreseenQueries): most files parsed spell both, and a pass of its own walked their
; trees twice.

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
