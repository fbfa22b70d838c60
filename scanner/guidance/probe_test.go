package guidance

import "testing"

func TestIsProbeName(t *testing.T) {
	for name, want := range map[string]bool{
		"health": true, "ping": true, "check_health": true, "test_connection": true, "get-health": true,
		"mysql_ping": true, "aws_docdb_ping": true, "redis_health": true, "redisHealthCheck": true,
		"k8s_healthcheck": true, "worker_heartbeat": true, "check_db_connection": true,
		"send_ping": false, "ping_user": false, "register_health_check": false, "register-health-check": false,
		"schedule_heartbeat": false, "analyze_health": false, "analyze_db_health": false, "get_pipeline_health": false, "deregister-health-check": false, "get_health": true, "check_redis_health": true, "get_job_status": false, "health_report": false, "list_users": false,
	} {
		if got := IsProbeName(name); got != want {
			t.Errorf("IsProbeName(%q) = %v, want %v", name, got, want)
		}
	}
}

func TestIsCheckingName(t *testing.T) {
	for name, want := range map[string]bool{
		"check-strava-connection": true, "verify_login_status": true, "testDbConnection": true,
		"is_app_installed": true, "hasPermission": true, "is": false, "issue_create": false,
		"register-health-check": false, "get_job_status": false, "check": false,
	} {
		if got := IsCheckingName(name); got != want {
			t.Errorf("IsCheckingName(%q) = %v, want %v", name, got, want)
		}
	}
}

func TestChecksConnection(t *testing.T) {
	for desc, want := range map[string]bool{
		"Test the connection to a MySQL instance. Returns success status.":     true,
		"Check if Strava is connected and show the current connection status.": true,
		"Lists the users. Checks the connection first.":                        false,
		"Send a ping message to a peer.":                                       false,
		"Check whether this server can reach the MQTT broker.":                 true,
		"Check whether the order total reaches the limit.":                     false,
	} {
		if got := ChecksConnection(desc); got != want {
			t.Errorf("ChecksConnection(%q) = %v, want %v", desc, got, want)
		}
	}
}
