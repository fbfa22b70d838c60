package guidance

import "testing"

func TestFailedStatus(t *testing.T) {
	for s, want := range map[string]bool{
		"error": true, "Failed": true, "not_found": true, "Not Found": true, "task_not_found": true,
		"upload_failed": true, "validation_error": true, "invalid_input": true, "invalid_token": true, "invalid_api_key": true, "permission_denied": true,
		"unauthorized": true, "forbidden": true, "timed_out": true, "timeout": true, "NOK": true, "not_ok": true,
		"success": false, "ok": false, "invalid": false, "invalid_email": false, "expired": false, "cancelled": false,
		"no_error": false, "non-failed": false, "no_data": false, "found": false, "uploaded": false, "OK": false, "nokia": false,
	} {
		if got := FailedStatus(s); got != want {
			t.Errorf("FailedStatus(%q) = %v, want %v", s, got, want)
		}
	}
	if FailureStatus("not_found") || !FailureStatus("fail") {
		t.Error("FailureStatus names only the outcome itself")
	}
}
