package python

// problems runs the problem rules (issue 6) over the file, given the sites already found.
func (c *fileCtx) problems(sites []*site) []*site {
	return nil
}
