from typing import Callable, List

import requests

from kiln.models import FiringReport
from kiln.utils.guard import catch_all, needs_role


def export_tools() -> List[Callable]:
    return [start_firing, firing_report]


@catch_all
@needs_role("operator")
async def start_firing(kiln_id: int) -> dict:
    if kiln_id is None:
        # Fine: catch_all answers for it (its own finding stands there).
        raise Exception("Kiln ID is required.")
    r = requests.post(f"http://kiln/{kiln_id}/start")
    if r.status_code == 404:
        return {"error": "Kiln not found"}  # want: softerror
    return r.json()


@catch_all
@needs_role("viewer")
async def firing_report(kiln_id: int):
    r = requests.get(f"http://kiln/{kiln_id}")
    if r.status_code != 200:
        return FiringReport(status="NOK", error_message=r.text)  # want: softerror
    # Fine: a report without an error message.
    return FiringReport(kiln_id=kiln_id, status="OK", error_message=None)


@catch_all
async def vent_kiln(kiln_id: int) -> dict:
    # Fine: no list of the tools names it, so nothing registers it.
    return {"error": "venting is not supported"}
