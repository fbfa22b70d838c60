"""One helper for create, update and delete: each case tests what its action needs."""


class PantryError(Exception):
    pass


async def manage(entity: str, action: str, obj_id: int | None = None, data: dict | None = None) -> str:
    match action:
        case "create":
            return f"created {entity}"
        case "update":
            if obj_id is None:
                # Fine: the only caller passing "update" passes a required int obj_id, and the
                # create tool, which passes none, passes "create".
                raise PantryError("Update requires an obj_id.")
            return f"updated {entity} {obj_id}"
        case "delete":
            if obj_id is None:
                # The delete tool's obj_id is optional: None gets here.
                raise PantryError("Delete requires an obj_id.")  # want: raisederror
            return f"deleted {entity} {obj_id}"
        case _:
            raise PantryError(f"Unknown action {action}")
