def retired(zone: str) -> str:
    raise ValueError(f"{zone}: retired")
