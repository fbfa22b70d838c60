package guidance

import "testing"

// TestASCIIFailureWords checks reportsFailureNonEnglish's path for ASCII texts: no CJK word
// matches one whose letters are ASCII, and otherFailureASCII matches where otherFailure does.
func TestASCIIFailureWords(t *testing.T) {
	for _, text := range []string{
		"Fehler: konnte nicht laden", "Fichier introuvable", "Impossible d'ouvrir", "n'existe pas",
		"Entree incomplete.", "incompletos", "incomplet", "No se pudo crear", "no encontrado",
		"falhou", "non trovato", "non riuscito", "operazione fallita", "Error: failed", "ok", "",
		"invalid", "invalide", "existiert nicht", "Nicht gefunden", "KONNTE NICHT", "done",
		"Fehler: … konnte nicht", "❌ introuvable: {…}", "“no existe”", "\xff no se pudo",
	} {
		if hasForeignLetter(text) {
			t.Fatalf("%q has a letter outside ASCII", text)
		}
		if cjkFailure.MatchString(text) {
			t.Errorf("cjkFailure matches %q", text)
		}
		if got, want := otherFailureASCII.MatchString(text), otherFailure.MatchString(text); got != want {
			t.Errorf("otherFailureASCII.MatchString(%q) = %v, otherFailure %v", text, got, want)
		}
	}
}
