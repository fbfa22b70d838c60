package guidance

import "testing"

func TestOutcomeLexicon(t *testing.T) {
	for _, c := range []struct {
		text                 string
		success, err, noHits bool
	}{
		{"Issue created successfully", true, false, false},
		{"Done", true, false, false},
		{"order was not created", false, false, false},
		{"failed to save order 7", false, true, false},
		{"Error: connection refused", false, true, false},
		{"unable to delete: permission denied", false, true, false},
		{"No results found for q", false, false, true},
		{"no matching issues", false, false, true},
		{"note body", false, false, false},
		{"An error occurred, the server answered 502", false, true, false},
		{"an error code table", false, false, false},
		// last9-mcp-server's API errors say "non-success"; a wait can end before the work is done.
		{"API returned non-success status: 502", false, false, false},
		{"timed out waiting for the run to be completed", false, false, false},
		// A limit, or the failed step's name before its error (Go's wrap form): no outcome.
		{"Maximum 200 contacts can be created in a batch.", false, false, false},
		{"clearing completed tasks: %v", false, false, false},
		{"clearing completed tasks: …", false, false, false},
		{"Completed tasks cleared", true, false, false},
		// Chinese, Japanese and Korean: an opening error word with its separator, or "cannot".
		{"错误：未提供种子文件路径", false, true, false},
		{"错误: {…}", false, true, false},
		{"エラー: 接続できません", false, true, false},
		{"오류: {…}", false, true, false},
		{"失败: 状态码 {…}", false, true, false},
		{"无法连接到服务器", false, true, false},
		{"没有错误", false, false, false},
		{"エラーなし", false, false, false},
		{"错误数 {…}", false, false, false},
		{"异常检测完成", false, false, false},
		{"登录失败，无法获取SID", false, false, false},
		// Other languages: an opening error noun as a word of its own, or "failed to" / "cannot".
		{"Ошибка: {…}", false, true, false},
		{"Ошибка при получении задач: {…}", false, true, false},
		{"Не удалось создать задачу: {…}", false, true, false},
		{"Помилка: {…}", false, true, false},
		{"Fehler beim Laden von {…}", false, true, false},
		{"Fehlerbericht erstellt", false, false, false},
		{"Erreur : {…}", false, true, false},
		{"Échec de la connexion", false, true, false},
		{"Impossible de lire {…}", false, true, false},
		{"No se pudo conectar", false, true, false},
		{"Erro ao buscar {…}", false, true, false},
		{"Não foi possível salvar", false, true, false},
		{"Errore durante il salvataggio", false, true, false},
		{"Задача успешно создана", false, false, false},
		{"Ошибок нет", false, false, false},
		// A search that found nothing says so without "no".
		{"Nothing found. Try to search for fewer terms.", false, false, true},
		{"Found nothing matching {…}", false, false, true},
		{"Nothing to do", false, false, false},
	} {
		if got := ReportsSuccess(c.text); got != c.success {
			t.Errorf("ReportsSuccess(%q) = %v", c.text, got)
		}
		if got := StartsAsError(c.text); got != c.err {
			t.Errorf("StartsAsError(%q) = %v", c.text, got)
		}
		if got := NoResults(c.text); got != c.noHits {
			t.Errorf("NoResults(%q) = %v", c.text, got)
		}
	}
}

