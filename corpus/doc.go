// Package corpus builds the population a study samples from and acquires the repositories it
// draws: registry frames (read from every format the MCP registry has used, normalised to one
// record, deduplicated explicitly), a paginated pull of a live registry API, a seeded and
// version-stable sampler, and acquisition with go-git at pinned commits.
//
// Repositories are hostile: they are cloned into a temporary place and only renamed into the
// cache when complete, checked out by this package (not by git) so that no path escapes the
// checkout, symlinks pointing outside are removed and recorded, submodules are never fetched,
// a fetched pack is checked object by object against the size cap before go-git inflates it,
// and credentials in URLs are removed where a frame is read, never sent unless asked for, and
// redacted in everything written, errors included. Nothing from a repository is ever executed.
//
// corpus never imports the scanner; the scanner never imports corpus.
package corpus
