from relay.errors import RelayError, text_errors


@text_errors
async def fetch_remote(limit: int = 10) -> str:
    if limit < 0:
        raise RelayError("limit is negative")
    return "remote"
