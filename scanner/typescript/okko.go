package typescript

import "github.com/mcperr/mcperr/internal/lazyre"

// okWord and koWord match the upper-case status words OK and KO as words of their own.
var (
	okWord = lazyre.New(`(?:^|[^\p{L}\p{N}_])OK(?:[^\p{L}\p{N}_]|$)`)
	koWord = lazyre.New(`(?:^|[^\p{L}\p{N}_])KO(?:[^\p{L}\p{N}_]|$)`)
)

// okKoPair reports whether the texts a condition on an operation's outcome picks are a status
// pair, OK on the success branch and KO, the French (and terse English) shorthand for a
// failure, on the other: ("Tarif OK. Total: 120" when data.ok, "Tarif KO. {...}" when not). The success
// text then reports the work done though it has no word of guidance.ReportsDone.
func okKoPair(done, failed string) bool {
	return okWord.MatchString(done) && !koWord.MatchString(done) && koWord.MatchString(failed) && !okWord.MatchString(failed)
}
