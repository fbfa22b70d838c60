package legacy

// Result is the package's own result type.
type Result struct {
	Msg     string
	IsError bool
}

// NewToolResultErrorf is the package's own function: calls of it are not SDK sites, even though
// the package dot-imports mcp-go in another file.
func NewToolResultErrorf(msg string) Result {
	return Result{Msg: msg, IsError: true}
}

func use() Result {
	r := NewToolResultErrorf("own")
	r.IsError = true // not a site: r is the package's own Result
	return r
}
