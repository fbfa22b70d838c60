from pad.editor import Editor


class Handler:
    def __init__(self, editor: Editor | None = None):
        self.editor = editor if editor is not None else Editor()
