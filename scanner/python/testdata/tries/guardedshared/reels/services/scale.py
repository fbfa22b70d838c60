from checks import checked_input
from reels.errors import failure


@checked_input
def scale_video(path: str, height: int = 720) -> str:
    try:
        return f"{path}@{height}"
    except OSError as e:
        return failure("os", str(e))
