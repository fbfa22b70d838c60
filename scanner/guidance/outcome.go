package guidance

import (
	"strings"

	"github.com/mcperr/mcperr/internal/lazyre"
)

// The outcome lexicon: words that report a completed operation, and words that negate or
// contradict that report. successflagged uses them to spot an error result whose text says the
// work was done. One definition for the Go, Python and TypeScript/JavaScript rules.
var (
	successText = lazyre.New(`(?i)\b(success(ful|fully)?|succeeded|(was |were |been |is )?(created|updated|deleted|saved|completed|uploaded|sent)( successfully)?|done)\b`)
	negatedText = lazyre.New(`(?i)\b(not|no|non|never|fail\w*|error\w*|unable|cannot|can't|couldn't|could not|unsuccessful\w*|without|invalid|denied|missing|timed out|timeout)\b`)
)

// ReportsSuccess reports whether a text says the operation succeeded ("Issue created
// successfully", "Saved", "Done") and nothing in it negates that ("not saved", "failed to
// create", "error: ...", "non-success status", "timed out waiting for it to be completed").
func ReportsSuccess(text string) bool {
	return maySaySuccess(text) && successText.MatchString(text) && !negatedText.MatchString(text) && !notDoneText.MatchString(text)
}

// maySaySuccess reports whether successText may match text: every word it matches holds "succ"
// or "ed" (created, saved, …) or is "sent" or "done", in any case (its (?i) folds "s" to "ſ"
// too). Most texts asked ("{…}", "ok", "Hello, {…}!") hold none of them.
func maySaySuccess(text string) bool {
	return anyFoldedWindow(text, func(w uint32) bool {
		return w&0xffff == 'e'<<8|'d' || w == succWord || w == sentWord || w == doneWord
	})
}

// anyFoldedWindow reports whether hit holds for one of the windows of text's last four bytes
// (w holds them, the latest lowest) that a scan of text in lower case sees. "ſ", the one
// non-ASCII letter that (?i) folds to an ASCII one of the words looked for (s), is read as
// "s"; any other non-ASCII byte as 0, outside every word.
func anyFoldedWindow(text string, hit func(w uint32) bool) bool {
	var w uint32
	for i := 0; i < len(text); i++ {
		b := text[i]
		if b >= 0x80 {
			if b == 0xC5 && i+1 < len(text) && text[i+1] == 0xBF {
				b, i = 's', i+1
			} else {
				b = 0
			}
		}
		if 'A' <= b && b <= 'Z' {
			b += 'a' - 'A'
		}
		w = w<<8 | uint32(b)
		if hit(w) {
			return true
		}
	}
	return false
}

// The four-byte words maySaySuccess looks for, as its window holds them.
const (
	succWord = 's'<<24 | 'u'<<16 | 'c'<<8 | 'c'
	sentWord = 's'<<24 | 'e'<<16 | 'n'<<8 | 't'
	doneWord = 'd'<<24 | 'o'<<16 | 'n'<<8 | 'e'
)

// notDoneText matches a text whose success word tells no outcome: a limit or possibility ("Maximum
// 200 contacts can be created in a batch", "at most 10 files may be uploaded"), or the name of
// the step that failed, Go's error-wrap form ("clearing completed tasks: %v", "sending …: …").
var notDoneText = lazyre.New(`(?i)\b((can|could|may|might|must|should|will|would|cannot) be|maximum|at most|up to)\b|^\W*[a-z]+ing\b[^:\n]{0,80}:\s*(%[vsw]|…|\{…\})`)

var (
	errorText = lazyre.New(`(?i)^\W*(an error (has )?occurred|error|errors|failed|failure|fail|exception|could not|couldn't|unable to|cannot|can't)\b`)
	noResults = lazyre.New(`(?i)^\W*(no\s+(\S+\s+){0,4}(found|available|results?|matches|match(es|ing)?)|nothing (was )?found|found nothing)\b`)
)

