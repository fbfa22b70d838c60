package corpus

import (
	"encoding/json"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/mcperr/mcperr/internal/lazyre"
)

// officialMeta is the registry's own metadata key in _meta.
const officialMeta = "io.modelcontextprotocol.registry/official"

// namePattern is the server name pattern of server.schema.json.
var namePattern = lazyre.New(`^[a-zA-Z0-9.-]+/[a-zA-Z0-9._-]+$`)

// maxDescription is the description length above which a note is recorded.
const maxDescription = 4096

// normalize turns one entry of any format into a Record, or a Reject saying why not.
// format is a hint from the container ("" when the entry stands alone).
func normalize(raw json.RawMessage, format string, index, maxBytes int) (Record, *Reject) {
	reject := func(f, name, reason string) (Record, *Reject) {
		return Record{}, &Reject{Format: f, Index: index, Name: sanitizeText(name, 200), Reason: reason}
	}
	if len(raw) > maxBytes {
		return reject(format, "", fmt.Sprintf("entry is %d bytes, over the %d-byte cap", len(raw), maxBytes))
	}
	if _, depth, err := scanValue(raw, 0); err == nil && depth > maxEntryDepth {
		return reject(format, "", tooDeep(depth))
	}
	var notes []string
	if !utf8.Valid(raw) {
		notes = append(notes, "invalid UTF-8 replaced with U+FFFD")
	}
	if k := duplicateKey(raw); k != "" {
		return reject(format, "", fmt.Sprintf("duplicate key %q: the entry is ambiguous", k))
	}
	outer, err := parseObj(raw)
	if err != nil {
		return reject(format, "", "entry: "+err.Error())
	}
	doc, meta := outer, obj(nil)
	if outer.has("server") {
		// An API list entry or ServerResponse: {"server": {...}, "_meta": {...}}.
		if format == "" {
			format = FormatAPIList
		}
		if doc, err = outer.object("server"); err != nil {
			return reject(format, "", err.Error())
		}
		meta, err = outer.object("_meta")
		if err != nil {
			notes = append(notes, err.Error())
		}
	} else if doc.has("_meta") {
		// Older /v0 pages put registry metadata inside the server object.
		if meta, err = doc.object("_meta"); err != nil {
			notes = append(notes, err.Error())
		}
	}
	if format == "" {
		format = FormatServerJSON
		if doc.has("version_detail") && doc.has("id") {
			format = FormatSeed2025
		}
	}
	rec := Record{Format: format, Index: index}
	name, err := doc.str("name")
	if err != nil {
		return reject(format, "", err.Error())
	}
	if strings.TrimSpace(name) == "" {
		return reject(format, "", "missing name")
	}
	rec.Name = sanitizeText(name, 400)
	if rec.Name != name {
		notes = append(notes, "name contained control characters or was over-long")
	}
	if !namePattern.MatchString(name) || len(name) > 200 {
		notes = append(notes, "name does not match the registry name pattern")
	}
	if desc, err := doc.str("description"); err != nil {
		notes = append(notes, err.Error())
	} else if len(desc) > maxDescription {
		notes = append(notes, fmt.Sprintf("description is %d bytes (not kept)", len(desc)))
	}
	notes = append(notes, rec.readVersion(doc)...)
	notes = append(notes, rec.readMeta(meta)...)
	notes = append(notes, rec.readRepository(doc)...)
	notes = append(notes, rec.readPackages(doc)...)
	notes = append(notes, rec.readRemotes(doc)...)
	rec.Notes = notes
	return rec, nil
}

// readVersion fills Version and the latest flag from version or version_detail.
func (rec *Record) readVersion(doc obj) []string {
	var notes []string
	v, err := doc.str("version")
	if err != nil {
		if kindOf(doc["version"]) != "object" {
			notes = append(notes, err.Error())
		}
		v = ""
	}
	vd, err := doc.object("version_detail", "versionDetail")
	if err != nil {
		notes = append(notes, err.Error())
	}
	if vd == nil && kindOf(doc["version"]) == "object" {
		vd, _ = doc.object("version")
	}
	if vd != nil {
		if s, err := vd.str("version"); err != nil {
			notes = append(notes, "version_detail."+err.Error())
		} else if v == "" {
			v = s
		}
		if b, ok, err := vd.boolean("is_latest", "isLatest"); err != nil {
			notes = append(notes, "version_detail."+err.Error())
		} else if ok {
			rec.Latest, rec.LatestKnown = b, true
		}
		if s, err := vd.str("release_date", "releaseDate"); err == nil && s != "" {
			rec.PublishedAt = sanitizeText(s, 64)
		}
	}
	rec.Version = sanitizeText(v, 255)
	if rec.Version == "" {
		notes = append(notes, "missing version")
	}
	if s, err := doc.str("status"); err == nil && s != "" {
		rec.Status = strings.ToLower(sanitizeText(s, 32))
	}
	return notes
}

