package guidance

import "testing"

func TestContradictsSuccess(t *testing.T) {
	for s, want := range map[string]bool{
		"Compilation completed, but PDF file was not created. Check LaTeX code for errors.": true,
		"Export finished but no file was written":                                           true,
		"Build ran, but the image wasn't built":                                             true,
		"Compilation successful! PDF file saved as out.pdf":                                 false,
		"Search completed but no results were found":                                        false,
		"User creation completed but unable to verify.":                                     false,
		"Work item created successfully, but failed to establish the link":                  false,
		"Test completed but research may still be processing":                               false,
		"Sync completed. The cache was not updated because nothing changed":                 false,
		"Not completed, but the draft was not saved":                                        true,
		"Screenshot command succeeded but produced no output.":                              true,
		"Render finished, but it wrote no file":                                             true,
		"Command executed successfully but produced no output":                              false,
		"The script ran but produced no output.":                                            false,
		"Query completed but produced no output":                                            false,
		"Export completed but generated no warnings":                                        false,
	} {
		if got := ContradictsSuccess(s); got != want {
			t.Errorf("ContradictsSuccess(%q) = %v, want %v", s, got, want)
		}
	}
}