// The failure words of Chinese, Japanese and Korean texts. Regexp's \b and \W know ASCII
// only, so these are matched apart from the English ones, without word boundaries.
//   - cjkErrorStart: a text that opens with an error or failure word and a separator
//     ("错误：…", "失败: …", "エラー: …", "오류: …") or with "cannot" / "failed to" (无法…,
//     未能…). The error nouns (错误 error, 异常 exception, エラー, 오류, 에러) occur in success
//     texts too ("没有错误" no errors, "エラーなし", "异常检测" anomaly detection): only the
//     opening word with its separator says the text is an error.
//   - cjkFailure: words that say an operation failed wherever they stand (失败/失敗/실패
//     failed, 无法 cannot, 未能 failed to, 未成功 not successful, 未找到/找不到 not found,
//     不存在 does not exist, 出错 went wrong), and those of a check on an argument, as English
//     "is required" and "cannot be empty" are (不能为空/不可为空/不得为空 cannot be empty, 为必填
//     or a closing 必填 is required, 必须提供/必须配置 must be provided/configured, 缺少参数
//     missing parameter, は必須です, 필수입니다; a column header "必填参数" or "是否必填" is
//     none). Like English "failed", they count only where
//     the code already sits on a failure path, and not when the text also reports success
//     (cjkSuccess: "成功 3 个，失败 0 个" succeeded 3, failed 0; "已删除，此操作无法撤销"
//     deleted, this cannot be undone) or is an empty answer (未找到任何结果 no results found).
var (
	cjkErrorStart = lazyre.New(`^[\s\p{P}\p{S}]*(?:(?:错误|錯誤|失败|失敗|异常|異常|エラー|오류|에러|실패)\s*[:：!！,，.。;；\-—]|无法|無法|未能)`)
	cjkFailure    = lazyre.New(`失败|失敗|실패|无法|無法|未能|未成功|未找到|找不到|不存在|出错|出錯|(?:不能|不可|不得)(?:为|為)空|(?:为|為|是)必填|(?:^|[^否])必填(?:项|項)?[\s。.!！]*$|必(?:须|須)(?:提供|配置|指定)|缺少(?:必要|必需)?(?:的)?(?:参数|參數)|は必須です|필수입니다`)
	cjkSuccess    = lazyre.New(`(?:^|[^未不没沒無无非])成功|已(?:删除|刪除|创建|創建|保存|完成|发送|發送|更新|添加|上传|上傳)|성공(?:적|했|하였|되었|입니다|[!.\s]|$)`)
	cjkNoResults  = lazyre.New(`(?:未找到|找不到|没有找到|沒有找到)(?:任何|相关|相關|匹配|符合)|(?:未找到|找不到|没有找到|沒有找到)[^，,。.：:]{0,8}?(?:结果|結果|记录|記錄)`)
)

// StartsAsError reports whether a text opens by saying it is an error ("Error: ...", "failed to
// ...", "unable to ...", "错误：..."), the text a soft error hands back as if it were data.
func StartsAsError(text string) bool {
	return errorText.MatchString(text) || StartsAsErrorNonEnglish(text)
}

// foundNothing matches a search that says, in its own words, that it found nothing ("Auto-discovery
// did not find a browser with a session", "The scan didn't find any devices").
var foundNothing = lazyre.New(`(?i)\b(did not|didn't|does not|doesn't|could not|couldn't) find\b`)

// FoundNothing reports whether a text says a search found nothing. Like NoResults, it is an
// empty answer by itself: only a caller that sees a remedy beside it (how to set up what was
// not found) may read a failure.
func FoundNothing(text string) bool { return foundNothing.MatchString(text) }

// NoResults reports whether a text is an empty answer ("No results found", "no matching
// issues"): a successful search that found nothing, not a failure.
func NoResults(text string) bool { return noResults.MatchString(text) }

