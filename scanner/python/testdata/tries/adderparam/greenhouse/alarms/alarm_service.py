"""Tools that are bound methods of an object the module builds at its top level."""


class AlarmService:
    def alarm_set(self, zone: str, level: int) -> dict:
        if level > 5:
            raise ValueError("level must be at most 5")  # want: raisederror related=greenhouse/alarms/alarm_tools.py:6,greenhouse/alarms/alarm_service.py:26
        return {"zone": zone, "level": level}

    def alarm_mute(self, zone: str) -> dict:
        return self._mute_zone(zone)  # want: softerror related=greenhouse/alarms/alarm_service.py:20,greenhouse/alarms/alarm_tools.py:7

    def alarm_note(self, zone: str) -> dict:
        return {"zone": zone, "note": "ok"}

    def _mute_zone(self, zone: str) -> dict:
        try:
            return {"zone": zone, "muted": self._send(zone)}
        except Exception as e:
            return {"error": str(e)}

    def _send(self, zone: str) -> bool:
        return bool(zone)


DEFAULT_ALARMS = AlarmService()
