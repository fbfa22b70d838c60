; Shared by every rule: every function of a file, so that a node's enclosing function is found
; by its position (tree.go) rather than by walking up the tree.

;; function f() {}   const g = function () {}   (x) => x   class C { m() {} }   function* h() {}
[
  (function_declaration)
  (function_expression)
  (arrow_function)
  (method_definition)
  (generator_function_declaration)
  (generator_function)
] @site
