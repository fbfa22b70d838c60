package policy

import (
	"strings"
	"testing"
)

func TestSelection(t *testing.T) {
	var zero Selection
	if !zero.Enabled("softerror") || !zero.Enabled("directive") || !zero.Enabled("futurerule") {
		t.Error("the zero selection must enable default rules and unknown IDs")
	}
	s, err := NewSelection([]string{"softerror"}, []string{"panicleak,guidance", "errorresult"})
	if err != nil {
		t.Fatal(err)
	}
	for id, want := range map[string]bool{"softerror": true, "panicleak": false, "guidance": false, "errorresult": false, "raisederror": true} {
		if got := s.Enabled(id); got != want {
			t.Errorf("Enabled(%s) = %v, want %v", id, got, want)
		}
	}
	for _, c := range []struct {
		enable, disable []string
		want            string
	}{
		{[]string{"panicleak"}, []string{"all"}, "panicleak"},
		{[]string{"all"}, []string{"guidance,directive"}, "droppedflag,errorresult,internalleak,panicleak,protocolerror,raisederror,schemaconflict,softerror,successflagged"},
		{[]string{"all"}, []string{"all"}, ""},
		{[]string{"all", "softerror"}, []string{"all", "softerror"}, ""},
		{[]string{"softerror"}, []string{"all", "softerror"}, ""},
	} {
		s, err := NewSelection(c.enable, c.disable)
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Join(s.IDs(), ","); got != c.want {
			t.Errorf("--enable %v --disable %v enables %q, want %q", c.enable, c.disable, got, c.want)
		}
	}
}

func TestSelectionUnknownID(t *testing.T) {
	for _, c := range []struct{ enable, disable []string }{{[]string{"nosuch"}, nil}, {nil, []string{"softerror,nosuch"}}} {
		_, err := NewSelection(c.enable, c.disable)
		if err == nil || !strings.Contains(err.Error(), `"nosuch"`) || !strings.Contains(err.Error(), "softerror") {
			t.Errorf("NewSelection(%v, %v) error = %v, want one naming nosuch and listing the rules", c.enable, c.disable, err)
		}
	}
}

func TestFailLevel(t *testing.T) {
	if _, err := ParseFailLevel("warning"); err == nil || !strings.Contains(err.Error(), `"warning"`) {
		t.Errorf("ParseFailLevel(warning) error = %v", err)
	}
	site, problem := sampleFinding("errorresult", 1), sampleFinding("softerror", 2)
	for _, c := range []struct {
		level         string
		site, problem bool
	}{{"", false, true}, {"inventory", true, true}, {"problem", false, true}, {"none", false, false}} {
		l, err := ParseFailLevel(c.level)
		if err != nil {
			t.Fatal(err)
		}
		if l.Fails(&site) != c.site || l.Fails(&problem) != c.problem {
			t.Errorf("level %q: fails site %v problem %v, want %v %v", c.level, l.Fails(&site), l.Fails(&problem), c.site, c.problem)
		}
	}
}
