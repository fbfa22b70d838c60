package corpus

// FrameVersion is the version of the frame file format written by WriteFrame.
const FrameVersion = 1

// Record is one registry entry normalised from any input format: the 2025 seed array,
// server.json documents (camelCase or the older snake_case), or API list pages from /v0 and
// /v0.1.
type Record struct {
	// Name is the server name, e.g. "io.github.owner/repo".
	Name string `json:"name"`
	// Version is the server version ("" when the input had none).
	Version string `json:"version,omitempty"`
	// Latest reports whether the input marked this version as the latest; LatestKnown says
	// whether the input said anything at all (a bare server.json does not).
	Latest      bool `json:"latest"`
	LatestKnown bool `json:"latestKnown"`
	// Status is the registry lifecycle status: active, deprecated, deleted, or "".
	Status string `json:"status,omitempty"`
	// Repository is where the source lives; its URL has credentials removed.
	Repository Repository `json:"repository"`
	// PackageTypes lists the package registry types in input order, lowercased, with the
	// legacy "docker" spelled "oci".
	PackageTypes []string `json:"packageTypes,omitempty"`
	// Remotes lists the remote endpoints (transport type and credential-free URL).
	Remotes []Remote `json:"remotes,omitempty"`
	// PublishedAt and UpdatedAt come from registry metadata when present (RFC 3339 text).
	PublishedAt string `json:"publishedAt,omitempty"`
	UpdatedAt   string `json:"updatedAt,omitempty"`
	// Format names the input format this record came from (see the Format* constants).
	Format string `json:"format"`
	// Index is the record's position in its input, counting from 0.
	Index int `json:"index"`
	// Notes are normalisation remarks that did not make the record unusable (credentials
	// removed, invalid UTF-8 replaced, missing version).
	Notes []string `json:"notes,omitempty"`
	// Problem, when set, says why the record's repository cannot be acquired (no repository,
	// unusual scheme, ".." in a path). The record stays in the frame; the sampler skips it
	// with this reason.
	Problem string `json:"problem,omitempty"`
}

// Repository is the repository member of a server.json document.
type Repository struct {
	URL       string `json:"url,omitempty"`
	Source    string `json:"source,omitempty"`
	ID        string `json:"id,omitempty"`
	Subfolder string `json:"subfolder,omitempty"`
}

// Remote is one remote endpoint of a server.
type Remote struct {
	Type string `json:"type,omitempty"`
	URL  string `json:"url,omitempty"`
}

// Reject is an input entry that could not be normalised at all, with the reason.
type Reject struct {
	Format string `json:"format"`
	Index  int    `json:"index"`
	Name   string `json:"name,omitempty"`
	Reason string `json:"reason"`
}

// Input formats recognised by ReadFrame.
const (
	FormatSeed2025   = "seed-2025"   // the May 2025 seed array (version_detail, registry_name)
	FormatServerJSON = "server-json" // a server.json document, camelCase or snake_case
	FormatAPIList    = "api-list"    // an API list page {"servers":[...],"metadata":{...}}
	FormatFrame      = "frame"       // a frame file written by WriteFrame
)
