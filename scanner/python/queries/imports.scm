; Facts shared by every Python rule: what each local name refers to.
; Captures: @module (module path), @name (imported or defined name), @alias (local alias),
; @value (a superclass), @site (the whole statement).

;; import mcp.types
(import_statement
  name: (dotted_name) @module) @site

;; import mcp.types as t
(import_statement
  name: (aliased_import
    name: (dotted_name) @module
    alias: (identifier) @alias)) @site

;; from mcp.types import CallToolResult
;; from .errors import tool_error
(import_from_statement
  module_name: (_) @module
  name: (dotted_name) @name) @site

;; from mcp.types import CallToolResult as R
(import_from_statement
  module_name: (_) @module
  name: (aliased_import
    name: (dotted_name) @name
    alias: (identifier) @alias)) @site

;; from mcp.types import *
(import_from_statement
  module_name: (_) @module
  (wildcard_import) @name) @site

;; class NotFound(ToolError): ...
(class_definition
  name: (identifier) @name
  superclasses: (argument_list (_) @value)) @site
