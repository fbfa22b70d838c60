class ShelfStore:
    def __init__(self, root: str):
        self.root = root

    def shelf(self, name: str) -> str:
        return self.root + "/" + name
