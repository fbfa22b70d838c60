package quiet

// no flag here: never parsed, so its missing go.mod is no note
func F() {}
