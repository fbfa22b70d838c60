package guidance

import "testing"

func TestSetupRemedy(t *testing.T) {
	for s, want := range map[string]bool{
		"No data buffer for COM3. Connect to the port first.":              true,
		"No accessible accounts found. Check SHOP_API_ACCOUNT_ID in .env.": true,
		"No token. Check your .env file.":                                  true,
		"No accounts found. Check your API key.":                           true,
		"No key found. Set `OPENAI_API_KEY` in your environment.":          true,
		"No session. Please log in with the login tool.":                   true,
		"No key found. Please set OPENAI_API_KEY.":                         true,
		"No project loaded. Open a project first.":                         true,
		"No devices found. Start the tunnel: sudo tunnel start":            true,
		"No pipeline found. You may need to configure one first.":          true,
		"No state yet. Call get_state first.":                              true,
		"No active flow. Use the start_auth tool to begin authentication.": true,
		"No hay sesión. Ejecuta login primero.":                            true,
		"No results found.\nInstall the CLI to index more.":                true,
		// Search or browsing suggestions, and words that are no sentence's start.
		"No results found. Try a broader query.":       false,
		"No notes yet. Create one with add_note.":      false,
		"No matches. Check the spelling of the name.":  false,
		"No results. Results are sorted newest first.": false,
		"No issues found. Check back later.":           false,
		"No items. Use the filter to narrow the list.": false,
		"No API results. Check API docs.":              false,
		"Saved to ./Configure":                         false,
	} {
		if got := SetupRemedy(s); got != want {
			t.Errorf("SetupRemedy(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestEmptyWithRemedy(t *testing.T) {
	for s, want := range map[string]bool{
		"No accessible accounts found. Check SHOP_API_ACCOUNT_ID in .env.":      true,
		"No data buffer for {…}. Connect to the port first.":                    true,
		"No active notebook. Open a notebook first.":                            true,
		"Auto-discovery did not find a browser. Log into the site, then retry.": true,
		// An empty answer with a search suggestion, and a remedy after no empty answer.
		"No results found. Try a broader query.":           false,
		"No notes yet. Create one with add_note.":          false,
		"Found 3 accounts. Check SHOP_API_ACCOUNT_ID too.": false,
		"No data buffer for {…}.":                          false,
	} {
		if got := EmptyWithRemedy(s); got != want {
			t.Errorf("EmptyWithRemedy(%q) = %v, want %v", s, got, want)
		}
	}
}
