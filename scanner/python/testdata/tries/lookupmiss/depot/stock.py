import logging

logger = logging.getLogger(__name__)

CATALOG = {"parts": [{"part_id": 1, "name": "bolt", "bin": "A"}]}


def part_details(part_id: int) -> dict:
    # The loop returns the one record it looks for: the return after it runs when none matched.
    for rec in CATALOG["parts"]:
        if rec.get("part_id") == part_id:
            logger.info("found part %s", part_id)
            return rec
    logger.error("no stock details for part %s", part_id)
    return {"error": f"No stock details found for part ID {part_id}"}


def parts_in_bin(bin_id: str) -> dict:
    parts = [p for p in CATALOG["parts"] if p["bin"] == bin_id]
    if parts:
        return {"parts": parts}
    return {"error": f"No parts found in bin {bin_id}"}


def bins_with(part_id: int) -> dict:
    bins = []
    for rec in CATALOG["parts"]:
        if rec.get("part_id") == part_id:
            bins.append(rec["bin"])
    if bins:
        return {"bins": bins}
    return {"error": f"No bins found for part ID {part_id}"}
