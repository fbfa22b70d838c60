from checks import logged_input


@logged_input
def trim_video(path: str) -> str:
    return path
