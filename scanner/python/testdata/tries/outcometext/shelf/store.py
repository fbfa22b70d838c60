"""The shelf the tools use (not a tool module)."""


class Shelf:
    def __init__(self):
        self.data = {}

    def remove(self, key):
        return self.data.pop(key, None) is not None

    def read(self, key):
        return self.data.get(key)

    def drop(self, key, path):
        return key in self.data

    def save(self, key, value):
        self.data[key] = value
        return True

    def delete(self, key):
        return self.data.pop(key, None) is not None

    def clear(self):
        self.data.clear()
        return True

    def compact(self, key):
        return True

    def scan(self, prefix):
        return [k for k in self.data if k.startswith(prefix)]

    def update(self, key, value):
        changed = self.data.get(key) != value
        self.data[key] = value
        return changed

    def create(self, key):
        if key in self.data:
            return False
        self.data[key] = ""
        return True

    def expire(self, key, seconds):
        return key in self.data
