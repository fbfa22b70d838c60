import httpx


def call_orchard_api(path: str) -> dict:
    response = httpx.get(f"https://orchard.invalid/api/{path}")
    if response.status_code != 200:
        raise RuntimeError(f"orchard API answered {response.status_code} for {path}")  # want: raisederror function=call_orchard_api
    return response.json()


def filter_by_flags(records: list, **flags) -> list:
    return [r for r in records if all(getattr(r, k, False) == v for k, v in flags.items())]
