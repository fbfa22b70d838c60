class Store:
    def get(self, key):
        return None

    def keys(self):
        return []
