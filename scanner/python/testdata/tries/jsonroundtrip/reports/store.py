"""Report functions that return JSON text, an error object on a failure."""

import json


async def fetch_report(report_id: str) -> str:
    if not report_id:
        return json.dumps({"error": "report_id is required"})
    return json.dumps({"rows": [1, 2, 3]})


async def fetch_totals(report_id: str) -> str:
    # Never a failure.
    return json.dumps({"rows": [], "total": 0})
