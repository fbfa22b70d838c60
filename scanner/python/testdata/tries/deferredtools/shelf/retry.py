"""Retry loops whose bound a module constant or a class attribute sets, and what may rebind it."""

ATTEMPTS = 2
SETTLED = 2


def configure(attempts: int) -> None:
    global ATTEMPTS
    ATTEMPTS = attempts


def pull(client, path: str) -> dict:
    for attempt in range(ATTEMPTS):
        try:
            return client.get(path)
        except OSError:
            if attempt == ATTEMPTS - 1:
                raise  # want: raisederror
            continue
    # BAD: configure may set ATTEMPTS to 0, and then no attempt runs.
    raise RuntimeError("no attempt was made")  # want: raisederror


def push(client, path: str) -> dict:
    for attempt in range(SETTLED):
        try:
            return client.put(path)
        except OSError:
            if attempt == SETTLED - 1:
                raise  # want: raisederror
            continue
    # FINE: SETTLED is bound once, to 2: the last attempt returns or raises.
    raise RuntimeError("unreachable")


class Mirror:
    _TRIES = 2

    def __init__(self, client, eager: bool = False):
        self.client = client
        if eager:
            self._TRIES = 0

    def pull(self, path: str) -> dict:
        for attempt in range(self._TRIES):
            try:
                return self.client.get(path)
            except OSError:
                if attempt == self._TRIES - 1:
                    raise  # want: raisederror
                continue
        # BAD: an eager mirror has no tries on its instance.
        raise RuntimeError("mirror made no try")  # want: raisederror


class Depot:
    _ROUNDS = 2

    def __init__(self, client):
        self.client = client

    def pull(self, path: str) -> dict:
        for attempt in range(self._ROUNDS):
            try:
                return self.client.get(path)
            except OSError:
                if attempt == self._ROUNDS - 1:
                    raise  # want: raisederror
                continue
        # BAD: a FastDepot runs no round.
        raise RuntimeError("depot made no round")  # want: raisederror


class FastDepot(Depot):
    _ROUNDS = 0


class Vault:
    _TURNS = 2

    def __init__(self, client):
        self.client = client

    def pull(self, path: str) -> dict:
        for attempt in range(self._TURNS):
            try:
                return self.client.get(path)
            except OSError:
                if attempt == self._TURNS - 1:
                    raise  # want: raisederror
                continue
        # FINE: nothing rebinds _TURNS: the last turn returns or raises.
        raise RuntimeError("unreachable")


class Courier:
    _RETRIES = 3

    def __init__(self, client, retries=None):
        self.client = client
        if retries is not None:
            self._RETRIES = retries

    def send(self, path: str) -> dict:
        for attempt in range(self._RETRIES + 1):
            final = attempt == self._RETRIES
            try:
                return self.client.post(path)
            except OSError:
                if final:
                    raise  # want: raisederror
                continue
        # FINE: whatever count the instance is given, one more attempt runs, and the last
        # returns or raises.
        raise AssertionError("unreachable")


class Relay:
    def __init__(self, client, tries: int = 1):
        self.client = client
        self._tries = max(1, tries)

    def send(self, path: str) -> dict:
        for attempt in range(1, self._tries + 1):
            try:
                return self.client.post(path)
            except OSError:
                if attempt >= self._tries:
                    raise  # want: raisederror
        # FINE: _tries is at least 1, so a try runs, and the last one returns or raises.
        raise AssertionError("unreachable")


class Beacon:
    def __init__(self, client, tries: int = 1):
        self.client = client
        self._count = max(0, tries)

    def send(self, path: str) -> dict:
        for attempt in range(self._count):
            try:
                return self.client.post(path)
            except OSError:
                if attempt == self._count - 1:
                    raise  # want: raisederror
        # BAD: max(0, tries) may be 0, and then no attempt runs.
        raise RuntimeError("beacon made no try")  # want: raisederror

    def ping(self, path: str) -> dict:
        for attempt in range(1, self._count + 2):
            try:
                return self.client.get(path)
            except OSError:
                if attempt == 3:
                    raise  # want: raisederror
        # BAD: the last attempt is 3 only when _tries is 2; with more it falls out of the loop.
        raise RuntimeError("beacon got no answer")  # want: raisederror
