from typing import Any

from greenhouse.http import ClientCache


def valve_open(valve: int) -> dict[str, Any]:
    if valve < 0:
        raise ValueError("valve must be positive")  # want: raisederror related=greenhouse/valves/valve_tools.py:6
    result = ClientCache.get().request(f"/valves/{valve}/open")
    return result  # want: softerror related=greenhouse/http.py:13,greenhouse/http.py:16,greenhouse/http.py:9,greenhouse/valves/valve_tools.py:6
