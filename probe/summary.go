package probe

// Summary counts what a run sent and received.
type Summary struct {
	Planned   int             `json:"planned"`
	Sent      int             `json:"sent"`
	Skipped   int             `json:"skipped"`
	ByOutcome map[Outcome]int `json:"byOutcome"`
	// Answered counts the answers that can be coded (neither a timeout nor lost); Typed and
	// Content count, per bit D P C T E R, the answers that set it under each view.
	Answered int            `json:"answered"`
	Typed    map[string]int `json:"typed"`
	Content  map[string]int `json:"content"`
	// Checks counts the static findings by verdict, with --static.
	Checks map[Verdict]int `json:"checks,omitempty"`
}

// summarize counts a document's results.
func summarize(doc *Document, planned int) Summary {
	s := Summary{Planned: planned, Skipped: len(doc.Skipped), ByOutcome: map[Outcome]int{}, Typed: map[string]int{}, Content: map[string]int{}}
	for _, n := range bitNames {
		s.Typed[n], s.Content[n] = 0, 0
	}
	for _, r := range doc.Results {
		if r.Outcome == "" {
			continue
		}
		s.Sent++
		s.ByOutcome[r.Outcome]++
		if r.Outcome == Timeout || r.Outcome == Lost {
			continue
		}
		s.Answered++
		for i, b := range r.Typed.Bits {
			if b.Set {
				s.Typed[bitNames[i]]++
			}
		}
		for i, b := range r.Content.Bits {
			if b.Set {
				s.Content[bitNames[i]]++
			}
		}
	}
	if len(doc.Checks) > 0 {
		s.Checks = map[Verdict]int{}
		for _, c := range doc.Checks {
			s.Checks[c.Verdict]++
		}
	}
	return s
}

// Fails reports whether a document fails the run at the level: "problem" when any tool answered
// a probe with anything but an isError result, or the unknown tool with anything but an error
// (a protocol error or an isError result); "lost" when the server was lost or timed out; never
// with "none".
func Fails(doc *Document, level string) bool {
	for _, r := range doc.Results {
		switch {
		case r.Outcome == "" || level == "none":
		case r.Outcome == Lost || r.Outcome == Timeout:
			return true
		case level != "problem":
		case r.Kind == UnknownTool && r.Outcome != ProtocolError && r.Outcome != IsError:
			return true
		case r.Kind != UnknownTool && r.Outcome != IsError:
			return true
		}
	}
	return false
}