func TestFailureLexicon(t *testing.T) {
	for _, c := range []struct {
		text             string
		starts, anywhere bool
	}{
		{"Invalid source type: {…}", true, true},
		{"Permission denied: {…}", true, true},
		{"Unknown command {…}", true, false},
		{"Note {…} not found", false, true},
		{"{…} does not exist", false, true},
		{"count must be positive", false, true},
		// A feature the call needs is switched off: the call did nothing.
		{"Session tokens not enabled", false, true},
		{"Caching is not enabled", false, true},
		{"No notes found", false, false},
		{"List {…} is empty or does not exist.", false, false},
		{"Key {…} not found or empty", false, false},
		{"Deleted 3 files, 2 not found", false, false},
		{"note body", false, false},
		{"Console/error messages found:\n{…}", false, false},
		{"Upload of {…} failed", false, true},
		{"No updates specified.", false, true},
		{"API_TOKEN environment variable is not set. Please set it to use the launcher.", false, true},
		{"Payment not settled yet", false, false},
		{"Unsupported format {…}. Use one of: csv, json", true, true},
		{"You can set either groupId or parentItemId, but not both.", false, true},
		{"--json and --csv are mutually exclusive", false, true},
		// "can not" spelled as two words says what "cannot" says.
		{"You can not attach more than 3 kilns to a studio.", false, true},
		{"You cannot attach more than 3 kilns to a studio.", false, true},
		{"Too many IDs provided. Maximum 20 IDs per request.", false, true},
		{"Query exceeds the maximum length of {…}", false, true},
		{"Too good to be true: {…}", false, false},
		{"File is too large to display inline ({…} bytes). Access it via resource URI: {…}", false, false},
		{"Provide either pageName or scaffoldId.", false, true},
		{"Please specify one of: id, slug", false, true},
		{"Provided either way, as asked", false, false},
		{"Both boards updated", false, false},
		{"This media item doesn't support setting {…} artwork.", false, true},
		{"Downloaded data is not a valid zip file. Length: {…}", false, true},
		// The thing given is not of the kind the call needs: a file, a directory, a repository.
		{"Item with ID {…} is not a folder.", false, true},
		{"{…} is not a directory", false, true},
		{"Path {…} isn't a regular file", false, true},
		{"{…} is not a git repository", false, true},
		{"This is not a problem", false, false},
		{"This is not a drill", false, false},
		{"It is not a filename, use the ID", false, false},
		{"Supports setting {…} artwork", false, false},
		// The call needs a login it does not have.
		{"Authentication required. Please use the 'authenticate' tool first.", false, true},
		{"Not authenticated: run login first", false, true},
		{"Login is required to list repositories", false, true},
		{"Authentication: required for private boards, optional otherwise", false, false},
		{"Authenticated as {…}", false, false},
		// A success word that the text negates: the operation was not done.
		{"The build was not recorded successfully.", false, true},
		{"The test run was not successfully recorded", false, true},
		{"The file could not be saved successfully: {…}", false, true},
		{"Build {…} recorded successfully", false, false},
		{"Not only saved but successfully indexed", false, false},
		{"The import was successful; nothing was not copied", false, false},
		// Chinese, Japanese and Korean failure words; not with a success word, nor in an empty
		// answer; an error noun alone is no failure.
		{"登录失败，无法获取SID", false, true},
		{"删除种子失败，HTTP状态码: {…}", false, true},
		{"文件 {…} 不存在", false, true},
		{"未找到种子 {…}", false, true},
		{"削除に失敗しました", false, true},
		{"업로드 실패: {…}", false, true},
		{"成功 {…} 个，失败 {…} 个", false, false},
		{"已删除，此操作无法撤销", false, false},
		{"未找到任何结果", false, false},
		{"未找到匹配的种子", false, false},
		{"没有错误", false, false},
		{"エラーなし", false, false},
		{"오류 없음", false, false},
		{"성공했습니다. 실패 {…}건", false, false},
		{"操作未成功：{…}", false, true},
		// The failure words of a check on an argument; not in a column header or a success text.
		{"Project ID不能为空，可以从 getUser 工具中获取当前用户的项目Id", false, true},
		{"图片路径列表不能为空", false, true},
		{"名称为必填项", false, true},
		{"请求头中 token,refreshToken 必填", false, true},
		{"必须提供 api_key 或配置 DEEPSEEK_OCR_API_KEY", false, true},
		{"缺少必要参数: {…}", false, true},
		{"プロジェクトIDは必須です", false, true},
		{"프로젝트 ID는 필수입니다", false, true},
		{"| 工具名 | 方法 | 必填参数 |", false, false},
		{"是否必填: {…}", false, false},
		{"已创建，名称不能为空的字段已填写", false, false},
		// Russian, Ukrainian, German, French, Spanish, Portuguese and Italian failure words; not
		// with a success word, nor in an empty answer.
		{"Задача {…} не найдена", false, true},
		{"Не удалось получить проект {…}", false, true},
		{"Проект {…} не существует", false, true},
		{"Файл не знайдено", false, true},
		{"Upload fehlgeschlagen: {…}", false, true},
		{"Datei {…} nicht gefunden", false, true},
		{"Le fichier {…} est introuvable", false, true},
		{"Entrée incomplète. Fournis soit {…}, soit {…}.", false, true},
		{"Datos incompletos: falta {…}", false, true},
		{"Hello {…}, form incomplete", false, false}, // English "incomplete" is no failure word
		{"El proyecto no existe", false, true},
		{"Arquivo não encontrado", false, true},
		{"Progetto non trovato", false, true},
		{"Ничего не найдено", false, false},
		{"Проекты не найдены.", false, false},
		{"В проекте нет задач или не удалось получить информацию о них.", false, false},
		{"Задача создана успешно, но не удалось добавить комментарий", false, false},
		{"Keine Ergebnisse gefunden", false, false},
		{"Aucun résultat", false, false},
		{"Datei erfolgreich gespeichert", false, false},
		{"Несуществующий", false, false},
		// A cross mark first, then what failed, on the first line: a failure wherever it is;
		// not a checklist, a tally, nor a mark before words that say nothing failed.
		{"✗ {…} version {…} not found in NixHub\n", true, true},
		{"❌ {…} is not configured", true, true},
		{"✘ Could not reach {…}", true, true},
		{"- ❌ {…} does not exist\n\nAlternatives: …", true, true},
		{"✗ 0 failed", false, true},
		{"❌ 2 tests failed, 10 passed", false, true},
		{"✗ lint not configured\n✓ tests configured", false, true},
		{"✗ {…}", false, false},
		{"✗ Build {…} saved successfully but not indexed", false, false},
		{"✗ Done", false, false},
		// A cross mark, then what the call lacked: a missing argument; not a confirmation asked for.
		{"❌ CDROM requires iso_path", true, false},
		{"❌ DISK requires either disk_size_gb or disk_path", true, false},
		{"❌ execute_tool requires a 'name' argument.", true, false},
		{"❌ This action requires confirmation. Set confirm=true", false, false},
		{"❌ Deleting {…} requires confirm=true", false, false},
		{"Step 2 requires a token", false, false},
		// An index or value outside what the call accepts.
		{"Cell index {…} is out of range. Notebook has {…} cells.", false, true},
		{"Offset was out of bounds", false, true},
		{"Values out of range are clipped", false, false},
		// A value that breaks a rule of its form: "must start with", as "must be".
		{"Entry point recipes must start with launch_app or navigate(home).", false, true},
		{"URL must end with .md", false, true},
		// A limit the call ran into, and an answer the server did not expect.
		{"Rate limit exceeded: This endpoint is limited to 5 requests per minute per API key. Please try again later.", true, true},
		{"Monthly quota exceeded for {…}", false, true},
		{"Unexpected response status: {…}", false, true},
		{"Rate limits: 5 requests per minute", false, false},
		{"Found {…} unexpected files", false, false},
		{"Operation returned ok: false. Status: {…}", false, true},
		{"The wallet balance is too low", false, true},
		{"Insufficient funds for gas", false, true},
		// A program the call needs is missing.
		{"amixer is not installed. Please install alsa-utils.", false, true},
		{"Git not installed", false, true},
	} {
		if got := StartsAsFailure(c.text); got != c.starts {
			t.Errorf("StartsAsFailure(%q) = %v", c.text, got)
		}
		if got := ReportsFailure(c.text); got != c.anywhere {
			t.Errorf("ReportsFailure(%q) = %v", c.text, got)
		}
	}
}

