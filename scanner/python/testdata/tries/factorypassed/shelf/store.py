class ShelfError(Exception):
    pass


class Shelf:
    def find(self, tag: str) -> str:
        if not tag:
            raise ShelfError("empty tag")  # want: raisederror related=shelf/tools.py:71,shelf/tools.py:72
        return tag
