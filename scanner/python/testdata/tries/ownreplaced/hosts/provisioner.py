"""Raises in tries of their own function: a clause that raises a new exception on every path is
what leaves, the site, naming in related the raises it stands for; one that passes the caught
exception on (a bare raise, `raise exc`) lets it leave as it is."""

TAKEN = {100, 101}


class OperationError(Exception):
    pass


class ProvisioningError(Exception):
    pass


def cleanup(name: str) -> None:
    print("cleaning up", name)


class Provisioner:
    async def create(self, name: str, vmid: int) -> dict:
        try:
            try:
                if vmid in TAKEN:
                    # GOOD for the rule: the inner clause passes it on to the outer one, which
                    # raises a ProvisioningError in its place.
                    raise OperationError(f"VMID {vmid} already exists")
            except OperationError:
                raise  # GOOD for the rule: passed on, and replaced by the outer clause.
            except Exception:
                pass
            if not name:
                raise ProvisioningError("name is required")  # GOOD for the rule: replaced too.
            return {"vmid": vmid, "name": name}
        except Exception as exc:
            cleanup(name)
            raise ProvisioningError(f"provisioning failed: {exc}") from exc  # want: raisederror related=27,29,33,hosts/server.py:13,hosts/server.py:14

    def clone(self, vmid: int) -> str:
        try:
            if vmid in TAKEN:
                # BAD: passed on, and no clause around replaces it.
                raise OperationError(f"VMID {vmid} already exists")  # want: raisederror
        except OperationError:
            raise  # want: raisederror
        except Exception:
            pass
        return "cloned"

    def resize(self, vmid: int, size: int) -> str:
        try:
            if size < 0:
                # BAD: the clause raises the caught exception itself.
                raise ValueError(f"size must be positive: {size}")  # want: raisederror
            return "resized"
        except ValueError as exc:
            cleanup(str(vmid))
            raise exc  # want: raisederror

    def stop(self, vmid: int, force: bool | None) -> str:
        try:
            if not force:
                # BAD: on one path the clause raises the caught exception itself.
                raise OperationError(f"VMID {vmid} is running")  # want: raisederror
            return "stopped"
        except OperationError as exc:
            if force is None:
                raise  # want: raisederror
            raise ProvisioningError(f"cannot stop {vmid}: {exc}") from exc  # want: raisederror

    def snapshot(self, vmid: int) -> str:
        try:
            if not vmid:
                # BAD: the clause names another class; this one leaves as it is.
                raise OperationError("vmid is required")  # want: raisederror
            return "snapshot"
        except KeyError as exc:
            raise ProvisioningError(f"no snapshot: {exc}") from exc  # want: raisederror

    def rename(self, vmid: int, name: str) -> str:
        try:
            if len(name) > 63:
                # GOOD for the rule: a clause of a tuple holding its class replaces it.
                raise ValueError(f"name too long: {name}")
            return name
        except (KeyError, ValueError) as exc:
            raise OperationError(f"cannot rename {vmid}: {exc}") from exc  # want: raisederror