func TestOutcomeBranchLexicon(t *testing.T) {
	for _, c := range []struct {
		text          string
		done, failure bool
	}{
		{"Dropped the value at {…}", true, false},
		{"✅ Job 7 stopped", true, false},
		{"Job 7 not stopped", false, true},
		{"No value at {…} in {…}", false, true},
		{"Key {…} not found", false, true},
		{"{…} is locked by another writer", false, true},
		{"No items match", false, false},
		{"No changes: {…} is up to date", false, false},
		{"Key {…} exists", false, false},
		{"Saved {…} (cached)", true, false},
		{"Booking cancelled by the user", true, false},
		{"Approval not granted", false, false},
		{"⚠️ Could not open the browser; copy this link", false, false},
	} {
		if got := ReportsDone(c.text); got != c.done {
			t.Errorf("ReportsDone(%q) = %v", c.text, got)
		}
		if got := OutcomeFailure(c.text); got != c.failure {
			t.Errorf("OutcomeFailure(%q) = %v", c.text, got)
		}
	}
	for word, want := range map[string]bool{"deleted": true, "ok": true, "success": true, "value": false, "result": false,
		"wasDeleted": true, "delete_ok": true, "killed_": true, "done$": true, "deletedFiles": false, "is_ok_flag": false} {
		if got := NamesOutcome(word); got != want {
			t.Errorf("NamesOutcome(%q) = %v", word, got)
		}
	}
}

