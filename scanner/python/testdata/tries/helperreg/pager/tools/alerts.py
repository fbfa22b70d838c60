"""Alert tools: plain functions another module lists and the server registers in a loop."""


def get_alert(alert_id: str) -> str:
    if not alert_id:
        raise ValueError("alert_id is required")  # want: raisederror related=pager/server.py:23
    return "alert " + alert_id


def silence_alert(alert_id: str, minutes: int) -> str:
    if minutes <= 0:
        return f"Failed to silence {alert_id}: minutes must be positive"  # want: softerror related=pager/server.py:26
    return f"silenced {alert_id} for {minutes} min"


def list_alerts() -> list[str]:
    # FINE: listed, but in no list the server registers.
    raise NotImplementedError("listing is not ready")
