package adjudication

import (
	"cmp"
	"slices"
	"strconv"
	"strings"

	"github.com/mcperr/mcperr/scanner/finding"
)

// Decision is the projection's verdict on a raw candidate.
type Decision string

// The decisions.
const (
	Production Decision = "production"
	Excluded   Decision = "excluded"
)

// Repo is one sampled repository as the study saw it.
type Repo struct {
	// Record is the frame record (the registry server name) the repository was sampled for.
	Record string `json:"record"`
	// URL is the repository URL as the frame gives it, credentials redacted.
	URL string `json:"url"`
	// Subfolder is the registry's repository.subfolder, when the server lives in a monorepo.
	Subfolder string `json:"subfolder,omitempty"`
	Commit    string `json:"commit,omitempty"`
	// Rank is the repository's position in the sample's draw; it orders the ledger.
	Rank int `json:"rank"`
	// Status is "scanned" when the repository was acquired and scanned, else why not.
	Status string `json:"status"`
	Reason string `json:"reason,omitempty"`
}

// Reachable reports whether the repository was acquired and scanned.
func (r Repo) Reachable() bool { return r.Status == StatusScanned }

// StatusScanned is the Repo.Status of a repository that was acquired and scanned.
const StatusScanned = "scanned"

// Row is one ledger row: one raw candidate with its projection decision and, once coded, its
// human verdict. The JSON names are the CSV column names.
type Row struct {
	Study      string   `json:"study"`
	Record     string   `json:"record"`
	Repository string   `json:"repository"`
	Subfolder  string   `json:"subfolder"`
	Commit     string   `json:"commit"`
	Path       string   `json:"path"`
	Line       int      `json:"line"`
	EndLine    int      `json:"end_line"`
	Lang       string   `json:"lang"`
	Rule       string   `json:"rule"`
	Kind       string   `json:"kind"`
	Method     string   `json:"method"`
	Context    string   `json:"context"`
	Decision   Decision `json:"decision"`
	Reason     string   `json:"reason"`
	// DecidedBy names the projection rule that decided (see ProjectionRules).
	DecidedBy   string `json:"decided_by"`
	Fingerprint string `json:"fingerprint"`
	PathKey     string `json:"path_key"`
	Function    string `json:"function"`
	API         string `json:"api"`
	Construct   string `json:"construct"`
	Shape       string `json:"shape"`
	Code        bool   `json:"typed_code"`
	Target      bool   `json:"typed_target"`
	Policy      bool   `json:"typed_policy"`
	Retry       bool   `json:"typed_retry"`
	SideEffects bool   `json:"typed_side_effects"`
	Profile     string `json:"profile"`
	Outcome     string `json:"outcome"`
	Uses        int    `json:"uses"`
	Rationale   string `json:"rationale"`
	// Related lists the other places the finding names, one `path:line:col: message` line each
	// (paths relative to the repository, as Path), so a reviewer can follow the chain from the
	// row. Empty in ledgers written before findings had related places.
	Related string `json:"related"`
	// The verdict columns: empty until the study is coded and adjudicated.
	Verdict       string `json:"verdict"`
	VerdictShape  string `json:"verdict_shape"`
	VerdictReason string `json:"verdict_reason"`
	VerdictBy     string `json:"verdict_by"`
}

// Key identifies a row across re-scans: the repository and the finding's fingerprint.
// Fingerprints are unique within one scanned repository, not across repositories.
func (r *Row) Key() string { return r.Repository + " " + r.Fingerprint }

// Typed returns the row's typed fields.
func (r *Row) Typed() finding.Typed {
	return finding.Typed{Code: r.Code, Target: r.Target, Policy: r.Policy, Retry: r.Retry, SideEffects: r.SideEffects}
}

// IsInventory reports whether the row is an error-result site (errorresult or raisederror), as
// opposed to a problem report.
func (r *Row) IsInventory() bool { return r.Kind == "inventory" }

// HumanVerdict returns the row's verdict as a decision, for messages.
func (r *Row) HumanVerdict() PriorVerdict {
	return PriorVerdict{Verdict: r.Verdict, Shape: r.VerdictShape, Reason: r.VerdictReason, By: r.VerdictBy}
}

// IsUnresolved reports whether the row's coders disagree on a field no adjudicator decided.
func (r *Row) IsUnresolved() bool { return strings.HasPrefix(r.VerdictBy, UnresolvedBy) }

// IsMatch reports whether the row counts as a production error-result match.
func (r *Row) IsMatch() bool { return r.Decision == Production && r.IsInventory() }

// Columns is the ledger's column order, stable across versions: new columns go at the end of
// their group, never in between, so spreadsheets and scripts keep working.
var Columns = []string{
	"study", "record", "repository", "subfolder", "commit", "path", "line", "end_line", "lang",
	"rule", "kind", "method", "context", "decision", "reason", "decided_by", "fingerprint",
	"path_key", "function", "api", "construct", "shape", "typed_code", "typed_target",
	"typed_policy", "typed_retry", "typed_side_effects", "profile", "outcome", "uses", "rationale",
	"related",
	"verdict", "verdict_shape", "verdict_reason", "verdict_by",
}

// addedColumns are the ledger columns added after the first version: a ledger CSV written
// before them lacks them and still reads, with the column empty.
var addedColumns = map[string]bool{"related": true}

// requiredColumns are the columns every ledger CSV has.
func requiredColumns() []string {
	var out []string
	for _, c := range Columns {
		if !addedColumns[c] {
			out = append(out, c)
		}
	}
	return out
}

// cells returns the row's values in Columns order.
func (r *Row) cells() []string {
	return []string{
		r.Study, r.Record, r.Repository, r.Subfolder, r.Commit, r.Path, strconv.Itoa(r.Line),
		strconv.Itoa(r.EndLine), r.Lang, r.Rule, r.Kind, r.Method, r.Context, string(r.Decision),
		r.Reason, r.DecidedBy, r.Fingerprint, r.PathKey, r.Function, r.API, r.Construct, r.Shape,
		yesNo(r.Code), yesNo(r.Target), yesNo(r.Policy), yesNo(r.Retry), yesNo(r.SideEffects),
		r.Profile, r.Outcome, strconv.Itoa(r.Uses), r.Rationale, r.Related,
		r.Verdict, r.VerdictShape, r.VerdictReason, r.VerdictBy,
	}
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

// SortRows puts rows in the ledger's canonical order: by repository rank, then position, rule and
// fingerprint. The order depends only on the rows, so shards merge into the unsharded order.
func SortRows(rows []Row, rank map[string]int) {
	slices.SortStableFunc(rows, func(a, b Row) int {
		return cmp.Or(
			cmp.Compare(rank[a.Repository], rank[b.Repository]),
			cmp.Compare(a.Repository, b.Repository),
			cmp.Compare(a.Path, b.Path),
			cmp.Compare(a.Line, b.Line),
			cmp.Compare(a.Rule, b.Rule),
			cmp.Compare(a.Fingerprint, b.Fingerprint),
		)
	})
}