// readMeta fills status, dates and the latest flag from the registry's official metadata.
func (rec *Record) readMeta(meta obj) []string {
	if meta == nil {
		return nil
	}
	off, err := meta.object(officialMeta)
	if err != nil {
		return []string{"_meta." + err.Error()}
	}
	if off == nil {
		return nil
	}
	var notes []string
	if s, err := off.str("status"); err != nil {
		notes = append(notes, "_meta."+err.Error())
	} else if s != "" {
		rec.Status = strings.ToLower(sanitizeText(s, 32))
	}
	if b, ok, err := off.boolean("isLatest", "is_latest"); err != nil {
		notes = append(notes, "_meta."+err.Error())
	} else if ok {
		rec.Latest, rec.LatestKnown = b, true
	}
	if s, err := off.str("publishedAt", "published_at"); err == nil && s != "" {
		rec.PublishedAt = sanitizeText(s, 64)
	}
	if s, err := off.str("updatedAt", "updated_at"); err == nil && s != "" {
		rec.UpdatedAt = sanitizeText(s, 64)
	}
	return notes
}

// readRepository fills Repository, or Problem when it cannot be used.
func (rec *Record) readRepository(doc obj) []string {
	var notes []string
	repo, err := doc.object("repository")
	if err != nil {
		rec.Problem = err.Error()
		return nil
	}
	if repo == nil {
		rec.Problem = "no repository"
		return nil
	}
	for _, f := range []struct {
		dst  *string
		keys []string
	}{
		{&rec.Repository.URL, []string{"url"}},
		{&rec.Repository.Source, []string{"source"}},
		{&rec.Repository.ID, []string{"id"}},
		{&rec.Repository.Subfolder, []string{"subfolder"}},
	} {
		s, err := repo.str(f.keys...)
		if err != nil {
			notes = append(notes, "repository."+err.Error())
			if f.keys[0] == "url" {
				rec.Problem = "repository." + err.Error()
			}
			continue
		}
		*f.dst = sanitizeText(s, 2048)
	}
	// The one place a repository URL enters: from here on nothing holds its credentials.
	rec.Repository.URL = strings.TrimSpace(rec.Repository.URL)
	hadCreds := false
	switch {
	case isLocalPath(rec.Repository.URL):
	case hasAtInPath(rec.Repository.URL):
		rec.Repository.URL = RedactURL(rec.Repository.URL)
		if rec.Problem == "" {
			rec.Problem = atInPathProblem
		}
	default:
		rec.Repository.URL, hadCreds = stripCredentials(rec.Repository.URL)
	}
	if hadCreds {
		notes = append(notes, "credentials removed from repository URL")
	}
	if rec.Problem != "" {
		return notes
	}
	if rec.Repository.URL == "" {
		rec.Problem = "no repository"
		return notes
	}
	if _, err := (URLPolicy{AllowLocal: true}).Check(rec.Repository.URL); err != nil {
		rec.Problem = "repository " + err.Error()
	}
	if sub, err := cleanSubfolder(rec.Repository.Subfolder); err != nil {
		rec.Problem = "repository " + err.Error()
	} else {
		rec.Repository.Subfolder = sub
	}
	return notes
}

// readPackages fills PackageTypes from packages[].registryType, registry_type or registry_name.
func (rec *Record) readPackages(doc obj) []string {
	pkgs, err := doc.array("packages")
	if err != nil {
		return []string{err.Error()}
	}
	var notes []string
	for i, p := range pkgs {
		po, err := parseObj(p)
		if err != nil {
			notes = append(notes, fmt.Sprintf("packages[%d]: %v", i, err))
			continue
		}
		t, err := po.str("registryType", "registry_type", "registry_name", "registryName")
		if err != nil {
			notes = append(notes, fmt.Sprintf("packages[%d].%v", i, err))
			continue
		}
		rec.PackageTypes = append(rec.PackageTypes, normalizePackageType(t))
	}
	return notes
}

// normalizePackageType lowercases a registry type and spells the legacy "docker" as "oci".
func normalizePackageType(t string) string {
	t = strings.ToLower(strings.TrimSpace(sanitizeText(t, 32)))
	switch t {
	case "":
		return "unknown"
	case "docker":
		return "oci"
	}
	return t
}

// readRemotes fills Remotes with credential-free URLs.
func (rec *Record) readRemotes(doc obj) []string {
	rems, err := doc.array("remotes")
	if err != nil {
		return []string{err.Error()}
	}
	var notes []string
	for i, r := range rems {
		ro, err := parseObj(r)
		if err != nil {
			notes = append(notes, fmt.Sprintf("remotes[%d]: %v", i, err))
			continue
		}
		t, err1 := ro.str("type", "transport_type", "transportType")
		u, err2 := ro.str("url")
		if err1 != nil || err2 != nil {
			notes = append(notes, fmt.Sprintf("remotes[%d]: %v", i, firstErr(err1, err2)))
			continue
		}
		rec.Remotes = append(rec.Remotes, Remote{Type: sanitizeText(t, 32), URL: RedactURL(sanitizeText(u, 2048))})
	}
	return notes
}

// firstErr returns the first non-nil error.
func firstErr(errs ...error) error {
	for _, e := range errs {
		if e != nil {
			return e
		}
	}
	return nil
}

// sanitizeText drops control characters and caps the length in bytes (at a rune boundary),
// so that nothing read from a frame can forge lines in logs or terminals.
func sanitizeText(s string, max int) string {
	clean := strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) {
			return -1
		}
		return r
	}, s)
	if len(clean) > max {
		cut := max
		for cut > 0 && !utf8.RuneStart(clean[cut]) {
			cut--
		}
		clean = clean[:cut]
	}
	return clean
}