var (
	failureStart  = lazyre.New(`(?i)^\W*(invalid|unsupported|unknown|unrecognized|not found|permission denied|access denied|forbidden|unauthorized|not authorized|not allowed|timed out|missing required|rate limit(ed| exceeded))\b`)
	failurePhrase = lazyre.New(`(?i)\b(not found|does not exist|doesn't exist|do not exist|no such|denied|not allowed|not permitted|not authorized|unauthorized|forbidden|is required|are required|must be|must not|must provide|must (start|begin|end) with|not supported|unsupported|(does not|doesn't|do not|don't) support|invalid|not valid|not an? valid|timed out|(is|are|was|were) out of (range|bounds)|not configured|not enabled|not installed|not set|not connected|not initialized|not available|(authentication|authorization|auth|login|sign[- ]?in) (is )?required|not (authenticated|logged in|signed in)|unavailable|cannot|can not|can't|could not|couldn't|unable to|failed|failure|no \w+( \w+)? (specified|provided|given|supplied)|too (many|few)|exceeds? (the )?(maximum|max|limit)|((rate|quota|usage|request|api) )?limits? (exceeded|reached)|quota exceeded|unexpected (http )?(response|status)( code)?|ok\s*[:=]\s*false|insufficient|(balance|funds|credits?) (is |are )?too low|(please )?(provide|specify|supply) (either|one of|exactly one|at least one)|not both|mutually exclusive|(?:is not|was not|isn't|wasn't) an? (?:regular )?(?:file|directory|dir|folder|git repository|repository))\b`)
)

// StartsAsFailure reports whether a text opens by naming what went wrong, without an error word
// ("Invalid source type: s3x", "Unknown command", "Permission denied: /etc"): a failure wherever
// a tool returns it. An empty answer ("No results found") is not one.
func StartsAsFailure(text string) bool {
	return failureStart.MatchString(text) && !noResults.MatchString(text) || marksFailure(text)
}

// crossMark matches a text that opens with a cross mark (✗ ✘ ✖ ❌ ❎), the author's sign of a
// failure; checkMark a check mark anywhere (✓ ✔ ✅ ☑), the sign of a checklist; countedFailure
// a count of failures ("✗ 0 failed", "❌ 2 errors"), a tally.
var (
	crossMark      = lazyre.New(`^[\s*_#>\-]*(?:✗|✘|✖|❌|❎)\x{FE0F}?\s*(.*)`)
	checkMark      = lazyre.New(`✓|✔|✅|☑`)
	countedFailure = lazyre.New(`(?i)\b\d+\s+(\w+\s+)?(failed|failures?|errors?|passed)\b`)
)

// marksFailure reports whether a text opens with a cross mark and its first line then says
// what failed ("✗ {…} version {…} not found in NixHub", "❌ {…} is not configured"): a failure
// wherever a tool returns it. A checklist (a check mark anywhere: "✗ lint not configured\n✓
// tests"), a tally ("✗ 0 failed") and a line that also reports success are none.
func marksFailure(text string) bool {
	m := crossMark.FindStringSubmatch(text)
	if m == nil || checkMark.MatchString(text) {
		return false
	}
	line, _, _ := strings.Cut(m[1], "\n")
	return !countedFailure.MatchString(line) && (ReportsFailure(line) || crossRequires.MatchString(line) && !asksConfirmation.MatchString(line))
}

// crossRequires matches, after a cross mark, a line that names what the call lacked ("❌ CDROM
// requires iso_path", "✗ execute_tool requires a 'name' argument"): a missing argument;
// asksConfirmation a line that asks for a confirmation instead ("❌ This action requires
// confirmation"), which is the user's choice, not a failure.
var (
	crossRequires    = lazyre.New(`(?i)^[\w'"{}…./-]+(?:\s+[\w'"{}…./-]+)?\s+requires\s+(?:(?:either|an?|the)\s+)?['"{…\w]`)
	asksConfirmation = lazyre.New(`(?i)\bconfirm`)
)

// emptyOrMissing matches a text that answers a read of a collection that may be empty or
// missing, without telling which ("List {…} is empty or does not exist"): an empty answer.
var emptyOrMissing = lazyre.New(`(?i)\bempty,? or (does not|doesn't|did not|didn't) exist|\bempty,? or (is |was )?not found|\b(does not exist|doesn't exist|not found),? or (is |was )?empty\b`)

// negatedSuccess matches a text that says the operation was not done successfully ("The build
// was not recorded successfully.", "The file could not be saved successfully", "The run was not
// successfully recorded"): its success word is negated, so it reports a failure.
var negatedSuccess = lazyre.New(`(?i)\b(was|were|is|are|has|have|had|did|could)\s+not\s+(be\s+|been\s+)?(\w+\s+)?(successful|successfully)\b`)

