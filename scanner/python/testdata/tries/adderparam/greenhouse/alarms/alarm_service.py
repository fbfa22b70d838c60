"""Tools that are bound methods of an object the module builds at its top level."""


class AlarmService:
    def alarm_set(self, zone: str, level: int) -> dict:
        if level > 5:
            raise ValueError("level must be at most 5")  # want: raisederror related=greenhouse/alarms/alarm_tools.py:6,greenhouse/alarms/alarm_service.py:11
        return {"zone": zone, "level": level}


DEFAULT_ALARMS = AlarmService()
