package scanner

// PassStats returns how many files the calls pass has extracted in this process, for a name
// they spell and for a wanted module they define (passStats).
func PassStats() (named, modules int64) { return passStats.named.Load(), passStats.modules.Load() }