func TestMissesOneOf(t *testing.T) {
	for text, want := range map[string]bool{
		// The one thing of an owner named by a value put in is not there.
		"No output file found for job …":                     true,
		"No audio file was found for the job …":              true,
		"No invoice found for order '…'":                     true,
		"No attachmentId found for part_id '…' in message …": true,
		// Plurals, search words, mass nouns, good news, no value, or a success besides.
		"No files found for job …":                  false,
		"No matching file found for job …":          false,
		"No data found for user …":                  false,
		"No error found for job …":                  false,
		"No output file found for this job":         false,
		"No invoice found for order …, created one": false,
	} {
		if got := MissesOneOf(text); got != want {
			t.Errorf("MissesOneOf(%q) = %v, want %v", text, got, want)
		}
	}
}

func TestNamedMissLexicon(t *testing.T) {
	for text, want := range map[string]bool{
		// One thing, named by a value put in, is not there: the lookup failed.
		"No information found for …":                        true,
		"No information found for … in module …":            true,
		"No information found for {…}. You can call list-x": true,
		"No issue found with id …":                          true,
		"No user found with id …":                           true,
		"No user found with ID '…'":                         true,
		"No schema available for '…'":                       true,
		"No resource '…' found":                             true,
		"No type named \"…\" found in the registry":         true,
		"No status found for … (a singular in -us)":         true,
		"no documentation was found for {…}":                true,
		// A collection's empty answer: plural nouns, search words, a filter noun before the value.
		"No resources found for provider '…'": false,
		"No items found for …":                false,
		"No results found for …":              false,
		"No match found for …":                false,
		"No matching user found for …":        false,
		"No resource found for provider '…'":  false,
		// Nothing named, or the absence of a bad thing, which is good news.
		"No user found":                                  false,
		"No information found":                           false,
		"No update available for …":                      false,
		"No error found for …":                           false,
		"No new version available for …":                 false,
		"No conflict found for …":                        false,
		"No record found for …, created it successfully": false,
	} {
		if got := MissesNamed(text); got != want {
			t.Errorf("MissesNamed(%q) = %v, want %v", text, got, want)
		}
	}
}

