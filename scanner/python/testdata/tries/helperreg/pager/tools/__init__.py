from .alerts import get_alert, list_alerts, silence_alert

read_tools = [get_alert]
write_tools = [silence_alert]
draft_tools = [list_alerts]
