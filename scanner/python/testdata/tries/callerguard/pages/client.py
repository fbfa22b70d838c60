"""A pages API client. Its checks guard callers that pass anything; the ones marked dead test a
value that every caller in the root has already tested the same way, leaving when it failed."""


class PagesClient:
    def fetch(self, url, token):
        if not token:
            raise ValueError("a token is required")  # dead: every caller left when it was falsy
        return {"url": url}

    def lookup(self, name, region):
        if region is None:
            raise ValueError("region is required")  # dead: the caller returned when it was None
        if not region:
            raise ValueError("region must not be empty")  # want: raisederror
        return {"name": name}

    def sync(self, source, target):
        if not target:
            raise ValueError("target is required")  # dead: `not source or not target` left
        return {"source": source}

    def publish(self, doc):
        if not doc:
            raise ValueError("nothing to publish")  # dead: under `if doc:`, or in the else of `if not doc:`
        return {"doc": doc}

    def archive(self, doc):
        if not doc:
            raise ValueError("nothing to archive")  # want: raisederror
        return {"doc": doc}

    def rotate(self, key):
        if not key:
            raise ValueError("no key to rotate")  # want: raisederror
        return {"key": key}

    def tag(self, label):
        if not label:
            raise ValueError("no label")  # want: raisederror
        return {"label": label}

    def attach(self, items):
        if not items:
            raise ValueError("nothing to attach")  # want: raisederror
        return {"items": items}

    def render(self, fmt, body):
        if not fmt:
            raise ValueError("no format")  # dead: every caller passes a non-empty literal
        if not body:
            raise ValueError("no body")  # want: raisederror
        return {"fmt": fmt}

    def limit(self, count):
        if not isinstance(count, int):
            raise TypeError("count must be an int")  # dead: the caller left unless it was an int
        return {"count": count}

    def warn(self, token):
        if not token:
            raise ValueError("no token to warn with")  # want: raisederror
        return {}

    def merge(self, left, right):
        if not left:
            raise ValueError("no left side")  # want: raisederror
        return {}

    def stamp(self, token):
        if not token:
            raise ValueError("no token to stamp with")  # dead: the service hands on what the tool checked
        return {}

    def batch(self, token):
        if not token:
            raise ValueError("no token for the batch")  # want: raisederror
        return {}

    def pack(self, items, label):
        if not items:
            raise ValueError("nothing to pack")  # want: raisederror
        if not isinstance(label, str):
            raise TypeError("a label is a string")  # want: raisederror
        return {}
