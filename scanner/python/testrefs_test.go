package python

import (
	"fmt"
	"testing"
)

func TestTestRefs(t *testing.T) {
	src := `"""Imports of modules named like tests, and others."""
import os
import pkg.tools.test_runs
import pkg.tools.test_cases as tc, json
from .airflow_test import handle_airflow_test_tool
from .. import (
    dag_test,  # a module of the parent package
    other,
)
from pkg.tools import run_tests, helpers
from ...top_test import x
from .....outside_test import y  # climbs out of the root
    from .lazy_test import f
`
	got := Language().(lang).TestRefs("app/mcp/handlers/__init__.py", []byte(src))
	want := "[pkg/tools/test_runs pkg/tools/test_cases /app/mcp/handlers/airflow_test /app/mcp/dag_test pkg/tools/run_tests /app/top_test /app/mcp/handlers/lazy_test]"
	if fmt.Sprint(got) != want {
		t.Errorf("TestRefs = %v, want %s", got, want)
	}
}

func TestUsesTestFramework(t *testing.T) {
	for src, want := range map[string]bool{
		"import pytest\n":                             true,
		"from unittest import TestCase\n":             true,
		"import unittest\n":                           true,
		"from unittest.mock import MagicMock\n":       false, // patching, as production may
		"from unittest import mock\n":                 false,
		"import os\n# see pytest docs\n":              false,
		"def f():\n    import pytest\n    return 1\n": true,
	} {
		if got := Language().(lang).UsesTestFramework([]byte(src)); got != want {
			t.Errorf("UsesTestFramework(%q) = %v, want %v", src, got, want)
		}
	}
}
