; Shared by every rule: the module each local name comes from, so that a call is the SDK's only
; when it resolves to an SDK package, and a helper call resolves to the file that defines it.

;; import { McpError as E, CallToolResult } from "@modelcontextprotocol/sdk/types.js";
(import_statement
  (import_clause
    (named_imports
      (import_specifier
        name: (_) @name
        alias: (identifier)? @alias)))
  source: (string (string_fragment) @source)) @site

;; import * as types from "@modelcontextprotocol/sdk/types.js";
(import_statement
  (import_clause
    (namespace_import (identifier) @alias))
  source: (string (string_fragment) @source)) @site

;; import FastMCPDefault from "fastmcp";
(import_statement
  (import_clause
    (identifier) @alias)
  source: (string (string_fragment) @source)) @site

;; const { UserError, FastMCP: F } = require("fastmcp");
;; const sdk = require("@modelcontextprotocol/sdk/types.js");
;; (one pattern for both names: see calls.scm; a declarator has one name)
(variable_declarator
  name: [(object_pattern) @name (identifier) @alias]
  value: (call_expression
    function: (identifier) @callee
    arguments: (arguments . (string (string_fragment) @source)))
  (#eq? @callee "require")) @site

;; const prepareFilter = require("./filters").prepareFilter;
(variable_declarator
  name: (identifier) @alias
  value: (member_expression
    object: (call_expression
      function: (identifier) @callee
      arguments: (arguments . (string (string_fragment) @source)))
    property: (property_identifier) @name)
  (#eq? @callee "require")) @site

;; const { ListHandler, GetHandler: Get } = await import("./handlers/index.js");
;; const handlers = await import("./handlers/index.js");
(variable_declarator
  name: [(object_pattern) @name (identifier) @alias]
  value: (await_expression
    (call_expression
      function: (import) @callee
      arguments: (arguments . (string (string_fragment) @source))))) @site
