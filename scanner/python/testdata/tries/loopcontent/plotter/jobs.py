from plotter.pen import move_pen

JOBS = [{"id": "a1", "state": "done"}]


def draw_shape(shape: str, size: int) -> tuple[str, dict]:
    if not shape:
        return (
            f"Failure: shape cannot be empty, known shapes are {sorted(SHAPES)}",
            {},  # an empty map, as the other returns give
        )
    if shape in SHAPES:
        drawn = SHAPES[shape](size)
        return f"Drew {shape}", {shape: drawn}
    if size > 100:
        msg = f"Error: the sheet is too small for {shape}.\n\n"
        sheet = describe_sheet()
        return (
            (msg + f"Here is the sheet:\n{sheet}\n"),
            {},
        )
    return f"Drew {shape} freehand", {}


def reset_plotter(head: str | None) -> str:
    if head is None:
        return "Error: no plotter head is attached"
    return "Plotter reset"


def run_job(name: str, args: dict) -> tuple[list[str], float]:
    if name == "move":
        text, cost = move_pen(args["x"], args["y"])
        output = text, cost
    elif name == "draw":
        result, shapes = draw_shape(args.get("shape", ""), args.get("size", 1))
        output = result, 0.0
    elif name == "reset":
        output = (reset_plotter(args.get("head")), 0.0)
    elif name == "queue":
        if not JOBS:
            note = "Error: the queue is empty, add a job first"
        else:
            note = f"{len(JOBS)} jobs queued"
        output = note, 0.0
    else:
        raise ValueError(f"Unknown job: {name}")
    return [output[0]], output[1]


def list_jobs() -> list[dict]:
    return JOBS


def describe_sheet() -> str:
    return "A4, portrait"


SHAPES = {"circle": lambda s: s, "square": lambda s: s * s}
