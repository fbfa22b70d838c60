// Package render writes the answers of the score tools as text, in Chinese and in English.
package render

import (
	"fmt"
	"strings"
)

// Fault is what stopped a lookup.
type Fault struct {
	Code    string
	Message string
}

// Response is a lookup's answer, or the Fault that stopped it.
type Response struct {
	Teams []string
	Fault *Fault
}

// Teams renders the teams found, or the fault through failure.
func Teams(title string, r *Response) string {
	if r.Fault != nil {
		return failure(title, r)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "【%s】\n", title)
	for i, t := range r.Teams {
		fmt.Fprintf(&b, "%d. %s\n", i+1, t)
	}
	return b.String()
}

// failure says in Chinese that the request failed: "request failed: CODE".
func failure(title string, r *Response) string {
	return fmt.Sprintf("【%s】\n请求失败：%s\n%s\n", title, r.Fault.Code, r.Fault.Message) // want: softerror function=failure related=24,main.go:24
}

// Deleted reports in Chinese how many teams were removed: "success: N deleted", a success
// although the text mentions what failed.
func Deleted(title string, n, failed int) string {
	if failed > 0 {
		return fmt.Sprintf("【%s】\n操作成功：已删除 %d 条，失败 %d 条", title, n, failed)
	}
	return fmt.Sprintf("已删除 %d 条", n)
}

// Players renders the players found, answering a lookup that failed with an English failure.
func Players(names []string, err error) string {
	if err != nil {
		return fmt.Sprintf("## %s\n\nError: %v", "Players", err) // want: softerror function=Players related=50,main.go:32
	}
	if len(names) == 0 {
		return "No players found"
	}
	return strings.Join(names, ", ")
}

// logLine is a failure text that only goes to the log: no tool returns it.
func logLine(r *Response) string {
	return fmt.Sprintf("请求失败：%s", r.Fault.Code)
}

// Log writes a fault to the log.
func Log(r *Response) { fmt.Println(logLine(r)) }

// Hint answers with a text that opens with a failure word beside another answer, outside any
// branch: a text of a function that answers otherwise too is judged only where a branch says
// which.
func Hint(r *Response) string {
	if len(r.Teams) == 0 {
		return "No teams found"
	}
	return fmt.Sprintf("Unknown teams are listed last: %s", strings.Join(r.Teams, ", "))
}

// String renders a fault for fmt: no tool's answer.
func (f *Fault) String() string {
	if f.Code != "" {
		return "error: " + f.Code
	}
	return "error: " + f.Message
}