func TestMissesOne(t *testing.T) {
	for text, want := range map[string]bool{
		// One thing missing, named or not: a lookup's failure where the code says "error".
		"No page found":                       true,
		"No user exists with that id":         true,
		"No Wikipedia article found for '…'.": true,
		// A collection's empty answer, a mass noun, good news, or a success beside it.
		"No pages found":                           false,
		"No results found":                         false,
		"No matching records found":                false,
		"No data found":                            false,
		"No errors found":                          false,
		"No conflict found":                        false,
		"No record found, created it successfully": false,
		"Page not found":                           false,
	} {
		if got := MissesOne(text); got != want {
			t.Errorf("MissesOne(%q) = %v, want %v", text, got, want)
		}
	}
}

func TestFoundNothing(t *testing.T) {
	for s, want := range map[string]bool{
		"Auto-discovery did not find a Chromium browser with a valid session.": true,
		"The scan didn't find any devices":                                     true,
		"No devices found":                                                     false,
		"Found 3 devices":                                                      false,
		"The finder did not run":                                               false,
	} {
		if got := FoundNothing(s); got != want {
			t.Errorf("FoundNothing(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestSaysAlreadyDone(t *testing.T) {
	for s, want := range map[string]bool{
		"Tag x is already present":              true,
		"Not connected; nothing to disconnect.": true,
		"Nothing left to sync":                  true,
		"Not connected. Run a tool to log in.":  false,
		"Nothing was deleted: the file is gone": false,
	} {
		if got := SaysAlreadyDone(s); got != want {
			t.Errorf("SaysAlreadyDone(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestSaysArgumentMissing(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"Required parameter 'name' is missing", true},
		{"Missing parameter: name", true},
		{"Provide namespace for pod", true},
		{"Provide name for service account", true},
		{"Specify a valid id of the project", true},
		{"Please specify the pod name", true},
		{"please provide a query", true},
		{"Provides pod details for a namespace", false},
		{"Provided values for pod: {…}", false},
		{"Pods of namespace {…}", false},
		{"Provide a detailed summary of the changes for the reviewer and the team", false},
	} {
		if got := SaysArgumentMissing(c.text); got != c.want {
			t.Errorf("SaysArgumentMissing(%q) = %v", c.text, got)
		}
	}
}

func TestNamesRequired(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"guild_id required", true},
		{"guild_id is required", true},
		{"`channelId` is required.", true},
		{"'name' required: pass the project's name", true},
		{"id or name required for lookups", true},
		{"Query required", true},
		{"{…} required", true},
		{"No changes required", false},
		{"no changes required.", false},
		{"Nothing required", false},
		{"Login required to view", false},
		{"Found {…} posts. Login required to view more", false},
		{"Confirmation required. Set confirm=true", false},
		{"Action required: approve the request in the app", false},
		{"Restart required", false},
		{"Saved {…}; review required", false},
		{"Fields marked * are required", false},
		{"Two approvals required", false},
	} {
		if got := NamesRequired(c.text); got != c.want {
			t.Errorf("NamesRequired(%q) = %v, want %v", c.text, got, c.want)
		}
	}
}

func TestWarnsArgumentMissing(t *testing.T) {
	for s, want := range map[string]bool{
		"⚠️  MISSING REQUIRED PARAMETERS":                   true,
		"⚠️ Missing required parameters":                    true,
		"⚠ query is required":                               true,
		"⚠️ PARAMETERS REQUIRED":                            true,
		"MISSING REQUIRED PARAMETERS":                       false, // no warning sign: SaysArgumentMissing's
		"⚠️ Couldn't open the browser; copy this link":      false,
		"⚠️ Parameter 'limit' is missing, using default 10": false,
		"⚠️ No changes required":                            false,
	} {
		if got := WarnsArgumentMissing(s); got != want {
			t.Errorf("WarnsArgumentMissing(%q) = %v, want %v", s, got, want)
		}
	}
}
