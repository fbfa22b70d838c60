package python

import (
	"regexp"
	"testing"
)

// TestDumpersAsRegexps checks isJSONDumper and textEncoders against the regexps they replace.
func TestDumpersAsRegexps(t *testing.T) {
	dumpers := regexp.MustCompile(`^(json|orjson|ujson|simplejson|rapidjson)\.dumps$|\.model_dump_json$|\.json$`)
	encoders := regexp.MustCompile(`^((json|orjson|ujson|simplejson|rapidjson|toml|tomli_w|tomlkit)\.dumps|(toon_format|toon)\.encode|yaml\.(safe_)?dump)$`)
	for _, s := range []string{"", "json", "json.dumps", "orjson.dumps", "ujson.dumps", "simplejson.dumps", "rapidjson.dumps",
		"xjson.dumps", "json.dumps2", "json.dumps\n", "m.model_dump_json", "model_dump_json", "r.json", ".json", "json.json", "r.jsonx",
		"toml.dumps", "tomli_w.dumps", "tomlkit.dumps", "toon_format.encode", "toon.encode", "yaml.dump", "yaml.safe_dump",
		"yaml.safe_dumps", "yaml.dumps", "a.yaml.dump", "toon.encoder", "json.loads", "resp.json.dumps"} {
		if got, want := isJSONDumper([]byte(s)), dumpers.MatchString(s); got != want {
			t.Errorf("isJSONDumper(%q) = %v, the regexp says %v", s, got, want)
		}
		if got, want := textEncoders[s], encoders.MatchString(s); got != want {
			t.Errorf("textEncoders[%q] = %v, the regexp says %v", s, got, want)
		}
	}
}
