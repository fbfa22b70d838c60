NOTES: dict[str, str] = {}
