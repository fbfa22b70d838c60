package guidance

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/mcperr/mcperr/internal/lazyre"
)

// The failure words of texts in Russian, Ukrainian, German, French, Spanish, Portuguese and
// Italian, the other languages MCP servers answer in (openproject-mcp's "Ошибка: …" and "Не
// удалось …"). Regexp's \b and \W know ASCII only, so, as for Chinese, Japanese and Korean
// (outcome.go), these are matched apart from the English ones, with a boundary of their own
// (notLetter). Spanish "Error: …" is English's already.
//   - otherErrorStart: a text that opens with an error or failure noun as a word of its own
//     ("Ошибка: …", "Ошибка при получении задач", "Fehler beim Laden", "Erreur : …") or with
//     "failed to" / "cannot" (Не удалось …, Невозможно …, Impossible de …, No se pudo …, Não foi
//     possível …). A compound ("Fehlerbericht") is no error word.
//   - otherFailure: words that say an operation failed wherever they stand (не удалось failed
//     to, не найден not found, не существует does not exist, fehlgeschlagen failed, nicht
//     gefunden not found, introuvable not found, incomplet/incomplète incomplete (Spanish,
//     Italian and Portuguese incompleto too, not English "incomplete": "Entrée incomplète.
//     Fournis ..." in a guard), no se
//     pudo could not, não encontrado not found, non trovato not found, …). Like English "failed", they count only where the code
//     already sits on a failure path, and not when the text also reports success
//     (otherSuccess: успешно, erfolgreich, avec succès, con éxito, com sucesso, con successo)
//     or is an empty answer (otherNoResults: "Ничего не найдено" nothing found, a plural "Проекты
//     не найдены" projects not found, "В проекте нет задач или не удалось …" no tasks or failed
//     to get them, "Keine
//     Ergebnisse", "Aucun résultat", "Sin resultados", "Nenhum resultado", "Nessun risultato").
const notLetter = `(?:[^\p{L}\p{N}_]|$)`

var (
	otherErrorStart = lazyre.New(`(?i)^[\s\p{P}\p{S}]*(?:` +
		`(?:ошибка|ошибки|помилка|сбой|fehler|erreur|échec|erro|errore|falha|fallo)` + notLetter +
		`|не удалось|не вдалося|невозможно|неможливо|impossible d|impossibile|no se pudo|no fue posible|não foi possível|nao foi possivel)`)
	otherFailure      = lazyre.New(`(?i)(?:^|[^\p{L}\p{N}_])(?:` + strings.Join(otherFailureWords, "|") + `)`)
	otherFailureASCII = lazyre.New(`(?i)(?:^|[^\p{L}\p{N}_])(?:` + strings.Join(asciiOnly(otherFailureWords), "|") + `)`)
	otherSuccess      = lazyre.New(`(?i)успешн|успішн|erfolgreich|avec succès|réussi|con éxito|exitosamente|correctamente|com sucesso|con successo`)
	otherNoResults    = lazyre.New(`(?i)ничего не найдено|нічого не знайдено|не найдено ни одно|не найдены|не знайдені|нет [^.!?\n]{0,40}или не удалось|keine (?:ergebnisse|treffer|einträge)|aucun résultat|sin resultados|no se encontraron resultados|nenhum resultado|nessun risultato`)
)

// StartsAsErrorNonEnglish is StartsAsError's part for the languages other than English
// ("错误：…", "エラー: …", "无法连接…", "Ошибка: …", "Не удалось …", "Fehler beim …"), for a rule
// that spells its own English opening words (TypeScript's failureText).
// Each of cjkErrorStart's words is spelled in CJK letters: a text of ASCII bytes alone is asked
// otherErrorStart only.
func StartsAsErrorNonEnglish(text string) bool {
	return !isASCII(text) && cjkErrorStart.MatchString(text) || otherErrorStart.MatchString(text)
}

// reportsFailureNonEnglish is ReportsFailure's part for the languages other than English: a
// failure word, and neither a report of success nor an empty answer.
func reportsFailureNonEnglish(text string) bool {
	if !hasForeignLetter(text) {
		// No CJK word, and only the ASCII words of the other languages, can stand in a text
		// whose letters are ASCII ("konnte nicht", "introuvable"; a hole's "…" or an emoji is
		// no letter): most texts are asked one regexp, not two.
		return otherFailureASCII.MatchString(text) && !successText.MatchString(text) && !otherSuccess.MatchString(text) && !otherNoResults.MatchString(text)
	}
	if successText.MatchString(text) {
		return false
	}
	if cjkFailure.MatchString(text) && !cjkSuccess.MatchString(text) && !cjkNoResults.MatchString(text) {
		return true // "登录失败，无法获取SID" login failed, cannot get the SID
	}
	return otherFailure.MatchString(text) && !otherSuccess.MatchString(text) && !otherNoResults.MatchString(text)
}

// otherFailureWords are otherFailure's alternatives, one list for it and otherFailureASCII.
var otherFailureWords = []string{
	`не удалось`, `не вдалося`, `невозможно`, `неможливо`, `не найден`, `не знайден`, `не существует`, `не існує`, `нет доступа`, `доступ запрещ`, `отказано в доступе`, `недопустим`, `неверн`, `некорректн`, `не указан`,
	`fehlgeschlagen`, `nicht gefunden`, `konnte nicht`, `existiert nicht`, `ungültig`,
	`échec`, `échoué`, `introuvable`, `impossible d`, `n'existe pas`, `non trouvé`, `invalide`, `incomplèt`, `incomplet(?:[oai]|s?(?:[^\p{L}\p{N}_]|$))`,
	`no se pudo`, `falló`, `no encontrad`, `no se encontró`, `no existe`, `inválid`,
	`não foi possível`, `falhou`, `não encontrad`, `não existe`,
	`impossibile`, `non trovat`, `non esiste`, `non riuscit`, `fallit`,
}

// asciiOnly returns the alternatives spelled in ASCII alone: on a text of ASCII alone, the
// others cannot match (none of their letters folds to an ASCII one), so otherFailureASCII
// matches such a text where otherFailure does.
func asciiOnly(alts []string) []string {
	var out []string
	for _, a := range alts {
		if isASCII(a) {
			out = append(out, a)
		}
	}
	return out
}

// hasForeignLetter reports whether s holds a letter outside ASCII. Each alternative of
// cjkFailure, and of otherFailure outside otherFailureASCII, spells one, and case folding
// maps a letter to letters alone.
func hasForeignLetter(s string) bool {
	for _, r := range s {
		if r >= utf8.RuneSelf && unicode.IsLetter(r) {
			return true
		}
	}
	return false
}

// isASCII reports whether s holds ASCII bytes alone.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}
