# Moves the pen; errors come back as text.
def move_pen(x: int, y: int) -> tuple[str, float]:
    if x < 0 or y < 0:
        return "Failure: the pen cannot leave the sheet", 0.0
    return f"Pen at {x},{y}", 0.1
