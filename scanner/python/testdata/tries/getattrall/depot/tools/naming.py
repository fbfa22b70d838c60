def split_path(path: str) -> tuple[str, str, str]:
    parts = path.split("/")
    if len(parts) != 3:
        raise ValueError("Expected aisle/shelf/crate")  # want: raisederror
    return parts[0], parts[1], parts[2]