// mayNegateSuccess reports whether negatedSuccess may match text: it holds "succ" in any case.
func mayNegateSuccess(text string) bool {
	return anyFoldedWindow(text, func(w uint32) bool { return w == succWord })
}

// ReportsFailure reports whether a text says, anywhere, that the operation failed ("Note {p}
// not found", "{p} does not exist", "count must be positive", "Permission denied: {p}", "Too
// many IDs provided", "Item {p} is not a folder": the thing given is not of the kind the call
// needs, a file, a directory or a repository; "this is not a problem" names no such kind), "删除种子失败" deleting the torrent failed, "Задача не найдена" task not
// found: foreign.go). Only
// a text returned from a failure block (an except clause, an early-return branch) counts as
// one: the words also appear in ordinary answers. A text that also reports success ("Deleted 3
// files, 2 not found") or an empty answer ("No notes found", "List {…} is empty or does not
// exist") is not a failure, unless it says the operation was not done successfully
// (negatedSuccess); nor is a text that only mentions
// errors ("Console error messages found: ..."), which may be what was asked for.
func ReportsFailure(text string) bool {
	if mayNegateSuccess(text) && negatedSuccess.MatchString(text) && !noResults.MatchString(text) {
		return true // "The build was not recorded successfully."
	}
	if reportsFailureNonEnglish(text) {
		return true // "登录失败，无法获取SID" login failed, cannot get the SID; "Не удалось создать задачу"
	}
	return failurePhrase.MatchString(text) && !noResults.MatchString(text) && !successText.MatchString(text) && !emptyOrMissing.MatchString(text)
}

// A lookup of one named thing that misses says so in an empty answer's words ("No information
// found for …"), but it is no empty answer: the caller asked for that thing and it is not
// there. The text names the thing by a value put in (a hole, "…" or "{…}"), right after the
// words that say it is missing, and the missing noun is one thing: a plural ("No resources
// found for …"), a search's word ("No match found for …", "No matching user"), a filter's noun
// between them ("No resource found for provider '…'") or a thing whose absence is good news
// ("No update available for …", "No error found for …") makes it an empty answer.
var (
	// namedMissAfter: "No <noun> found for …", "No <noun> found with id '…'".
	namedMissAfter = lazyre.New(`(?i)^\W*no\s+((?:[a-z]+\s+){0,2}?)([a-z]+)\s+(?:was\s+|is\s+)?(?:found|available|exists)\s+` +
		`(?:for|named|called|with\s+(?:the\s+)?(?:id|name|key|slug|uuid|identifier|title|path))\s*['"` + "`" + `(]?\s*\{?…`)
	// namedMissBefore: "No <noun> '…' found", "No <noun> named '…' found".
	namedMissBefore = lazyre.New(`(?i)^\W*no\s+((?:[a-z]+\s+){0,2}?)([a-z]+)\s+(?:named\s+|called\s+|with\s+(?:id|name|key)\s+)?['"` + "`" + `]?\{?…\}?['"` + "`" + `]?\s+(?:was\s+|is\s+)?(?:found|exists)\b`)
	// searchWords name what a search or a listing finds, or qualify a search ("matching").
	searchWords = lazyre.New(`(?i)^(results?|match(es)?|matching|hits?|other|more|further|additional|new|newer|similar|related)$`)
	// goodAbsence names things whose absence is the good answer of a check.
	goodAbsence = lazyre.New(`(?i)^(errors?|problems?|warnings?|conflicts?|vulnerabilit(y|ies)|violations?|updates?|upgrades?|changes?|differences?|diffs?)$`)
)

// MissesNamed reports whether a text says that one thing, named by a value put in, is not there
// ("No information found for …", "No user found with id …", "No resource '…' found"): a lookup
// that failed, though its words are an empty answer's (NoResults). A text that also reports
// success is none.
func MissesNamed(text string) bool {
	m := namedMissAfter.FindStringSubmatch(text)
	if m == nil {
		m = namedMissBefore.FindStringSubmatch(text)
	}
	if m == nil || successText.MatchString(text) {
		return false
	}
	noun := m[2]
	for _, w := range append(strings.Fields(m[1]), noun) {
		if searchWords.MatchString(w) || goodAbsence.MatchString(w) {
			return false
		}
	}
	return !isPlural(noun)
}

