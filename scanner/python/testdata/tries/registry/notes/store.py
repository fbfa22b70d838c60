"""The notes on disk, for the handlers."""

import glob
import os


class NoteStore:
    root = os.path.expanduser("~/notes")

    def _checked(self, fn):
        try:
            return fn()
        except OSError as e:
            raise Exception(f"Storage failed: {e}")  # want: raisederror

    def read(self, path: str) -> str:
        def load():
            with open(os.path.join(self.root, path)) as f:
                return f.read()

        return self._checked(load)

    def write(self, path: str, text: str) -> None:
        def save():
            with open(os.path.join(self.root, path), "w") as f:
                f.write(text)

        self._checked(save)

    def count(self, folder: str, pattern: str) -> int:
        return len(glob.glob(os.path.join(self.root, folder, pattern)))
