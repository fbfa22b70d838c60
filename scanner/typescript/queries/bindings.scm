; Shared by every rule: the named functions and variables of a file, so that identifiers resolve
; to same-file helpers and local constants.

;; function errorResult(message: string) { ... }
(function_declaration name: (identifier) @name) @site

;; function* rows() { ... }
(generator_function_declaration name: (identifier) @name) @site

;; const fail = (msg) => ({ isError: true, content: [] }); const isError = true; let body;
(variable_declarator name: (identifier) @name) @site

;; class Tools { errorResult(msg) { ... } }
(method_definition name: (property_identifier) @name) @site
