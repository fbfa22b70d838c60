; Facts every Python rule reads, in one pass over the tree: what each local name refers to, the
; functions that handle tool calls, and the calls that may reach helpers.
; Captures: @site (the whole construct), @module (module path), @name (imported or defined name),
; @alias (local alias), @value (a superclass, a registered function), @decorator (a decorator
; expression), @callee (a called function), @key (a keyword argument or method name).

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

;; @mcp.tool()
;; def get_user(uid: int) -> dict: ...
(decorated_definition
  (decorator (_) @decorator)
  definition: (function_definition name: (identifier) @name)) @site

;; Server("files", on_call_tool=handle_call)
(call
  function: (_) @callee
  arguments: (argument_list
    (keyword_argument
      name: (identifier) @key
      value: (identifier) @value))
  (#eq? @key "on_call_tool")) @site

;; mcp.add_tool(get_user)
;; mcp.tool(update_settings, tags={"write"})
;; mcp.add_tool(FunctionTool.from_function(create_flow, tags={"flows"}))
;; mcp.add_tool(as_text_tool(lookup))      (the project's wrapper around the handler)
(call
  function: (attribute attribute: (identifier) @key)
  arguments: (argument_list . [(identifier) (call)] @value)
  (#match? @key "^(add_tool|tool|from_function)$")) @site

;; mcp.tool(name_or_fn=get_user)      (fastmcp >= 2.7: tool's first parameter, by keyword)
;; mcp.add_tool(fn=get_user)      FunctionTool.from_function(fn=create_flow)
;; (every keyword argument matches; registration keeps the one that names the function:
;; functionKeyword, handlers.go)
(call
  function: (attribute attribute: (identifier) @key)
  arguments: (argument_list
    (keyword_argument
      value: [(identifier) (call)] @value))
  (#match? @key "^(add_tool|tool|from_function)$")) @site

;; self.mcp.tool(name="manage_things")(self.manage_things)
;; mcp.tool()(get_user)
(call
  function: (call function: (attribute attribute: (identifier) @key))
  arguments: (argument_list . (_) @value)
  (#eq? @key "tool")) @site

;; tool_error("not found")      errors.tool_error("not found")      self._error("not found")
(call function: [(identifier) (attribute)] @callee) @site

;; def get_user(uid): ...      (scopes: the statements of a file are grouped by the innermost)
(function_definition) @site

;; lambda row: row["id"]
(lambda) @site

;; class Inbox: ...
(class_definition) @site

;; try: ... except ApiError as e: ...
(try_statement) @site

;; except ApiError as e: ...
(except_clause) @site

;; except* ApiError as e: ...
(except_group_clause) @site

;; result = fetch(q)
(assignment
  left: (identifier)
  right: (_)) @site

;; if err := validate(q): (a named expression binds as an assignment does: walrus.go)
(named_expression
  name: (identifier)
  value: (_)) @site
