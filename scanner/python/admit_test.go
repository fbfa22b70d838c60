package python

import "testing"

// TestAdmit: a file without a needle is parsed when it decorates with a registrar's name or
// hands a server its lifespan, or looks an object's member up by a name known at run time
// (getattr(tools, name) on an imported name, not getattr(self, name) or getattr(obj, attr) on
// a parameter), and not otherwise.
func TestAdmit(t *testing.T) {
	cases := []struct {
		src  string
		want bool
	}{
		{"from .flat import flat_tool\n\n@flat_tool(name=\"x\")\nasync def x(p): ...\n", true},
		{"class A:\n    @register_tools\n    def f(self): ...\n", true},
		{"@flat_tool\ndef x(p): ...\n", true},
		{"from .flat import flat_tool\nx = flat_tool(name=\"x\")\n", false},
		{"# see @flat_tool( in the docs\n", false},
		{"@timed\ndef x(p): ...\n", false},
		{"@flat_toolbox()\ndef x(p): ...\n", false},
		{"mcp = FastMCP(\"x\", lifespan=app_lifespan)\n", true},
		{"def lifespan(app): ...\n", false},
		{"from . import tools\n\nfor name in tools.__all__:\n    getattr(tools, name)(mcp, client)\n", true},
		{"import tools\nregister = getattr( tools ,\n    name.strip())\n", true},
		{"from pkg import (\n    helpers,  # (the helpers)\n    tools,\n)\ngetattr(tools, name)(mcp)\n", true},
		{"from pkg import a, \\\n    tools\ngetattr(tools, name)(mcp)\n", true},
		{"import pkg.tools as tools\ngetattr(tools, name)(mcp)\n", true},
		{"def f(obj, attr):\n    return getattr(obj, attr)\n", false},
		{"import os\nfor m in mods:\n    getattr(m, name)()\n", false},
		{"import tools_old\ngetattr(tools, name)(mcp)\n", false},
		{"getattr(tools, \"register_bins\")(mcp)\n", false},
		{"value = getattr(self, name)\n", false},
		{"x = getattr(obj)\n", false},
		{"budget(tools, name)\n", false},
	}
	for _, c := range cases {
		if got := (lang{}).Admit("m.py", []byte(c.src)); got != c.want {
			t.Errorf("Admit(%q) = %v, want %v", c.src, got, c.want)
		}
	}
}
