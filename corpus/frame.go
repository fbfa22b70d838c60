package corpus

// Source describes one input that went into a frame, with the sha256 of its bytes so the
// frame can be checked against the raw inputs it claims to come from.
type Source struct {
	Path    string `json:"path"`
	SHA256  string `json:"sha256"`
	Bytes   int64  `json:"bytes"`
	Format  string `json:"format"`
	Records int    `json:"records"`
	Rejects int    `json:"rejects"`
}

// Frame is a normalised registry frame: every record read (all versions, nothing dropped),
// the inputs it came from, and the entries that could not be read.
type Frame struct {
	// SHA256 is the sha256 of the bytes this frame was read from (the frame file itself
	// when reading a frame file, the raw input otherwise).
	SHA256  string   `json:"-"`
	Sources []Source `json:"sources"`
	Records []Record `json:"-"`
	Rejects []Reject `json:"-"`
}

// frameHeader is the first line of a frame file.
type frameHeader struct {
	Version int      `json:"mcperrFrame"`
	Sources []Source `json:"sources"`
	Records int      `json:"records"`
	Rejects int      `json:"rejects"`
}
