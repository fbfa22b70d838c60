; Rule softerror: returns from a tool callback. Go code keeps those that report a failure as a
; successful result (error text or an error member, no isError).

;; catch (e) { return { content: [{ type: "text", text: `Error: ${e.message}` }] }; }
(return_statement) @site

;; execute: async () => `Error: ${msg}`
(arrow_function
  body: [(string) (template_string) (object) (parenthesized_expression)] @value) @site
