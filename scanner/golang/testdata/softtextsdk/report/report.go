// Package report writes the answers of the batch tools as text; it imports no SDK.
package report

import "fmt"

// Result is what a batch did: how many items succeeded and how many failed.
type Result struct {
	SuccessCount int
	FailCount    int
}

// Create renders a batch: a success, a partial success, or a failure of every item.
func Create(r *Result, op string) string {
	if r.FailCount == 0 {
		return fmt.Sprintf("%s succeeded for %d items", op, r.SuccessCount)
	}
	if r.SuccessCount == 0 {
		return fmt.Sprintf("Error: %s failed for all %d items", op, r.FailCount) // want: softerror function=Create related=17,tools.go:32
	}
	return fmt.Sprintf("%s partly done: %d succeeded, %d failed", op, r.SuccessCount, r.FailCount)
}

// Import says in Chinese that the import failed when nothing was imported ("❌ import failed!").
func Import(r *Result) string {
	if r.SuccessCount == 0 {
		return fmt.Sprintf("❌ 导入失败! %d 个条目都无法导入", r.FailCount) // want: softerror function=Import related=25,tools.go:37
	}
	return fmt.Sprintf("✅ 已导入 %d 个条目", r.SuccessCount)
}

// Sync answers a batch where nothing synced with a failure text.
func Sync(r *Result) string {
	if r.SuccessCount == 0 {
		return "Sync failed: no item could be synced" // want: softerror function=Sync related=33,tools.go:40
	}
	return fmt.Sprintf("Synced %d items", r.SuccessCount)
}

// Done only ever reports success: no failure text.
func Done(r *Result) string {
	if r.SuccessCount == 0 {
		return "Nothing to do"
	}
	return fmt.Sprintf("Done: %d items", r.SuccessCount)
}

// Retry names failures only in the branch where every retry succeeded: no failure is answered.
func Retry(r *Result) string {
	if r.FailCount == 0 {
		return fmt.Sprintf("Retried the failed items: all %d succeeded", r.SuccessCount)
	}
	return fmt.Sprintf("%d items still pending", r.FailCount)
}

// Purge renders a failure, which the purge tool answers with an isError result.
func Purge(r *Result) string {
	if r.SuccessCount == 0 {
		return "Error: nothing was purged"
	}
	return fmt.Sprintf("Purged %d items", r.SuccessCount)
}

// Move renders a failure, which the move tool returns with its error: the SDK drops the text.
func Move(r *Result) string {
	if r.SuccessCount == 0 {
		return "Error: nothing was moved"
	}
	return fmt.Sprintf("Moved %d items", r.SuccessCount)
}