// missingOne: "No <noun> found", "No <noun> exists", whatever follows.
var missingOne = lazyre.New(`(?i)^\W*no\s+((?:[a-z]+\s+){0,2}?)([a-z]+)\s+(?:was\s+|is\s+)?(?:found|exists)\b`)

// massNouns name what a read may hold none of: "No data found" is an empty answer.
var massNouns = lazyre.New(`(?i)^(data|content|contents|output|information|info|text|entries|items)$`)

// MissesOne reports whether a text says that one thing is not there ("No page found", "No user
// exists with that id"), with or without a value put in: an empty answer's words (NoResults)
// about a single thing, which a lookup's failure uses. A plural, a search's word, a thing whose
// absence is good news or a mass noun ("No data found") makes it an empty answer; so does a
// text that also reports success. Only a text that the code already marks as the failure (an
// "error" member) is read this way: a listing's "No page found" may be its answer.
func MissesOne(text string) bool { return missesThing(missingOne, text, true) }

// missingFor: "No <noun> found for <owner> …", the owner named by a value put in.
var missingFor = lazyre.New(`(?i)^\W*no\s+((?:[a-z]+\s+){0,2}?)([a-z]+)\s+(?:was\s+|is\s+)?found\s+for\s+(?:the\s+)?[a-z][a-z_]*\s+['"` + "`" + `(]?\{?…`)

// MissesOneOf reports whether a text says that the one thing of an owner, named by a value put
// in, is not there ("No output file found for job …"): the owner's noun stands between "for"
// and the value, as a filter's does ("No resource found for provider '…'", which MissesNamed
// reads as an empty answer), so only a caller that knows the value identifies the owner (an
// id) may read it as a lookup that failed. The missing noun is one thing, as for MissesOne,
// but a mass noun only modifies it ("output file"); a text that also reports success is none.
func MissesOneOf(text string) bool { return missesThing(missingFor, text, false) }

// missesThing reads pattern's match in text, the words before the missing noun (group 1) and
// the noun (group 2), as one thing that is not there: none of them a search's word or a thing
// whose absence is good news, the noun no mass noun and not plural, and nowhere a report of
// success. A mass noun among the words before the noun makes it an empty answer when massWords
// is set ("No data file found"); else it only modifies the noun ("No output file found for").
func missesThing(pattern *lazyre.Regexp, text string, massWords bool) bool {
	m := pattern.FindStringSubmatch(text)
	if m == nil || successText.MatchString(text) {
		return false
	}
	noun := m[2]
	for _, w := range append(strings.Fields(m[1]), noun) {
		if searchWords.MatchString(w) || goodAbsence.MatchString(w) || massWords && massNouns.MatchString(w) {
			return false
		}
	}
	return !massNouns.MatchString(noun) && !isPlural(noun)
}

// isPlural reports whether an English noun reads as a plural: it ends in s, but not in ss, us
// or is (address, status, analysis).
func isPlural(noun string) bool {
	n := strings.ToLower(noun)
	if !strings.HasSuffix(n, "s") {
		return false
	}
	return !strings.HasSuffix(n, "ss") && !strings.HasSuffix(n, "us") && !strings.HasSuffix(n, "is")
}

// HasCheckMark reports whether a text holds a check mark (✓ ✔ ✅ ☑): a line of a checklist, whose
// lines opening with a cross mark are items that did not pass, not failures of the tool.
func HasCheckMark(text string) bool { return checkMark.MatchString(text) }

// OpensWithCrossMark reports whether a text opens with a cross mark (✗ ✘ ✖ ❌ ❎).
func OpensWithCrossMark(text string) bool { return crossMark.MatchString(text) }

var (
	alreadyDone = lazyre.New(`(?i)\balready\b|\bnothing (left |more )?to \w+`)
	missingArg  = lazyre.New(`(?i)\b(parameter|argument|param|arg|field)s?\b[^.!?\n]{0,40}?\b(is|are) missing\b|^\W*missing (the )?(required )?(parameter|argument|param|arg|field)s?\b` +
		`|^\W*please (provide|specify|supply|enter|pass|give)\b|^\W*(provide|specify|supply) (an? |the )?(valid )?[\w-]+( [\w-]+)? (for|of)( [\w'"{}…-]+){1,3}\W*$`)
	waitExpired = lazyre.New(`(?i)\b((did not|didn't) (complete|finish) (within|before|in time)|timeout (period )?(exceeded|expired|reached))\b`)
)

