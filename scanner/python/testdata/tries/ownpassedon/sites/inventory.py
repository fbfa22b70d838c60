import logging

logger = logging.getLogger(__name__)


class Site:
    def __init__(self, **fields):
        self.fields = fields


async def fetch(path: str) -> list:
    return [{"path": path}]


async def list_sites(limit: int) -> list:
    try:
        rows = await fetch("/sites")
        sites = []
        for i, row in enumerate(rows[:limit]):
            try:
                sites.append(Site(**row))
            except Exception as e:
                logger.error(f"cannot parse site {i}: {e}")
                # GOOD for the rule: the outer clause catches what this passes on and raises it
                # again; that re-raise is where it leaves, naming this one.
                raise
        return sites
    except Exception as e:
        logger.error(f"cannot list sites: {e}")
        raise  # want: raisederror related=26,sites/server.py:11,sites/server.py:12


async def list_devices(site: str) -> list:
    try:
        rows = await fetch(f"/sites/{site}/devices")
        try:
            return [Site(**row) for row in rows]
        except TypeError:
            # BAD: the outer clause names another class, so this re-raise leaves as it is.
            raise  # want: raisederror
    except KeyError:
        raise  # want: raisederror


async def list_ports(device: str) -> list:
    try:
        rows = await fetch(f"/devices/{device}/ports")
        if not rows:
            # BAD: a new exception keeps its site, with its own class and text.
            raise LookupError(f"no ports on {device}")  # want: raisederror
        try:
            return [Site(**row) for row in rows]
        except TypeError:
            # GOOD: the outer clause raises on every path, a new exception on one.
            raise
    except Exception as e:
        if isinstance(e, LookupError):
            raise RuntimeError(f"ports of {device}: {e}") from e  # want: raisederror
        raise  # want: raisederror


async def list_clients(site: str) -> list:
    try:
        rows = await fetch(f"/sites/{site}/clients")
        try:
            return [Site(**row) for row in rows]
        except TypeError:
            # GOOD for the rule, and no site either way: the outer clause answers it.
            raise
    except Exception as e:
        logger.error(f"cannot list clients: {e}")
        return []
