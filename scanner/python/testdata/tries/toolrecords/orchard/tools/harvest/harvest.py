from orchard.common import call_orchard_api


def pick_apples(row: int) -> dict:
    """Pick the ripe apples of a row."""
    return call_orchard_api(f"rows/{row}/pick")


def count_crates(shed: str) -> dict:
    """Count the crates in a shed."""
    try:
        data = call_orchard_api(f"sheds/{shed}")
    except Exception as e:
        return {"status": "error", "message": f"Failed to count the crates: {e}", "errorCode": "CRATE_COUNT_FAILED"}  # want: softerror function=count_crates
    return {"status": "success", "crates": data["crates"]}