// SaysAlreadyDone reports whether a text says the wanted state was there already ("x is already
// present", "Not connected; nothing to disconnect"): the call did nothing, it did not fail. The Go and TypeScript softerror rules ask it
// of a text returned from a failure branch.
func SaysAlreadyDone(text string) bool { return alreadyDone.MatchString(text) }

// SaysArgumentMissing reports whether a text says an argument is missing ("Required parameter
// 'name' is missing", "Missing parameter: name") or asks for it ("Provide namespace for pod",
// "Please specify a project"), words the failure lexicon above does not hold. The Go softerror
// rule counts it in a branch's text.
func SaysArgumentMissing(text string) bool { return missingArg.MatchString(text) }

// namesRequired matches a text that opens by naming what the call lacks, one name or two joined
// by "or" or "and", then "(is|are) required", and ends or goes on with punctuation or a "for",
// "when", "if" or "unless" clause ("guild_id required", "`channelId` is required.", "id or name
// required for lookups", "{…} required"); notRequired the names that make such a text none of
// that: no need ("No changes required", "Nothing required"), or the user's choice or a step to
// take rather than a missing argument ("Confirmation required", "Action required: …", "Restart
// required").
var (
	namesRequired = lazyre.New(`(?i)^\W*((?:[\w.-]+|\{…\})['"` + "`" + `]?(?:\s+(?:or|and)\s+['"` + "`" + `]?(?:[\w.-]+|\{…\})['"` + "`" + `]?)?)\s+(?:(?:is|are)\s+)?required\s*(?:$|[.!:;,(\n]|\s(?:for|when|if|unless)\b)`)
	notRequired   = lazyre.New(`(?i)^(no|none|nothing|not|confirm\w*|approval|action|attention|input|restart|reboot|review|update|upgrade|login|sign-?in|auth\w*)$`)
)

// NamesRequired reports whether a text is, or opens with, the name of what the call lacks and
// the word required ("guild_id required", "query is required: pass a search term"): a missing
// argument in a failure block, even without "is". The same words after an answer ("Found 3
// posts. Login required to view more") or with no name before them ("No changes required") are
// none. The softerror rules of the three languages ask it of a text returned from a failure block.
func NamesRequired(text string) bool {
	m := namesRequired.FindStringSubmatch(text)
	if m == nil {
		return false
	}
	for _, w := range strings.Fields(m[1]) {
		if notRequired.MatchString(strings.Trim(w, "'\"`")) {
			return false
		}
	}
	return true
}

// SaysWaitExpired reports whether a text says a wait ended before the work did ("Task ${id} did
// not complete within the timeout period of ${ms}ms", "timeout exceeded"): a tool that waits for
// the work failed at what it was asked. A state still pending ("has not completed yet") and a
// tally ("3 tasks did not complete") are none. The TypeScript softerror rule counts it.
func SaysWaitExpired(text string) bool { return waitExpired.MatchString(text) }

// WarnsArgumentMissing reports whether a text's first line is a warning sign and a heading or a
// sentence saying an argument is missing ("⚠️ MISSING REQUIRED PARAMETERS", "⚠ query is
// required"): judged as the same words without the sign (SaysArgumentMissing, NamesRequired,
// both blind to case), the call could not be done, and no answer goes with such a warning. A
// warning beside an answer ("⚠️ Couldn't open the browser; copy this link") is none, nor one
// that goes on without the argument ("⚠️ Parameter 'limit' is missing, using the default").
func WarnsArgumentMissing(first string) bool {
	if !IsWarning(first) || goesOnWithout.MatchString(first) {
		return false
	}
	first = strings.TrimLeft(first, " \t\n*_#>⚠\uFE0F")
	return SaysArgumentMissing(first) || NamesRequired(first)
}

// goesOnWithout matches a warning that the call went on without what was missing.
var goesOnWithout = lazyre.New(`(?i)\b(defaults?|using|falling back|fell back|ignor(e|ed|ing)|skipp(ed|ing))\b`)
