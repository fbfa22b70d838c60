// Package place carries source positions through analysis facts and back into diagnostics.
//
// A token.Pos means something only in the file set of the pass that made it: under go vet each
// package is analyzed in its own process with its own file set, and facts are encoded with gob.
// A finding that one package reports about a place in another (the return of a handler written
// there, a helper's return, a registration) keeps that place as a Place (file, line, column) and
// turns it back into a token.Pos of the reporting pass with a Resolver: the real file when the
// pass's file set holds it (mcperr vet and analysistest load the module into one file set), or a
// one-byte file whose line directive names the place, which every driver prints as that place.
package place

import (
	"fmt"
	"go/ast"
	"go/token"
	"path"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// Place is a source position that can travel in a fact.
type Place struct {
	File               string // the file's name as the file set records it
	Rel                string // the path relative to the module root, with forward slashes, for text
	Line, Column       int
	EndLine, EndColumn int // the end of the node, when known
}

// IsValid reports whether the place names a line of a file.
func (p Place) IsValid() bool { return p.File != "" && p.Line > 0 }

// String renders the place as rel:line, for facts and test output.
func (p Place) String() string { return fmt.Sprintf("%s:%d", p.Rel, p.Line) }

// Of returns the place of a node of the pass's package.
func Of(pass *analysis.Pass, n ast.Node) Place {
	p := At(pass, n.Pos())
	if end := pass.Fset.Position(n.End()); end.IsValid() && end.Filename == p.File {
		p.EndLine, p.EndColumn = end.Line, end.Column
	}
	return p
}

// At returns the place of a position of the pass's package.
func At(pass *analysis.Pass, pos token.Pos) Place {
	posn := pass.Fset.Position(pos)
	if !posn.IsValid() {
		return Place{}
	}
	return Place{File: posn.Filename, Rel: Rel(pass, posn.Filename), Line: posn.Line, Column: posn.Column}
}

// Rel returns the module-relative path of a file of the pass's package: the package's directory
// inside its module (its import path without the module path) and the file's base name. Outside
// a module it is the import path and the base name, never the base name alone.
func Rel(pass *analysis.Pass, file string) string {
	dir := pass.Pkg.Path()
	dir = strings.TrimSuffix(dir, "_test") // an external test package sits in the package's directory
	if pass.Module != nil && pass.Module.Path != "" {
		switch {
		case dir == pass.Module.Path:
			dir = ""
		case strings.HasPrefix(dir, pass.Module.Path+"/"):
			dir = strings.TrimPrefix(dir, pass.Module.Path+"/")
		}
	}
	return path.Join(dir, filepath.Base(file))
}

// syntheticSuffix marks the files a Resolver adds to stand for places it cannot find.
const syntheticSuffix = " (mcperr place)"

// Resolver turns places back into positions of one pass's file set.
type Resolver struct {
	fset  *token.FileSet
	files map[string]*token.File // real files of the file set by name (nil: none), as asked
	made  map[Place]token.Pos
}

// NewResolver returns a Resolver for a pass's file set.
func NewResolver(fset *token.FileSet) *Resolver {
	return &Resolver{fset: fset, made: map[Place]token.Pos{}}
}

// Span returns the start and end of a place in the file set: in the real file when the file set
// holds it, otherwise in a one-byte file whose line directive names the place (end is then
// NoPos). A file of an imported package that the file set has from export data (under go vet,
// every file of another package) has a made-up line table, one byte per line, where a column
// cannot be: a place past its first column there is a line directive too, so that both drivers
// show the same line and column.
func (r *Resolver) Span(p Place) (pos, end token.Pos) {
	if !p.IsValid() {
		return token.NoPos, token.NoPos
	}
	if tf := r.file(p.File); tf != nil && p.Line <= tf.LineCount() && hasColumn(tf, p.Line, p.Column) {
		return offsetPos(tf, p.Line, p.Column), offsetPos(tf, p.EndLine, p.EndColumn)
	}
	key := Place{File: p.File, Line: p.Line, Column: p.Column}
	if pos, ok := r.made[key]; ok {
		return pos, token.NoPos
	}
	tf := r.fset.AddFile(p.File+syntheticSuffix, -1, 1)
	tf.AddLineColumnInfo(0, p.File, p.Line, max(p.Column, 1))
	r.made[key] = tf.Pos(0)
	return tf.Pos(0), token.NoPos
}

// file returns the last real file of the file set named name, or nil. The file set holds every
// file of the load, those of the dependencies read from export data among them (thousands on a
// real server), and a pass asks for a few: looking each name up once costs less than an index
// of them all, which, built per pass, was 5% of a vet run's CPU.
func (r *Resolver) file(name string) *token.File {
	if tf, ok := r.files[name]; ok {
		return tf
	}
	if r.files == nil {
		r.files = map[string]*token.File{}
	}
	var found *token.File
	if strings.HasSuffix(name, syntheticSuffix) {
		return nil // a file this Resolver made is not a real one
	}
	r.fset.Iterate(func(f *token.File) bool {
		if f.Name() == name {
			found = f // a name can come twice (a package and its test variant): the last wins
		}
		return true
	})
	r.files[name] = found
	return found
}

// Pos returns the start of a place in the file set (see Span).
func (r *Resolver) Pos(p Place) token.Pos {
	pos, _ := r.Span(p)
	return pos
}

// Related returns a related location for a place.
func (r *Resolver) Related(p Place, message string) analysis.RelatedInformation {
	pos, end := r.Span(p)
	return analysis.RelatedInformation{Pos: pos, End: end, Message: message}
}

// hasColumn reports whether line line of tf is long enough to hold column column.
func hasColumn(tf *token.File, line, column int) bool {
	if column <= 1 {
		return true
	}
	pos := int(tf.LineStart(line)) + column - 1
	if line < tf.LineCount() {
		return pos < int(tf.LineStart(line+1))
	}
	return pos <= tf.Base()+tf.Size()
}

// offsetPos returns the position of line:column in tf, or NoPos; the column is clamped to the line.
func offsetPos(tf *token.File, line, column int) token.Pos {
	if line <= 0 || line > tf.LineCount() {
		return token.NoPos
	}
	start := int(tf.LineStart(line))
	pos := start + max(column, 1) - 1
	if line < tf.LineCount() {
		// Stay on the line: a file set may hold a file with a made-up line table (the
		// positions of an imported package, one byte per line), where the column is lost.
		if next := int(tf.LineStart(line + 1)); pos >= next {
			pos = max(next-1, start)
		}
	} else if limit := tf.Base() + tf.Size(); pos > limit {
		pos = limit
	}
	return token.Pos(pos)
}
