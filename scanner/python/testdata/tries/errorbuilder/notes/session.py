"""The shared session whose methods the tools pass their answers through."""


class Session:
    def __init__(self):
        self.notice = ""

    def with_notice(self, result: str) -> str:
        # Every return hands the parameter on, with a notice appended.
        return result + self.notice

    def word_count(self, result: str) -> str:
        # Computes from the parameter: nothing of it is handed on.
        return f"{len(result.split())} words"
