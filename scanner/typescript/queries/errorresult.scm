; Rule errorresult (also read by droppedflag, successflagged, schemaconflict and guidance):
; every place that names the isError flag of a tool result. Go code decides which of them set
; it to true on a value the SDK delivers.

;; return { isError: true, content: [{ type: "text", text: msg }] };
(pair
  key: (property_identifier) @key
  value: (_) @value
  (#eq? @key "isError")) @site

;; return { "isError": true, content };
(pair
  key: (string (string_fragment) @key)
  value: (_) @value
  (#eq? @key "isError")) @site

;; const isError = true; return { content, isError };
((shorthand_property_identifier) @key @site
  (#eq? @key "isError"))

;; result.isError = true;
(assignment_expression
  left: (member_expression
    object: (_) @target
    property: (property_identifier) @key)
  right: (_) @value
  (#eq? @key "isError")) @site
