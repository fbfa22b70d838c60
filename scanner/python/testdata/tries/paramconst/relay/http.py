"""Request helpers that test a method name against the ones they know."""


def request(method, path, retry=True):
    match method:
        case "GET":
            out = "got " + path
        case "POST" | "PUT":
            out = "sent " + path
        case _:
            raise ValueError(f"unsupported method: {method}")  # dead: every call passes GET, POST or PUT
    if retry and not out:
        return request(method=method, path=path, retry=False)
    return out


def fetch(kind, path):
    if kind == "json":
        return "json " + path
    elif kind in ("text", "html"):
        return "text " + path
    else:
        raise ValueError(f"unknown kind: {kind}")  # want: raisederror


def remove(scope, path):
    if scope not in ("user", "org"):
        raise ValueError(f"unknown scope: {scope}")  # dead: both calls pass user or org
    return "removed " + path


def patch(mode, path):
    if mode != "merge":
        raise ValueError(f"unknown mode: {mode}")  # want: raisederror
    return "patched " + path


def handed(op, path):
    match op:
        case "a":
            return path
        case _:
            raise ValueError(f"unknown op: {op}")  # want: raisederror


HANDLERS = {"handed": handed}  # handed on as a value: a caller may pass anything


def head(method, path, cached=False):
    match method:
        case "HEAD" if not cached:
            return "head " + path
        case _:
            raise ValueError(f"cannot {method} {path}")  # want: raisederror
