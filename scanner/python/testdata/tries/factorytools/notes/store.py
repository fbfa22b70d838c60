class StoreError(Exception):
    pass


class NoteStore:
    def find(self, title: str) -> str:
        return title

    def drop(self, title: str) -> None:
        pass

    def count(self) -> int:
        return 0

    def labeler(self):
        return None
