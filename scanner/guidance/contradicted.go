package guidance

import "github.com/mcperr/mcperr/internal/lazyre"

// A text that opens by reporting the work done and takes it back in the same sentence: the run
// finished, but what it was for was not made ("Compilation completed, but PDF file was not
// created", "Export finished but no file was written"). The contrast must deny that the thing
// was made or put in place (created, generated, written, saved, uploaded, ...): "completed but
// no results were found" is an empty answer, "created, but failed to notify" or "completed but
// unable to verify" report the work done with a note beside it, and neither is one.
var contradictedSuccess = lazyre.New(`(?i)^[^.!?\n]*\b(completed|complete|finished|done|succeeded|successful|successfully|ran|executed|processed)\b[^.!?\n]*?,?\s+but\s+` +
	`(?:(?:(?:the|a|an|its|your)\s+)?(?:[\w.-]+\s+){0,3}(?:(?:was|were|is|are)\s+not|(?:has|have|had)\s+not\s+been|wasn't|weren't|isn't|aren't|hasn't\s+been|haven't\s+been)|` +
	`no\s+(?:[\w.-]+\s+){1,3}(?:was|were|has\s+been|have\s+been))\s+` +
	`(created|generated|produced|written|saved|uploaded|installed|compiled|built)\b`)

// madeNothing is the same contrast said of what the run gave: it ran, but produced no output,
// file or image ("Screenshot command succeeded but produced no output"). A text about a
// command, script or query that ran is not one: a command that prints nothing has done its
// work ("Command executed successfully but produced no output"), so ranCommand rules it out.
var (
	madeNothing = lazyre.New(`(?i)^[^.!?\n]*\b(completed|complete|finished|succeeded|successful|successfully|ran|executed)\b[^.!?\n]*?,?\s+but\s+(?:it\s+)?` +
		`(?:produced|generated|created|wrote)\s+no\s+(?:output|files?|images?|screenshots?)\b`)
	ranCommand = lazyre.New(`(?i)^\W*(?:the\s+)?(?:command|cmd|script|process|shell|query|statement|program|job|task)\b`)
)

// ContradictsSuccess reports whether a text reports the run done and, in its first sentence,
// that what it was to make was not made: a failure, though it opens like a success.
func ContradictsSuccess(text string) bool {
	return contradictedSuccess.MatchString(text) || madeNothing.MatchString(text) && !ranCommand.MatchString(text)
}
