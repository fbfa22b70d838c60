package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/example/lint-mcp/checks"
)

// report is one entry of a check's answer: a problem found, or the failure of the check.
type report struct {
	Check   string `json:"check"`
	File    string `json:"file,omitempty"`
	Message string `json:"message,omitempty"`
	Error   string `json:"error,omitempty"`
}

// summary is the answer of the status tool.
type summary struct {
	Status string `json:"status"`
	Err    string `json:"err,omitempty"`
	Count  int    `json:"count"`
}

func runCheck(ctx context.Context, name string) ([]report, error) {
	if name == "" {
		return nil, errors.New("no check named")
	}
	return []report{{Check: name, File: "main.go", Message: "unused variable"}}, nil
}

// marshalReports builds a successful result from what it is given, with a nil guard.
func marshalReports(reports []report) (*mcp.CallToolResult, error) {
	if reports == nil {
		reports = []report{}
	}
	result, err := mcp.NewToolResultJSON(reports)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("marshaling: %v", err)), nil // want: errorresult
	}
	return result, nil
}

// flagReports chooses by what it is given whether to flag.
func flagReports(reports []report) (*mcp.CallToolResult, error) {
	for _, r := range reports {
		if r.Error != "" {
			return mcp.NewToolResultError(r.Error), nil // want: errorresult
		}
	}
	return mcp.NewToolResultJSON(reports)
}

func makeCheckHandler(name string) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var reports []report
		reports, runErr := runCheck(ctx, name)
		if runErr != nil {
			reports = []report{{ // want: softerror function=makeCheckHandler related=46,63,69
				Check: name,
				Error: fmt.Sprintf("check failed: %v", runErr),
			}}
		}
		return marshalReports(reports)
	}
}

// checkAll puts the failure of one check beside the reports of the others: a batch whose call
// succeeded, with per-entry errors.
func checkAll(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var all []report
	for _, name := range []string{"vet", "lint"} {
		reports, err := runCheck(ctx, name)
		if err != nil {
			all = append(all, report{Check: name, Error: err.Error()})
			continue
		}
		all = append(all, reports...)
	}
	return marshalReports(all)
}

// checkEmpty appends the failure only when the check found nothing: the answer is the failure.
func checkEmpty(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	reports, err := runCheck(ctx, "vet")
	if err != nil && len(reports) == 0 {
		reports = append(reports, report{Check: "vet", Error: err.Error()}) // want: softerror function=checkEmpty related=91,94
	}
	return mcp.NewToolResultJSON(reports)
}

// checkBeside appends the failure beside what the check found.
func checkBeside(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	reports, err := runCheck(ctx, "vet")
	if err != nil {
		reports = append(reports, report{Check: "vet", Error: err.Error()})
	}
	return mcp.NewToolResultJSON(reports)
}

// checkFlagged hands the failure to a helper that flags it.
func checkFlagged(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	reports, err := runCheck(ctx, "lint")
	if err != nil {
		reports = []report{{Check: "lint", Error: err.Error()}}
	}
	return flagReports(reports)
}

// checkReturned answers the failure in the check itself: an isError result.
func checkReturned(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	reports, err := runCheck(ctx, "lint")
	if err != nil {
		reports = []report{{Check: "lint", Error: err.Error()}}
		return mcp.NewToolResultError(reports[0].Error), nil // want: errorresult
	}
	return marshalReports(reports)
}

// status marshals its summary into a text result itself.
func status(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	s := summary{Status: "ok"}
	reports, err := runCheck(ctx, "vet")
	if err != nil {
		s = summary{Status: "error", Err: err.Error()} // want: softerror function=status related=129,135
	} else {
		s.Count = len(reports)
	}
	b, _ := json.Marshal(s)
	return mcp.NewToolResultText(string(b)), nil
}

// statusPartial says in its own status that the call succeeded, with a note beside it.
func statusPartial(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	s := summary{Status: "ok"}
	reports, err := runCheck(ctx, "vet")
	if err != nil {
		s = summary{Status: "ok", Err: "cache unavailable: " + err.Error(), Count: len(reports)}
	}
	b, _ := json.Marshal(s)
	return mcp.NewToolResultText(string(b)), nil
}

// statusOverwritten sets the count after the check: the last value is not the failure alone.
func statusOverwritten(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var s summary
	reports, err := runCheck(ctx, "vet")
	if err != nil {
		s = summary{Status: "error", Err: err.Error()}
	}
	s = summary{Status: "ok", Count: len(reports)}
	return mcp.NewToolResultStructuredOnly(s), nil
}

func buildCheckers(names []string) []checks.Checker {
	var out []checks.Checker
	for _, n := range names {
		switch n {
		case "vet":
			out = append(out, checks.Vet{})
		case "lint":
			out = append(out, checks.Lint{})
		}
	}
	return out
}

// vetFindings returns what the checker answers through the helper, failure entries included.
func vetFindings(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	hs := buildCheckers([]string{"vet"})
	var found []checks.Finding
	found, err := hs[0].Run(ctx, ".")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want: errorresult
	}
	return marshalFindings(found)
}

func marshalFindings(found []checks.Finding) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultJSON(found)
}

func main() {
	s := server.NewMCPServer("lint", "1.0.0")
	s.AddTool(mcp.NewTool("run_check"), makeCheckHandler("vet"))
	s.AddTool(mcp.NewTool("check_all"), checkAll)
	s.AddTool(mcp.NewTool("check_empty"), checkEmpty)
	s.AddTool(mcp.NewTool("check_beside"), checkBeside)
	s.AddTool(mcp.NewTool("check_flagged"), checkFlagged)
	s.AddTool(mcp.NewTool("check_returned"), checkReturned)
	s.AddTool(mcp.NewTool("status"), status)
	s.AddTool(mcp.NewTool("status_partial"), statusPartial)
	s.AddTool(mcp.NewTool("status_overwritten"), statusOverwritten)
	s.AddTool(mcp.NewTool("vet_findings"), vetFindings)
	_ = server.ServeStdio(s)
}
