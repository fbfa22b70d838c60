package python

import (
	"slices"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Walks that look for statements need not read the children of every expression of a body.
// Most of a body's nodes are parts of expressions (calls, strings, dictionaries), each read
// child by child (a *sitter.Node and a memo a node), where the statements sought are a few.
// Python's grammar puts an assignment (plain, annotated or augmented) under an expression
// statement or as the value of another assignment, never inside an expression: a walk for
// assignments, or for any other statement, skips expressions whole (walkStatements). A binding may stand inside one (a
// walrus, a comprehension's for clause), but then the expression's text holds its token
// (bindTokens): bindings skips an expression whose text holds none. Under a syntax error the
// parser may build any node anywhere, and make up a token of no text: such a tree is walked
// whole.

// exprSymbols are the symbols of expressions and of their parts, which hold no statement.
var exprSymbols = newSymbolSet(exprNames...)

// exprNames are the names of exprSymbols (a test checks that each is a type of the grammar).
var exprNames = []string{"call", "argument_list", "keyword_argument", "attribute", "subscript",
	"string", "concatenated_string", "interpolation", "string_content", "dictionary", "pair", "list",
	"tuple", "set", "parenthesized_expression", "binary_operator", "boolean_operator",
	"comparison_operator", "not_operator", "unary_operator", "conditional_expression", "await",
	"list_comprehension", "dictionary_comprehension", "set_comprehension", "generator_expression",
	"slice", "expression_list"}

// tokenAt holds, in ascending order, the offsets in the source at which a token may start.
type tokenAt []uint32

// holds reports whether some offset of at lies in n's text.
func (at tokenAt) holds(n *sitter.Node) bool {
	start, end := extract.StartByte(n), extract.EndByte(n)
	i, _ := slices.BinarySearch(at, start)
	return i < len(at) && at[i] < end
}

// bindTokens returns the offsets of the tokens without which no binding (bindings) is written
// in an expression: the "=" of a walrus (":="), the keyword "for" of a comprehension's clause,
// the keyword "as" of a pattern. A keyword is counted wherever its letters stand followed by a
// byte that cannot continue an identifier (or by the end), inside a longer word, a string or a
// comment too: more offsets than tokens, never fewer.
func (c *fileCtx) bindTokens() tokenAt {
	if !c.bindRead {
		c.bindAt, c.bindRead = scanBindTokens(c.src), true
	}
	return c.bindAt
}

// scanBindTokens returns the offsets of bindTokens in src.
func scanBindTokens(src []byte) tokenAt {
	var at tokenAt
	for i := 0; i < len(src); i++ {
		switch src[i] {
		case '=':
			at = append(at, uint32(i))
		case 'a':
			if i+1 < len(src) && src[i+1] == 's' && (i+2 == len(src) || !isIdentByte(src[i+2])) {
				at = append(at, uint32(i))
			}
		case 'f':
			if i+2 < len(src) && src[i+1] == 'o' && src[i+2] == 'r' && (i+3 == len(src) || !isIdentByte(src[i+3])) {
				at = append(at, uint32(i))
			}
		}
	}
	return at
}

// walkStatements is walkScope for a visitor that reads only statements and the parts of them
// that are no expressions (assignments, returns, raises, a loop's break, definitions): the
// expressions under n, and what is under them, are not walked.
func walkStatements(n *sitter.Node, fn func(*sitter.Node)) {
	if n == nil || n.HasError() {
		walkScope(n, fn)
		return
	}
	walkBesideExprs(n, fn)
}

// walkBesideExprs is walkStatements on a tree without syntax errors.
func walkBesideExprs(n *sitter.Node, fn func(*sitter.Node)) {
	eachNamedChild(n, func(ch *sitter.Node) {
		if exprSymbols.Holds(ch) {
			return
		}
		fn(ch)
		if !scopeSymbols.Holds(ch) {
			walkBesideExprs(ch, fn)
		}
	})
}
