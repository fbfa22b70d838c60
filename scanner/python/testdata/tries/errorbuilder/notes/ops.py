"""Operations of another module that answer their failures through format_error."""

from notes.formatting import format_error, summarize_run


class ApiError(Exception):
    pass


async def fetch(path):
    raise ApiError(path)


async def list_notes(folder: str) -> str:
    try:
        data = await fetch(folder)
    except ApiError as e:
        return format_error("List notes", str(e), "Check the folder name.")
    return f"{len(data)} notes"


async def archive_note(name: str) -> str:
    if "/" in name:
        return format_error("Archive", "name should be a file name, not a path.")
    poll_error = None
    try:
        await fetch(name)
    except ApiError as e:
        poll_error = format_error("Archive", str(e))
    if poll_error:
        return poll_error
    return f"Archived {name}"


async def run_checks(passed: int, failed: int) -> str:
    if failed:
        return summarize_run(passed, failed)
    return "All checks passed"
