package lazyre

// The methods of regexp.Regexp that read, on the compiled expression. Longest is left out: it
// changes the expression, which a shared package-level one must not.

func (r *Regexp) Match(b []byte) bool                  { return r.Compiled().Match(b) }
func (r *Regexp) MatchString(s string) bool            { return r.Compiled().MatchString(s) }
func (r *Regexp) Find(b []byte) []byte                 { return r.Compiled().Find(b) }
func (r *Regexp) FindIndex(b []byte) []int             { return r.Compiled().FindIndex(b) }
func (r *Regexp) FindString(s string) string           { return r.Compiled().FindString(s) }
func (r *Regexp) FindStringIndex(s string) []int       { return r.Compiled().FindStringIndex(s) }
func (r *Regexp) FindSubmatch(b []byte) [][]byte       { return r.Compiled().FindSubmatch(b) }
func (r *Regexp) FindSubmatchIndex(b []byte) []int     { return r.Compiled().FindSubmatchIndex(b) }
func (r *Regexp) FindStringSubmatch(s string) []string { return r.Compiled().FindStringSubmatch(s) }
func (r *Regexp) FindStringSubmatchIndex(s string) []int {
	return r.Compiled().FindStringSubmatchIndex(s)
}
func (r *Regexp) FindAll(b []byte, n int) [][]byte       { return r.Compiled().FindAll(b, n) }
func (r *Regexp) FindAllIndex(b []byte, n int) [][]int   { return r.Compiled().FindAllIndex(b, n) }
func (r *Regexp) FindAllString(s string, n int) []string { return r.Compiled().FindAllString(s, n) }
func (r *Regexp) FindAllStringIndex(s string, n int) [][]int {
	return r.Compiled().FindAllStringIndex(s, n)
}
func (r *Regexp) FindAllSubmatch(b []byte, n int) [][][]byte {
	return r.Compiled().FindAllSubmatch(b, n)
}
func (r *Regexp) FindAllSubmatchIndex(b []byte, n int) [][]int {
	return r.Compiled().FindAllSubmatchIndex(b, n)
}
func (r *Regexp) FindAllStringSubmatch(s string, n int) [][]string {
	return r.Compiled().FindAllStringSubmatch(s, n)
}
func (r *Regexp) FindAllStringSubmatchIndex(s string, n int) [][]int {
	return r.Compiled().FindAllStringSubmatchIndex(s, n)
}
func (r *Regexp) ReplaceAll(src, repl []byte) []byte { return r.Compiled().ReplaceAll(src, repl) }
func (r *Regexp) ReplaceAllFunc(src []byte, repl func([]byte) []byte) []byte {
	return r.Compiled().ReplaceAllFunc(src, repl)
}
func (r *Regexp) ReplaceAllLiteral(src, repl []byte) []byte {
	return r.Compiled().ReplaceAllLiteral(src, repl)
}
func (r *Regexp) ReplaceAllString(src, repl string) string {
	return r.Compiled().ReplaceAllString(src, repl)
}
func (r *Regexp) ReplaceAllStringFunc(src string, repl func(string) string) string {
	return r.Compiled().ReplaceAllStringFunc(src, repl)
}
func (r *Regexp) ReplaceAllLiteralString(src, repl string) string {
	return r.Compiled().ReplaceAllLiteralString(src, repl)
}
func (r *Regexp) Split(s string, n int) []string { return r.Compiled().Split(s, n) }
func (r *Regexp) NumSubexp() int                 { return r.Compiled().NumSubexp() }
func (r *Regexp) SubexpNames() []string          { return r.Compiled().SubexpNames() }
func (r *Regexp) SubexpIndex(name string) int    { return r.Compiled().SubexpIndex(name) }
func (r *Regexp) LiteralPrefix() (prefix string, complete bool) {
	return r.Compiled().LiteralPrefix()
}
