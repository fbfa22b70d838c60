package corpus

import (
	"cmp"
	"slices"
)

// DedupStats counts what each deduplication step removed, so that a study can report how
// its population was formed from the frame.
type DedupStats struct {
	// Records is the number of records in the frame.
	Records int `json:"records"`
	// OlderVersions counts records dropped because a later version of the same name exists.
	OlderVersions int `json:"olderVersions"`
	// Deleted counts servers whose latest version has status "deleted".
	Deleted int `json:"deleted"`
	// Servers is the number of distinct server names left.
	Servers int `json:"servers"`
	// SameRepository counts servers dropped because another server names the same
	// repository and subfolder.
	SameRepository int `json:"sameRepository"`
	// Entries is the number of entries left: one per repository (and subfolder), plus one
	// per server whose repository cannot be used (kept so that the sampler logs why).
	Entries int `json:"entries"`
}

// Entry is one unit of the sampling population: a repository (and subfolder) with the
// server that named it.
type Entry struct {
	// Key identifies the repository (RepoKey), or "name:<server name>" when the record has
	// no usable repository.
	Key        string     `json:"key"`
	Name       string     `json:"name"`
	Version    string     `json:"version,omitempty"`
	Repository Repository `json:"repository"`
	// PackageType is the stratum by package type: the first package's type, "remote" for
	// a server with remotes only, "none" otherwise.
	PackageType string `json:"packageType"`
	// Problem says why the repository cannot be used ("" when it can).
	Problem string `json:"problem,omitempty"`
	// Commit pins the repository when known ("" otherwise).
	Commit string `json:"commit,omitempty"`
}

// Dedup forms the population from a frame's records. Step 1 keeps one version per server
// name: the version flagged latest (the last such one in frame order if several are),
// otherwise the most recently published, otherwise the last in frame order; a server whose
// kept version is deleted is dropped. Step 2 keeps one server per repository key: the one
// with the smallest name. The result is sorted by key; the input is not modified.
func Dedup(records []Record) ([]Entry, DedupStats) {
	st := DedupStats{Records: len(records)}
	byName := map[string]int{} // name -> index of the kept record
	for i := range records {
		r := &records[i]
		j, seen := byName[r.Name]
		if !seen {
			byName[r.Name] = i
			continue
		}
		st.OlderVersions++
		if isLaterVersion(r, &records[j]) {
			byName[r.Name] = i
		}
	}
	kept := make([]int, 0, len(byName))
	for _, i := range byName {
		if records[i].Status == "deleted" {
			st.Deleted++
			continue
		}
		kept = append(kept, i)
	}
	st.Servers = len(kept)
	slices.SortFunc(kept, func(a, b int) int { return cmp.Compare(records[a].Name, records[b].Name) })
	byKey := map[string]bool{}
	var out []Entry
	for _, i := range kept {
		e := entryOf(&records[i])
		if byKey[e.Key] {
			st.SameRepository++
			continue
		}
		byKey[e.Key] = true
		out = append(out, e)
	}
	slices.SortFunc(out, func(a, b Entry) int { return cmp.Compare(a.Key, b.Key) })
	st.Entries = len(out)
	return out, st
}

// isLaterVersion reports whether a should replace b as the kept version of a server.
func isLaterVersion(a, b *Record) bool {
	if a.Latest != b.Latest {
		return a.Latest
	}
	if a.PublishedAt != b.PublishedAt && a.PublishedAt != "" && b.PublishedAt != "" {
		return a.PublishedAt > b.PublishedAt
	}
	return a.Index > b.Index || a.Index == b.Index
}

// entryOf makes the population entry of a record.
func entryOf(r *Record) Entry {
	e := Entry{Name: r.Name, Version: r.Version, Repository: r.Repository, Problem: r.Problem}
	switch {
	case len(r.PackageTypes) > 0:
		e.PackageType = r.PackageTypes[0]
	case len(r.Remotes) > 0:
		e.PackageType = "remote"
	default:
		e.PackageType = "none"
	}
	if r.Problem != "" {
		e.Key = "name:" + r.Name
	} else {
		e.Key = RepoKey(r.Repository.URL, r.Repository.Subfolder)
	}
	return e
}
