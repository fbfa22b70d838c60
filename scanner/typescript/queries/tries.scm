; Shared by every rule: the try statements with a catch, so that whether a call or a throw is
; guarded is found by its position (tables.go) rather than by walking up the tree.

;; try { await client.get(id) } catch (e) { return { isError: true, content: [] } }
(try_statement
  body: (statement_block) @value
  handler: (catch_clause) @key) @site
