"""A catalog whose lookups tell their arguments apart with match statements."""


class ShelfError(Exception):
    pass


class Catalog:
    def __init__(self, backend):
        self.backend = backend

    async def find_box(self, label: str | None = None, *, code: str | None = None) -> dict:
        match code, label:
            case None, None:
                # Fine: the only call passes a validated str code.
                raise ShelfError("Give a label or a code")
            case str(), None:
                try:
                    return await self.backend.box(code=code)
                except Exception as e:
                    raise e  # want: raisederror
            case None, str():
                # Fine: code is never None, so no call gets here.
                raise ShelfError(f"Lookup by label {label} is gone")
            case str(), str():
                # Fine: no call passes a label.
                raise ShelfError("Give a label or a code, not both")
            case _:
                # Fine: case str(), None catches every call.
                raise ShelfError("Bad arguments")

    async def find_crate(self, label: str | None = None, *, code: str | None = None) -> dict:
        match code, label:
            case None, None:
                # The crate tool's code is optional: None gets here.
                raise ShelfError("Give a label or a code")  # want: raisederror
            case str(), None:
                return await self.backend.crate(code=code)
            case None, str():
                # Fine: no call passes a label.
                raise ShelfError(f"Lookup by label {label} is gone")
            case _:
                # Kept: an Optional[str] code is None or a str, but the scan knows neither of it
                # alone, so neither earlier case is known to catch the call.
                raise ShelfError("Bad arguments")  # want: raisederror

    async def move(self, kind, target=None):
        match kind, target:
            case "box", None:
                return {"moved": "box"}
            case ("crate" | "pallet", str()):
                # Fine: every call passes "box" or "crate" with no target.
                raise ShelfError(f"A {kind} needs a dock, not {target}")
            case _, _:
                # Reached: move(kind="crate") with no target matches neither case above.
                raise ShelfError(f"Cannot move a {kind}")  # want: raisederror

    async def weigh(self, unit):
        match unit:
            case None:
                # The weigh tool hands on whatever the caller computed: unknown, so live.
                raise ShelfError("No unit")  # want: raisederror
            case str():
                return {"unit": unit}
            case _:
                raise ShelfError(f"Bad unit {unit}")  # want: raisederror

    async def pair(self, side, face):
        match side, face:
            case "left", "up":
                return {"pair": 1}
            case _:
                # Reached: pair("up", "down") matches no case; each pattern's parts pair off with
                # the subjects, not all with side.
                raise ShelfError(f"No pair {side}/{face}")  # want: raisederror
