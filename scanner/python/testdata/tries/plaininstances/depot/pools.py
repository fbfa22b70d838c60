"""Connection holders: a plain class, whose instances are always truthy, and one that may be
empty, whose instances are falsy then."""


class Pool:
    def __init__(self, url=None):
        self.url = url


class Batch:
    def __init__(self):
        self.items = []

    def __len__(self):
        return len(self.items)


class Driver:
    def __init__(self, conn=None, url=None):
        if conn:
            self.conn = conn
        elif url:
            self.conn = Pool(url)
        else:
            raise ValueError("conn or url is required")  # want: raisederror related=depot/server.py:30,depot/server.py:51,depot/server.py:52,depot/server.py:56,depot/server.py:61


class Loader:
    def __init__(self, batch=None):
        if batch:
            self.batch = batch
        else:
            raise ValueError("batch is required")  # want: raisederror


class Cache:
    def __init__(self, store=None):
        if store:
            self.store = store
        else:
            raise ValueError("a store is required")  # dead: the only caller passes the module's Pool
